/// The key-qualifier rule of the path (R6): the AIs after the primary key must be an ordered subsequence
/// of one of the key's `dlpkey` alternatives, each at most once, never mixing alternatives. For 01
/// (`22,10,21|235`): `/22/…/21/…` is fine, `/21/…/10/…` is out of order, `/10/…/235/…` mixes.
enum KeyQualifierSequence {
    /// Why `qualifiers` (path order) cannot follow primary key `key`, or nil when they can.
    /// - Parameter alternatives: the key's `dlpkey` sequences (`[[]]` for a key without qualifiers).
    static func problem(key: String, alternatives: [[String]], qualifiers: ArraySlice<String>) -> String? {
        if qualifiers.isEmpty { return nil }
        for index in qualifiers.indices.dropFirst() where qualifiers[..<index].contains(qualifiers[index]) {
            return "duplicate AI \(qualifiers[index])"
        }
        if alternatives.allSatisfy(\.isEmpty) {
            return "AI \(qualifiers[qualifiers.startIndex]) cannot follow primary key \(key) in the path: \(key) takes no key qualifiers"
        }
        if alternatives.contains(where: { isOrderedSubsequence(qualifiers, of: $0) }) { return nil }

        // Worked out only for the messages that name it: building it cost more than the rest of the check.
        var allowed: String { describe(alternatives) }
        if let stranger = qualifiers.first(where: { ai in !alternatives.contains { $0.contains(ai) } }) {
            return "AI \(stranger) is not a key qualifier of primary key \(key) (the path allows \(allowed) after it)"
        }
        // Every qualifier belongs to some alternative: either one alternative holds them all (so the order
        // is wrong), or they come from different alternatives (mixed).
        if let sequence = alternatives.first(where: { alternative in qualifiers.allSatisfy(alternative.contains) }) {
            for index in qualifiers.indices.dropFirst() {
                let earlier = qualifiers[index - 1], later = qualifiers[index]
                if sequence.firstIndex(of: later)! < sequence.firstIndex(of: earlier)! {
                    return "AI \(later) must come before AI \(earlier) after primary key \(key)"
                }
            }
        }
        for index in qualifiers.indices.dropFirst() {
            let first = qualifiers[..<index].first { earlier in
                !alternatives.contains { $0.contains(earlier) && $0.contains(qualifiers[index]) }
            }
            if let first {
                return "AI \(qualifiers[index]) cannot be combined with AI \(first) after primary key \(key) (the path allows \(allowed))"
            }
        }
        return "AIs \(qualifiers.joined(separator: ", ")) do not form a key-qualifier sequence of primary key \(key) (the path allows \(allowed))"
    }

    /// Whether `ai`, found in the query, could have been one more key qualifier in the path: some
    /// alternative holds it and every qualifier already in the path (R8: `/01/x?10=L` is invalid, but
    /// `/01/x/235/T?10=L` is valid because the path chose the 235 branch).
    static func belongsInPath(_ ai: String, alternatives: [[String]], qualifiers: ArraySlice<String>) -> Bool {
        alternatives.contains { $0.contains(ai) && qualifiers.allSatisfy($0.contains) }
    }

    // The parser's hot path: the same two rules over flat AI codes (`GS1AILookup.qualifierCodes`) and
    // definition indices, so no String is compared. The String forms above give the messages and the
    // unit tests.

    /// True when the qualifiers (definition indices, path order) fit one alternative, in order, once each.
    static func fits(_ qualifiers: some Collection<Int>, alternatives: [[Int32]], lookup: GS1AILookup) -> Bool {
        if qualifiers.isEmpty { return true }
        alternativeLoop: for alternative in alternatives {
            var position = 0
            for index in qualifiers {
                let code = lookup.codes[index]
                while position < alternative.count, alternative[position] != code { position += 1 }
                if position == alternative.count { continue alternativeLoop }
                position += 1
            }
            return true
        }
        return false
    }

    /// `belongsInPath` over codes: `ai` and `qualifiers` are definition indices.
    static func belongsInPath(_ ai: Int, alternatives: [[Int32]], qualifiers: some Collection<Int>, lookup: GS1AILookup) -> Bool {
        let code = lookup.codes[ai]
        return alternatives.contains { alternative in
            alternative.contains(code) && qualifiers.allSatisfy { alternative.contains(lookup.codes[$0]) }
        }
    }

    /// "22, 10, 21 or 235".
    static func describe(_ alternatives: [[String]]) -> String {
        alternatives.map { $0.joined(separator: ", ") }.joined(separator: " or ")
    }

    private static func isOrderedSubsequence(_ qualifiers: ArraySlice<String>, of sequence: [String]) -> Bool {
        var position = sequence.startIndex
        for ai in qualifiers {
            guard let found = sequence[position...].firstIndex(of: ai) else { return false }
            position = found + 1
        }
        return true
    }
}
