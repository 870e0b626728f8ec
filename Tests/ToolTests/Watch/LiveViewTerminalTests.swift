import Foundation
import Testing

/// Live views on a real pseudo-terminal 80 columns wide (Tests/Support/pty_run.py), under `--mock`, whose
/// data changes from poll to poll: a record redrawn in place, a list's changes streamed as EVENT rows,
/// and Ctrl-C ending either with 130 and the last frame left whole; and each of these in accessible mode,
/// where nothing is redrawn. The polls are 2 s apart (the shortest interval); the test waits for what it
/// needs to see, never on a time it asserts.
@Suite struct LiveViewTerminalTests {
    /// How a live view is written on the terminal: redrawn in place, or in accessible mode (screen
    /// readers, terminals that cannot redraw) each change below the last, the status said in sentences.
    enum Display: CaseIterable {
        case redrawn, accessible

        /// The environment that asks for it: accessible mode in a UTF-8 locale, where a redrawn view
        /// would draw sparklines, so their absence is the mode's.
        var environment: [String: String] {
            self == .accessible ? ["ACCESSIBLE": "1", "LANG": "C.UTF-8", "LC_ALL": "", "LC_CTYPE": ""] : [:]
        }
    }

    /// Runs `tool` on an 80-column terminal and types Ctrl-C once `text` shows (a frame is written whole
    /// before the view takes the signal: the tests check the frame `text` begins).
    func onTerminal(
        waitingFor text: String, _ tool: String, _ arguments: [String], display: Display = .redrawn,
        locale: [String: String] = [:]
    ) async throws -> PseudoTerminal.Screen {
        let environment = ["COLUMNS": "", "ACCESSIBLE": ""].merging(locale) { $1 }.merging(display.environment) { $1 }
        let terminal = PseudoTerminal(columns: 80, steps: [.waitFor(text), .interrupt], environment: environment)
        return try await terminal.run(tool, arguments)
    }

    /// A record is redrawn in place with the time of its last change; in accessible mode each change is
    /// written below the last, with its status, nothing moved or cleared.
    @Test(arguments: Display.allCases)
    func aRecordsChangeIsRedrawnInPlaceOrWrittenBelowTheLast(_ display: Display) async throws {
        let screen = try await onTerminal(
            waitingFor: display == .redrawn ? "poll 2 at " : "ready_for_collection", "repairminder",
            ["--mock", "-q", "orders", "get", "ord_8d2f41", "--watch", "--interval", "2s"], display: display)
        #expect(screen.status == 130, "\(screen.output)")
        let output = screen.output
        guard display == .redrawn else {
            #expect(!output.contains("\u{1B}["), "nothing redrawn: \(output.debugDescription)")
            #expect(output.contains("Every 2 s; poll 1 at "), "\(output)")
            #expect(output.contains("Every 2 s; poll 2 at "), "\(output)")
            #expect(output.components(separatedBy: "\r\n").allSatisfy { $0.count <= 80 }, "\(output)")
            return
        }
        let first = try #require(output.range(of: "Every 2 s; poll 1 at "), "\(output)")
        // The second frame starts by going back up over every line of the first, and clearing below.
        let firstFrame = output[first.lowerBound...].prefix { $0 != "\u{1B}" }
        let lines = firstFrame.filter { $0 == "\r\n" }.count
        #expect(output.contains("\u{1B}[\(lines)A\r\u{1B}[J"), "\(output)")
        let second = try #require(output.range(of: "poll 2 at "))
        #expect(output[second.upperBound...].contains("ready_for_collection"))
        #expect(output.contains("; last change "))
        for line in output.split(separator: "\r\n") {
            #expect(line.split(separator: "\u{1B}").allSatisfy { $0.count <= 80 + 8 }, "\(line)")
        }
    }

    /// The dashboard's numbers have sparklines of their polls; in accessible mode their last values in
    /// words, and no sparkline.
    @Test(arguments: Display.allCases)
    func theDashboardsNumbersHaveSparklinesOrSayTheirLastValues(_ display: Display) async throws {
        let screen = try await onTerminal(
            waitingFor: "poll 3 at ", "repairminder", ["--mock", "-q", "dashboard", "stats", "--watch", "--interval", "2s"],
            display: display, locale: ["LANG": "C.UTF-8", "LC_ALL": "", "LC_CTYPE": ""])
        #expect(screen.status == 130, "\(screen.output)")
        guard display == .redrawn else {
            #expect(screen.output.contains("orders.created            62       last: 60, 61, 62\r\n"), "\(screen.output)")
            #expect(screen.output.contains("orders.completed          53       last: 52, 52, 53\r\n"), "\(screen.output)")
            #expect(!screen.output.contains { "▁▂▃▄▅▆▇█".contains($0) }, "\(screen.output)")
            return
        }
        let frame = screen.output.components(separatedBy: "\u{1B}[J").last ?? ""
        // The mock's orders created go 60, 61, 62; completed stay 52 until poll 3 (docs/mock-data).
        // The sparklines start a column after the widest value, revenue.total's 8700.50 (money reads
        // with its currency's minor digits).
        #expect(frame.contains("orders.created            62       ▁▅█\r\n"), "\(screen.output)")
        #expect(frame.contains("orders.completed          53       ▁▁█\r\n"), "\(screen.output)")
        #expect(frame.contains("revenue.currency          GBP\r\n"), "\(screen.output)")
    }

    /// A list's changes stream as EVENT rows of one table; in accessible mode as lines, with the status
    /// in sentences (so without `-q`, which would silence them), no line rewritten.
    @Test(arguments: Display.allCases)
    func aListsChangesStreamAsEventRowsOrAsLinesAndSentences(_ display: Display) async throws {
        let quiet = display == .redrawn ? ["-q"] : []
        let screen = try await onTerminal(
            waitingFor: "removed", "repairminder",
            ["--mock"] + quiet + ["orders", "list", "--watch", "--interval", "2s", "--limit", "3"], display: display)
        #expect(screen.status == 130, "\(screen.output)")
        guard display == .redrawn else {
            #expect(!screen.output.contains("\u{1B}["), "\(screen.output.debugDescription)")
            #expect(screen.output.contains("repairminder: Every 2 s; poll 2 at "), "\(screen.output)")
            #expect(screen.output.contains("\r\nremoved  ord_8d2f63"), "\(screen.output)")
            return
        }
        let lines = screen.output.components(separatedBy: "\r\n")
        // One table: the first view under the header (its EVENT cells empty), then the changes.
        let header = try #require(lines.firstIndex { $0.hasPrefix("EVENT  ") }, "\(screen.output)")
        #expect(lines[header].contains("ID") && lines[header].contains("STATUS"))
        #expect(lines[header + 1].hasPrefix("         ord_8d2f41"), "\(screen.output)")
        let added = try #require(lines.firstIndex { $0.hasPrefix("added ") }, "\(screen.output)")
        #expect(lines[added].hasPrefix("added    ord_w00001"), "\(screen.output)")
        #expect(lines[added + 1].hasPrefix("changed  ord_8d2f41"))
        #expect(lines[added + 1].contains("ready_for_collection"))
        #expect(lines[added + 2].hasPrefix("removed  ord_8d2f63"))
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(screen.output)")
    }

    /// Item 1 of issue 55: the first changes came 10 s later under a second header, its ID column 18 wide
    /// against 10 above. One header; each change's values start in the header's columns; and the status
    /// below the rows shows the view is alive from the first poll.
    @Test func eventRowsKeepEverySharedColumnWhereTheTableAboveHasItAtEightyColumns() async throws {
        let screen = try await onTerminal(
            waitingFor: "removed", "repairminder", ["--mock", "orders", "list", "--status", "in_repair", "--watch", "--interval", "2s"])
        #expect(screen.status == 130, "\(screen.output)")
        let lines = screen.output.components(separatedBy: "\r\n").map(Self.withoutStatus)
        let headers = lines.filter { $0.contains("REFERENCE") }
        try #require(headers.count == 1, "one header: \(screen.output)")
        let header = headers[0]
        let removed = try #require(lines.first { $0.hasPrefix("removed") }, "\(screen.output)")
        for name in ["ID", "REFERENCE", "STATUS", "CLIENT"] {
            let column = try #require(header.range(of: name)).lowerBound.utf16Offset(in: header)
            // The value starts in its header's column: a character there, a space before it.
            let starts = column > 0 && removed.count > column && removed.dropFirst(column).first != " "
                && removed.dropFirst(column - 1).first == " "
            #expect(starts, "\(name) at \(column): \(removed)")
        }
        let status = try #require(screen.output.range(of: "Every 2 s; poll 1 at "), "\(screen.output)")
        #expect(status.lowerBound < screen.output.range(of: "removed")!.lowerBound)
    }

    /// Item 2 of issue 55: `health` does not change under `--mock`, and its status said `(poll 1)` for ever.
    @Test func theStatusCarriesThePollNumberAndTimeAtEveryPollAtEightyColumns() async throws {
        let screen = try await onTerminal(
            waitingFor: "poll 3 at ", "tracewise", ["--mock", "-q", "health", "--watch", "--interval", "2s"])
        #expect(screen.status == 130, "\(screen.output)")
        let frame = screen.output.components(separatedBy: "\u{1B}[J").last ?? ""
        #expect(frame.hasPrefix("Every 2 s; poll 3 at "), "\(screen.output)")
        #expect(frame.contains("; last change "), "\(screen.output)")
    }

    /// Item 3 of issue 55: after Ctrl-C the terminal's `^C` stood where the shell's prompt then began.
    @Test(arguments: [
        ["--mock", "-q", "health", "--watch", "--interval", "2s"], ["--mock", "health", "--watch", "--interval", "2s"],
    ])
    func ctrlCInAWatchLeavesTheCursorOnANewLine(_ arguments: [String]) async throws {
        // Ctrl-C once the card is out (its last line, the version).
        let screen = try await onTerminal(waitingFor: "1.8.2-mock", "tracewise", arguments)
        #expect(screen.status == 130, "\(screen.output)")
        let before = try #require(screen.beforeInterrupt)
        let after = screen.output.dropFirst(before.count)
        #expect(after.hasSuffix("\r\n"), "what followed Ctrl-C: \(after.debugDescription)")
    }

    /// A line as seen once the status line, rewritten in place on stderr, is taken out.
    static func withoutStatus(_ line: String) -> String {
        line.components(separatedBy: "\r\u{1B}[K").first { !$0.hasPrefix("Every ") && !$0.isEmpty } ?? ""
    }
}
