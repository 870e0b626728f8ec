/// One inline bar beside a quantity (docs/output.md, "Pictures"): the value's share of the largest in its
/// group, in at most `cells` columns. Unicode draws it in eighths of a cell (`▏▎▍▌▋▊▉█`), so 14 against
/// 6 reads as such even in a short bar; ASCII in whole cells of `#`; in accessible mode as words,
/// `(45% of largest)`. Pure.
public enum QuantityBar {
    /// A cell filled one eighth, two eighths, … eight eighths.
    static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"]

    /// The bar of `value` when `largest` fills `cells` columns. Nothing for zero, a negative value or no
    /// largest; a positive value too small to round to a glyph still gets the thinnest one, so "a few"
    /// never looks like "none".
    public static func draw(_ value: Double, largest: Double, cells: Int, glyphs: PictureGlyphs) -> String {
        guard value > 0, largest > 0, cells > 0, value.isFinite, largest.isFinite else { return "" }
        let share = min(value / largest, 1)
        switch glyphs {
        case .unicode:
            let total = max(Int((share * Double(cells * 8)).rounded()), 1)
            var bar = String(repeating: "█", count: total / 8)
            if total % 8 > 0 { bar.append(eighths[total % 8 - 1]) }
            return bar
        case .ascii:
            return String(repeating: "#", count: max(Int((share * Double(cells)).rounded()), 1))
        case .words:
            // The share itself, as the bar would show it; rather nothing than a share cut short.
            let text = "(\(percent(share))% of largest)"
            return text.count <= cells ? text : ""
        }
    }

    /// A share as a whole percentage, never 0 for a value above nothing (as a bar is never empty for one).
    static func percent(_ share: Double) -> Int {
        max(Int((share * 100).rounded()), 1)
    }

    /// The number a cell shows (`14`, `1890`, `8700.5`), or nil for text that is not one: such a cell gets
    /// no bar and does not count towards the group's largest.
    public static func number(_ text: String) -> Double? {
        guard let value = Double(text.trimmedWhitespace), value.isFinite else { return nil }
        return value
    }
}
