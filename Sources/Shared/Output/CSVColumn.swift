/// One column of CSV output: a dotted path, which is its header, and the value at that path of each
/// record. CSV is data, so a header names where every value under it came from (docs/output.md, "CSV"):
/// a table column that falls back to other paths when its own holds nothing (lookup's ID: `order.id`,
/// else `device.id`) is one CSV column a path here, each holding its own path's value, while the table,
/// which is for people, keeps its one column.
struct CSVColumn: Sendable, Equatable {
    /// The dotted path of the value, and the header; empty for the whole record (`TableColumn.inferred`).
    var path: String
    /// Whether only a plain value (text, a number, a boolean) is shown, an object or a list left empty: for
    /// a path the table looks at for a plain value (`TableColumn.cell`), where an object's members have
    /// paths of their own (`client` beside `client.name`).
    var showsPlainValuesOnly = false

    /// The cell text for `record`.
    func cell(in record: JSONValue) -> String {
        if path.isEmpty { return record.plainText }
        guard let value = record.value(at: path), value.isScalar || !showsPlainValuesOnly else { return "" }
        return value.plainText
    }

    /// The columns of `tableColumns` as CSV has them: a column's own path, then each of its fallback
    /// paths, in their order; a path that an earlier column already gave is not repeated.
    static func expanding(_ tableColumns: [TableColumn]) -> [CSVColumn] {
        var columns: [CSVColumn] = []
        for column in tableColumns {
            let plainOnly = !column.alternatives.isEmpty
            for path in [column.path] + column.alternatives where !columns.contains(where: { $0.path == path }) {
                columns.append(CSVColumn(path: path, showsPlainValuesOnly: plainOnly))
            }
        }
        return columns
    }

    /// The columns of a CSV: with `--fields`, one a path named, each holding its path's value alone
    /// (the first path of a column with fallbacks shows none of their values); else the declared columns
    /// expanded; else one a key the records have.
    static func chosen(fields: FieldSelection?, declared: [TableColumn]?, records: [JSONValue]) -> [CSVColumn] {
        if let fields { return fields.paths.map { CSVColumn(path: $0) } }
        return expanding(declared ?? TableColumn.inferred(from: records))
    }

    /// The header row of `columns`.
    static func header(_ columns: [CSVColumn]) -> String {
        CSVWriter.row(columns.map(\.path))
    }

    /// The row of `record` under `columns`.
    static func row(_ columns: [CSVColumn], of record: JSONValue) -> String {
        CSVWriter.row(columns.map { $0.cell(in: record) })
    }
}
