/// Turns the parser's answers into `ParseLinkRecord`s. Pure apart from its memo: each AI is looked up in
/// the GS1 dictionary once per run (title, whether it is a date), however many million URIs mention it.
struct ParseLinkRecordBuilder {
    /// For `YY` → `YYYY` (GS1 General Specifications §7.12 counts from the current year).
    let currentYear: Int
    private let lookUp: @Sendable (String) -> ParseLinkAIInfo
    private var known: [String: ParseLinkAIInfo] = [:]

    /// - Parameter lookUp: the dictionary lookup; the default asks `GS1Dictionary`.
    init(currentYear: Int, lookUp: @escaping @Sendable (String) -> ParseLinkAIInfo = ParseLinkAIInfo.fromDictionary) {
        self.currentYear = currentYear
        self.lookUp = lookUp
    }

    mutating func info(for ai: String) -> ParseLinkAIInfo {
        if let info = known[ai] { return info }
        let info = lookUp(ai)
        known[ai] = info
        return info
    }

    /// The record for `uri` and what the parser said about it.
    mutating func record(uri: String, result: DigitalLinkResult) -> ParseLinkRecord {
        switch result {
        case .invalid(let reason):
            return ParseLinkRecord(uri: uri, outcome: .invalid(error: reason), notes: [])
        case .valid(let link):
            var elements: [ParseLinkRecord.Element] = []
            elements.reserveCapacity(link.elements.count)
            for element in link.elements {
                let info = info(for: element.ai)
                let date = info.isDate ? GS1Date.isoDate(element.value, currentYear: currentYear) : nil
                elements.append(ParseLinkRecord.Element(info: info, value: element.value, place: element.place, date: date))
            }
            return ParseLinkRecord(
                uri: uri,
                outcome: .valid(primaryKey: link.primaryKey, elements: elements, otherQuery: link.otherQuery),
                notes: link.notes)
        }
    }
}
