/// `--fields A,B,…`: which fields to keep, in which order. Dotted paths reach into objects; for JSON the
/// kept fields keep their nesting (`client.name` gives `{"client":{"name":…}}`), and a field the record
/// lacks is written as null so every record has the same keys.
public struct FieldSelection: Sendable, Equatable {
    public var paths: [String]

    /// Parses `id, client.name,,status`; nil when nothing is left.
    public init?(_ text: String) {
        let paths = text.split(separator: ",").map { String($0).trimmedWhitespace }.filter { !$0.isEmpty }
        guard !paths.isEmpty else { return nil }
        self.paths = paths
    }

    public var columns: [TableColumn] { TableColumn.fromPaths(paths) }

    /// The record reduced to the selected fields; arrays are reduced element by element.
    public func apply(to value: JSONValue) -> JSONValue {
        if case .array(let items) = value { return .array(items.map(apply)) }
        var result = JSONObject()
        for path in paths {
            let steps = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            result.set(value.value(at: path) ?? .null, atPath: steps[...])
        }
        return .object(result)
    }
}
