import DigitalLink
import Shared

/// CSV rows and table blocks from a `ParseLinkCells.Sheet`, written through the buffer's cursor: the bytes are
/// exactly those of `ParseLinkTextRenderer.csvRows` and `tableBlock` (a table with no width, as to a pipe,
/// in plain text) for the same link, which `ParseLinkTextScanWriterTests` checks on every link of GS1's
/// case file. Each cell's text is copied once, from the scan or the AI's fragments, into the output.
enum ParseLinkTextScanWriter {
    typealias Cursor = OutputCursor
    typealias Column = ParseLinkCells.Column
    typealias Cell = ParseLinkCells.Cell

    /// The sheet's rows in `columns` (not empty), quoted as `CSVWriter.escape` quotes.
    static func appendCSV(_ sheet: ParseLinkCells.Sheet, columns: UnsafeBufferPointer<Column>, into buffer: OutputByteBuffer) {
        buffer.write { cursor in
            for row in sheet.rows {
                for column in columns {
                    writeCSV(sheet.cell(column, of: row), at: &cursor)
                    cursor.byte(0x2C)
                }
                cursor.replaceLast(with: 0x0A)  // the row's last comma becomes its line end
            }
        }
    }

    @inline(__always)
    private static func writeCSV(_ cell: Cell, at cursor: inout Cursor) {
        if cell.isPlain || !ParseLinkCells.needsQuotes(cell.text) {
            cursor.fragment(cell.text)
        } else {
            writeQuoted(cell.text, at: &cursor)
        }
        if let date = cell.date { writeDate(date, inParentheses: cell.dateInParentheses, at: &cursor) }
    }

    private static func writeQuoted(_ text: ParseLinkCells.Text, at cursor: inout Cursor) {
        cursor.byte(0x22)
        for byte in text {
            if byte == 0x22 { cursor.byte(0x22) }
            cursor.byte(byte)
        }
        cursor.byte(0x22)
    }

    /// The URI's line, then `invalid: WHY` or a table of the sheet's rows in `columns` (not empty) under
    /// `headers` (ASCII, back to back, each `headerWidths` long), then a blank line. Columns are as wide
    /// as their widest cell or header, two spaces apart, the last unpadded, and a line's trailing spaces
    /// go, as `TableRenderer` renders without a width. `widths` has room for a width per column.
    static func appendTable(
        _ sheet: ParseLinkCells.Sheet, columns: UnsafeBufferPointer<Column>, headers: UnsafeBufferPointer<UInt8>,
        headerWidths: UnsafeBufferPointer<Int>, widths: UnsafeMutablePointer<Int>, into buffer: OutputByteBuffer
    ) {
        let uri = sheet.uri
        guard sheet.isValid else {
            buffer.write { cursor in
                writeSingleLine(uri, isPlain: sheet.uriIsPlain, at: &cursor)
                cursor.literal("\ninvalid: ")
                writeSingleLine(sheet.error, isPlain: sheet.errorIsPlain, at: &cursor)
                cursor.literal("\n\n")
            }
            return
        }
        let count = columns.count
        for index in 0..<count { widths[index] = headerWidths[index] }
        for row in sheet.rows {
            for index in 0..<count { widths[index] = max(widths[index], sheet.cell(columns[index], of: row).width) }
        }
        buffer.write { cursor in
            writeSingleLine(uri, isPlain: sheet.uriIsPlain, at: &cursor)
            cursor.byte(0x0A)
            var lineStart = cursor.count
            var header = 0
            for index in 0..<count {
                if index > 0 { cursor.literal("  ") }
                cursor.fragment(UnsafeBufferPointer(rebasing: headers[header..<header + headerWidths[index]]))
                header += headerWidths[index]
                if index < count - 1 { cursor.spaces(widths[index] - headerWidths[index]) }
            }
            endLine(from: lineStart, at: &cursor)
            for row in sheet.rows {
                lineStart = cursor.count
                for index in 0..<count {
                    let cell = sheet.cell(columns[index], of: row)
                    if index > 0 { cursor.literal("  ") }
                    writeSingleLine(cell.text, isPlain: cell.isPlain, at: &cursor)
                    if let date = cell.date { writeDate(date, inParentheses: cell.dateInParentheses, at: &cursor) }
                    if index < count - 1 { cursor.spaces(widths[index] - cell.width) }
                }
                endLine(from: lineStart, at: &cursor)
            }
            cursor.byte(0x0A)
        }
    }

    /// Drops the line's trailing spaces and ends it.
    @inline(__always)
    private static func endLine(from start: Int, at cursor: inout Cursor) {
        cursor.dropTrailingSpaces(since: start)
        cursor.byte(0x0A)
    }

    /// `YYYY-MM-DD`, or ` (YYYY-MM-DD)` after a table's value.
    @inline(__always)
    private static func writeDate(_ date: ParseLinkCells.Date, inParentheses: Bool, at cursor: inout Cursor) {
        if inParentheses { cursor.literal(" (") }
        cursor.isoDate(date)
        if inParentheses { cursor.byte(UInt8(ascii: ")")) }
    }

    /// `ParseLinkTextRenderer.singleLine` of ASCII whose only control characters are line feeds and tabs
    /// (`ParseLinkCells.isTextASCII`): those as spaces (`isPlain`: it has none).
    @inline(__always)
    private static func writeSingleLine(_ text: ParseLinkCells.Text, isPlain: Bool, at cursor: inout Cursor) {
        if isPlain {
            cursor.fragment(text)
        } else {
            for byte in text { cursor.byte(byte < 0x20 || byte == 0x7F ? 0x20 : byte) }
        }
    }
}
