/// The GS1 Application Identifiers tracewise knows, generated from the vendored GS1 Barcode Syntax
/// Dictionary (`all` is in GS1Dictionary+Entries.swift), with lookups cheap enough for the Digital Link
/// parser's hot path.
public enum GS1Dictionary {
    /// The definition of `ai` ("01", "3103", "8013"), or nil when the dictionary has no such AI.
    /// Constant time: one pass over at most four bytes, one table read (`GS1AILookup`, the parser's own
    /// index, so start-up builds one index, not two).
    public static func definition(of ai: some StringProtocol) -> GS1AIDefinition? {
        let lookup = GS1AILookup.standard
        guard let index = lookup.index(ofAI: String(ai)) else { return nil }
        return lookup.definition(index)
    }

    /// True when `ai` is an AI of the dictionary. Cheaper than `definition(of:)`: nothing is copied.
    static func isKnownAI(_ ai: some StringProtocol) -> Bool {
        GS1AILookup.standard.index(ofAI: String(ai)) != nil
    }
}
