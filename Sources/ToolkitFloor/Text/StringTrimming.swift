extension String {
    /// Without leading and trailing spaces, tabs and newlines (no Foundation needed).
    public var trimmedWhitespace: String {
        // "\r\n" is one Character (a grapheme), equal to neither "\r" nor "\n".
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[start...end])
    }
}
