import DigitalLink
import Shared

/// The cells of one link's CSV rows or table block, straight from the parser's scan: `parse-link`'s hot
/// path for `-o csv` and `-o table` to a pipe, which builds no `ParseLinkRecord`, no String and no array
/// of cells per URI (through the record, csv cost 4.7× ndjson's CPU and a table 14–19×). Each worker has
/// one, refilled for every URI; `ParseLinkTextScanWriter` lays the cells out.
///
/// Rows and cells are those of `ParseLinkTextRenderer.csvCells` (one row per element, then one per other
/// query parameter, each name once; one row for an invalid link), or of its table rows (AI, TITLE, VALUE
/// with the ISO date in parentheses; `?` and the name for a parameter). Only for text that is ASCII apart
/// from the dictionary's titles: `fill` declines anything else, which then goes through the record, so
/// that replacement of invalid UTF-8 and grapheme-by-grapheme escaping stay exactly the renderer's.
final class ParseLinkCells {
    /// A column of the rows: the CSV's, in `ParseLinkTextRenderer.csvColumns` order, then the table's own.
    enum Column: Int {
        case uri, valid, primaryKey, ai, title, value, place, date, error
        /// The table's AI (`?` for a parameter), TITLE (its name) and VALUE (` (YYYY-MM-DD)` after a date).
        case tableAI, tableTitle, tableValue

        static let table: [Column] = [.tableAI, .tableTitle, .tableValue]
    }

    /// How the cells are kept: for csv, quoted as `CSVWriter.escape` quotes them, with the commas and
    /// line ends between them, so that `bytes` is the rows as written; for a table, as shown
    /// (`ParseLinkTextRenderer.singleLine`), back to back.
    enum Form { case csv, table }

    // A class's stored property gets a run-time exclusivity check on every access (swift_beginAccess:
    // 30 % of csv's instructions in callgrind), which `@exclusivity(unchecked)` leaves out. Sound because
    // each worker has its own cells, used by one thread at a time, and no access overlaps another.

    /// The cells' bytes, back to back.
    let bytes = OutputByteBuffer(capacity: 4096)
    /// Where each cell ends in `bytes`, row after row, and (below) its width: kept for a table only.
    @exclusivity(unchecked) private(set) var ends: [Int] = []
    /// Each cell's width on a screen (its byte count, but for titles such as "AREA (m²)").
    @exclusivity(unchecked) private(set) var widths: [Int] = []
    @exclusivity(unchecked) private(set) var columnCount = 1
    @exclusivity(unchecked) private var form = Form.csv

    /// A table's rows.
    var rowCount: Int { ends.count / columnCount }

    init() {
        ends.reserveCapacity(256)
        widths.reserveCapacity(256)
    }

    /// Where cell `index` (row × columnCount + column) is in `bytes`.
    func range(_ index: Int) -> Range<Int> {
        (index == 0 ? 0 : ends[index - 1])..<ends[index]
    }

    /// The rows of one link in `columns`; `link` is nil for an invalid one (`rejection` says why). False,
    /// with the cells undefined, when the URI, a value or the reason is not ASCII.
    func fill(
        uri: UnsafeBufferPointer<UInt8>, rejection: String?, link: ParseLinkScanWriter.ScannedLink?, columns: [Column],
        currentYear: Int, form: Form
    ) -> Bool {
        bytes.removeAll()
        ends.removeAll(keepingCapacity: true)
        widths.removeAll(keepingCapacity: true)
        columnCount = max(columns.count, 1)
        self.form = form
        guard Self.isASCII(uri), link.map({ Self.isASCII($0.values) }) ?? true,
            rejection.map({ $0.utf8.allSatisfy { $0 < 0x80 } }) ?? true
        else { return false }
        // The URI is in every row: whether it needs quotes is worked out once.
        let uriIsPlain = form == .csv && !Self.needsQuotes(uri)
        let last = columns.count - 1
        guard let link else {
            for (position, column) in columns.enumerated() {
                switch column {
                case .uri: append(uri, isPlain: uriIsPlain)
                case .valid: append("false")
                case .error: var reason = rejection ?? ""; reason.withUTF8 { append($0) }
                default: endCell()
                }
                separate(position == last)
            }
            return true
        }
        let primaryKey = link.bytes(link.primaryKey.aiBytes)
        for element in link.elements {
            let entry = link.entry(element)
            let date = entry.isDate
                ? GS1Date.date(UnsafeBufferPointer(rebasing: link.values[element.value]), currentYear: currentYear) : nil
            for (position, column) in columns.enumerated() {
                switch column {
                case .uri: append(uri, isPlain: uriIsPlain)
                case .valid: append("true")
                case .primaryKey: append(primaryKey, isPlain: true)
                case .ai, .tableAI: append(link.bytes(entry.aiBytes), isPlain: true)
                case .title, .tableTitle: append(link.bytes(entry.titleBytes), width: entry.titleWidth)
                case .value: appendValue(element.value, of: link)
                case .tableValue:
                    appendValue(element.value, of: link, keepingCellOpen: date != nil)
                    if let date { appendDate(date, inParentheses: true) }
                case .place: append(element.place == .path ? "path" : "query")
                case .date: if let date { appendDate(date, inParentheses: false) } else { endCell() }
                case .error: endCell()
                }
                separate(position == last)
            }
        }
        let parameters = link.otherQuery
        for (index, parameter) in parameters.enumerated() {
            // Each name once, where it first appears, with its last value (`ParseLinkRecord.uniqueOtherQuery`).
            let name = link.values[parameter.name]
            if parameters[..<index].contains(where: { link.values[$0.name].elementsEqual(name) }) { continue }
            let latest = parameters[index...].last { link.values[$0.name].elementsEqual(name) } ?? parameter
            for (position, column) in columns.enumerated() {
                switch column {
                case .uri: append(uri, isPlain: uriIsPlain)
                case .valid: append("true")
                case .primaryKey: append(primaryKey, isPlain: true)
                case .tableAI: append("?")
                case .title, .tableTitle: appendValue(parameter.name, of: link)
                case .value, .tableValue: appendValue(latest.value, of: link)
                case .place: append("otherQuery")
                case .ai, .date, .error: endCell()
                }
                separate(position == last)
            }
        }
        return true
    }

    private func endCell(width: Int? = nil) {
        let start = ends.last ?? 0
        guard form == .table else { return }
        ends.append(bytes.count)
        widths.append(width ?? (bytes.count - start))
    }

    private func append(_ text: StaticString) {
        bytes.append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        endCell()
    }

    /// Text as its form keeps it: quoted if need be for csv, control characters as spaces for a table.
    /// `isPlain`: known to need neither.
    private func append(
        _ cell: UnsafeBufferPointer<UInt8>, width: Int? = nil, isPlain: Bool = false, keepingCellOpen: Bool = false
    ) {
        let start = bytes.count
        if form == .csv && !isPlain && Self.needsQuotes(cell) {
            bytes.append(byte: 0x22)
            for byte in cell {
                if byte == 0x22 { bytes.append(byte: 0x22) }
                bytes.append(byte: byte)
            }
            bytes.append(byte: 0x22)
        } else {
            bytes.append(cell)
        }
        if form == .table && !isPlain {
            // `ParseLinkTextRenderer.singleLine`: control characters and DEL as spaces.
            let text = bytes.start
            for index in start..<bytes.count where text[index] < 0x20 || text[index] == 0x7F { text[index] = 0x20 }
        }
        if !keepingCellOpen { endCell(width: width) }
    }

    private func appendValue(_ range: Range<Int>, of link: ParseLinkScanWriter.ScannedLink, keepingCellOpen: Bool = false) {
        append(UnsafeBufferPointer(rebasing: link.values[range]), keepingCellOpen: keepingCellOpen)
    }

    /// csv's comma after a cell, or line end after a row's last.
    @inline(__always)
    private func separate(_ endsRow: Bool) {
        if form == .csv { bytes.append(byte: endsRow ? 0x0A : 0x2C) }
    }

    /// `CSVWriter.escape`'s test on bytes: a comma, a quote or a line break, or a space first or last.
    static func needsQuotes(_ field: UnsafeBufferPointer<UInt8>) -> Bool {
        field.first == 0x20 || field.last == 0x20 || field.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
    }

    /// `YYYY-MM-DD`, or ` (YYYY-MM-DD)` after a table's value; ends the cell.
    private func appendDate(_ date: (year: Int, month: Int, day: Int), inParentheses: Bool) {
        if inParentheses {
            bytes.append(byte: 0x20)
            bytes.append(byte: UInt8(ascii: "("))
        }
        bytes.append(atMost: 10) { cursor in
            GS1Date.writeISO(date, at: cursor)
            return cursor + 10
        }
        if inParentheses { bytes.append(byte: UInt8(ascii: ")")) }
        endCell()
    }

    /// Eight bytes at a time: a URI is checked on every line.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var index = 0, seen: UInt64 = 0
        while index + 8 <= bytes.count {
            seen |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < bytes.count {
            seen |= UInt64(bytes[index])
            index += 1
        }
        return seen & 0x8080_8080_8080_8080 == 0
    }
}
