/// `--fields A,B,…`: which fields to keep, in which order. Dotted paths reach into objects, and into lists
/// by index; for JSON the kept fields keep their nesting (`client.name` gives `{"client":{"name":…}}`, and
/// a list stays a list), and a field the record lacks is written as null so every record has the same keys.
public struct FieldSelection: Sendable, Equatable {
    public var paths: [String]

    /// Parses `id, client.name,,status`; nil when nothing is left.
    public init?(_ text: String) {
        let paths = text.split(separator: ",").map { String($0).trimmedWhitespace }.filter { !$0.isEmpty }
        guard !paths.isEmpty else { return nil }
        self.paths = paths
    }

    /// Parses `text` for a command that prints `shape`'s records: a name that is no declared field but a
    /// table header's (`id` where the header says ID of `league_id`; any case, `_` or a space) stands for
    /// its column's field, so every header a table shows is a name `--fields` accepts.
    public init?(_ text: String, headersOf shape: RecordShape?) {
        self.init(text)
        guard let shape else { return }
        let declared = Set(shape.paths)
        paths = paths.map { name in
            guard !declared.contains(name) else { return name }
            return shape.columns.first { Self.headerName($0.header) == Self.headerName(name) }?.path ?? name
        }
    }

    /// A header as a field name: `POSTAL CODE` → `postal_code`.
    static func headerName(_ text: String) -> String {
        String(text.lowercased().map { $0 == " " || $0 == "-" ? "_" : $0 })
    }

    public var columns: [TableColumn] { TableColumn.fromPaths(paths) }

    /// The record reduced to the selected fields; arrays are reduced element by element.
    public func apply(to value: JSONValue) -> JSONValue {
        if case .array(let items) = value { return .array(items.map(apply)) }
        var result = JSONValue.object(JSONObject())
        for path in paths {
            result = Self.keeping(path.split(separator: ".", omittingEmptySubsequences: false)[...], of: value, in: result)
        }
        return result
    }

    /// `kept` (what the paths before kept) with the value at `steps` of `source` added, nested as in the
    /// record: a step into an object keeps an object (a member `source` lacks is null), and a step into a
    /// list by index keeps a list, the item at its own index, so the path reads the same in the output
    /// (`elements.1.value` gives `{"elements":[null,{"value":…}]}`; an index past its end adds nothing).
    static func keeping(_ steps: ArraySlice<Substring>, of source: JSONValue?, in kept: JSONValue?) -> JSONValue {
        guard let step = steps.first else { return source ?? .null }
        if case .array(let items)? = source, let index = Int(step), index >= 0 {
            var list = kept?.arrayValue ?? []
            guard index < items.count else { return .array(list) }
            if list.count <= index { list += Array(repeating: JSONValue.null, count: index + 1 - list.count) }
            list[index] = keeping(steps.dropFirst(), of: items[index], in: list[index])
            return .array(list)
        }
        var object = kept?.objectValue ?? JSONObject()
        let key = String(step)
        object[key] = keeping(steps.dropFirst(), of: source?[key], in: object[key])
        return .object(object)
    }

    /// Usage error (exit 64) for the first field that is not `known`, with the closest known name. A field
    /// inside one of `open` (objects whose keys vary, as a candidate address's do) is accepted.
    public func requireKnown(_ known: [String], open: [String] = [], commandPath: [String]) throws(UsageError) {
        for path in paths where !known.contains(path) {
            if open.contains(where: { path.hasPrefix($0 + ".") }) { continue }
            throw UsageError(
                "--fields: unknown field '\(path)'; the fields are \(known.joined(separator: ", "))",
                suggestion: EditDistance.suggestion(for: path, among: known), commandPath: commandPath)
        }
    }

    /// Usage error (exit 64) for the first field `shape` does not declare (`requireKnown`); inside an
    /// object declared without members, or inside an array, any path is accepted. For records the tool
    /// writes itself (parse-link's, a batch's), whose every member is declared. A service's answers are
    /// checked before they come by a looser rule, any path below a declared field
    /// (`IdentifierLines.checkFields`): an answer's objects may carry members no declaration names.
    public func requireKnown(in shape: RecordShape, commandPath: [String]) throws(UsageError) {
        try requireKnown(shape.paths, open: Self.openPaths(shape.fields, prefix: ""), commandPath: commandPath)
    }

    /// The paths below which any name may follow: objects declared without members, and arrays.
    static func openPaths(_ fields: [FieldSpec], prefix: String) -> [String] {
        fields.flatMap { field -> [String] in
            switch field.type {
            case .object(let members) where members.isEmpty: [prefix + field.name]
            case .object(let members): openPaths(members, prefix: prefix + field.name + ".")
            case .array, .any: [prefix + field.name]
            default: []
            }
        }
    }

    /// Usage error (exit 64) for the first field that none of `records` has, with the closest name they do
    /// have. The records are the ones about to be written (a single result, or a stream's first page), so
    /// a misspelt field fails before any output. A path is accepted when it is a declared column's path or
    /// one it falls back to (a CSV header, docs/output.md), when some record has it, or when some record
    /// cannot tell: a step lands on null, a list or a number of items it does not hold
    /// (`candidates.0.city` of a result with no candidates). With no records at all nothing is checked.
    public func requirePresent(
        in records: [JSONValue], declared: [TableColumn]? = nil, commandPath: [String]
    ) throws(UsageError) {
        guard !records.isEmpty else { return }
        let declaredPaths = declared?.flatMap { [$0.path] + $0.fallbacks } ?? []
        for path in paths where !declaredPaths.contains(path) {
            if records.contains(where: { Self.mayHold($0, path) }) { continue }
            let known = Self.knownPaths(in: records, adding: declaredPaths)
            // The message lists the top-level names; the suggestion looks at every path.
            let top = known.filter { !$0.contains(".") || declaredPaths.contains($0) }
            let shown = top.count > 24 ? top.prefix(24).joined(separator: ", ") + ", …" : top.joined(separator: ", ")
            throw UsageError(
                "--fields: unknown field '\(path)'; the records have \(shown)",
                suggestion: EditDistance.suggestion(for: path, among: known), commandPath: commandPath)
        }
    }

    /// Whether `record` has `path`, or cannot say that it does not.
    static func mayHold(_ record: JSONValue, _ path: String) -> Bool {
        var current = record
        for step in path.split(separator: ".", omittingEmptySubsequences: false) {
            switch current {
            case .object(let object):
                guard let next = object[String(step)] else { return false }
                current = next
            case .array(let items):
                guard let index = Int(step), index >= 0 else { return false }
                guard items.indices.contains(index) else { return true }
                current = items[index]
            case .null:
                return true
            default:
                return false
            }
        }
        return true
    }

    /// Every dotted path of the records' objects (lists through their first item, `items.0.id`), in
    /// order of first appearance, after the declared columns' paths.
    static func knownPaths(in records: [JSONValue], adding declared: [String]) -> [String] {
        var seen = Set(declared)
        var result = declared
        func visit(_ value: JSONValue, prefix: String, depth: Int) {
            switch value {
            case .object(let object):
                for (key, child) in object.pairs {
                    let path = prefix.isEmpty ? key : prefix + "." + key
                    if seen.insert(path).inserted { result.append(path) }
                    if depth < 4 { visit(child, prefix: path, depth: depth + 1) }
                }
            case .array(let items):
                if let first = items.first, depth < 4 { visit(first, prefix: prefix + ".0", depth: depth + 1) }
            default:
                break
            }
        }
        for record in records.prefix(100) { visit(record, prefix: "", depth: 0) }
        return result
    }
}
