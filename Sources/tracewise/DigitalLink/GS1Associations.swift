/// AI associations (R13): the dictionary's `req=` (AIs that must be present) and `ex=` (AIs that must not
/// be combined), evaluated over every AI of the link, path and query together. These rules come from the
/// General Specifications rather than the URI syntax; GS1's reference applies them to Digital Links by
/// default, and so does this parser, as a layer of its own after the syntax checks.
///
/// Known consequence: `8006` lists 22 as a key qualifier (`dlpkey=22,10,21`), but AI 22 has `req=01`, so
/// `/8006/…/22/…` is refused with "AI 22 requires 01", exactly as GS1's engine refuses it (case
/// `itip-8006-cpv-disputed`). The dictionary contradicts itself there; we follow the reference.
enum GS1Associations {
    /// The first association broken by `ais` (element order), or nil.
    /// - Parameter definitions: the definition of each of `ais`, same order.
    static func problem(ais: [String], definitions: [GS1AIDefinition]) -> String? {
        for (ai, definition) in zip(ais, definitions) {
            if !definition.requires.isEmpty, !definition.requires.contains(where: { isSatisfied($0, by: ais) }) {
                return "AI \(ai) requires \(describe(definition.requires))"
            }
            if !definition.excludes.isEmpty,
               let other = ais.first(where: { $0 != ai && GS1AIPattern.matchesAny(definition.excludes, $0) }) {
                return "AI \(ai) cannot be combined with AI \(other)"
            }
        }
        return nil
    }

    /// An alternative holds when each of its patterns matches some AI of the link.
    private static func isSatisfied(_ alternative: [String], by ais: [String]) -> Bool {
        alternative.allSatisfy { pattern in ais.contains { GS1AIPattern.matches(pattern, $0) } }
    }

    /// "01" / "one of 01, 02, 8006" / "one of 01 with 21, 8006 with 21"; `35nn` reads as "35nn".
    private static func describe(_ alternatives: [[String]]) -> String {
        let names = alternatives.map { $0.joined(separator: " with ") }
        return names.count == 1 ? names[0] : "one of " + names.joined(separator: ", ")
    }
}
