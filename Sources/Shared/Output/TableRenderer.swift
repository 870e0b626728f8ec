import FoundationEssentials

/// Renders rows as aligned columns with a header row. Pure: values, width and clock in, text out.
///
/// Fitting a terminal (`maxWidth`), by docs/output.md: columns empty in every row are left out; while
/// the row would not fit even with every column at its minimum, the least important column that is not
/// essential goes (the last declared); then the columns with the most room above their minimum shrink
/// until the row fits. A wrapping column (ids, addresses, error messages) continues on the next lines
/// within its width, keeping the value's own line breaks; any other is cut with `…`, its line breaks and
/// tabs made spaces. Without a width (a pipe), nothing is cut or wrapped, and every cell is one line.
///
/// Every header and cell is outside text, shown through `VisibleText` before it is measured, so a
/// control character takes the columns of its escape and a cut never falls inside one.
public struct TableRenderer: Sendable {
    public var columns: [TableColumn]
    public var maxWidth: Int?
    public var style: TextStyle
    /// The time ages are counted from; nil shows times as the service wrote them.
    public var now: Date?
    /// The person chose the columns (`--fields`): every one is shown, even when empty or wide.
    public var keepsEveryColumn: Bool
    /// Bars after the declared quantities, in the room the values leave (on a terminal only).
    public var bars: QuantityBars?
    /// The currency of a money column whose record names none (a card's list of payments: the order's).
    public var fallbackCurrency: String?
    static let gap = 2
    /// Below these, a column is not worth showing: a few characters of a cut value, a few words wrapped.
    static let narrowest = 6
    static let narrowestWrapping = 20
    /// An error message reads in a few lines at this width; other columns go or shrink first.
    static let narrowestReason = 30

    public init(
        columns: [TableColumn], maxWidth: Int?, style: TextStyle = TextStyle(enabled: false), now: Date? = nil,
        keepsEveryColumn: Bool = false, bars: QuantityBars? = nil
    ) {
        self.bars = bars
        self.columns = columns
        self.maxWidth = maxWidth
        self.style = style
        self.now = now
        self.keepsEveryColumn = keepsEveryColumn
    }

    public func render(_ records: [JSONValue]) -> String {
        let rows = records.map { record in columns.map { cell($0, in: record) } }
        let shown = columns.indices.filter { index in keepsEveryColumn || rows.contains { !$0[index].isEmpty } }
        return render(headers: headers, rows: rows, shown: shown, records: records)
    }

    /// The widths of a streamed table, fixed before any row is seen: from the declared widths
    /// (`TableColumn.width`) and the terminal's. Every column is kept unless the width runs out.
    /// `sample`: the records known when the table starts (a listing's first page), measured too.
    /// `whole`: the columns the terminal leaves at their full width, whose later, longer values are
    /// printed whole (the row runs on, as `kubectl get -w` does) rather than cut.
    public func streamWidths(sample: [JSONValue] = []) -> (widths: [Int?], whole: [Bool]) {
        let headers = self.headers
        // On a terminal a reason column is fixed before any error is seen, wide enough to read one.
        let reason = maxWidth == nil ? 0 : Self.narrowestReason
        var natural = columns.indices.map { max(DisplayWidth.of(headers[$0]), columns[$0].expectedWidth ?? (columns[$0].isReason ? reason : 0)) }
        var measured = natural.map { _ in false }
        for record in sample {
            for (index, column) in columns.enumerated() {
                let widest = Self.widestLine(cell(column, in: record))
                // A width the command did not declare comes from the data: later data may be longer.
                if column.expectedWidth == nil { measured[index] = true }
                natural[index] = max(natural[index], widest)
            }
        }
        // Two columns to spare where the terminal has them: a later page's id or total is often a
        // little longer than the first page's.
        let roomy = natural.indices.map { natural[$0] + (measured[$0] ? 2 : 0) }
        let fitsRoomy = maxWidth.map { roomy.reduce(0, +) + Self.gap * max(roomy.count - 1, 0) <= $0 } ?? true
        let wanted = fitsRoomy ? roomy : natural
        var widths = layout(headers: headers, natural: wanted, shown: Array(columns.indices))
        guard let maxWidth else {
            // No width to keep to (a table asked for into a pipe): a longer later value runs on whole.
            return (widths, widths.indices.map { index in measured[index] && (widths[index].map { $0 >= wanted[index] } ?? false) })
        }
        // On a terminal the widths are fixed here: a later, longer value wraps in an identity or error
        // column and is cut in any other, so no row shifts. The room the terminal has left goes to the
        // last wrapping column (the error, where one is declared), which the first rows may not have
        // filled at all.
        let used = widths.compactMap { $0 }.reduce(0, +) + Self.gap * max(widths.compactMap { $0 }.count - 1, 0)
        if used < maxWidth, let last = columns.indices.last(where: { columns[$0].wraps && widths[$0] != nil }) {
            widths[last]! += maxWidth - used
        }
        return (widths, widths.map { _ in false })
    }

    /// A streamed table's header row, in `widths`.
    public func header(widths: [Int?]) -> String {
        line(headers, widths: widths, isHeader: true)
    }

    /// One record's lines in a streamed table's `widths`: a longer value wraps or is cut, as always, and a
    /// value is shown once (`shownOnce`).
    public func row(_ record: JSONValue, widths: [Int?], whole: [Bool] = []) -> String {
        let cells = columns.map { cell($0, in: record) }
        return lines(shownOnce(cells, of: record, widths: widths, whole: whole), widths: widths, whole: whole)
    }

    /// A table of plain text (a card's list of objects, FIELD/VALUE): every column shown.
    public func render(headers: [String], rows: [[String]]) -> String {
        render(
            headers: headers.map(VisibleText.line), rows: rows.map { $0.map { Self.singleLine(VisibleText.of($0)) } },
            shown: Array(headers.indices))
    }

    /// The columns' headers as shown (a header inferred from a record is the service's key).
    var headers: [String] { columns.map { VisibleText.line($0.header) } }

    /// The text of `column`'s cell for `record`, a time as an age. A wrapping column on a terminal keeps
    /// the line breaks of its value (an address, then why it failed); everything else is one line.
    func cell(_ column: TableColumn, in record: JSONValue) -> String {
        let raw = VisibleText.of(column.cell(in: record))
        let text = column.wraps && maxWidth != nil ? Self.keepingLineBreaks(raw) : Self.singleLine(raw)
        if let currency = column.currencyPath { return money(text, currency: currency, in: record) }
        guard let now, column.isTime || Self.looksLikeTime(text) else { return text }
        return TableAge.cell(text, now: now)
    }

    /// `records`: the rows' records, whose values are shown once (`shownOnce`) in the widths laid out.
    private func render(headers: [String], rows: [[String]], shown: [Int], records: [JSONValue] = []) -> String {
        var natural = headers.map(DisplayWidth.of)
        for row in rows {
            for (index, cell) in row.enumerated() where index < natural.count {
                natural[index] = max(natural[index], Self.widestLine(cell))
            }
        }
        var widths = layout(headers: headers, natural: natural, shown: shown)
        var rows = records.isEmpty ? rows : zip(rows, records).map { shownOnce($0, of: $1, widths: widths) }
        bars?.add(to: &rows, widths: &widths, natural: natural, shown: shown, columns: columns, maxWidth: maxWidth, columnGap: Self.gap)
        var out = line(headers, widths: widths, isHeader: true)
        for row in rows { out += lines(row, widths: widths) }
        return out
    }

    /// Each shown column's width, in order; nil for a column left out.
    func layout(headers: [String], natural: [Int], shown: [Int]) -> [Int?] {
        var widths: [Int?] = natural.indices.map { shown.contains($0) ? natural[$0] : nil }
        guard let maxWidth else { return widths }
        var minimum = natural.indices.map { index in
            let column = index < columns.count ? columns[index] : nil
            // A status stays whole: it is short, and it is what the row says.
            if column?.isEssential == true, column?.wraps == false { return natural[index] }
            let narrowest = column?.isReason == true ? Self.narrowestReason : column?.wraps == true ? Self.narrowestWrapping : Self.narrowest
            return min(natural[index], max(DisplayWidth.of(headers[index]), narrowest))
        }
        func total(_ each: (Int) -> Int) -> Int {
            let kept = widths.indices.filter { widths[$0] != nil }
            return kept.reduce(0) { $0 + each($1) } + Self.gap * max(kept.count - 1, 0)
        }
        while total({ minimum[$0] }) > maxWidth, !keepsEveryColumn,
            let least = widths.indices.last(where: { widths[$0] != nil && !(columns.indices.contains($0) && columns[$0].isEssential) })
        {
            widths[least] = nil
        }
        // Still too wide with only essential columns: their minimum is a few characters, not a few words.
        if total({ minimum[$0] }) > maxWidth {
            minimum = natural.indices.map { min(natural[$0], max(DisplayWidth.of(headers[$0]), Self.narrowest)) }
        }
        // The least important column with room shrinks first, to its minimum, then the one before it: a
        // product's name stays whole while its maker and category are cut.
        while total({ widths[$0]! }) > maxWidth {
            guard let least = widths.indices.last(where: { index in widths[index].map { $0 > minimum[index] } ?? false })
            else { break }
            widths[least]! -= min(widths[least]! - minimum[least], total({ widths[$0]! }) - maxWidth)
        }
        return widths
    }

    /// A row's lines: one, or more where a wrapping column's cell continues.
    private func lines(_ cells: [String], widths: [Int?], whole: [Bool] = []) -> String {
        var parts: [[String]] = []
        for (index, width) in widths.enumerated() {
            guard let width else { parts.append([]); continue }
            let cell = index < cells.count ? cells[index] : ""
            // A streamed column at its full width lets a longer later value run on, whole.
            let keeps = index < whole.count && whole[index] && !cell.contains("\n")
            let wraps = maxWidth != nil && index < columns.count && columns[index].wraps && !keeps
                && (cell.contains("\n") || DisplayWidth.of(cell) > width)
            let keepsEnd = index < columns.count && columns[index].keepsEnd
            parts.append(
                wraps ? TextWrapping.wrapEverything(cell, width: width)
                    : [keeps ? cell
                        : keepsEnd ? Self.cutInTheMiddle(cell, to: width, ellipsis: style.ellipsis)
                        : Self.cut(cell, to: width, ellipsis: style.ellipsis)])
        }
        let height = parts.map(\.count).max() ?? 1
        var out = ""
        for number in 0..<max(height, 1) {
            let texts = parts.map { number < $0.count ? $0[number] : "" }
            // Colour only the first line of a cell shown whole: its text is the highlighted word.
            out += line(texts, widths: widths, isHeader: false, highlights: number == 0 ? cells : nil)
        }
        return out
    }

    private func line(_ cells: [String], widths: [Int?], isHeader: Bool, highlights: [String]? = nil) -> String {
        var parts: [String] = []
        let last = widths.lastIndex { $0 != nil }
        for (index, width) in widths.enumerated() {
            guard let width else { continue }
            let cell = index < cells.count ? cells[index] : ""  // cut or wrapped already (`lines`)
            let fill = String(repeating: " ", count: max(0, width - DisplayWidth.of(cell)))
            // Amounts of money line up on the right, their header with them.
            let right = index < columns.count && columns[index].currencyPath != nil
            let (before, after) = right ? (fill, "") : ("", index == last ? "" : fill)
            if isHeader {
                parts.append(before + style.bold(cell + after))
            } else {
                // Coloured after measuring: escape codes take no columns on the screen.
                let highlight = index < columns.count ? highlights.flatMap { columns[index].highlights[$0[index]] } : nil
                parts.append(before + colour(cell, as: highlight) + after)
            }
        }
        var text = parts.joined(separator: String(repeating: " ", count: Self.gap))
        while text.hasSuffix(" ") { text.removeLast() }
        return text + "\n"
    }

    private func colour(_ text: String, as highlight: TableColumn.Highlight?) -> String {
        switch highlight {
        case .good: style.green(text)
        case .warning: style.yellow(text)
        case .bad: style.red(text)
        case nil: text
        }
    }

    /// Shaped like an ISO 8601 date and time (`2026-05-13T16:20:03Z`), which a column not declared as one
    /// may hold: a cheap test, so that only such text is parsed (`TableAge` parses it, once).
    static func looksLikeTime(_ text: String) -> Bool {
        text.utf8.count >= 20 && text.utf8.count <= 35 && text.utf8.dropFirst(10).first == UInt8(ascii: "T")
    }

    /// The columns of the widest of `text`'s lines.
    static func widestLine(_ text: String) -> Int {
        text.contains("\n") ? text.split(separator: "\n").map(DisplayWidth.of).max() ?? 0 : DisplayWidth.of(text)
    }
}
