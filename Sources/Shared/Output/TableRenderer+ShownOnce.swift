/// A row shows a value once (docs/output.md, "Tables and cards"). A column that falls back to another
/// path when its own is empty (a `-` line's identity, else the failed line's `input`) would show that
/// value a second time where another column has the path as its own (INPUT): its cell is left empty
/// there, but only where that column shows the value whole in this row. Where it is left out (80
/// columns) or must cut the value (a code longer than the ones its width was fixed from), the fallback
/// still shows it, so the value is readable somewhere; in an identity column, wrapped, never cut.
extension TableRenderer {
    /// `cells`, `record`'s cells in `widths` (nil: a column left out), with each fallback value that
    /// another column shows whole taken out. That column's search ends there, empty: it does not go on
    /// to its next fallback, which would put another value under its header (lookup's ID beside
    /// `--fields device.id` showed the scanned code).
    func shownOnce(_ cells: [String], of record: JSONValue, widths: [Int?], whole: [Bool] = []) -> [String] {
        var kept = cells
        for (index, column) in columns.enumerated() where !column.fallbacks.isEmpty {
            guard let source = column.shownValue(in: record)?.path, source != column.path else { continue }
            let elsewhere = columns.indices.contains { other in
                other != index && columns[other].path == source && showsWhole(cells[other], column: other, widths: widths, whole: whole)
            }
            if elsewhere { kept[index] = "" }
        }
        return kept
    }

    /// Whether column `index` shows `cell` whole in `widths`: it is shown, and it wraps, lets a longer
    /// value run on (`whole`), or has the room; without a width to keep to nothing is cut.
    private func showsWhole(_ cell: String, column index: Int, widths: [Int?], whole: [Bool]) -> Bool {
        guard !cell.isEmpty, index < widths.count, let width = widths[index] else { return false }
        guard maxWidth != nil else { return true }
        if columns[index].wraps || (index < whole.count && whole[index]) { return true }
        return !cell.contains("\n") && DisplayWidth.of(cell) <= width
    }
}
