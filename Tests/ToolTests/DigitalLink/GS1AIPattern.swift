/// The AI patterns of the dictionary's `req=` and `ex=` attributes: an AI whose trailing digits may be
/// `n`, meaning any digit ("35nn" matches 3500-3599, "394n" matches 3940-3949), and the two questions
/// asked with them over all the AIs of one link or barcode (rule R13 of the Digital Link notes).
///
/// The tests' reference, written on the patterns' text: the parser itself matches flat AI codes against
/// ranges (`GS1AILookup.CodeRange`), and the tests check that the two agree for every pair of AIs.
enum GS1AIPattern {
    /// True when `ai` is matched by `pattern`: same length, and every position equal or `n` against a
    /// digit.
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

    /// True when `present` satisfies `requires` (a definition's `requires`): it is empty, or for some
    /// alternative every pattern matches at least one present AI.
    static func isSatisfied<AI: StringProtocol>(_ requires: [[String]], by present: some Collection<AI>) -> Bool {
        requires.isEmpty || requires.contains { group in
            group.allSatisfy { pattern in present.contains { matches(pattern, $0) } }
        }
    }

    /// The first AI of `present` that `ai`'s `excludes` rules out, or nil. The dictionary's rule: an
    /// AI is not exclusive of itself even if it matches a pattern (3103 with `ex=310n` is fine alone,
    /// but 3103 with 3102 is not).
    static func firstExcluded<AI: StringProtocol>(
        by excludes: [String], of ai: some StringProtocol, among present: some Collection<AI>
    ) -> AI? {
        present.first { other in !other.elementsEqual(ai) && matchesAny(excludes, other) }
    }
}
