/// AI associations (R13): the dictionary's `req=` (AIs that must be present) and `ex=` (AIs that must not
/// be combined), evaluated over every AI of the link, path and query together. These rules come from the
/// General Specifications rather than the URI syntax; GS1's reference applies them to Digital Links by
/// default, and so does this parser, as a layer of its own after the syntax checks.
///
/// Known consequence: `8006` lists 22 as a key qualifier (`dlpkey=22,10,21`), but AI 22 has `req=01`, so
/// `/8006/…/22/…` is refused with "AI 22 requires 01", exactly as GS1's engine refuses it (case
/// `itip-8006-cpv-disputed`). The dictionary contradicts itself there; we follow the reference.
enum GS1Associations {
    /// The first association broken by the AIs at `indices` (definitions of `lookup`, element order), or
    /// nil. The check runs on flat AI codes (`GS1AILookup.CodeAssociations`); the message is built from
    /// the dictionary's own patterns only when something is broken.
    static func problem(indices: some Collection<Int>, lookup: GS1AILookup) -> String? {
        let codes = lookup.codes, associations = lookup.associations
        let groups = lookup.requireGroups, ranges = lookup.associationRanges
        for index in indices {
            let rules = associations[index]
            if !rules.requires.isEmpty {
                let satisfied = rules.requires.indices.contains { group in
                    groups[group].indices.allSatisfy { pattern in
                        indices.contains { ranges[pattern].contains(codes[$0]) }
                    }
                }
                if !satisfied {
                    let definition = lookup.definition(index)
                    return "AI \(definition.ai) requires \(describe(definition.requires))"
                }
            }
            if !rules.excludes.isEmpty {
                let code = codes[index]
                for other in indices where codes[other] != code {
                    let otherCode = codes[other]
                    if rules.excludes.indices.contains(where: { ranges[$0].contains(otherCode) }) {
                        return "AI \(lookup.ai(index)) cannot be combined with AI \(lookup.ai(other))"
                    }
                }
            }
        }
        return nil
    }

    /// `problem(indices:lookup:)`, answered by `memo` for a sequence met before that broke nothing, and
    /// remembered there when it breaks nothing now (`GS1AssociationMemo`). `memo` must hold only
    /// sequences checked against `lookup`.
    static func problem(indices: UnsafeBufferPointer<Int>, lookup: GS1AILookup, memo: borrowing GS1AssociationMemo) -> String? {
        guard let key = GS1AssociationMemo.key(indices) else { return problem(indices: indices, lookup: lookup) }
        if memo.contains(key) { return nil }
        let found = problem(indices: indices, lookup: lookup)
        if found == nil { memo.insert(key) }
        return found
    }

    /// "01" / "one of 01, 02, 8006" / "one of 01 with 21, 8006 with 21"; `35nn` reads as "35nn".
    private static func describe(_ alternatives: [[String]]) -> String {
        let names = alternatives.map { $0.joined(separator: " with ") }
        return names.count == 1 ? names[0] : "one of " + names.joined(separator: ", ")
    }
}
