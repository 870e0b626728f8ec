import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// A watched record's numbers with a sparkline of their last polls beside them, on a terminal only
/// (docs/output.md, "Pictures" and "Live views"): run whole from argv against a fake RepairMinder whose
/// dashboard figures change over three polls, with an injected clock and poll schedule (no real waits).
@Suite(.verifiesStubs)
struct LiveViewSparklineTests {
    typealias F = RepairminderFakes

    static func stats(created: Int, completed: Int) -> MockResponse {
        F.ok(.object([
            "period": .string("this_month"), "scope": .string("user"),
            "orders": .object(["created": .integer(created), "completed": .integer(completed)]),
            "revenue": .object(["currency": .string("GBP")]),
        ]))
    }

    /// Three polls: created rises 10, 12, 15; completed stays at 5, then falls to 4.
    static func transport() -> MockTransport {
        let transport = MockTransport()
        transport.onSequence(.get, "/api/dashboard/stats", [
            stats(created: 10, completed: 5), stats(created: 12, completed: 5), stats(created: 15, completed: 4),
        ])
        return transport
    }

    func run(
        _ line: String, terminal: Bool, columns: Int? = 80, lang: String = "en_GB.UTF-8"
    ) async -> ToolHarness.Result {
        let variables = ["REPAIRMINDER_TOKEN": "tok-sparklines", "NO_COLOR": "1", "LANG": lang]
        var harness = F.harness(Self.transport(), variables: variables, terminal: terminal)
        harness.columns = terminal ? columns : nil
        let schedule = PollSchedule(interruptAfter: 3)
        return await harness.run(line) { schedule.adjust(&$0) }
    }

    /// The frame on screen at the end: what follows the last move back up and clear.
    static func lastFrame(_ output: String) -> [String] {
        let frame = output.components(separatedBy: "\u{1B}[J").last ?? output
        return frame.components(separatedBy: "\n")
    }

    @Test func eachNumberOfAWatchedCardHasASparklineOfItsPollsRedrawnWithIt() async throws {
        let result = await run("dashboard stats --watch --interval 2s", terminal: true)
        #expect(result.exitCode == .interrupted, "\(result.stderr)")
        let frame = Self.lastFrame(result.stdout)
        #expect(frame.contains("orders.created    15  ▁▄█"), "\(result.stdout)")
        #expect(frame.contains("orders.completed  4   ██▁"), "\(result.stdout)")
        // Text has no sparkline; nor has a number's first frame more than its one poll.
        #expect(frame.contains("revenue.currency  GBP"))
        #expect(result.stdout.contains("orders.created    10  ▁\n"), "\(result.stdout)")
        #expect(result.stdout.contains("orders.created    12  ▁█\n"), "\(result.stdout)")
        #expect(frame.allSatisfy { DisplayWidth.of($0) <= 80 })
    }

    @Test func underLangCTheSparklineIsASCII() async throws {
        let result = await run("dashboard stats --watch --interval 2s", terminal: true, lang: "C")
        #expect(result.exitCode == .interrupted, "\(result.stderr)")
        let frame = Self.lastFrame(result.stdout)
        #expect(frame.contains("orders.created    15  _-#"), "\(result.stdout)")
        #expect(frame.contains("orders.completed  4   ##_"), "\(result.stdout)")
        #expect(result.stdout.allSatisfy { $0.isASCII }, "\(result.stdout)")
    }

    @Test func onANarrowTerminalTheSparklineGoesBeforeAValueIsCut() async throws {
        // 18 columns of names, 2 of value, 2 of gap: 3 left, fewer than a sparkline needs.
        let result = await run("dashboard stats --watch --interval 2s", terminal: true, columns: 25)
        #expect(result.exitCode == .interrupted, "\(result.stderr)")
        let frame = Self.lastFrame(result.stdout)
        #expect(frame.contains("orders.created    15"), "\(result.stdout)")
        #expect(frame.contains("orders.completed  4"), "\(result.stdout)")
        // At 26 the four columns left show the last four polls (here all three).
        let wider = await run("dashboard stats --watch --interval 2s", terminal: true, columns: 26)
        #expect(Self.lastFrame(wider.stdout).contains("orders.created    15  ▁▄█"), "\(wider.stdout)")
    }

    @Test func pipedTheWatchIsTheSameNDJSONEventsAsWithoutSparklines() async throws {
        let result = await run("dashboard stats --watch --interval 2s", terminal: false)
        #expect(result.exitCode == .interrupted, "\(result.stderr)")
        let event = { (type: String, created: Int, completed: Int) in
            #"{"type":"\#(type)","object":{"period":"this_month","scope":"user","orders":{"created":\#(created),"#
                + #""completed":\#(completed)},"revenue":{"currency":"GBP"}}}"#
        }
        #expect(result.stdout == [event("ADDED", 10, 5), event("MODIFIED", 12, 5), event("MODIFIED", 15, 4)]
            .map { $0 + "\n" }.joined())
    }

    @Test func pipedAsATableTheCardHasNoSparklines() async throws {
        let result = await run("dashboard stats --watch --interval 2s -o table", terminal: false)
        #expect(result.exitCode == .interrupted, "\(result.stderr)")
        #expect(result.stdout.contains("orders.created    15\n"), "\(result.stdout)")
        #expect(result.stdout.contains("orders.completed  4\n"), "\(result.stdout)")
        #expect(result.stdout.allSatisfy { $0.isASCII }, "\(result.stdout)")
    }
}
