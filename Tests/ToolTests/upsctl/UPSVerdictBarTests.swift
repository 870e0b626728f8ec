import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport
@testable import upsctl

/// The batch's verdicts in one stacked bar below its summary: shares that add up to the bar, a cell for
/// every verdict that has rows, a fill each, colour where allowed, `--fail-on`'s verdicts marked.
struct UPSVerdictBarTests {
    /// valid, ambiguous, no candidates, unverified, errors.
    func bar(_ counts: [Int], failing: [ValidationResult.Status] = [], glyphs: PictureGlyphs = .unicode, colour: Bool = false, width: Int = 80) -> String {
        VerdictBar(counts: counts, failing: failing, glyphs: glyphs, style: TextStyle(enabled: colour), width: width).text
    }

    @Test func theSharesFillTheBarAndEveryVerdictWithRowsIsSeen() {
        #expect(VerdictBar.shares([39, 10, 10, 0, 3], cells: 40) == [25, 7, 6, 0, 2])
        #expect(VerdictBar.shares([4_997, 0, 0, 0, 3], cells: 40) == [39, 0, 0, 0, 1])
        #expect(VerdictBar.shares([1, 1, 1, 0, 1], cells: 4) == [1, 1, 1, 0, 1])
        #expect(VerdictBar.shares([0, 0, 0, 0, 0], cells: 40) == [0, 0, 0, 0, 0])
        for counts in [[62, 0, 0, 0, 0], [1, 2, 3, 4, 5], [100, 1, 1, 1, 1], [7, 0, 9, 0, 0]] {
            for cells in [5, 16, 23, 40] {
                let shares = VerdictBar.shares(counts, cells: cells)
                #expect(shares.reduce(0, +) == cells, "\(counts) in \(cells)")
                #expect(zip(counts, shares).allSatisfy { ($0 > 0) == ($1 > 0) }, "\(counts) in \(cells): \(shares)")
            }
        }
    }

    @Test func eachVerdictHasItsFillAndTheLegendSaysWhich() {
        // 31 cells beside a legend of 47 at 80 columns: 19.5, 5, 5 and 1.5 cells, the halves to valid.
        #expect(bar([39, 10, 10, 0, 3]) == String(repeating: "█", count: 20) + "▓▓▓▓▓" + "▒▒▒▒▒" + "░"
            + "  █ valid  ▓ ambiguous  ▒ no candidates  ░ errors\n")
        #expect(bar([39, 10, 10, 0, 3], glyphs: .ascii) == String(repeating: "#", count: 20) + "=====-----!"
            + "  # valid  = ambiguous  - no candidates  ! errors\n")
        #expect(bar([5, 0, 0, 0, 0], width: 130) == String(repeating: "█", count: 40) + "  █ valid\n")
    }

    @Test func theVerdictsFailOnNamedAreMarked() {
        let text = bar([39, 10, 10, 0, 3], failing: [.noCandidates])
        #expect(text.hasSuffix("  █ valid  ▓ ambiguous  ▒ no candidates (fails)  ░ errors\n"), "\(text)")
        #expect(!bar([39, 10, 10, 0, 3]).contains("(fails)"))
    }

    @Test func whereColourIsAllowedEachVerdictHasItsColour() {
        let text = bar([2, 1, 1, 0, 1], colour: true)
        for (code, fill) in [("32", "█"), ("33", "▓"), ("35", "▒"), ("31", "░")] {
            #expect(text.contains("\u{1B}[\(code)m\(fill)"), "\(code) \(fill): \(text)")
        }
        #expect(!bar([2, 1, 1, 0, 1]).contains("\u{1B}"))
    }

    @Test func onANarrowTerminalTheLegendGoesBelowTheBar() {
        let text = bar([39, 10, 10, 0, 3], failing: [.ambiguous], width: 40)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 3, "\(text)")
        #expect(lines.first?.count == 40)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 }, "\(text)")
        #expect(lines[1] == "█ valid  ▓ ambiguous (fails)")
    }

    @Test func unverifiedRowsHaveAFillToo() {
        #expect(bar([0, 0, 0, 4, 0], width: 40) == String(repeating: "·", count: 26) + "  · unverified\n")
        #expect(bar([0, 0, 0, 0, 0]) == "")
    }

    /// Only for people: `-q`, stdout not a terminal, stderr not a terminal, `-o` for scripts: no bar.
    @Test(arguments: [
        ("", true, true, true), ("-q", true, true, false), ("-o json", true, true, false), ("-o ndjson", true, true, false),
        ("-o csv", true, true, false), ("-o table", true, true, true), ("", false, true, false), ("", true, false, false),
    ])
    func theBarIsDrawnOnlyForAPersonAtATerminal(_ options: String, stdoutTerminal: Bool, stderrTerminal: Bool, drawn: Bool) async {
        let harness = ToolHarness(
            tool: Upsctl.definition, variables: ["LANG": "C.UTF-8"],
            fileSystem: InMemoryFileSystem(files: ["/work/in.csv": PicturesGoldenTests.csv]), terminal: true, columns: 80)
        let result = await harness.run("--mock --color never validate --input /work/in.csv " + options) { environment in
            environment.io.stdoutIsTerminal = stdoutTerminal
            environment.io.stderrIsTerminal = stderrTerminal
        }
        #expect(result.stderr.contains("▒ no candidates") == drawn, "\(options) \(stdoutTerminal) \(stderrTerminal): \(result.stderr)")
    }
}
