/// Character classes of RFC 3986 that the Digital Link parser checks byte by byte. Each class is a
/// 128-bit mask over ASCII (two UInt64 words), so a test is a shift and an AND with no table in memory
/// and no branch per character class.
enum URICharacters {
    /// Every character a URI may contain literally: unreserved, reserved and `%` (RFC 3986 §2). Anything
    /// else (space, `"`, `<`, `\`, `{`, non-ASCII …) must arrive percent-encoded.
    private static let uri = mask("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%")
    /// The URI characters GS1's reference allows in the authority: letters, digits, `-.:[]`. This admits
    /// names, IP literals and ports, and excludes userinfo (`@`), zone identifiers (`%`) and sub-delims.
    private static let host = mask("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-.:[]")
    /// base64url, the alphabet of compressed Digital Link URIs.
    private static let base64URL = mask("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

    /// What one pass over a URI finds: the first character that may not appear literally, the first
    /// `?` and `#` (offsets, nil when absent), and the first `%` and `+` (offsets, `Int.max` when absent:
    /// a value that ends before them has nothing to percent-decode).
    struct Scan {
        var disallowed: Int?
        var firstQuestionMark: Int?
        var firstHash: Int?
        var firstPercent = Int.max
        var firstPlus = Int.max
    }

    /// Checks every byte of `bytes` against the URI characters and notes the delimiters, stopping at the
    /// first disallowed byte. Eight bytes at a time: their classes are or-ed, and only a block with a
    /// byte other than an ordinary one is looked at byte by byte (a third of the instructions of a
    /// branch per byte, on links that are mostly letters, digits and `/`).
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Scan {
        scan(bytes, from: 0)
    }

    /// `scan` from `start`, when every byte before it is known to be one a URI may hold and none of the
    /// delimiters (`DigitalLinkURIParts.split`: the scheme and a host of host characters).
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Scan {
        var scan = Scan()
        guard let base = bytes.baseAddress else { return scan }
        byteClasses.withUnsafeBufferPointer { classes in
            let count = bytes.count
            var offset = start
            while true {
                while offset &+ 8 <= count {
                    let p = base + offset
                    let any = classes[Int(p[0])] | classes[Int(p[1])] | classes[Int(p[2])] | classes[Int(p[3])]
                        | classes[Int(p[4])] | classes[Int(p[5])] | classes[Int(p[6])] | classes[Int(p[7])]
                    if any != ordinary { break }
                    offset &+= 8
                }
                // A block with a byte that is not ordinary, or the last few bytes: one at a time.
                guard offset < count else { return }
                let blockEnd = min(offset &+ 8, count)
                while offset < blockEnd {
                    let byteClass = classes[Int(base[offset])]
                    if byteClass != ordinary {
                        if byteClass == disallowed {
                            scan.disallowed = offset
                            return
                        }
                        note(byteClass, at: offset, in: &scan)
                    }
                    offset &+= 1
                }
            }
        }
        return scan
    }

    @inline(__always)
    private static func note(_ byteClass: UInt8, at offset: Int, in scan: inout Scan) {
        switch byteClass {
        case questionMark: if scan.firstQuestionMark == nil { scan.firstQuestionMark = offset }
        case hash: if scan.firstHash == nil { scan.firstHash = offset }
        case percent: scan.firstPercent = min(scan.firstPercent, offset)
        default: scan.firstPlus = min(scan.firstPlus, offset)
        }
    }

    // Ordinary is 0 so that a block of ordinary bytes ors to 0.
    private static let ordinary: UInt8 = 0, disallowed: UInt8 = 1, questionMark: UInt8 = 2, hash: UInt8 = 4
    private static let percent: UInt8 = 8, plus: UInt8 = 16

    /// The class of each of the 256 byte values, for `scan`.
    private static let byteClasses: [UInt8] = (0..<256).map { byte in
        switch byte {
        case Int(UInt8(ascii: "?")): questionMark
        case Int(UInt8(ascii: "#")): hash
        case Int(UInt8(ascii: "%")): percent
        case Int(UInt8(ascii: "+")): plus
        case 0..<128 where contains(uri, UInt8(byte)): ordinary
        default: disallowed
        }
    }

    /// The end of the authority that starts at `start` (the first `/`, `?` or `#`, or the end of the
    /// URI) and the offset of the first byte before it that may not be in a host (nil when none). Eight
    /// bytes a step while they are all host bytes, as in `scan`.
    static func authority(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (end: Int, notInHost: Int?) {
        guard let base = bytes.baseAddress else { return (start, nil) }
        return hostClasses.withUnsafeBufferPointer { classes in
            var offset = start
            while offset &+ 8 <= bytes.count {
                let p = base + offset
                let any = classes[Int(p[0])] | classes[Int(p[1])] | classes[Int(p[2])] | classes[Int(p[3])]
                    | classes[Int(p[4])] | classes[Int(p[5])] | classes[Int(p[6])] | classes[Int(p[7])]
                if any != inHost { break }
                offset &+= 8
            }
            while offset < bytes.count {
                let byteClass = classes[Int(base[offset])]
                if byteClass == inHost {
                    offset &+= 1
                    continue
                }
                if byteClass == endsHost { return (offset, nil) }
                // Not in a host: the authority goes on to its end, and this byte is the first bad one.
                var end = offset + 1
                while end < bytes.count, classes[Int(base[end])] != endsHost { end += 1 }
                return (end, offset)
            }
            return (offset, nil)
        }
    }

    private static let inHost: UInt8 = 0, endsHost: UInt8 = 1, notInHost: UInt8 = 2

    /// Per byte value: may be in a host, ends the authority (`/`, `?`, `#`), or neither.
    private static let hostClasses: [UInt8] = (0..<256).map { byte in
        switch byte {
        case Int(UInt8(ascii: "/")), Int(UInt8(ascii: "?")), Int(UInt8(ascii: "#")): endsHost
        case 0..<128 where contains(host, UInt8(byte)): inHost
        default: notInHost
        }
    }

    @inline(__always)
    static func isBase64URL(_ byte: UInt8) -> Bool { contains(base64URL, byte) }

    /// How to name the character at `offset` in a message: `'<'`, or `U+00E9 'é'` for non-ASCII (the
    /// whole UTF-8 sequence, so the message shows the character the user typed).
    static func describe(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
        let byte = bytes[offset]
        if byte < 0x20 || byte == 0x7F { return "0x" + String(byte, radix: 16, uppercase: true) + " (a control character)" }
        if byte < 0x80 { return "'" + String(UnicodeScalar(byte)) + "'" }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
        return "'" + text + "'"
    }

    private typealias Mask = (low: UInt64, high: UInt64)

    private static func mask(_ characters: String) -> Mask {
        var mask: Mask = (0, 0)
        for byte in characters.utf8 {
            if byte < 64 { mask.low |= 1 << UInt64(byte) } else { mask.high |= 1 << UInt64(byte - 64) }
        }
        return mask
    }

    @inline(__always)
    private static func contains(_ mask: Mask, _ byte: UInt8) -> Bool {
        if byte < 64 { return mask.low & (1 << UInt64(byte)) != 0 }
        if byte < 128 { return mask.high & (1 << UInt64(byte &- 64)) != 0 }
        return false
    }
}
