import Shared

/// parse-link's `-o csv`: the header before the first record, then a row per row of the link's sheet
/// (`ParseLinkCells`) in the chosen columns. ASCII cells are copied into the output, quoted as
/// `CSVWriter.escape` quotes; a link with other text goes through `CSVWriter.row` (invalid UTF-8
/// replaced, as everywhere else in the toolkit). CSV keeps the data as it is: no cell is made visible.
/// A class, as the table's writer is (`ParseLinkTableWriter`): lent to each link, not copied.
final class ParseLinkCSVWriter: Sendable {
    typealias Cursor = OutputCursor
    typealias Column = ParseLinkCells.Column

    /// The chosen columns, in `ParseLinkRecordShape.csvColumns` order (not empty: `checkFields`).
    let columns: [Column]
    let header: String

    /// `chosen`: indexes into `ParseLinkRecordShape.csvColumns` from `--fields`; nil for all.
    init(chosen: [Int]?) {
        columns = (chosen ?? Array(ParseLinkRecordShape.csvColumns.indices)).compactMap(Column.init(rawValue:))
        header = ParseLinkRecordShape.csvHeader(columns: chosen)
    }

    func append(_ sheet: ParseLinkCells.Sheet, isFirst: Bool, into buffer: OutputByteBuffer) {
        if isFirst { buffer.append(header) }
        guard sheet.isASCIIText else {
            for row in sheet.rows { buffer.append(CSVWriter.row(columns.map { sheet.string($0, of: row) })) }
            return
        }
        columns.withUnsafeBufferPointer { columns in
            buffer.write { cursor in
                for row in sheet.rows {
                    let start = cursor.count
                    for column in columns {
                        Self.write(sheet.cell(column, of: row), at: &cursor)
                        cursor.byte(0x2C)
                    }
                    // Every column writes at least its comma, so one byte is a row of one empty field: it
                    // is `""`, as `CSVWriter.row` writes it, never an empty line, which readers skip.
                    if cursor.count - start == 1 {
                        cursor.replaceLast(with: 0x22)
                        cursor.byte(0x22)
                        cursor.byte(0x0A)
                    } else {
                        cursor.replaceLast(with: 0x0A)  // the row's last comma becomes its line end
                    }
                }
            }
        }
    }

    @inline(__always)
    private static func write(_ cell: ParseLinkCells.Cell, at cursor: inout Cursor) {
        if cell.isPlain || !ParseLinkCells.needsQuotes(cell.text) {
            cursor.fragment(cell.text)
        } else {
            cursor.byte(0x22)
            for byte in cell.text {
                if byte == 0x22 { cursor.byte(0x22) }
                cursor.byte(byte)
            }
            cursor.byte(0x22)
        }
        if let date = cell.date { cursor.isoDate(date) }
    }
}
