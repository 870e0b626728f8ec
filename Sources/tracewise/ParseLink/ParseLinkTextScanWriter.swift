import Shared

/// CSV rows and table blocks from `ParseLinkCells`, written through one raw cursor: the bytes are exactly
/// those of `ParseLinkTextRenderer.csvRows` and `tableBlock` (a table with no width, as to a pipe, in plain
/// text) for the same link, which `ParseLinkTextScanWriterTests` checks on every link of GS1's case file.
enum ParseLinkTextScanWriter {
    typealias Cursor = UnsafeMutablePointer<UInt8>
    typealias W = ParseLinkJSONWriter

    /// The rows, which `ParseLinkCells` keeps as written (quoted, with commas and line ends).
    static func appendCSV(_ cells: ParseLinkCells, into buffer: OutputByteBuffer) {
        buffer.append(UnsafeBufferPointer(start: cells.bytes.start, count: cells.bytes.count))
    }

    /// The URI's line, then `invalid: WHY` or a table of `cells` under `headers` (ASCII), then a blank
    /// line. Columns are as wide as their widest cell or header, two spaces apart, the last unpadded, and
    /// a line's trailing spaces go, as `TableRenderer` renders without a width.
    static func appendTable(
        uri: UnsafeBufferPointer<UInt8>, rejection: String?, cells: ParseLinkCells, headers: [[UInt8]],
        into buffer: OutputByteBuffer
    ) {
        if var reason = rejection {
            reason.withUTF8 { reason in
                buffer.append(atMost: uri.count + reason.count + 16) { start in
                    var cursor = start
                    writeSingleLine(uri, at: &cursor)
                    W.byte(0x0A, at: &cursor)
                    W.literal("invalid: ", at: &cursor)
                    writeSingleLine(reason, at: &cursor)
                    W.literal("\n\n", at: &cursor)
                    return cursor
                }
            }
            return
        }
        let columns = cells.columnCount, rows = cells.rowCount
        var widths = headers.map(\.count)
        for index in 0..<cells.widths.count where cells.widths[index] > widths[index % columns] {
            widths[index % columns] = cells.widths[index]
        }
        let lineMaximum = widths.reduce(0, +) + 2 * columns + 1
        let maximum = uri.count + 2 + (rows + 1) * lineMaximum + cells.bytes.count + 1
        let all = UnsafeBufferPointer(start: cells.bytes.start, count: cells.bytes.count)
        buffer.append(atMost: maximum) { start in
            var cursor = start
            writeSingleLine(uri, at: &cursor)
            W.byte(0x0A, at: &cursor)
            let headerStart = cursor
            for column in 0..<columns {
                headers[column].withUnsafeBufferPointer { header in
                    writeCell(header, width: header.count, in: column, of: widths, at: &cursor)
                }
            }
            endLine(from: headerStart, at: &cursor)
            var cell = 0
            for _ in 0..<rows {
                let lineStart = cursor
                for column in 0..<columns {
                    let text = UnsafeBufferPointer(rebasing: all[cells.range(cell)])
                    writeCell(text, width: cells.widths[cell], in: column, of: widths, at: &cursor)
                    cell += 1
                }
                endLine(from: lineStart, at: &cursor)
            }
            W.byte(0x0A, at: &cursor)
            return cursor
        }
    }

    /// The gap before it, the cell, and padding to its column's width (none in the last column).
    private static func writeCell(
        _ text: UnsafeBufferPointer<UInt8>, width: Int, in column: Int, of widths: [Int], at cursor: inout Cursor
    ) {
        if column > 0 { W.literal("  ", at: &cursor) }
        if let base = text.baseAddress {
            cursor.initialize(from: base, count: text.count)
            cursor += text.count
        }
        guard column < widths.count - 1, widths[column] > width else { return }
        cursor.initialize(repeating: 0x20, count: widths[column] - width)
        cursor += widths[column] - width
    }

    /// Drops the line's trailing spaces and ends it.
    private static func endLine(from start: Cursor, at cursor: inout Cursor) {
        while cursor > start && cursor[-1] == 0x20 { cursor -= 1 }
        W.byte(0x0A, at: &cursor)
    }

    /// `ParseLinkTextRenderer.singleLine` of ASCII: control characters and DEL as spaces.
    private static func writeSingleLine(_ text: UnsafeBufferPointer<UInt8>, at cursor: inout Cursor) {
        for byte in text { W.byte(byte < 0x20 || byte == 0x7F ? 0x20 : byte, at: &cursor) }
    }
}
