import Foundation
import Testing
@testable import Shared
import ToolkitTestSupport

/// Under `--mock` the watched data changes from poll to poll as docs/mock-data says, the same in every
/// run, so `--watch` and `--until` can be tried with no service.
@Suite struct LiveViewMockTests {
    func run(_ tool: String, _ line: String, _ schedule: PollSchedule) async -> ToolHarness.Result {
        await ToolHarness(tool: AllTools.definition(tool)).run("--mock -q " + line) { schedule.adjust(&$0) }
    }

    @Test func theDocumentedOrderReachesReadyForCollectionAtTheSecondPoll() async throws {
        let schedule = PollSchedule()
        let result = await run("repairminder", "orders get ord_8d2f41 --until status=ready_for_collection", schedule)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout.contains(#""status":"ready_for_collection""#))
        #expect(schedule.sleeps == [10])
    }

    @Test func theOrderListChangesTheSameWayInEveryRun() async throws {
        let line = "orders list --watch --limit 3"
        let first = await run("repairminder", line, PollSchedule(interruptAfter: 3))
        let second = await run("repairminder", line, PollSchedule(interruptAfter: 3))
        #expect(first.exitCode == .interrupted, "\(first.stderr)")
        #expect(first.stdout == second.stdout)
        let types = first.stdout.split(separator: "\n").map { line -> String in
            let id = line.range(of: #""id":""#).map { line[$0.upperBound...].prefix(10) } ?? ""
            return String(line.dropFirst(9).prefix { $0 != "\"" }) + " " + id
        }
        #expect(types == [
            "ADDED ord_8d2f41", "ADDED ord_8d2f57", "ADDED ord_8d2f63",
            "ADDED ord_w00001", "MODIFIED ord_8d2f41", "DELETED ord_8d2f63",
            "ADDED ord_w00002", "MODIFIED ord_8d2f41", "DELETED ord_8d2f57",
        ])
    }

    @Test func theDashboardStatsCountTheNewOrdersAndTheCollectedOneAtEachPoll() async throws {
        let result = await run("repairminder", "dashboard stats --watch", PollSchedule(interruptAfter: 3))
        #expect(result.exitCode == .interrupted, "\(result.stderr)")
        let figures = result.stdout.split(separator: "\n").map { line in
            ["created", "completed", "open", "received", "repaired"].map { name in
                line.range(of: "\"\(name)\":").map { String(line[$0.upperBound...].prefix { $0.isNumber }) } ?? "-"
            }.joined(separator: " ")
        }
        #expect(figures == ["60 52 19 75 60", "61 52 20 76 60", "62 53 20 77 61"], "\(result.stdout)")
    }

    @Test func aNewEventArrivesAtEachPoll() async throws {
        let result = await run("tracewise", "events list 09506000134352:SN123 --all --watch", PollSchedule(interruptAfter: 2))
        #expect(result.exitCode == .interrupted, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 14 + 1)
        #expect(lines.last?.hasPrefix(#"{"type":"ADDED","object":{"id":"evt_w0001""#) == true, "\(lines.last ?? "")")
    }

    @Test func healthUntilOkIsMetAtOnce() async throws {
        let schedule = PollSchedule()
        let result = await run("tracewise", "health --until status=ok --within 5m", schedule)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(schedule.sleeps.isEmpty)
    }
}
