/// Substring search and replacement over UTF-8 bytes.
///
/// Not the standard library's `contains(_:)`, `firstRange(of:)` and `replacing(_:with:)` for strings:
/// they live in `_StringProcessing`, whose regex engine comes along (1.4 MB of every static binary).
/// Matching bytes instead of `Character`s differs only for needles that start or end inside a grapheme
/// cluster (a combining accent); every needle in the toolkit is ASCII or a whole secret.
extension StringProtocol {
    /// Whether `needle` occurs in the text; an empty needle never does (as with the standard library).
    public func containsText(_ needle: some StringProtocol) -> Bool {
        rangeOfText(needle) != nil
    }

    /// The first occurrence of `needle`, or nil (also for an empty needle).
    public func rangeOfText(_ needle: some StringProtocol) -> Range<Index>? {
        let haystack = Array(utf8), pattern = Array(needle.utf8)
        guard !pattern.isEmpty, let offset = Self.firstOffset(of: pattern, in: haystack, from: 0) else { return nil }
        let start = utf8.index(utf8.startIndex, offsetBy: offset)
        return start..<utf8.index(start, offsetBy: pattern.count)
    }

    static func firstOffset(of pattern: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first else { return start }
        guard haystack.count - start >= pattern.count else { return nil }
        var index = start
        while index <= haystack.count - pattern.count {
            if haystack[index] == first, haystack[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}

extension String {
    /// The text with every non-overlapping occurrence of `needle` (left to right) replaced.
    public func replacingText(_ needle: some StringProtocol, with replacement: some StringProtocol) -> String {
        let haystack = Array(utf8), pattern = Array(needle.utf8)
        guard !pattern.isEmpty else { return self }
        var result: [UInt8] = []
        var position = 0
        while let found = Self.firstOffset(of: pattern, in: haystack, from: position) {
            result += haystack[position..<found]
            result += replacement.utf8
            position = found + pattern.count
        }
        guard position > 0 else { return self }
        result += haystack[position...]
        return String(decoding: result, as: UTF8.self)
    }
}
