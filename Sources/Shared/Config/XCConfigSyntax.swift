/// Byte classes shared by the xcconfig file parser and the `$(…)` expression parser. Everything
/// meaningful in the format is ASCII, so UTF-8 bytes ≥ 0x80 are always ordinary text.
enum XCConfigSyntax {
    /// `[A-Za-z_]`: the first character of a setting name.
    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
    }

    /// `[A-Za-z0-9_]`: the rest of a setting name on the left of `=`.
    static func isNameContinuation(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// A bare `$NAME` reference may also contain `.` (swift-build's historical rule).
    static func isBareReferenceContinuation(_ byte: UInt8) -> Bool {
        isNameContinuation(byte) || byte == UInt8(ascii: ".")
    }

    /// Characters of an operator name in `$(NAME:operator=…)`.
    static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        isNameContinuation(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: ".")
    }

    /// Space, tab, vertical tab and form feed: whitespace inside a line.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0B || byte == 0x0C
    }

    /// The length of the line break at `index`: 1 for `\n` or `\r`, 2 for `\r\n`, 3 for U+2028 and
    /// U+2029 (which swift-build also treats as line ends), 0 when there is none.
    static func lineBreakLength(_ bytes: [UInt8], at index: Int) -> Int {
        guard index < bytes.count else { return 0 }
        switch bytes[index] {
        case UInt8(ascii: "\n"):
            return 1
        case UInt8(ascii: "\r"):
            return index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") ? 2 : 1
        case 0xE2:
            guard index + 2 < bytes.count, bytes[index + 1] == 0x80 else { return 0 }
            return bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 ? 3 : 0
        default:
            return 0
        }
    }

    /// `bytes` without leading and trailing `isSpace` bytes.
    static func trimmingSpaces(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = bytes
        while let first = slice.first, isSpace(first) { slice.removeFirst() }
        while let last = slice.last, isSpace(last) { slice.removeLast() }
        return slice
    }
}
