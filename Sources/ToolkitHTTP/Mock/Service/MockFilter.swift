import ToolkitFloor

/// One way a list's query narrows it, as its service documents: a field equal to a parameter
/// (`?status=in_repair`), or a search (`?search=ann`) matching, case-insensitively, part of any of some
/// fields. A parameter not sent (or sent empty) narrows nothing.
public enum MockFilter: Sendable {
    /// Records whose `field` (a dotted path, `client.id`) has the parameter's text as its value.
    case equals(_ parameter: String, field: String)
    /// Records where any of `fields` contains the parameter's text, ignoring case.
    case search(_ parameter: String, fields: [String])

    public var parameter: String {
        switch self {
        case .equals(let parameter, _), .search(let parameter, _): parameter
        }
    }

    /// Whether `record` passes, given the value sent for the parameter.
    public func matches(_ record: JSONValue, value: String) -> Bool {
        switch self {
        case .equals(_, let field):
            return record.value(at: field)?.plainText == value
        case .search(_, let fields):
            let needle = value.lowercased()
            return fields.contains { field in
                guard let text = record.value(at: field), text.isScalar else { return false }
                return text.plainText.lowercased().containsText(needle)
            }
        }
    }

    /// The records of `records` that pass every filter whose parameter `request` sent.
    public static func apply(_ filters: [MockFilter], to records: [JSONValue], for request: MockRequest) -> [JSONValue] {
        let active = filters.compactMap { filter in request.query(filter.parameter).map { (filter, $0) } }
        guard !active.isEmpty else { return records }
        return records.filter { record in active.allSatisfy { filter, value in filter.matches(record, value: value) } }
    }
}
