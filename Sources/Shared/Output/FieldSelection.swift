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

    /// Usage error (exit 64) for the first field that is not `known`, with the closest known name. A field
    /// inside one of `open` (objects whose keys vary, as a candidate address's do) is accepted.
    public func requireKnown(_ known: [String], open: [String] = [], commandPath: [String]) throws(UsageError) {
        for path in paths where !known.contains(path) {
            let first = path.split(separator: ".").first.map(String.init) ?? path
            if open.contains(first), path.contains(".") { continue }
            throw UsageError(
                "--fields: unknown field '\(path)'; the fields are \(known.joined(separator: ", "))",
                suggestion: EditDistance.suggestion(for: path, among: known), commandPath: commandPath)
        }
    }
}
