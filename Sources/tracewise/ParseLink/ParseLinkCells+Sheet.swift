import Shared

extension ParseLinkCells {
    /// One link's rows as `fill` left them, and what all its rows share: what the writers
    /// (`ParseLinkCSVWriter`, `ParseLinkTableWriter`) read each cell from.
    struct Sheet {
        /// The input; plain when it needs neither CSV quotes nor a control character replaced (`isPlain`).
        let uri: Cell
        /// `isRead`: values were read (rows of elements and parameters), not an input refused.
        /// `valuesArePlain`: no value or parameter name needs CSV quotes or holds a control character.
        /// `isASCIIText`: every cell is ASCII with no control character but line feed and tab, which the
        /// byte writers copy (to a pipe); otherwise cells are taken as Strings (`string`).
        let isRead: Bool, isValid: Bool, valuesArePlain: Bool, isASCIIText: Bool
        let primaryKey: Text
        /// The form's name (`ParseLinkCells.name(of:)`) and the canonical link (empty when there is none).
        let form: Text, canonical: Cell
        /// The reason an input was refused, or a faulty link's problems joined by "; " (empty otherwise),
        /// and lenient mode's faults of a link read in spite of them.
        let error: Cell, problems: [String]
        /// The URI, the error and the canonical link as the rows after the first carry them (`below`).
        let uriBelow: Cell, errorBelow: Cell, canonicalBelow: Cell
        let rows: UnsafeBufferPointer<Row>

        /// How many bytes repeating the URI (or the error) on every row after a link's first may add; past
        /// it, only the first row carries it. A line of n bytes can hold some n/2 parameters, each a row:
        /// repeating a 600 KB URI on each of 60,000 rows would write 36 GB, where the contract allows
        /// about n log n. A usual link (150 bytes) repeats it on 400 rows and more.
        static let repeatLimit = 64 * 1024

        /// Whether `text` goes on every one of `rows` rows (`repeatLimit`).
        static func repeats(_ text: Text, rows: Int) -> Bool {
            rows <= 1 || text.count <= repeatLimit / (rows - 1)
        }

        /// What the rows after the first carry of `cell`: itself, or an empty cell (`repeats`).
        static func below(_ cell: Cell, rows: Int) -> Cell {
            repeats(cell.text, rows: rows) ? cell : Cell(text: ParseLinkCells.none, isPlain: true)
        }

        /// The cell of `column` in `row`, as the CSV and the table have it.
        @inline(__always)
        func cell(_ column: Column, of row: Row) -> Cell {
            switch column {
            case .uri: row.isFirst ? uri : uriBelow
            case .valid: Cell(text: isValid ? ParseLinkCells.text("true") : ParseLinkCells.text("false"), isPlain: true)
            case .primaryKey: Cell(text: primaryKey, isPlain: true)
            case .ai: Cell(text: row.ai, isPlain: true)
            case .tableAI: Cell(text: row.isParameter ? ParseLinkCells.text("?") : row.ai, isPlain: true)
            case .title, .tableTitle:
                Cell(text: row.title, isPlain: row.titleIsPlain, width: row.titleWidth, date: nil, dateInParentheses: false)
            case .value: Cell(text: row.value, isPlain: valuesArePlain)
            case .tableValue:
                Cell(
                    text: row.value, isPlain: valuesArePlain, width: row.value.count + (row.date == nil ? 0 : 13), date: row.date,
                    dateInParentheses: true)
            case .place: Cell(text: row.place, isPlain: true)
            case .date:
                Cell(text: ParseLinkCells.none, isPlain: true, width: row.date == nil ? 0 : 10, date: row.date, dateInParentheses: false)
            case .error: row.isFirst ? error : errorBelow
            case .form: Cell(text: form, isPlain: true)
            case .canonicalUri: row.isFirst ? canonical : canonicalBelow
            }
        }

        /// The cell as a String: its text (invalid UTF-8 replaced) and its date, for the writers' general
        /// path (text that is not ASCII, a table on a terminal).
        func string(_ column: Column, of row: Row) -> String {
            let cell = cell(column, of: row)
            var text = String(decoding: cell.text, as: UTF8.self)
            if let date = cell.date {
                func digits(_ number: Int, _ count: Int) -> String {
                    let text = String(number)
                    return String(repeating: "0", count: max(0, count - text.count)) + text
                }
                let iso = digits(date.year, 4) + "-" + digits(date.month, 2) + "-" + digits(date.day, 2)
                text += cell.dateInParentheses ? " (\(iso))" : iso
            }
            return text
        }
    }
}

extension ParseLinkCells.Cell {
    /// Text alone, as wide as it is long (ASCII).
    @inline(__always)
    init(text: ParseLinkCells.Text, isPlain: Bool) {
        self.init(text: text, isPlain: isPlain, width: text.count, date: nil, dateInParentheses: false)
    }
}
