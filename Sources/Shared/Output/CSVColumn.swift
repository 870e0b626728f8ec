/// One column of CSV output: a dotted path, which is its header, and the value of each record's field
/// there. CSV is data, so a header names the field every value under it is (docs/output.md, "CSV"). A
/// table column's other spellings of its field (`reference`, else `order_number`) are that one column,
/// holding the first spelling present; a field the table shows in its place when the record has none
/// (lookup's ID: `order.id`, else `device.id`) is a CSV column of its own, under its own path, while the
/// table, which is for people, keeps its one column.
struct CSVColumn: Sendable, Equatable {
    /// The dotted path of the value, and the header; empty for the whole record (`TableColumn.inferred`).
    var path: String
    /// The field's other spellings, tried in turn when `path` holds nothing (`TableColumn.aliases`).
    var aliases: [String] = []
    /// Whether only a plain value (text, a number, a boolean) is shown, an object or a list passed over:
    /// for a path the table looks at for a plain value (`TableColumn.cell`), where an object's members have
    /// paths of their own (`client` beside `client.name`).
    var showsPlainValuesOnly = false

    /// The CSV column of `column`'s own field: its path and aliases, read as the table reads them.
    init(_ column: TableColumn) {
        self.init(path: column.path, aliases: column.aliases, showsPlainValuesOnly: !column.fallbacks.isEmpty)
    }

    init(path: String, aliases: [String] = [], showsPlainValuesOnly: Bool = false) {
        self.path = path
        self.aliases = aliases
        self.showsPlainValuesOnly = showsPlainValuesOnly
    }

    /// The cell text for `record`.
    func cell(in record: JSONValue) -> String {
        if path.isEmpty { return record.plainText }
        let found = TableColumn.firstValue(in: record, at: [path] + aliases, plainOnly: showsPlainValuesOnly)
        return found?.value.plainText ?? ""
    }

    /// The columns of `tableColumns` as CSV has them: a column's own field, then each field it shows in
    /// its place, in their order; a path that an earlier column already gave is not repeated.
    static func expanding(_ tableColumns: [TableColumn]) -> [CSVColumn] {
        var columns: [CSVColumn] = []
        for column in tableColumns {
            let own = CSVColumn(column)
            let others = column.shownInstead.map { CSVColumn(path: $0, showsPlainValuesOnly: true) }
            for candidate in [own] + others where !columns.contains(where: { $0.path == candidate.path }) {
                columns.append(candidate)
            }
        }
        return columns
    }

    /// The columns of a CSV: with `--fields`, one a path named, each that field alone (the first path of a
    /// column with fields shown in its place shows none of their values; a declared column's path keeps
    /// its aliases, so a header means the same with `--fields` as without); else the declared columns
    /// expanded; else one a key the records have.
    static func chosen(fields: FieldSelection?, declared: [TableColumn]?, records: [JSONValue]) -> [CSVColumn] {
        if let fields {
            return fields.paths.map { path in declared?.first { $0.path == path }.map(CSVColumn.init) ?? CSVColumn(path: path) }
        }
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
