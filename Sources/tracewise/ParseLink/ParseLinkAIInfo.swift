/// What `parse-link` prints about one AI, worked out once per run: the dictionary's title, whether the
/// value is a date, and the JSON around the AI already escaped, so that writing an element costs one
/// copy per fragment and only its value is escaped (a million URIs mention the same dozen AIs).
final class ParseLinkAIInfo: Sendable {
    let ai: String
    /// The GS1 Barcode Syntax Dictionary's title, verbatim ("USE BY or EXPIRY"); empty for an AI the
    /// dictionary does not know (the real parser never returns one).
    let title: String
    /// The value starts with `YYMMDD` (`GS1AIDefinition.isDate`), so the element gets an ISO `date`.
    let isDate: Bool
    /// `"01":`: the AI as a member name of `ais`.
    let aisMemberName: [UInt8]
    /// `{"ai":"01","title":"GTIN","value":`: an element of `elements` up to its value.
    let elementHead: [UInt8]
    /// `(01)`: the AI in `elementString`, as the body of a JSON string.
    let bracketedAI: [UInt8]

    init(ai: String, title: String, isDate: Bool) {
        self.ai = ai
        self.title = title
        self.isDate = isDate
        var name: [UInt8] = []
        ParseLinkJSONWriter.appendString(ai, into: &name)
        aisMemberName = name + [UInt8(ascii: ":")]
        var head = Array(#"{"ai":"#.utf8)
        ParseLinkJSONWriter.appendString(ai, into: &head)
        head += Array(#","title":"#.utf8)
        ParseLinkJSONWriter.appendString(title, into: &head)
        head += Array(#","value":"#.utf8)
        elementHead = head
        bracketedAI = [UInt8(ascii: "(")] + name.dropFirst().dropLast() + [UInt8(ascii: ")")]
    }

    /// From the GS1 dictionary (`GS1Dictionary.definition(of:)`).
    @Sendable static func fromDictionary(_ ai: String) -> ParseLinkAIInfo {
        let definition = GS1Dictionary.definition(of: ai)
        return ParseLinkAIInfo(ai: ai, title: definition?.title ?? "", isDate: definition?.isDate ?? false)
    }
}
