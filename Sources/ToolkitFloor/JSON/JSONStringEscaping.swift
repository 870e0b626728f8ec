/// The body of a JSON string (without its quotes), written through a raw cursor that has room for six
/// bytes per input byte: the one escaping routine of the toolkit (`JSONWriter` and `tracewise parse-link`'s
/// hand-written records both use it). Escapes `"` and `\`, writes `\n \r \t \b \f` for those control
/// characters and `\u00XX` for the other control characters and DEL; everything else, non-ASCII UTF-8
/// included, is copied as is.
///
/// Most strings the tools print (URIs, ids, titles) need no escape at all, so the scan reads eight bytes
/// at a time and asks one question of each word: could any byte in it need an escape?
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
        while index + 8 <= count {
            let word = UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self)
            if !mayNeedEscape(word) {
                index += 8
                continue
            }
            for position in index..<(index + 8) where needsEscape(source[position]) {
                copyRun(source + runStart, count: position - runStart, at: &cursor)
                writeEscape(for: source[position], at: &cursor)
                runStart = position + 1
            }
            index += 8
        }
        for position in index..<count where needsEscape(source[position]) {
            copyRun(source + runStart, count: position - runStart, at: &cursor)
            writeEscape(for: source[position], at: &cursor)
            runStart = position + 1
        }
        copyRun(source + runStart, count: count - runStart, at: &cursor)
    }

    /// Whether `count` bytes at `source` need no escape at all, so a writer that writes them several
    /// times can copy them instead (`tracewise parse-link`'s values).
    public static func isPlain(_ source: UnsafePointer<UInt8>, count: Int) -> Bool {
        var index = 0
        while index + 8 <= count {
            if mayNeedEscape(UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self)) { return false }
            index += 8
        }
        while index < count {
            if needsEscape(source[index]) { return false }
            index += 1
        }
        return true
    }

    @inline(__always)
    static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F
    }

    /// False only when no byte of `word` is below 0x20, a quote, a backslash or DEL (the classic SWAR
    /// zero-byte test on `word`, and on `word` XOR each special byte); a true answer is checked byte by byte.
    @inline(__always)
    static func mayNeedEscape(_ word: UInt64) -> Bool {
        let below20 = (word &- ones &* 0x20) & ~word & highBits
        return (below20 | hasZeroByte(word ^ (ones &* 0x22)) | hasZeroByte(word ^ (ones &* 0x5C))
            | hasZeroByte(word ^ (ones &* 0x7F))) != 0
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

    private static func writeEscape(for byte: UInt8, at cursor: inout UnsafeMutablePointer<UInt8>) {
        let short: UInt8? = switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): byte
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
        cursor[2] = UInt8(ascii: "0")
        cursor[3] = UInt8(ascii: "0")
        cursor[4] = hex[Int(byte >> 4)]
        cursor[5] = hex[Int(byte & 0xF)]
        cursor += 6
    }
}
