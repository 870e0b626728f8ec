import Shared

/// One NDJSON object as a batch row. Keys are matched as CSV headers are (`BatchColumns`); values must be
/// strings, except the street, which may be an array of up to three strings (the address lines), and the
/// id, which may be a number. Anything else is the row's error record, never a guess: a ZIP code given as
/// a number has already lost its leading zero (`02116` → `2116`), and an object has no text to send.
enum NDJSONRow {
    static func row(line: Int, object: JSONObject, overrides: [(field: String, header: String)]) -> BatchRow {
        let keys = object.keys
        // A --column key this object lacks is no error: the object may simply not have it.
        let columns = BatchColumns(header: keys, overrides: overrides)
        var values: [String: String] = [:]
        var streets: [String]?
        var problems: [String] = []
        for field in BatchColumns.fields {
            guard let column = columns.index[field] else { continue }
            let key = keys[column]
            switch object[key] {
            case .string(let text)?: values[field] = text.trimmedWhitespace
            case .null?, nil: break
            case .number(let digits)? where field == "id": values[field] = digits
            case .array(let items)? where BatchColumns.streetFields.contains(field):
                let lines = items.compactMap { item -> String? in
                    if case .string(let text) = item { return text.trimmedWhitespace }
                    return nil
                }
                if lines.count == items.count {
                    streets = (streets ?? []) + lines
                } else {
                    problems.append("'\(key)' must be text or an array of text lines")
                }
            case let other?:
                problems.append("'\(key)' must be text, not \(describe(other))")
            }
        }
        if streets != nil {
            // Lines given as an array come first, then any other street fields given as text.
            streets! += BatchColumns.streetFields.compactMap { values[$0] }
        }
        if !problems.isEmpty {
            return BatchRow(line: line, id: values["id"], fields: [], problem: problems.joined(separator: "; "))
        }
        return BatchRow(line: line, fields: [], streets: streets) { values[$0] }
    }

    private static func describe(_ value: JSONValue) -> String {
        switch value {
        case .number: "a number (write it as a string, so leading zeros stay)"
        case .bool: "true or false"
        case .array: "an array"
        case .object: "an object"
        case .string, .null: "text"
        }
    }
}
