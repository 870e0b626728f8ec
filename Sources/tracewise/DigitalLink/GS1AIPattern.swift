/// The AI patterns of the dictionary's `req=` and `ex=` attributes: an AI whose trailing digits may be
/// `n`, meaning any digit ("35nn" matches 3500-3599, "394n" matches 3940-3949).
enum GS1AIPattern {
    /// True when `ai` is matched by `pattern`: same length, and every position equal or `n` against a
    /// digit. Allocation-free, for the association checks the parser runs on every link.
    static func matches(_ pattern: some StringProtocol, _ ai: some StringProtocol) -> Bool {
        var aiBytes = ai.utf8.makeIterator()
        for patternByte in pattern.utf8 {
            guard let aiByte = aiBytes.next() else { return false }
            if patternByte == UInt8(ascii: "n") {
                guard aiByte &- UInt8(ascii: "0") < 10 else { return false }
            } else if patternByte != aiByte {
                return false
            }
        }
        return aiBytes.next() == nil
    }

    /// True when any of `patterns` matches `ai`.
    static func matchesAny(_ patterns: [String], _ ai: some StringProtocol) -> Bool {
        patterns.contains { matches($0, ai) }
    }

    /// True when `pattern` has wildcards, i.e. stands for more than one AI.
    static func isWildcard(_ pattern: some StringProtocol) -> Bool {
        pattern.utf8.contains(UInt8(ascii: "n"))
    }
}
