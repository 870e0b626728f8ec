import Shared

/// parse-link's `-o table`: for each input its line, its form and canonical link (`form: uri`,
/// `canonical: https://id.gs1.org/…` or `none`), then a table of its sheet's rows (`ParseLinkCells`:
/// AI, TITLE and VALUE, or the CSV columns `--fields` chose) and a `problem:` line per fault of a link
/// read in spite of them, or `invalid: WHY`; then a blank line. To a pipe, with every cell ASCII, the
/// bytes are written here: columns as wide as their widest cell or header, two spaces apart, the last
/// unpadded, a line's trailing spaces dropped, exactly as `TableRenderer` renders without a width (the
/// tests compare the two on every link of GS1's case file). On a terminal (a width, colours), and for
/// other text, the rows go to `TableRenderer` as Strings made visible (`ParseLinkRecordShape.singleLine`).
///
/// A class, so that the encoder lends it to each link as one reference: a struct of arrays and a
/// renderer was copied into the closures of every link's writing, some five retains and releases each.
final class ParseLinkTableWriter: Sendable {
    typealias Cursor = OutputCursor
    typealias Column = ParseLinkCells.Column

    let columns: [Column]
    let headers: [String]
    /// The headers (ASCII), back to back, and each one's width.
    private let headerBytes: [UInt8]
    private let headerWidths: [Int]
    let renderer: TableRenderer
    /// The renderer has no width and no colours (to a pipe): ASCII rows may be written as bytes.
    private let writesBytes: Bool

    /// `chosen`: indexes into `ParseLinkRecordShape.csvColumns` from `--fields`; nil for AI, TITLE, VALUE.
    init(chosen: [Int]?, renderer: TableRenderer) {
        if let chosen {
            columns = chosen.compactMap(Column.init(rawValue:))
            headers = chosen.map { ParseLinkRecordShape.csvColumnHeaders[$0] }
        } else {
            columns = Column.table
            headers = ParseLinkRecordShape.tableColumns.map(\.header)
        }
        headerBytes = Array(headers.joined().utf8)
        headerWidths = headers.map(\.utf8.count)
        self.renderer = renderer
        writesBytes = renderer.maxWidth == nil && !renderer.style.enabled
    }

    func append(_ sheet: ParseLinkCells.Sheet, cells: ParseLinkCells, into buffer: OutputByteBuffer) {
        guard writesBytes && sheet.isASCIIText else { return buffer.append(text(sheet)) }
        guard sheet.isRead else {
            return buffer.write { cursor in
                Self.writeSingleLine(sheet.uri.text, isPlain: sheet.uri.isPlain, at: &cursor)
                cursor.literal("\ninvalid: ")
                Self.writeSingleLine(sheet.error.text, isPlain: sheet.error.isPlain, at: &cursor)
                cursor.literal("\n\n")
            }
        }
        let count = columns.count
        cells.widths.removeAll()
        for index in 0..<count { cells.widths.append(headerWidths[index]) }
        for row in sheet.rows {
            for index in 0..<count { cells.widths[index] = max(cells.widths[index], sheet.cell(columns[index], of: row).width) }
        }
        let widths = cells.widths.buffer
        buffer.write { cursor in
            Self.writeSingleLine(sheet.uri.text, isPlain: sheet.uri.isPlain, at: &cursor)
            cursor.literal("\nform: ")
            cursor.fragment(sheet.form)
            cursor.literal("\ncanonical: ")
            if sheet.canonical.text.isEmpty {
                cursor.literal("none")
            } else {
                Self.writeSingleLine(sheet.canonical.text, isPlain: sheet.canonical.isPlain, at: &cursor)
            }
            cursor.byte(0x0A)
            var lineStart = cursor.count
            var header = 0
            for index in 0..<count {
                if index > 0 { cursor.literal("  ") }
                headerBytes.withUnsafeBufferPointer { cursor.fragment(UnsafeBufferPointer(rebasing: $0[header..<header + headerWidths[index]])) }
                header += headerWidths[index]
                if index < count - 1 { cursor.spaces(widths[index] - headerWidths[index]) }
            }
            Self.endLine(from: lineStart, at: &cursor)
            for row in sheet.rows {
                lineStart = cursor.count
                for index in 0..<count {
                    let cell = sheet.cell(columns[index], of: row)
                    if index > 0 { cursor.literal("  ") }
                    Self.writeSingleLine(cell.text, isPlain: cell.isPlain, at: &cursor)
                    if let date = cell.date { Self.writeDate(date, inParentheses: cell.dateInParentheses, at: &cursor) }
                    if index < count - 1 { cursor.spaces(widths[index] - cell.width) }
                }
                Self.endLine(from: lineStart, at: &cursor)
            }
            cursor.byte(0x0A)
        }
    }

    /// The block through `TableRenderer`, every cell made visible.
    private func text(_ sheet: ParseLinkCells.Sheet) -> String {
        var text = ParseLinkRecordShape.singleLine(String(decoding: sheet.uri.text, as: UTF8.self)) + "\n"
        guard sheet.isRead else {
            return text + "invalid: " + ParseLinkRecordShape.singleLine(String(decoding: sheet.error.text, as: UTF8.self)) + "\n\n"
        }
        text += "form: " + String(decoding: sheet.form, as: UTF8.self) + "\ncanonical: "
        text += sheet.canonical.text.isEmpty ? "none\n" : ParseLinkRecordShape.singleLine(String(decoding: sheet.canonical.text, as: UTF8.self)) + "\n"
        let rows = sheet.rows.map { row in columns.map { ParseLinkRecordShape.singleLine(sheet.string($0, of: row)) } }
        text += renderer.render(headers: headers, rows: rows)
        for problem in sheet.problems { text += "problem: " + ParseLinkRecordShape.singleLine(problem) + "\n" }
        return text + "\n"
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

    /// `ParseLinkRecordShape.singleLine` of ASCII whose only control characters are line feeds and tabs
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
