import DigitalLink
import Shared

/// The rows of one link's CSV rows or table block, straight from the parser's scan: `parse-link`'s hot
/// path for `-o csv` and `-o table` to a pipe, which builds no `ParseLinkRecord`, no String and no array
/// per URI (through the record, csv cost 4.7× ndjson's CPU and a table 14–19×). Each worker has one,
/// refilled for every URI; `ParseLinkTextScanWriter` writes its rows' cells.
///
/// Rows and cells are those of `ParseLinkTextRenderer.csvCells` (one row per element, then one per other
/// query parameter, each name once; one row for an invalid link), or of its table rows (AI, TITLE, VALUE
/// with the ISO date in parentheses; `?` and the name for a parameter). Only for text that is ASCII apart
/// from the dictionary's titles: `fill` declines anything else, which then goes through the record, so
/// that replacement of invalid UTF-8 and grapheme-by-grapheme escaping stay exactly the renderer's.
///
/// Why rows of pointers, filled once and then read: a table reads each cell twice (its width, then its
/// text), and a cell is a few loads from its row (`Sheet.cell`), not bytes copied into a buffer of
/// cells and again into the output (which was 30 % of csv's instructions in callgrind).
final class ParseLinkCells {
    /// A column of the rows: the CSV's, in `ParseLinkTextRenderer.csvColumns` order, then the table's own.
    enum Column: Int {
        case uri, valid, primaryKey, ai, title, value, place, date, error
        /// The table's AI (`?` for a parameter), TITLE (its name) and VALUE (` (YYYY-MM-DD)` after a date).
        case tableAI, tableTitle, tableValue

        static let table: [Column] = [.tableAI, .tableTitle, .tableValue]
    }

    typealias Text = UnsafeBufferPointer<UInt8>
    typealias Date = (year: Int, month: Int, day: Int)

    /// One row: an element of the link, one of its other query parameters, or an invalid link's only one.
    struct Row {
        /// The element's AI; empty for the others.
        var ai: Text
        /// The AI's title or the parameter's name, and its width on a screen.
        var title: Text
        var titleWidth: Int
        /// The title needs no CSV quotes (a parameter's name is plain when all `Sheet.valuesArePlain`).
        var titleIsPlain: Bool
        var value: Text
        /// `path`, `query`, `otherQuery`, or empty.
        var place: Text
        var isParameter: Bool
        var date: Date?
    }

    /// One cell as the writers need it: its text (plain: neither CSV quotes nor control characters), its
    /// width on a screen, and a date written after the text (in parentheses after a table's value).
    struct Cell {
        var text: Text
        var isPlain: Bool
        var width: Int
        var date: Date?
        var dateInParentheses: Bool
    }

    // Rows and the table's column widths are kept in memory of their own, not arrays: an array in a
    // class costs an exclusivity check and a uniqueness check on every change, per cell of every link.
    private var rowStorage: UnsafeMutablePointer<Row>
    private var rowCapacity = 16
    /// Room for the table's column widths (`ParseLinkTextScanWriter.appendTable`).
    private(set) var widths: UnsafeMutablePointer<Int>
    private var widthCapacity = 16

    init() {
        rowStorage = .allocate(capacity: rowCapacity)
        widths = .allocate(capacity: widthCapacity)
    }

    deinit {
        rowStorage.deallocate()
        widths.deallocate()
    }

    /// Makes `widths` hold at least `count` columns.
    func reserveWidths(_ count: Int) {
        guard count > widthCapacity else { return }
        widths.deallocate()
        widthCapacity = count
        widths = .allocate(capacity: count)
    }

    /// The rows of one link; `link` is nil for an invalid one (`rejection` says why, as UTF-8). Nil when
    /// the URI, a value or the reason is not ASCII or holds a control character a table shows as an
    /// escape (the record path then writes the link, through `VisibleText`). The sheet
    /// lends the row storage: it is valid until the next `fill`.
    func fill(uri: Text, rejection: Text?, link: ParseLinkScanWriter.ScannedLink?, currentYear: Int) -> Sheet? {
        let uriIsPlain = Self.isPlain(uri)
        guard uriIsPlain || Self.isTextASCII(uri) else { return nil }
        guard let link else {
            let error = rejection ?? Text(start: nil, count: 0)
            let errorIsPlain = Self.isPlain(error)
            guard errorIsPlain || Self.isTextASCII(error) else { return nil }
            rowStorage.initialize(to: Row(
                ai: Self.none, title: Self.none, titleWidth: 0, titleIsPlain: true, value: Self.none, place: Self.none,
                isParameter: false, date: nil))
            return Sheet(
                uri: uri, uriIsPlain: uriIsPlain, isValid: false, primaryKey: Self.none, valuesArePlain: true,
                error: error, errorIsPlain: errorIsPlain, rows: UnsafeBufferPointer(start: rowStorage, count: 1))
        }
        let valuesArePlain = Self.isPlain(link.values)
        guard valuesArePlain || Self.isTextASCII(link.values) else { return nil }
        reserveRows(link.elements.count + link.otherQuery.count)
        var count = 0
        for element in link.elements {
            let entry = link.entry(element)
            let value = Text(rebasing: link.values[element.value])
            let title = link.bytes(entry.titleBytes)
            (rowStorage + count).initialize(to: Row(
                ai: link.bytes(entry.aiBytes), title: title, titleWidth: entry.titleWidth, titleIsPlain: entry.titleIsPlain,
                value: value, place: element.place == .path ? Self.text("path") : Self.text("query"), isParameter: false,
                date: entry.isDate ? GS1Date.date(value, currentYear: currentYear) : nil))
            count += 1
        }
        let parameters = link.otherQuery, values = link.values
        // Each name once, where it first appears, with its last value (`ParseLinkRecord.uniqueOtherQuery`).
        var unique = UniqueParameterNames()
        unique.forEach(count: parameters.count, name: { Text(rebasing: values[parameters[$0].name]) }) { first, last in
            let name = values[parameters[first].name]
            (rowStorage + count).initialize(to: Row(
                ai: Self.none, title: Text(rebasing: name), titleWidth: name.count, titleIsPlain: valuesArePlain,
                value: Text(rebasing: values[parameters[last].value]), place: Self.text("otherQuery"), isParameter: true,
                date: nil))
            count += 1
        }
        return Sheet(
            uri: uri, uriIsPlain: uriIsPlain, isValid: true, primaryKey: link.bytes(link.primaryKey.aiBytes),
            valuesArePlain: valuesArePlain, error: Self.none, errorIsPlain: true, rows: UnsafeBufferPointer(start: rowStorage, count: count))
    }

    private func reserveRows(_ count: Int) {
        guard count > rowCapacity else { return }
        rowStorage.deallocate()
        rowCapacity = max(count, 2 * rowCapacity)
        rowStorage = .allocate(capacity: rowCapacity)
    }

    @inline(__always) static var none: Text { Text(start: nil, count: 0) }

    @inline(__always)
    static func text(_ literal: StaticString) -> Text {
        Text(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
    }
}
