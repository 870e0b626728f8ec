extension String {
    /// Without leading and trailing spaces, tabs and newlines (no Foundation needed).
    public var trimmedWhitespace: String {
        // Most text has nothing to trim: two byte checks instead of a walk over Characters (a CSV batch
        // trims every field of every row).
        let isSpaceByte: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard let first = utf8.first, let last = utf8.last else { return self }
        if !isSpaceByte(first) && !isSpaceByte(last) { return self }
        // "\r\n" is one Character (a grapheme), equal to neither "\r" nor "\n".
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[start...end])
    }
}

extension Array where Element == UInt8 {
    /// Without one final line break, `\n` or `\r\n`: what `echo` and editors add to a value read whole
    /// from a file or a pipe (a password, a message), and nothing else.
    public func droppingFinalLineBreak() -> [UInt8] {
        var bytes = self
        if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        return bytes
    }
}
