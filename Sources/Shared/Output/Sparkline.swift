/// A figure's recent values as one line of small bars, oldest first (`▁▂▄▇█▆`), for a live view to show
/// beside the value it redraws (docs/output.md, "Pictures"). Unicode has eight heights (`▁▂▃▄▅▆▇█`); ASCII
/// five (`_.-=#`). In accessible mode (`words`) it says the last values themselves, newest last
/// (`last: 60, 61, 62`), as many as fit. Pure: values in, text out; the view keeps the history and decides
/// where it goes.
public struct Sparkline: Sendable, Equatable {
    public var glyphs: PictureGlyphs
    /// The most values shown: the last ones, one column each (in `words`, the columns the words may take).
    public var length: Int

    /// The heights, lowest first.
    static let unicodeLevels: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    static let asciiLevels: [Character] = ["_", ".", "-", "=", "#"]

    /// `length` 20: a live view keeps its last 20 polls.
    public init(glyphs: PictureGlyphs, length: Int = 20) {
        self.glyphs = glyphs
        self.length = length
    }

    /// The line for `values`, one column each for the last `length` of them, each as high as its place
    /// between the lowest and the highest shown. Values that all agree draw a flat line at the lowest
    /// height (nothing moved); a value that is not a number (nil, NaN, ∞: a field the service left out
    /// that poll) is a space, so the columns still line up with the polls.
    public func render(_ values: [Double?]) -> String {
        if glyphs == .words { return said(values) }
        let shown = values.suffix(max(length, 0)).map { value in value.flatMap { $0.isFinite ? $0 : nil } }
        let numbers = shown.compactMap { $0 }
        guard let lowest = numbers.min(), let highest = numbers.max() else {
            return String(repeating: " ", count: shown.count)
        }
        let levels = glyphs == .unicode ? Self.unicodeLevels : Self.asciiLevels
        let top = Double(levels.count - 1)
        return String(shown.map { value -> Character in
            guard let value else { return " " }
            guard highest > lowest else { return levels[0] }
            let level = Int(((value - lowest) / (highest - lowest) * top).rounded())
            return levels[min(max(level, 0), levels.count - 1)]
        })
    }

    /// The last values in words, oldest first, the oldest left out until the text fits `length` columns;
    /// nothing when not even the last one fits. A poll with no number there is `none`.
    func said(_ values: [Double?]) -> String {
        var shown = values.suffix(PollHistory.seriesLength).map { value -> String in
            guard let value, value.isFinite else { return "none" }
            return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        while !shown.isEmpty {
            let text = "last: " + shown.joined(separator: ", ")
            if text.count <= length { return text }
            shown.removeFirst()
        }
        return ""
    }

    /// `render` for values that are all known.
    public func render(_ values: [Double]) -> String {
        render(values.map { Optional($0) })
    }
}
