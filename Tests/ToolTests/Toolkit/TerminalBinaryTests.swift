import Foundation
import Testing

/// What only a real terminal shows, through a pseudo-terminal (Tests/Support/pty_run.py): the batch's
/// progress line cleared before the table, the hint when CSV is typed at the terminal, the first Ctrl-C.
@Suite struct TerminalBinaryTests {
    /// A terminal whose working directory is the repository, 120 columns by `COLUMNS`.
    static let terminal = PseudoTerminal(environment: ["COLUMNS": "120"], directory: PseudoTerminal.repository)

    @Test func theTableStreamsWithTheProgressLineBelowIt() async throws {
        let screen = try await Self.terminal.run("upsctl", ["--mock", "validate", "--input", "examples/addresses.csv", "--rate", "20"])
        #expect(screen.status == 0, "\(screen.output)")
        let output = screen.output
        // The header and the first row come before any progress line: the table does not wait for the end.
        let header = try #require(output.range(of: "LINE  ID      STATUS         ADDRESS"))
        let firstProgress = try #require(output.range(of: "\r\u{1B}[2K1 row in 0 s, 0 errors"), "a progress line was drawn")
        #expect(header.upperBound < firstProgress.lowerBound)
        // Each later row takes the progress line's place, which is drawn again below it.
        #expect(output.contains("\r\u{1B}[2K3     A-2     valid          26 FEDERAL PLZ, NEW YORK, NY 10278-0004"), "\(output)")
        #expect(output.contains("\r\u{1B}[2K7     A-6     valid          5 SINGLE AVE, LOS ANGELES, CA 90012-3001"))
        // The last progress line gives way to the summary.
        #expect(output.contains("\r\u{1B}[2Kupsctl: 6 rows: 4 valid, 1 ambiguous, 1 no candidates, 0 errors in "))
    }

    /// The accessible twin: the same table with no line rewritten or cleared (the batch takes under the
    /// 10 s before accessible mode's first sentence on progress).
    @Test func inAccessibleModeTheTableStreamsWithNoProgressLine() async throws {
        var terminal = Self.terminal
        terminal.environment["ACCESSIBLE"] = "1"
        let screen = try await terminal.run("upsctl", ["--mock", "validate", "--input", "examples/addresses.csv", "--rate", "20"])
        #expect(screen.status == 0, "\(screen.output)")
        #expect(screen.output.contains("LINE  ID      STATUS         ADDRESS"), "\(screen.output)")
        #expect(!screen.output.contains("\u{1B}[2K") && !screen.output.contains("\r\u{1B}"), "\(screen.output.debugDescription)")
        #expect(screen.output.contains("\r\nupsctl: 6 rows: 4 valid, 1 ambiguous, 1 no candidates, 0 errors in "), "\(screen.output)")
    }

    @Test func typedCSVGetsAHintAndTheFirstCtrlCEndsItAtOnce() async throws {
        var terminal = Self.terminal
        let answer = #"{"line":2,"id":"1","status":"valid""#
        // Ctrl-C once the typed row's answer is shown while the batch waits for the next row (not when it
        // comes): had the batch not shown it until then, the wait fails naming it.
        terminal.steps = [
            .waitFor("Ctrl-D"), .send("id,street,city,state\\n1,1 Main St,New York,NY\\n"), .waitFor(answer), .interrupt,
        ]
        let screen = try await terminal.run("upsctl", ["--mock", "validate", "--input", "-", "-o", "ndjson"])
        #expect(screen.output.hasPrefix("upsctl: reading CSV from the terminal: a header row"), "\(screen.output)")
        // One Ctrl-C and the terminal still open: had the batch waited for more input, or for a second
        // Ctrl-C, pty_run.py would have killed it as stuck and the run failed saying so. 130 is the first
        // Ctrl-C ending it.
        #expect(screen.status == 130, "\(screen.output)")
        #expect(screen.output.contains(#"{"line":2,"id":"1","status":"valid""#))
        // The typed row's answer is shown while the batch waits for the next row, not when it comes.
        #expect(screen.beforeInterrupt?.contains(answer) == true, "\(screen.output)")
        #expect(screen.output.contains("interrupted: the rest of the input was not read"))
    }
}
