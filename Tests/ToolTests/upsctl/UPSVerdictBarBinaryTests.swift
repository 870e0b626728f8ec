import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor

/// The built upsctl on a pseudo-terminal (Tests/Support/pty_run.py: stdout and stderr on the terminal, as
/// a person runs a batch): the summary is followed by the verdicts' bar and its legend, in the locale's
/// glyphs, no line wider than the terminal; piped, the same batch draws none.
@Suite struct UPSVerdictBarBinaryTests {
    static let script = "upsctl --mock validate --input examples/addresses-with-errors.csv --fail-on no_candidates; exit 0"

    func onTerminal(columns: Int, lang: String) async throws -> String {
        let screen = try await SentenceWidthBinaryTests().onTerminal(columns: columns, "export LANG=\(lang); " + Self.script)
        return screen.output
    }

    @Test(arguments: [40, 80])
    func aBatchOnATerminalEndsWithItsVerdictBar(columns: Int) async throws {
        let output = try await onTerminal(columns: columns, lang: "C.UTF-8")
        let lines = output.split { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }.map(SentenceWidthBinaryTests.withoutEscapes)
        guard let summary = lines.lastIndex(where: { $0.contains("upsctl: 4 rows:") }) else {
            Issue.record("no summary: \(output)")
            return
        }
        let after = lines[(summary + 1)...].joined(separator: "\n")
        // One valid row and three errors: a quarter of the bar full blocks, the rest the errors' fill.
        #expect(after.contains("█") && after.contains("░"), "\(after)")
        #expect(after.contains("█ valid") && after.contains("░ errors"), "\(after)")
        #expect(!after.contains("▓") && !after.contains("▒"), "no rows ambiguous or without candidates: \(after)")
        let overlong = SentenceWidthBinaryTests.overlong(output, columns: columns)
        #expect(overlong.isEmpty, "lines wider than \(columns): \(overlong.joined(separator: "\n"))")
    }

    @Test func underLangCTheBarIsASCII() async throws {
        let output = try await onTerminal(columns: 80, lang: "C")
        #expect(output.contains("# valid") && output.contains("! errors"), "\(output)")
        #expect(!output.contains("█"), "\(output)")
    }

    /// The accessible twin: the bar said as the verdicts' shares, no fill at all, within 80 columns.
    @Test func inAccessibleModeTheBarIsSaidAsShares() async throws {
        let output = try await onTerminal(columns: 80, lang: "C.UTF-8; export ACCESSIBLE=1")
        let text = output.replacingOccurrences(of: "\r\n", with: "\n")
        #expect(text.contains("Shares of the rows: 25% valid, 75% errors.\n"), "\(output)")
        #expect(!output.contains { "█▓▒░".contains($0) }, "\(output)")
        #expect(text.contains("reason: country must be"), "no arrow carrying meaning alone: \(output)")
        #expect(SentenceWidthBinaryTests.overlong(output, columns: 80).isEmpty, "\(output)")
    }

    @Test func aPipedBatchDrawsNoBar() async throws {
        let output = try await onTerminal(columns: 80, lang: "C.UTF-8").replacingOccurrences(of: "\r", with: "")
        #expect(output.contains("█ valid"))
        let piped = try await SentenceWidthBinaryTests().onTerminal(
            columns: 80, "export LANG=C.UTF-8; " + Self.script.replacingOccurrences(of: "; exit 0", with: " | cat; exit 0"))
        #expect(piped.output.contains("upsctl: 4 rows:"), "\(piped.output)")
        #expect(!piped.output.contains("█") && !piped.output.contains("valid  "), "\(piped.output)")
    }
}
