/// Renders rows as aligned columns with a header row. Pure: values in, text out.
///
/// When a width is given (a terminal), the widest column is cut with `…` until the table fits; without
/// one (a pipe), nothing is cut. Tabs and line breaks inside cells become spaces so a row stays one line.
public struct TableRenderer: Sendable {
    public var columns: [TableColumn]
    public var maxWidth: Int?
    public var style: TextStyle
    static let gap = 2
    static let narrowest = 4

    public init(columns: [TableColumn], maxWidth: Int?, style: TextStyle = TextStyle(enabled: false)) {
        self.columns = columns
        self.maxWidth = maxWidth
        self.style = style
    }

    public func render(_ records: [JSONValue]) -> String {
        let headers = columns.map(\.header)
        let rows = records.map { record in columns.map { Self.singleLine($0.cell(in: record)) } }
        return render(headers: headers, rows: rows)
    }

    public func render(headers: [String], rows: [[String]]) -> String {
        var widths = headers.map(\.count)
        for row in rows {
            for (index, cell) in row.enumerated() where index < widths.count { widths[index] = max(widths[index], cell.count) }
        }
        if let maxWidth { widths = Self.fit(widths, into: maxWidth) }
        var out = line(headers, widths: widths, isHeader: true)
        for row in rows { out += line(row, widths: widths, isHeader: false) }
        return out
    }

    /// Narrows the widest column, one character at a time, until the row fits or nothing can shrink.
    static func fit(_ natural: [Int], into maxWidth: Int) -> [Int] {
        var widths = natural
        let gaps = gap * max(widths.count - 1, 0)
        while widths.reduce(0, +) + gaps > maxWidth {
            guard let widest = widths.indices.max(by: { widths[$0] < widths[$1] }), widths[widest] > narrowest else {
                break
            }
            widths[widest] -= 1
        }
        return widths
    }

    private func line(_ cells: [String], widths: [Int], isHeader: Bool) -> String {
        var parts: [String] = []
        for (index, width) in widths.enumerated() {
            let cell = Self.cut(index < cells.count ? cells[index] : "", to: width)
            let isLast = index == widths.count - 1
            let padding = isLast ? "" : String(repeating: " ", count: width - cell.count)
            if isHeader {
                parts.append(style.bold(cell + padding))
            } else {
                // Coloured after measuring: escape codes take no columns on the screen.
                parts.append(highlight(cell, as: index < columns.count ? columns[index].highlights[cell] : nil) + padding)
            }
        }
        var text = parts.joined(separator: String(repeating: " ", count: Self.gap))
        while text.hasSuffix(" ") { text.removeLast() }
        return text + "\n"
    }

    private func highlight(_ text: String, as highlight: TableColumn.Highlight?) -> String {
        switch highlight {
        case .good: style.green(text)
        case .warning: style.yellow(text)
        case .bad: style.red(text)
        case nil: text
        }
    }

    static func cut(_ text: String, to width: Int) -> String {
        guard text.count > width else { return text }
        return String(text.prefix(max(width - 1, 0))) + "…"
    }

    static func singleLine(_ text: String) -> String {
        guard text.contains(where: { $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == "\r\n" }) else { return text }
        return String(text.map { $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
    }
}
