/// The bars a table or a card draws after its declared quantities (`QuantityGroup`), fitted to the room the
/// values leave (docs/output.md, "Pictures"). The values are laid out first, exactly as without bars; the
/// bars take what is left, each up to `widest` cells, shrinking together, and the least important goes
/// when they would be narrower than `narrowest`: a bar never costs a value a character, and where the
/// values themselves had to be cut or left out there are no bars at all. Pure.
public struct QuantityBars: Sendable, Equatable {
    public var groups: [QuantityGroup]
    public var glyphs: PictureGlyphs
    /// Wide enough to tell 14 from 12, narrow enough to leave a table its room.
    static let widest = 20
    /// Below this a bar says little that its value does not.
    static let narrowest = 4
    /// Columns between a value and its bar.
    static let gap = 1

    public init(groups: [QuantityGroup], glyphs: PictureGlyphs) {
        self.groups = groups
        self.glyphs = glyphs
    }

    /// The bars of a card's list of objects at `listPath` (its table's columns), or nil when none is declared.
    func within(list listPath: String) -> QuantityBars? {
        let inner = groups.compactMap { $0.within(list: listPath) }
        return inner.isEmpty ? nil : QuantityBars(groups: inner, glyphs: glyphs)
    }

    /// A table's rows with bars after their quantities, and the quantity columns widened by them.
    /// `widths` are the layout's (nil for a column left out), `natural` each column's widest text,
    /// `shown` the columns that have something to show, `columnGap` the spaces between columns.
    func add(
        to rows: inout [[String]], widths: inout [Int?], natural: [Int], shown: [Int], columns: [TableColumn],
        maxWidth: Int?, columnGap: Int
    ) {
        guard let maxWidth, shown.allSatisfy({ index in widths[index].map { $0 >= natural[index] } ?? false }) else { return }
        let kept = widths.indices.filter { widths[$0] != nil }
        let used = kept.reduce(0) { $0 + widths[$1]! } + columnGap * max(kept.count - 1, 0)
        var barred = kept.filter { index in
            index < columns.count && group(of: columns[index].path) != nil
                && rows.contains { (QuantityBar.number($0[index]) ?? 0) > 0 }
        }
        var cells = 0
        while !barred.isEmpty {
            cells = min(Self.widest, (maxWidth - used) / barred.count - Self.gap)
            if cells >= Self.narrowest { break }
            barred.removeLast()
        }
        for index in barred {
            let group = group(of: columns[index].path)!
            let members = columns.indices.filter { group.contains(columns[$0].path) }
            let largest = rows.flatMap { row in members.compactMap { QuantityBar.number(row[$0]) } }.max() ?? 0
            let width = widths[index]!
            for row in rows.indices {
                let text = rows[row][index]
                let bar = QuantityBar.draw(QuantityBar.number(text) ?? 0, largest: largest, cells: cells, glyphs: glyphs)
                if !bar.isEmpty { rows[row][index] = Self.padded(text, to: width) + bar }
            }
            widths[index] = width + Self.gap + cells
        }
    }

    /// A card's field texts with bars, by the field's path: the values of a group padded to the widest of
    /// them, so their bars start in one column, then a bar in what the line has left after `indent`.
    func cardTexts(_ fields: [(path: String, text: String)], indent: Int, maxWidth: Int?) -> [String: String] {
        guard let maxWidth else { return [:] }
        var texts: [String: String] = [:]
        for group in groups {
            let members = fields.filter { group.contains($0.path) && QuantityBar.number($0.text) != nil }
            let largest = members.compactMap { QuantityBar.number($0.text) }.max() ?? 0
            let valueWidth = members.map { DisplayWidth.of($0.text) }.max() ?? 0
            let cells = min(Self.widest, maxWidth - indent - valueWidth - Self.gap)
            guard largest > 0, cells >= Self.narrowest else { continue }
            for (path, text) in members {
                let bar = QuantityBar.draw(QuantityBar.number(text) ?? 0, largest: largest, cells: cells, glyphs: glyphs)
                if !bar.isEmpty { texts[path] = Self.padded(text, to: valueWidth) + bar }
            }
        }
        return texts
    }

    private func group(of path: String) -> QuantityGroup? { groups.first { $0.contains(path) } }

    /// `text`, spaces to `width`, and the gap before its bar.
    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(width - DisplayWidth.of(text), 0) + gap)
    }
}
