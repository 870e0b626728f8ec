import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// `--watch`, `--interval`, `--until` and `--within` run whole, from argv, against a fake RepairMinder
/// whose answers change between polls, with an injected clock and poll schedule (no real waits).
@Suite(.verifiesStubs)
struct LiveViewTests {
    typealias F = RepairminderFakes

    static func order(_ id: String, _ status: String) -> JSONValue {
        .object(["id": .string(id), "reference": .string("RM-\(id)"), "status": .string(status)])
    }

    static func list(_ orders: JSONValue...) -> MockResponse {
        F.ok(.object(["items": .array(orders), "pagination": .object(["has_more": .bool(false)])]))
    }

    func run(_ line: String, _ transport: MockTransport, _ schedule: PollSchedule, terminal: Bool = false) async -> ToolHarness.Result {
        var harness = F.harness(transport, variables: ["REPAIRMINDER_TOKEN": "tok-live-views", "NO_COLOR": "1"], terminal: terminal)
        harness.columns = terminal ? 80 : nil
        return await harness.run(line) { schedule.adjust(&$0) }
    }

    @Test func aListsChangesAreWatchEventsAddedModifiedDeletedAndCtrlCIs130() async throws {
        let transport = MockTransport()
        transport.onSequence(.get, "/api/orders", [
            Self.list(Self.order("ord_1", "in_repair"), Self.order("ord_2", "booked_in")),
            Self.list(Self.order("ord_1", "ready_for_collection"), Self.order("ord_3", "booked_in")),
        ])
        let schedule = PollSchedule(interruptAfter: 2)
        let result = await run("orders list --watch", transport, schedule)
        #expect(result.exitCode == .interrupted, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines == [
            #"{"type":"ADDED","object":{"id":"ord_1","reference":"RM-ord_1","status":"in_repair"}}"#,
            #"{"type":"ADDED","object":{"id":"ord_2","reference":"RM-ord_2","status":"booked_in"}}"#,
            #"{"type":"MODIFIED","object":{"id":"ord_1","reference":"RM-ord_1","status":"ready_for_collection"}}"#,
            #"{"type":"ADDED","object":{"id":"ord_3","reference":"RM-ord_3","status":"booked_in"}}"#,
            #"{"type":"DELETED","object":{"id":"ord_2","reference":"RM-ord_2","status":"booked_in"}}"#,
        ])
        #expect(schedule.sleeps == [10, 10])
        // A poll asks what the command asks, with its page and filters.
        #expect(transport.requests.allSatisfy { $0.url.absoluteString.hasSuffix("/api/orders?page=1&limit=20") })
        #expect(result.stderr.isEmpty, "Ctrl-C ends a watch quietly: \(result.stderr)")
    }

    @Test func onATerminalChangesStreamAsRowsBehindAnEventColumnAtEightyColumns() async throws {
        let transport = MockTransport()
        transport.onSequence(.get, "/api/orders", [
            Self.list(Self.order("ord_1", "in_repair"), Self.order("ord_2", "booked_in")),
            Self.list(Self.order("ord_1", "ready_for_collection")),
        ])
        let result = await run("orders list --watch --interval 5s", transport, PollSchedule(interruptAfter: 2), terminal: true)
        #expect(result.exitCode == .interrupted)
        // One table (issue 55, item 1): the header with EVENT first, the first view with its EVENT cells
        // empty, then the changes in the same columns; no second header.
        let lines = result.stdout.split(separator: "\n").map { String($0).trimmingCharacters(in: .whitespaces) }
        #expect(lines.first?.hasPrefix("EVENT") == true, "\(result.stdout)")
        #expect(lines.filter { $0.hasPrefix("EVENT") }.count == 1, "\(result.stdout)")
        #expect(lines[0].contains("ID") && lines[0].contains("STATUS"))
        #expect(lines[1].hasPrefix("ord_1") && lines[2].hasPrefix("ord_2"), "\(result.stdout)")
        #expect(lines[3].hasPrefix("changed  ord_1"), "\(result.stdout)")
        // The widths are fixed from the first view and the declarations; a status is a known set, so its
        // column is as wide as the longest documented one and a later status is shown whole.
        #expect(lines[3].contains("ready_for_collection"), "\(result.stdout)")
        #expect(lines[4].hasPrefix("removed  ord_2"))
        #expect(result.stdout.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= 80 })
    }

    @Test func aConditionalPollSendsTheETagAndA304ReusesTheLastAnswer() async throws {
        let transport = MockTransport()
        transport.onSequence(.get, "/api/orders/ord_1", [
            .json(.object(["success": .bool(true), "data": Self.order("ord_1", "in_repair")]), headers: ["ETag": "\"v1\""]),
            .status(304, headers: ["ETag": "\"v1\""]),
        ])
        let result = await run("orders get ord_1 --watch", transport, PollSchedule(interruptAfter: 2))
        #expect(result.exitCode == .interrupted, "\(result.stderr)")
        #expect(result.stdout == #"{"type":"ADDED","object":{"id":"ord_1","reference":"RM-ord_1","status":"in_repair"}}"# + "\n")
        let requests = transport.requests
        #expect(requests.count == 2)
        #expect(requests.first?.headers["If-None-Match"] == nil)
        #expect(requests.dropFirst().allSatisfy { $0.headers["If-None-Match"] == "\"v1\"" })
    }

    @Test func a429WhileWatchingIsAWarningAndTheNextPollWaitsItsRetryAfter() async throws {
        let transport = MockTransport()
        transport.onSequence(.get, "/api/orders/ord_1", [
            F.ok(Self.order("ord_1", "in_repair")),
            F.failed("Too many requests", status: 429, headers: ["Retry-After": "30"]),
            F.ok(Self.order("ord_1", "ready_for_collection")),
        ])
        let schedule = PollSchedule(interruptAfter: 3)
        let result = await run("--retries 0 orders get ord_1 --watch", transport, schedule)
        #expect(result.exitCode == .interrupted, "\(result.stderr)")
        #expect(schedule.sleeps == [10, 30, 10])
        #expect(result.stderr.contains("repairminder: warning: "), "\(result.stderr)")
        // One way of writing a wait on one line: the error's and the poll's.
        #expect(result.stderr.contains("try again in 30 s"), "\(result.stderr)")
        #expect(result.stderr.contains("polling again in 30 s"), "\(result.stderr)")
        #expect(result.stdout.contains(#""type":"MODIFIED""#))
    }

    @Test(arguments: [
        (F.failed("Too many requests", status: 429, headers: ["Retry-After": "120"]), ExitCode.temporaryFailure),
        (F.failed("Token expired", status: 401), ExitCode.notPermitted),
    ])
    func aWaitOverAMinuteEndsWith75AndNotSignedInWith77(failure: MockResponse, code: ExitCode) async throws {
        let transport = MockTransport()
        transport.onSequence(.get, "/api/orders", [Self.list(Self.order("ord_1", "in_repair")), failure])
        let schedule = PollSchedule()
        let result = await run("--retries 0 orders list --watch", transport, schedule)
        #expect(result.exitCode == code, "\(result.stderr)")
        #expect(schedule.sleeps == [10])
    }

    @Test func untilPollsUntilTheFieldMatchesThenPrintsTheRecordOnce() async throws {
        let transport = MockTransport()
        transport.onSequence(.get, "/api/orders/ord_1", [
            F.ok(Self.order("ord_1", "in_repair")), F.ok(Self.order("ord_1", "in_repair")),
            F.ok(Self.order("ord_1", "ready_for_collection")),
        ])
        let schedule = PollSchedule()
        let result = await run("orders get ord_1 --until status=ready_for_collection --interval 3s", transport, schedule)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout == #"{"id":"ord_1","reference":"RM-ord_1","status":"ready_for_collection"}"# + "\n")
        #expect(schedule.sleeps == [3, 3])
    }

    @Test func untilPastWithinIs75WithTheLastValuesOnStderr() async throws {
        let transport = MockTransport()
        transport.on(.get, "/api/orders/ord_1", respond: F.ok(Self.order("ord_1", "in_repair")))
        let schedule = PollSchedule()
        let result = await run(
            "orders get ord_1 --until status=ready_for_collection,reference=RM-ord_1 --within 25s", transport, schedule)
        #expect(result.exitCode == .temporaryFailure)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("status=ready_for_collection,reference=RM-ord_1 was not met within 25 s"), "\(result.stderr)")
        #expect(result.stderr.contains("Last values: status=in_repair, reference=RM-ord_1"), "\(result.stderr)")
        // Polls at 0, 10 and 20 s, then a wait to 25 s, the deadline, where no poll starts: the wait never
        // runs past --within.
        #expect(schedule.sleeps == [10, 10, 5])
        #expect(transport.requests.count == 3)
    }

    @Test(arguments: [
        ("orders list --watch -o json", "-o json cannot be used with --watch"),
        ("orders list --watch -o csv", "-o csv cannot be used with --watch"),
        ("orders list --watch --interval 1s", "--interval must be a duration of 2s or more"),
        ("orders get ord_1 --within 5m", "--within"),
        ("orders get ord_1 --until status", "has no '='"),
        ("orders get - --until status=x", "cannot read ids from standard input"),
    ])
    func refusalsAreUsageErrorsBeforeAnyRequest(line: String, message: String) async throws {
        let transport = MockTransport()
        let result = await run(line, transport, PollSchedule())
        #expect(result.exitCode == .usage, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(transport.requests.isEmpty)
    }
}
