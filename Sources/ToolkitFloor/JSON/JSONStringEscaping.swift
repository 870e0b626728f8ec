/// The body of a JSON string (without its quotes), written through a raw cursor that has room for six
/// bytes per input byte: the one escaping routine of the toolkit (`JSONWriter` and `tracewise parse-link`'s
/// hand-written records both use it). Escapes `"` and `\`, writes `\n \r \t \b \f` for those control
/// characters and `\u00XX` for the other control characters and DEL; the C1 controls (U+0080–U+009F) and
/// the bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) are written as
/// `\uXXXX` too (the same JSON string, which a terminal showing the JSON cannot obey: docs/output.md);
/// everything else, other non-ASCII UTF-8 included, is copied as is.
///
/// Most strings the tools print (URIs, ids, titles) need no escape at all, so the scan reads eight bytes
/// at a time and asks one question of each word: could any byte in it need an escape? (A C1 or
/// bidirectional control starts with byte C2, D8 or E2, which only words with a high bit are asked about.)
public enum JSONStringEscaping {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Writes the escaped body of `text` at `cursor` and moves the cursor past it.
    @inlinable
    public static func write(_ text: String, at cursor: inout UnsafeMutablePointer<UInt8>) {
        var text = text
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            write(base, count: bytes.count, at: &cursor)
        }
    }

    public static func write(_ source: UnsafePointer<UInt8>, count: Int, at cursor: inout UnsafeMutablePointer<UInt8>) {
        var index = 0
        var runStart = 0
        while index < count {
            if index + 8 <= count, !mayNeedEscape(UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self)) {
                index += 8
                continue
            }
            // Byte by byte through this word; an escaped sequence may end past it.
            let end = min(index + 8, count)
            while index < end {
                guard let (length, scalar) = escaped(source, at: index, count: count) else {
                    index += 1
                    continue
                }
                copyRun(source + runStart, count: index - runStart, at: &cursor)
                writeEscape(for: scalar, at: &cursor)
                index += length
                runStart = index
            }
        }
        copyRun(source + runStart, count: count - runStart, at: &cursor)
    }

    /// Whether `count` bytes at `source` need no escape at all, so a writer that writes them several
    /// times can copy them instead (`tracewise parse-link`'s values).
    public static func isPlain(_ source: UnsafePointer<UInt8>, count: Int) -> Bool {
        var index = 0
        while index < count {
            if index + 8 <= count, !mayNeedEscape(UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self)) {
                index += 8
                continue
            }
            if escaped(source, at: index, count: count) != nil { return false }
            index += 1
        }
        return true
    }

    /// The bytes at `index` that start an escape, and the code point escaped: one byte for a quote, a
    /// backslash, a C0 control or DEL; two or three for a C1 or bidirectional control. Nil for the rest.
    @inline(__always)
    static func escaped(_ source: UnsafePointer<UInt8>, at index: Int, count: Int) -> (length: Int, scalar: UInt32)? {
        let byte = source[index]
        if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F { return (1, UInt32(byte)) }
        guard byte == 0xC2 || byte == 0xD8 || byte == 0xE2, index + 1 < count else { return nil }
        let second = source[index + 1]
        switch byte {
        case 0xC2: return second >= 0x80 && second <= 0x9F ? (2, UInt32(second)) : nil
        case 0xD8: return second == 0x9C ? (2, 0x061C) : nil
        default:
            guard index + 2 < count else { return nil }
            let third = source[index + 2]
            let scalar = 0x2000 | (UInt32(second & 0x3F) << 6) | UInt32(third & 0x3F)
            guard second == 0x80 || second == 0x81 else { return nil }
            switch scalar {
            case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return (3, scalar)
            default: return nil
            }
        }
    }

    /// False only when no byte of `word` is below 0x20, a quote, a backslash or DEL, nor (in a word with
    /// a byte of 0x80 or above) C2, D8 or E2 (the classic SWAR zero-byte test on `word`, and on `word`
    /// XOR each special byte); a true answer is checked byte by byte.
    @inline(__always)
    static func mayNeedEscape(_ word: UInt64) -> Bool {
        let below20 = (word &- ones &* 0x20) & ~word & highBits
        let ascii = below20 | hasZeroByte(word ^ (ones &* 0x22)) | hasZeroByte(word ^ (ones &* 0x5C))
            | hasZeroByte(word ^ (ones &* 0x7F))
        guard word & highBits != 0 else { return ascii != 0 }
        return (ascii | hasZeroByte(word ^ (ones &* 0xC2)) | hasZeroByte(word ^ (ones &* 0xD8))
            | hasZeroByte(word ^ (ones &* 0xE2))) != 0
    }

    @inline(__always)
    private static func hasZeroByte(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highBits
    }

    @inline(__always)
    private static func copyRun(_ source: UnsafePointer<UInt8>, count: Int, at cursor: inout UnsafeMutablePointer<UInt8>) {
        guard count > 0 else { return }
        cursor.initialize(from: source, count: count)
        cursor += count
    }

    private static let hexDigits: StaticString = "0123456789abcdef"

    private static func writeEscape(for scalar: UInt32, at cursor: inout UnsafeMutablePointer<UInt8>) {
        let short: UInt8? = switch scalar {
        case 0x22, 0x5C: UInt8(scalar)
        case 0x0A: UInt8(ascii: "n")
        case 0x0D: UInt8(ascii: "r")
        case 0x09: UInt8(ascii: "t")
        case 0x08: UInt8(ascii: "b")
        case 0x0C: UInt8(ascii: "f")
        default: nil
        }
        cursor[0] = UInt8(ascii: "\\")
        if let short {
            cursor[1] = short
            cursor += 2
            return
        }
        let hex = hexDigits.utf8Start
        cursor[1] = UInt8(ascii: "u")
        cursor[2] = hex[Int(scalar >> 12 & 0xF)]
        cursor[3] = hex[Int(scalar >> 8 & 0xF)]
        cursor[4] = hex[Int(scalar >> 4 & 0xF)]
        cursor[5] = hex[Int(scalar & 0xF)]
        cursor += 6
    }
}
