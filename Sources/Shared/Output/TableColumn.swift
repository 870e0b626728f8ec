/// A column of a table or CSV: a header and the dotted path of the value it shows.
public struct TableColumn: Sendable, Equatable {
    public var header: String
    public var path: String
    /// Paths tried in turn when `path` holds no value, for services whose records vary in shape
    /// (`client.name`, else `client_name`, else `client` when that is plain text).
    public var alternatives: [String]
    /// Cell texts shown in a colour when colour is on (a status column's `valid`, `error`).
    public var highlights: [String: Highlight] = [:]

    /// What a highlighted cell says: green, yellow or red.
    public enum Highlight: Sendable, Equatable { case good, warning, bad }

    public init(_ header: String, _ path: String, or alternatives: String...) {
        self.header = header
        self.path = path
        self.alternatives = alternatives
    }

    public init(_ header: String, _ path: String, highlights: [String: Highlight]) {
        self.header = header
        self.path = path
        self.alternatives = []
        self.highlights = highlights
    }

    /// Columns named after dotted paths, as `--fields` gives them.
    public static func fromPaths(_ paths: [String]) -> [TableColumn] {
        paths.map { TableColumn($0.uppercased(), $0) }
    }

    /// Columns for records that declared none: every top-level key, in order of first appearance.
    public static func inferred(from records: [JSONValue]) -> [TableColumn] {
        var seen = Set<String>()
        var columns: [TableColumn] = []
        for record in records {
            for key in record.objectValue?.keys ?? [] where seen.insert(key).inserted {
                columns.append(TableColumn(key.uppercased(), key))
            }
        }
        return columns.isEmpty ? [TableColumn("VALUE", "")] : columns
    }

    /// The cell text for `record` (the whole record when the path is empty).
    public func cell(in record: JSONValue) -> String {
        if path.isEmpty { return record.plainText }
        if let value = record.value(at: path), alternatives.isEmpty || value.isScalar { return value.plainText }
        // An object or array is no cell text when another path may hold a plain value.
        for alternative in alternatives {
            if let value = record.value(at: alternative), value.isScalar { return value.plainText }
        }
        return ""
    }
}
