import Shared

/// The human and spreadsheet forms of a `ParseLinkRecord`: a table block for `-o table` and CSV rows for
/// `-o csv`. Pure: a record in, text out; each record stands alone, so output streams.
enum ParseLinkTextRenderer {
    static let tableColumns = [TableColumn("AI", "ai"), TableColumn("TITLE", "title"), TableColumn("VALUE", "value")]

    /// The URI on its own line, then a table of its elements (a date AI's value is followed by its ISO
    /// date in parentheses; a query parameter that is not an AI has `?` as its AI and its name as title),
    /// or `invalid: WHY`; then a blank line that separates it from the next URI. With `columns` (from
    /// `--fields`), the table has those CSV columns and the CSV's rows instead.
    static func tableBlock(_ record: ParseLinkRecord, renderer: TableRenderer, columns: [Int]? = nil) -> String {
        var text = singleLine(record.uri) + "\n"
        switch record.outcome {
        case .invalid(let error):
            text += "invalid: " + singleLine(error) + "\n"
        case .valid(_, let elements, let otherQuery):
            if let columns {
                let rows = csvCells(record).map { cells in columns.map { singleLine(cells[$0]) } }
                return text + renderer.render(headers: columns.map { csvColumnHeaders[$0] }, rows: rows)
                    + problemLines(record) + "\n"
            }
            var rows = elements.map { element in
                [element.ai, element.title, element.value + (element.date.map { " (\($0))" } ?? "")]
            }
            for parameter in ParseLinkRecord.uniqueOtherQuery(otherQuery) {
                rows.append(["?", parameter.name, parameter.value])
            }
            text += renderer.render(headers: tableColumns.map(\.header), rows: rows.map { $0.map(singleLine) })
            text += problemLines(record)
        }
        return text + "\n"
    }

    /// Under a link read in spite of its faults (lenient mode), one `problem: WHAT` line for each.
    private static func problemLines(_ record: ParseLinkRecord) -> String {
        record.problems.map { "problem: " + singleLine($0) + "\n" }.joined()
    }

    static let csvColumns = ["uri", "valid", "primaryKey", "ai", "title", "value", "in", "date", "error"]
    static let csvHeader = CSVWriter.row(csvColumns)

    /// The header for `--fields`: the chosen columns, by their indexes in `csvColumns`.
    static func csvHeader(columns: [Int]?) -> String {
        columns.map { CSVWriter.row($0.map { csvColumns[$0] }) } ?? csvHeader
    }

    /// The table headers of `csvColumns` under `--fields`.
    static let csvColumnHeaders = ["URI", "VALID", "PRIMARY KEY", "AI", "TITLE", "VALUE", "IN", "DATE", "ERROR"]

    /// One row per element of a valid URI (and one per other query parameter, with `in` = `otherQuery`);
    /// one row with the error for an invalid one. A link read in spite of its faults has the rows of a
    /// valid one, with `valid` false and its problems, joined by "; ", as each row's error. `columns` (from `--fields`) picks and orders the cells.
    static func csvRows(_ record: ParseLinkRecord, columns: [Int]? = nil) -> String {
        var text = ""
        for cells in csvCells(record) { text += CSVWriter.row(columns.map { $0.map { cells[$0] } } ?? cells) }
        return text
    }

    /// The cells of `csvRows`, every column, in `csvColumns` order.
    static func csvCells(_ record: ParseLinkRecord) -> [[String]] {
        switch record.outcome {
        case .invalid(let error):
            return [[record.uri, "false", "", "", "", "", "", "", error]]
        case .valid(let primaryKey, let elements, let otherQuery):
            let valid = record.problems.isEmpty ? "true" : "false"
            let error = record.problems.joined(separator: "; ")
            var rows = elements.map { element in
                [
                    record.uri, valid, primaryKey, element.ai, element.title, element.value, element.place.rawValue,
                    element.date ?? "", error,
                ]
            }
            for parameter in ParseLinkRecord.uniqueOtherQuery(otherQuery) {
                rows.append([record.uri, valid, primaryKey, "", parameter.name, parameter.value, "otherQuery", "", error])
            }
            return rows
        }
    }

    /// Line breaks and tabs as spaces and every other control character made visible (`VisibleText`),
    /// so a hostile URI can neither break a table row nor send escape sequences to the terminal.
    static func singleLine(_ text: String) -> String {
        VisibleText.line(text)
    }
}
