import Shared

extension ParseLinkCells {
    /// One link's rows as `fill` left them, and what all its rows share: what the writers
    /// (`ParseLinkTextScanWriter`) read each cell from.
    struct Sheet {
        let uri: Text
        /// The URI needs neither CSV quotes nor a control character replaced (`isPlain`).
        let uriIsPlain: Bool
        let isValid: Bool
        let primaryKey: Text
        /// No value or parameter name needs CSV quotes or holds a control character.
        let valuesArePlain: Bool
        /// The reason an invalid link was refused; empty for a valid one.
        let error: Text
        let errorIsPlain: Bool
        let rows: UnsafeBufferPointer<Row>

        /// The cell of `column` in `row`, as `ParseLinkTextRenderer` has it (`csvCells`, `tableBlock`).
        @inline(__always)
        func cell(_ column: Column, of row: Row) -> Cell {
            switch column {
            case .uri: Cell(text: uri, isPlain: uriIsPlain)
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
            case .error: Cell(text: error, isPlain: errorIsPlain)
            }
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
