// TEMPORARY interface stub: the digital-link parser work replaces this file with the real parser.
/// Parses GS1 Digital Link URIs. Strict by default; `lenient` accepts GTIN-8/12/13 (padded to 14) and
/// the deprecated convenience alphas, with a note for each.
struct DigitalLinkParser: Sendable {
    var lenient: Bool

    init(lenient: Bool = false) {
        self.lenient = lenient
    }

    func parse(_ uri: String) -> DigitalLinkResult {
        guard let range = uri.range(of: "/01/") else { return .invalid(reason: "no primary key in the path") }
        let rest = uri[range.upperBound...].split(separator: "?")[0].split(separator: "/").map(String.init)
        guard let gtin = rest.first, gtin.count == 14 else { return .invalid(reason: "AI 01 must be 14 digits") }
        var elements = [DigitalLinkElement(ai: "01", value: gtin)]
        if rest.count >= 3, rest[1] == "21" { elements.append(DigitalLinkElement(ai: "21", value: rest[2])) }
        return .valid(DigitalLink(uri: uri, primaryKey: "01", elements: elements))
    }
}
