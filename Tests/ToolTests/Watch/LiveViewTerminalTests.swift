import Foundation
import Testing

/// Live views on a real pseudo-terminal 80 columns wide (Tests/Support/pty_run.py), under `--mock`, whose
/// data changes from poll to poll: a record redrawn in place, a list's changes streamed as EVENT rows,
/// and Ctrl-C ending either with 130 and the last frame left whole. The polls are 2 s apart (the
/// shortest interval); the test waits for what it needs to see, never on a time it asserts.
@Suite struct LiveViewTerminalTests {
    /// Runs `tool` on an 80-column terminal and types Ctrl-C once `text` shows (a frame is written whole
    /// before the view takes the signal: the tests check the frame `text` begins).
    func onTerminal(
        waitingFor text: String, _ tool: String, _ arguments: [String], locale: [String: String] = [:]
    ) async throws -> PseudoTerminal.Screen {
        let terminal = PseudoTerminal(
            columns: 80, steps: [.waitFor(text), .interrupt], environment: ["COLUMNS": ""].merging(locale) { $1 })
        return try await terminal.run(tool, arguments)
    }

    @Test func aRecordIsRedrawnInPlaceWithTheTimeOfItsLastChange() async throws {
        let screen = try await onTerminal(
            waitingFor: "(poll 2)", "repairminder", ["--mock", "-q", "orders", "get", "ord_8d2f41", "--watch", "--interval", "2s"])
        #expect(screen.status == 130, "\(screen.output)")
        let output = screen.output
        let first = try #require(output.range(of: "(poll 1)\r\n"), "\(output)")
        // The second frame starts by going back up over every line of the first, and clearing below.
        let firstFrame = output[first.lowerBound...].prefix { $0 != "\u{1B}" }
        let lines = firstFrame.filter { $0 == "\r\n" }.count
        #expect(output.contains("\u{1B}[\(lines)A\r\u{1B}[J"), "\(output)")
        let second = try #require(output.range(of: "(poll 2)"))
        #expect(output[second.upperBound...].contains("ready_for_collection"))
        #expect(output.contains("; last change "))
        for line in output.split(separator: "\r\n") {
            #expect(line.split(separator: "\u{1B}").allSatisfy { $0.count <= 80 + 8 }, "\(line)")
        }
    }

    @Test func theDashboardsNumbersHaveSparklinesOfTheirPollsAtEightyColumns() async throws {
        let screen = try await onTerminal(
            waitingFor: "(poll 3)", "repairminder", ["--mock", "-q", "dashboard", "stats", "--watch", "--interval", "2s"],
            locale: ["LANG": "C.UTF-8", "LC_ALL": "", "LC_CTYPE": ""])
        #expect(screen.status == 130, "\(screen.output)")
        let frame = screen.output.components(separatedBy: "\u{1B}[J").last ?? ""
        // The mock's orders created go 60, 61, 62; completed stay 52 until poll 3 (docs/mock-data).
        // The sparklines start a column after the widest value, revenue.total's 8700.50 (money reads
        // with its currency's minor digits).
        #expect(frame.contains("orders.created            62       ▁▅█\r\n"), "\(screen.output)")
        #expect(frame.contains("orders.completed          53       ▁▁█\r\n"), "\(screen.output)")
        #expect(frame.contains("revenue.currency          GBP\r\n"), "\(screen.output)")
    }

    @Test func aListsChangesStreamAsEventRowsAtEightyColumns() async throws {
        let screen = try await onTerminal(
            waitingFor: "removed", "repairminder", ["--mock", "-q", "orders", "list", "--watch", "--interval", "2s", "--limit", "3"])
        #expect(screen.status == 130, "\(screen.output)")
        let lines = screen.output.components(separatedBy: "\r\n")
        let header = try #require(lines.firstIndex { $0.hasPrefix("EVENT  ") }, "\(screen.output)")
        #expect(lines[header].contains("ID") && lines[header].contains("STATUS"))
        #expect(lines[header + 1].hasPrefix("added    ord_w00001"), "\(screen.output)")
        #expect(lines[header + 2].hasPrefix("changed  ord_8d2f41"))
        #expect(lines[header + 2].contains("ready_for_collection"))
        #expect(lines[header + 3].hasPrefix("removed  ord_8d2f63"))
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(screen.output)")
    }
}
