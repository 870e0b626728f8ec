import DigitalLink

/// `elementString` of a parsed link's JSON record (`ParsedLink+JSON`): the AIs in brackets and their
/// values, as GS1's engine writes them.
///
/// Apart from the rest of the record because it is the one member that must look inside the values
/// (for a `(` to escape) rather than copy them, and so the one that needs its own fast way past them:
/// every record has an element string, and a byte-by-byte search of its values was a twentieth of
/// parse-link's instructions.
extension ParsedLink {
    /// `"(01)…(10)…"`, a `(` in a value written `\(` as GS1's engine writes it, so that the string
    /// reads back as the same AIs.
    func writeElementString(at cursor: inout Cursor) {
        cursor.byte(UInt8(ascii: "\""))
        writeElementStringBody(at: &cursor)
        cursor.byte(UInt8(ascii: "\""))
    }

    /// The element string between its quotes.
    func writeElementStringBody(at cursor: inout Cursor) {
        // Nearly no link has a `(` in a value: then each value is copied, not read byte by byte.
        if !Self.holdsOpenParenthesis(values) {
            for element in elements {
                cursor.fragment(bytes(entry(element).bracketedAI))
                writeBody(element.value, at: &cursor)
            }
            return
        }
        for element in elements {
            cursor.fragment(bytes(entry(element).bracketedAI))
            var start = element.value.lowerBound
            for index in element.value where values[index] == UInt8(ascii: "(") {
                writeBody(start..<index, at: &cursor)
                cursor.literal("\\\\(")
                start = index + 1
            }
            writeBody(start..<element.value.upperBound, at: &cursor)
        }
    }

    /// Whether some byte of `text` is `(`, eight bytes a step: xor with `(` makes such a byte zero, and
    /// `(w - 0x01…) & ~w & 0x80…` is non-zero exactly when some byte of `w` is.
    static func holdsOpenParenthesis(_ text: Text) -> Bool {
        guard let base = text.baseAddress else { return false }
        let ones: UInt64 = 0x0101_0101_0101_0101, parentheses = ones &* UInt64(UInt8(ascii: "("))
        var offset = 0
        while offset + 8 <= text.count {
            let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self) ^ parentheses
            if (word &- ones) & ~word & (ones &* 0x80) != 0 { return true }
            offset += 8
        }
        while offset < text.count {
            if base[offset] == UInt8(ascii: "(") { return true }
            offset += 1
        }
        return false
    }
}
