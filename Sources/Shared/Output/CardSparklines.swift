/// The sparklines a live view's card draws beside its numbers (docs/output.md, "Pictures" and "Live
/// views"): each field whose value is a number gets a line of its values over the last polls (`Sparkline`,
/// at most 20), redrawn with the card. Only a `--watch` frame on a terminal sets these; a card printed once
/// has no history to draw. Pure: the polls and the texts in, the texts with their sparklines out.
public struct CardSparklines: Sendable {
    /// The polls so far: each number field's last values, by its path.
    public var history: PollHistory
    public var glyphs: PictureGlyphs
    /// Columns between a value and its sparkline: two, so a sparkline does not read as a bar's tail.
    static let gap = 2
    /// Below this a sparkline says little; rather none than a value cut for it.
    static let narrowest = 4

    public init(history: PollHistory, glyphs: PictureGlyphs) {
        self.history = history
        self.glyphs = glyphs
    }

    /// The texts of the card's number fields, by path, each padded to the widest of them (so the
    /// sparklines start in one column) and followed by its sparkline in what the line has left after
    /// `indent`. The values keep their room: where fewer than `narrowest` columns are left, the sparklines
    /// show fewer polls and then none, and no value is ever cut or wrapped for one. Nothing without a width
    /// (stdout is not a terminal).
    func cardTexts(_ fields: [(path: String, text: String)], indent: Int, maxWidth: Int?) -> [String: String] {
        guard let maxWidth else { return [:] }
        let numbers = fields.filter { QuantityBar.number($0.text) != nil }
        let valueWidth = numbers.map { DisplayWidth.of($0.text) }.max() ?? 0
        let room = maxWidth - indent - valueWidth - Self.gap
        // In words the last values take what the line has left; a picture takes a column a poll.
        let sparkline = Sparkline(glyphs: glyphs, length: glyphs == .words ? room : min(Sparkline(glyphs: glyphs).length, room))
        guard room >= Self.narrowest else { return [:] }
        var texts: [String: String] = [:]
        for (path, text) in numbers {
            let values = history.numbers(at: path)
            let pad = String(repeating: " ", count: valueWidth - DisplayWidth.of(text) + Self.gap)
            texts[path] = text + pad + sparkline.render(values)
        }
        return texts
    }
}
