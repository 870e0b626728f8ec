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

    /// What one pass over a URI finds: the first character that may not appear literally, and the first
    /// `?` and `#` (offsets, nil when absent).
    struct Scan {
        var disallowed: Int?
        var firstQuestionMark: Int?
        var firstHash: Int?
    }

    /// Checks every byte of `bytes` against the URI characters and notes the delimiters, stopping at the
    /// first disallowed byte. One table read and one branch per ordinary byte.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Scan {
        var scan = Scan()
        byteClasses.withUnsafeBufferPointer { classes in
            for offset in 0..<bytes.count {
                let byteClass = classes[Int(bytes[offset])]
                if byteClass == ordinary { continue }
                if byteClass == disallowed { scan.disallowed = offset; return }
                if byteClass == questionMark, scan.firstQuestionMark == nil { scan.firstQuestionMark = offset }
                if byteClass == hash, scan.firstHash == nil { scan.firstHash = offset }
            }
        }
        return scan
    }

    private static let disallowed: UInt8 = 0, ordinary: UInt8 = 1, questionMark: UInt8 = 2, hash: UInt8 = 3

    /// The class of each of the 256 byte values, for `scan`.
    private static let byteClasses: [UInt8] = (0..<256).map { byte in
        switch byte {
        case Int(UInt8(ascii: "?")): questionMark
        case Int(UInt8(ascii: "#")): hash
        case 0..<128 where contains(uri, UInt8(byte)): ordinary
        default: disallowed
        }
    }

    /// The offset of the first byte of `range` that may not be in a host, or nil. Every URI's host goes
    /// through here: one table read per byte, the table fetched once (a static read in the loop would
    /// check the global's lazy initialisation for every byte).
    static func firstNotInHost(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        hostBytes.withUnsafeBufferPointer { allowed in
            for offset in range where !allowed[Int(bytes[offset])] { return offset }
            return nil
        }
    }

    /// Whether each of the 256 byte values may be in a host, for `firstNotInHost`.
    private static let hostBytes: [Bool] = (0..<256).map { $0 < 128 && contains(host, UInt8($0)) }

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
