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

    /// The cells' bytes, back to back.
    private(set) var bytes: [UInt8] = []
    /// Where each cell ends in `bytes`, row after row.
    private(set) var ends: [Int] = []
    /// Each cell's width on a screen (its byte count, but for titles such as "AREA (m²)").
    private(set) var widths: [Int] = []
    private(set) var columnCount = 1

    var rowCount: Int { ends.count / columnCount }

    init() {
        bytes.reserveCapacity(4096)
        ends.reserveCapacity(256)
        widths.reserveCapacity(256)
    }

    /// Where cell `index` (row × columnCount + column) is in `bytes`.
    func range(_ index: Int) -> Range<Int> {
        (index == 0 ? 0 : ends[index - 1])..<ends[index]
    }

    /// The rows of one link in `columns`; `link` is nil for an invalid one (`rejection` says why). False,
    /// with the cells undefined, when the URI, a value or the reason is not ASCII. `singleLine` shows
    /// control characters as spaces (a table's cells).
    func fill(
        uri: UnsafeBufferPointer<UInt8>, rejection: String?, link: ParseLinkScanWriter.ScannedLink?, columns: [Column],
        currentYear: Int, singleLine: Bool
    ) -> Bool {
        bytes.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        widths.removeAll(keepingCapacity: true)
        columnCount = max(columns.count, 1)
        guard Self.isASCII(uri), link.map({ Self.isASCII($0.values) }) ?? true,
            rejection.map({ $0.utf8.allSatisfy { $0 < 0x80 } }) ?? true
        else { return false }
        guard let link else {
            for column in columns {
                switch column {
                case .uri: append(uri, singleLine: singleLine)
                case .valid: append("false")
                case .error: var reason = rejection ?? ""; reason.withUTF8 { append($0, singleLine: singleLine) }
                default: endCell()
                }
            }
            return true
        }
        let scan = link.scan
        let primaryKey = link.infos[scan.primaryKey].unsafelyUnwrapped
        for element in scan.elements {
            let info = link.info(element)
            let date = info.isDate
                ? GS1Date.date(UnsafeBufferPointer(rebasing: link.values[element.value]), currentYear: currentYear) : nil
            for column in columns {
                switch column {
                case .uri: append(uri, singleLine: singleLine)
                case .valid: append("true")
                case .primaryKey: append(primaryKey.aiBytes)
                case .ai, .tableAI: append(info.aiBytes)
                case .title, .tableTitle: append(info.titleBytes, width: info.titleWidth)
                case .value: appendValue(element.value, of: link, singleLine: singleLine)
                case .tableValue:
                    appendValue(element.value, of: link, singleLine: singleLine, keepingCellOpen: date != nil)
                    if let date { appendDate(date, inParentheses: true) }
                case .place: append(element.place == .path ? "path" : "query")
                case .date: if let date { appendDate(date, inParentheses: false) } else { endCell() }
                case .error: endCell()
                }
            }
        }
        let parameters = scan.otherQuery
        for (index, parameter) in parameters.enumerated() {
            // Each name once, where it first appears, with its last value (`ParseLinkRecord.uniqueOtherQuery`).
            let name = link.values[parameter.name]
            if parameters[..<index].contains(where: { link.values[$0.name].elementsEqual(name) }) { continue }
            let last = parameters[index...].last { link.values[$0.name].elementsEqual(name) } ?? parameter
            for column in columns {
                switch column {
                case .uri: append(uri, singleLine: singleLine)
                case .valid: append("true")
                case .primaryKey: append(primaryKey.aiBytes)
                case .tableAI: append("?")
                case .title, .tableTitle: appendValue(parameter.name, of: link, singleLine: singleLine)
                case .value, .tableValue: appendValue(last.value, of: link, singleLine: singleLine)
                case .place: append("otherQuery")
                case .ai, .date, .error: endCell()
                }
            }
        }
        return true
    }

    private func endCell(width: Int? = nil) {
        let start = ends.last ?? 0
        ends.append(bytes.count)
        widths.append(width ?? (bytes.count - start))
    }

    private func append(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        endCell()
    }

    private func append(_ cell: [UInt8], width: Int? = nil) {
        bytes.append(contentsOf: cell)
        endCell(width: width)
    }

    private func append(_ cell: UnsafeBufferPointer<UInt8>, singleLine: Bool, keepingCellOpen: Bool = false) {
        let start = bytes.count
        bytes.append(contentsOf: cell)
        if singleLine {
            // `ParseLinkTextRenderer.singleLine`: control characters and DEL as spaces.
            for index in start..<bytes.count where bytes[index] < 0x20 || bytes[index] == 0x7F { bytes[index] = 0x20 }
        }
        if !keepingCellOpen { endCell() }
    }

    private func appendValue(
        _ range: Range<Int>, of link: ParseLinkScanWriter.ScannedLink, singleLine: Bool, keepingCellOpen: Bool = false
    ) {
        append(UnsafeBufferPointer(rebasing: link.values[range]), singleLine: singleLine, keepingCellOpen: keepingCellOpen)
    }

    /// `YYYY-MM-DD`, or ` (YYYY-MM-DD)` after a table's value; ends the cell.
    private func appendDate(_ date: (year: Int, month: Int, day: Int), inParentheses: Bool) {
        if inParentheses { bytes.append(contentsOf: [0x20, UInt8(ascii: "(")]) }
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: 10))
        bytes.withUnsafeMutableBufferPointer { GS1Date.writeISO(date, at: $0.baseAddress! + start) }
        if inParentheses { bytes.append(UInt8(ascii: ")")) }
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
