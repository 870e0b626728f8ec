import Shared

/// The batch's verdicts in one stacked bar below its summary, for the person at the terminal
/// (docs/upsctl.md, "The summary"): how much of the file is valid is seen at a glance, where the summary's
/// digits are read one at a time. Each verdict has its own fill, so the bar reads without colour; where
/// colour is allowed each also has its colour; the legend marks the verdicts `--fail-on` named. Pure: the
/// counts, glyphs, style and width in, lines out.
struct VerdictBar {
    /// A verdict's place in the bar: its status, the legend's word, its fills and its colour.
    struct Verdict {
        /// nil for the errors.
        var status: ValidationResult.Status?
        var label: String
        var unicode: Character
        var ascii: Character
        var colour: @Sendable (TextStyle, String) -> String
    }

    /// In the summary's order.
    static let verdicts = [
        Verdict(status: .valid, label: "valid", unicode: "█", ascii: "#") { $0.green($1) },
        Verdict(status: .ambiguous, label: "ambiguous", unicode: "▓", ascii: "=") { $0.yellow($1) },
        Verdict(status: .noCandidates, label: "no candidates", unicode: "▒", ascii: "-") { $0.magenta($1) },
        Verdict(status: .unverified, label: "unverified", unicode: "·", ascii: ".") { $1 },
        Verdict(status: nil, label: "errors", unicode: "░", ascii: "!") { $0.red($1) },
    ]
    /// At most this many cells, whatever the terminal's width.
    static let widest = 40
    /// Narrower than this, the bar takes a line and the legend goes below it.
    static let narrowest = 16

    /// Rows by verdict, in `verdicts`' order.
    var counts: [Int]
    /// The verdicts `--fail-on` named, marked in the legend.
    var failing: [ValidationResult.Status]
    var glyphs: PictureGlyphs
    var style: TextStyle
    /// The terminal's width.
    var width: Int

    /// The bar for this run, or nil where none is drawn: the pictures' rules of docs/output.md (stdout a
    /// terminal, no `-o` for scripts) and the summary's terminal, stderr, where it is written.
    static func forPeople(_ context: CommandContext, gate: VerdictGate, count: (ValidationResult.Status?) -> Int) -> VerdictBar? {
        let io = context.environment.io
        let requested = (try? context.output())?.requestedFormat
        guard io.stderrIsTerminal, !context.isQuiet,
            let glyphs = PictureGlyphs.forPeople(
                stdoutIsTerminal: io.stdoutIsTerminal, requestedFormat: requested, variables: context.environment.variables,
                accessible: context.isAccessible)
        else { return nil }
        return VerdictBar(
            counts: verdicts.map { count($0.status) }, failing: gate.failing, glyphs: glyphs, style: context.stderrStyle,
            width: context.environment.stderrWidth ?? 80)
    }

    /// The bar and its legend on one line where they fit, else the bar on one and the legend below it,
    /// wrapped between entries; nothing for a batch of no rows. In accessible mode the shares in words.
    var text: String {
        let shown = Self.verdicts.indices.filter { counts[$0] > 0 }
        guard !shown.isEmpty else { return "" }
        if glyphs == .words { return said(shown) }
        let entries = shown.map { index in
            let verdict = Self.verdicts[index]
            let mark = verdict.status.map(failing.contains) == true ? " (fails)" : ""
            return (text: verdict.colour(style, String(fill(index))) + " " + verdict.label + mark,
                    columns: 2 + DisplayWidth.of(verdict.label + mark))
        }
        let legend = entries.map(\.columns).reduce(0, +) + 2 * (entries.count - 1)
        let beside = min(Self.widest, width - 2 - legend)
        if beside >= Self.narrowest {
            return bar(cells: beside) + "  " + entries.map(\.text).joined(separator: "  ") + "\n"
        }
        var lines = [bar(cells: max(min(Self.widest, width), shown.count))]
        var line = "", used = 0
        for entry in entries {
            if used > 0, used + 2 + entry.columns > width {
                lines.append(line)
                line = ""
                used = 0
            }
            line += (used > 0 ? "  " : "") + entry.text
            used += (used > 0 ? 2 : 0) + entry.columns
        }
        lines.append(line)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The bar as a screen reader should hear it: each verdict's share of the rows, in percent (summing
    /// to 100, as the cells sum to the bar), wrapped at word boundaries.
    private func said(_ shown: [Int]) -> String {
        let percents = Self.shares(counts, cells: 100)
        let parts = shown.map { index in
            let verdict = Self.verdicts[index]
            let mark = verdict.status.map(failing.contains) == true ? " (fails)" : ""
            return "\(percents[index])% \(verdict.label)\(mark)"
        }
        let sentence = "Shares of the rows: " + parts.joined(separator: ", ") + "."
        return TextWrapping.sentence(sentence, width: width).map { $0 + "\n" }.joined()
    }

    private func fill(_ index: Int) -> Character {
        glyphs == .unicode ? Self.verdicts[index].unicode : Self.verdicts[index].ascii
    }

    /// `cells` cells shared by the verdicts in proportion to their rows (largest remainders), each verdict
    /// with rows at least one cell, so three errors among 5,000 rows are still seen.
    private func bar(cells: Int) -> String {
        let shares = Self.shares(counts, cells: cells)
        return Self.verdicts.indices.map { index in
            let run = String(repeating: fill(index), count: shares[index])
            return Self.verdicts[index].colour(style, run)
        }.joined()
    }

    /// Each count's cells out of `cells`, summing to `cells` (when there are at least as many cells as
    /// non-zero counts).
    static func shares(_ counts: [Int], cells: Int) -> [Int] {
        let total = counts.reduce(0, +)
        guard total > 0 else { return counts.map { _ in 0 } }
        let exact = counts.map { Double($0) * Double(cells) / Double(total) }
        var shares = zip(counts, exact).map { count, exact in count > 0 ? max(Int(exact), 1) : 0 }
        // Cells left over go to the largest remainders; cells the minimum took come from the largest shares.
        // (Equal remainders in the summary's order, so the same counts always draw the same bar.)
        let remainder = exact.map { $0 - $0.rounded(.down) }
        let byRemainder = counts.indices.filter { counts[$0] > 0 }.sorted {
            remainder[$0] != remainder[$1] ? remainder[$0] > remainder[$1] : $0 < $1
        }
        var index = 0
        while shares.reduce(0, +) < cells, !byRemainder.isEmpty {
            shares[byRemainder[index % byRemainder.count]] += 1
            index += 1
        }
        while shares.reduce(0, +) > cells, let largest = shares.indices.max(by: { shares[$0] < shares[$1] }),
            shares[largest] > 1
        {
            shares[largest] -= 1
        }
        return shares
    }
}
