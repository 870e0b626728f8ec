/// A column of a table or CSV: a header and the dotted path of the value it shows.
public struct TableColumn: Sendable, Equatable {
    public var header: String
    public var path: String

    public init(_ header: String, _ path: String) {
        self.header = header
        self.path = path
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
        (path.isEmpty ? record : record.value(at: path))?.plainText ?? ""
    }
}
