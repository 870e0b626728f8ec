import DigitalLink
import Shared

/// The rows of one link's CSV rows or table block, from its view (`ParsedLink`): what `ParseLinkCSVWriter`
/// and `ParseLinkTableWriter` write, which builds no String and no array per link. Each worker has one,
/// refilled for every input.
///
/// Rows and cells are those of the CSV (one row per element, then one per other query parameter, each
/// name once; one row for an input refused), or of the table (AI, TITLE, VALUE with the ISO date in
/// parentheses; `?` and the name for a parameter). `Sheet.isASCIIText` says whether every cell is ASCII
/// that the byte writers copy; otherwise the writers take each cell as a String (`Sheet.string`), so that
/// replacement of invalid UTF-8 and grapheme-by-grapheme escaping stay Shared's.
///
/// Why rows of pointers, filled once and then read: a table reads each cell twice (its width, then its
/// text), and a cell is a few loads from its row (`Sheet.cell`), not bytes copied into a buffer of
/// cells and again into the output (which was 30 % of csv's instructions in callgrind). Rows, widths and
/// the error's bytes are kept in `ScanStorage`s, which check every write before it happens.
final class ParseLinkCells {
    /// A column of the rows: the CSV's, in `ParseLinkRecordShape.csvColumns` order, then the table's own.
    enum Column: Int {
        case uri, valid, primaryKey, ai, title, value, place, date, error, form, canonicalUri
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
        /// The link's first row: the only one that carries a URI or error too long to repeat (`Sheet.repeatLimit`).
        var isFirst = false
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

    // A class's stored property gets a run-time exclusivity check on every change (a few per cell of
    // every link); sound to leave out because a worker's cells belong to the one thread running its
    // batch, and no access overlaps another (each fill or write is one call).
    @exclusivity(unchecked) private var rows = ScanStorage<Row>(capacity: 16)
    /// The table's column widths (`ParseLinkTableWriter`).
    @exclusivity(unchecked) var widths = ScanStorage<Int>(capacity: 16)
    /// The CSV error cell of a link read in spite of its faults: its problems joined by "; ".
    @exclusivity(unchecked) private var errorBytes = ScanStorage<UInt8>(capacity: 64)

    init() {}

    deinit {
        rows.free()
        widths.free()
        errorBytes.free()
    }

    /// The rows of `link`, lent to `body`: valid until the next `fill`.
    func fill<Result>(_ link: ParsedLink, currentYear: Int, _ body: (Sheet) -> Result) -> Result {
        rows.removeAll()
        errorBytes.removeAll()
        let input = link.input
        let uriIsPlain = link.inputIsCheckedURI ? Self.checkedURIIsPlain(input) : Self.isPlain(input)
        var isASCIIText = uriIsPlain || Self.isTextASCII(input)
        guard link.isRead else {
            var reason = link.error
            reason.withUTF8 { errorBytes.append(contentsOf: $0) }
            let error = errorBytes.buffer
            let errorIsPlain = Self.isPlain(error)
            isASCIIText = isASCIIText && (errorIsPlain || Self.isTextASCII(error))
            rows.append(Row(
                ai: Self.none, title: Self.none, titleWidth: 0, titleIsPlain: true, value: Self.none, place: Self.none,
                isParameter: false, date: nil, isFirst: true))
            return body(Sheet(
                uri: Cell(text: input, isPlain: uriIsPlain), isRead: false, isValid: false, valuesArePlain: true,
                isASCIIText: isASCIIText, primaryKey: Self.none, form: Self.name(of: link.form), canonical: Cell(text: Self.none, isPlain: true),
                error: Cell(text: error, isPlain: errorIsPlain), problems: [], uriBelow: Cell(text: input, isPlain: uriIsPlain),
                errorBelow: Cell(text: error, isPlain: errorIsPlain), canonicalBelow: Cell(text: Self.none, isPlain: true), rows: rows.buffer))
        }
        let valuesArePlain = Self.isPlain(link.values)
        isASCIIText = isASCIIText && (valuesArePlain || Self.isTextASCII(link.values))
        for element in link.elements {
            let entry = link.entry(element)
            let value = link.text(element.value)
            rows.append(Row(
                ai: link.bytes(entry.aiBytes), title: link.bytes(entry.titleBytes), titleWidth: entry.titleWidth,
                titleIsPlain: entry.titleIsPlain, value: value, place: element.place == .path ? Self.text("path") : Self.text("query"),
                isParameter: false, date: entry.isDate ? GS1Date.date(value, currentYear: currentYear) : nil, isFirst: rows.isEmpty))
        }
        link.forEachUniqueParameter { first, last in
            let name = link.text(link.otherQuery[first].name)
            rows.append(Row(
                ai: Self.none, title: name, titleWidth: name.count, titleIsPlain: valuesArePlain,
                value: link.text(link.otherQuery[last].value), place: Self.text("otherQuery"), isParameter: true, date: nil,
                isFirst: rows.isEmpty))
        }
        // A link read in spite of its faults (rare) has its problems as each row's error, and goes
        // through the writers' Strings (`isASCIIText` false) for its `problem:` lines.
        if link.hasProblems {
            var joined = link.problems.joined(separator: "; ")
            joined.withUTF8 { errorBytes.append(contentsOf: $0) }
        }
        let error = errorBytes.buffer
        let errorIsPlain = Self.isPlain(error)
        let canonical = Cell(text: link.canonical ?? Self.none, isPlain: link.canonicalIsPlain || Self.isPlain(link.canonical ?? Self.none))
        isASCIIText = isASCIIText && (errorIsPlain || Self.isTextASCII(error)) && !link.hasProblems
            && (canonical.isPlain || Self.isTextASCII(canonical.text))
        return body(Sheet(
            uri: Cell(text: input, isPlain: uriIsPlain), isRead: true, isValid: link.isValid, valuesArePlain: valuesArePlain,
            isASCIIText: isASCIIText, primaryKey: link.primaryKey.map { link.bytes($0.aiBytes) } ?? Self.none,
            form: Self.name(of: link.form), canonical: canonical, error: Cell(text: error, isPlain: errorIsPlain), problems: link.problems,
            uriBelow: Sheet.below(Cell(text: input, isPlain: uriIsPlain), rows: rows.count),
            errorBelow: Sheet.below(Cell(text: error, isPlain: errorIsPlain), rows: rows.count),
            canonicalBelow: Sheet.below(canonical, rows: rows.count), rows: rows.buffer))
    }

    /// The name `form` has in a record: `uri`, `compressed`, `element-string`, `scan`; empty for none.
    static func name(of form: GS1DataForm?) -> Text {
        switch form {
        case .uri?: text("uri")
        case .compressed?: text("compressed")
        case .elementString?: text("element-string")
        case .scan?: text("scan")
        case nil: none
        }
    }

    @inline(__always) static var none: Text { Text(start: nil, count: 0) }

    @inline(__always)
    static func text(_ literal: StaticString) -> Text {
        Text(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
    }
}
