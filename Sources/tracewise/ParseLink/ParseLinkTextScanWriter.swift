import DigitalLink
import Shared

/// CSV rows and table blocks from a `ParseLinkCells.Sheet`, written through one raw cursor: the bytes are
/// exactly those of `ParseLinkTextRenderer.csvRows` and `tableBlock` (a table with no width, as to a pipe,
/// in plain text) for the same link, which `ParseLinkTextScanWriterTests` checks on every link of GS1's
/// case file. Each cell's text is copied once, from the scan or the AI's fragments, into the output.
enum ParseLinkTextScanWriter {
    typealias Cursor = UnsafeMutablePointer<UInt8>
    typealias W = ParseLinkJSONWriter
    typealias Column = ParseLinkCells.Column
    typealias Cell = ParseLinkCells.Cell

    /// The sheet's rows in `columns` (not empty), quoted as `CSVWriter.escape` quotes.
    static func appendCSV(_ sheet: ParseLinkCells.Sheet, columns: UnsafeBufferPointer<Column>, into buffer: OutputByteBuffer) {
        // A cell is at most its longest text, quoted with each byte doubled, and a date.
        let cellMaximum = 2 * sheet.longest + 16
        buffer.append(atMost: sheet.rows.count * columns.count * cellMaximum) { start in
            var cursor = start
            for row in sheet.rows {
                for column in columns {
                    writeCSV(sheet.cell(column, of: row), at: &cursor)
                    W.byte(0x2C, at: &cursor)
                }
                cursor[-1] = 0x0A  // the row's last comma becomes its line end
            }
            return cursor
        }
    }

    @inline(__always)
    private static func writeCSV(_ cell: Cell, at cursor: inout Cursor) {
        if cell.isPlain || !ParseLinkCells.needsQuotes(cell.text) {
            W.fragment(cell.text, at: &cursor)
        } else {
            writeQuoted(cell.text, at: &cursor)
        }
        if let date = cell.date { writeDate(date, inParentheses: cell.dateInParentheses, at: &cursor) }
    }

    private static func writeQuoted(_ text: ParseLinkCells.Text, at cursor: inout Cursor) {
        W.byte(0x22, at: &cursor)
        for byte in text {
            if byte == 0x22 { W.byte(0x22, at: &cursor) }
            W.byte(byte, at: &cursor)
        }
        W.byte(0x22, at: &cursor)
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
            buffer.append(atMost: uri.count + sheet.error.count + 16) { start in
                var cursor = start
                writeSingleLine(uri, isPlain: sheet.uriIsPlain, at: &cursor)
                W.literal("\ninvalid: ", at: &cursor)
                writeSingleLine(sheet.error, isPlain: sheet.errorIsPlain, at: &cursor)
                W.literal("\n\n", at: &cursor)
                return cursor
            }
            return
        }
        let count = columns.count
        for index in 0..<count { widths[index] = headerWidths[index] }
        // A title such as "AREA (m²)" takes more bytes than columns on a screen: those bytes come on top.
        var wider = 0
        for row in sheet.rows {
            for index in 0..<count {
                let cell = sheet.cell(columns[index], of: row)
                widths[index] = max(widths[index], cell.width)
                wider += max(cell.text.count - cell.width, 0)
            }
        }
        var lineMaximum = 2 * count + 1
        for index in 0..<count { lineMaximum += widths[index] }
        buffer.append(atMost: uri.count + 2 + (sheet.rows.count + 1) * lineMaximum + wider) { start in
            var cursor = start
            writeSingleLine(uri, isPlain: sheet.uriIsPlain, at: &cursor)
            W.byte(0x0A, at: &cursor)
            var lineStart = cursor
            var header = headers.baseAddress!
            for index in 0..<count {
                if index > 0 { W.literal("  ", at: &cursor) }
                W.copy(header, count: headerWidths[index], at: &cursor)
                header += headerWidths[index]
                if index < count - 1 { pad(widths[index] - headerWidths[index], at: &cursor) }
            }
            endLine(from: lineStart, at: &cursor)
            for row in sheet.rows {
                lineStart = cursor
                for index in 0..<count {
                    let cell = sheet.cell(columns[index], of: row)
                    if index > 0 { W.literal("  ", at: &cursor) }
                    writeSingleLine(cell.text, isPlain: cell.isPlain, at: &cursor)
                    if let date = cell.date { writeDate(date, inParentheses: cell.dateInParentheses, at: &cursor) }
                    if index < count - 1 { pad(widths[index] - cell.width, at: &cursor) }
                }
                endLine(from: lineStart, at: &cursor)
            }
            W.byte(0x0A, at: &cursor)
            return cursor
        }
    }

    /// `count` spaces (none when it is not positive), eight at a time.
    @inline(__always)
    private static func pad(_ count: Int, at cursor: inout Cursor) {
        var left = count
        while left >= 8 {
            UnsafeMutableRawPointer(cursor).storeBytes(of: 0x2020_2020_2020_2020 as UInt64, as: UInt64.self)
            cursor += 8
            left -= 8
        }
        while left > 0 {
            W.byte(0x20, at: &cursor)
            left -= 1
        }
    }

    /// Drops the line's trailing spaces and ends it.
    @inline(__always)
    private static func endLine(from start: Cursor, at cursor: inout Cursor) {
        while cursor > start && cursor[-1] == 0x20 { cursor -= 1 }
        W.byte(0x0A, at: &cursor)
    }

    /// `YYYY-MM-DD`, or ` (YYYY-MM-DD)` after a table's value.
    @inline(__always)
    private static func writeDate(_ date: ParseLinkCells.Date, inParentheses: Bool, at cursor: inout Cursor) {
        if inParentheses { W.literal(" (", at: &cursor) }
        GS1Date.writeISO(date, at: cursor)
        cursor += 10
        if inParentheses { W.byte(UInt8(ascii: ")"), at: &cursor) }
    }

    /// `ParseLinkTextRenderer.singleLine` of ASCII whose only control characters are line feeds and tabs
    /// (`ParseLinkCells.isTextASCII`): those as spaces (`isPlain`: it has none).
    @inline(__always)
    private static func writeSingleLine(_ text: ParseLinkCells.Text, isPlain: Bool, at cursor: inout Cursor) {
        if isPlain {
            W.fragment(text, at: &cursor)
        } else {
            for byte in text { W.byte(byte < 0x20 || byte == 0x7F ? 0x20 : byte, at: &cursor) }
        }
    }
}
