import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// `ResourceRunner` runs every mode of a command from its declaration alone (`ShelfTool` declares two
/// resources and writes no mode): once, `-` lines, `--watch`, `--until`, one page and `--all`, and the
/// completion feed; every request carries its kind to the reader of answers.
@Suite(.verifiesStubs, .serialized)
struct ResourceRunnerTests {
    typealias S = ShelfTool

    func run(_ line: String, _ transport: MockTransport, stdin: String = "", schedule: PollSchedule? = nil) async -> ToolHarness.Result {
        let harness = ToolHarness(tool: S.definition, transport: transport)
        return await harness.run(line, stdin: stdin) { schedule?.adjust(&$0) }
    }

    @Test func oneRecordOnceIsItsAnswer() async throws {
        let transport = MockTransport()
        transport.on(.get, "/api/books/b%2F1", respond: .json(S.book("b/1", "Dune")))
        let result = await run("books get b/1 -o json", transport)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout == #"{"id":"b/1","title":"Dune"}"# + "\n")
        #expect(transport.requests.map(\.recordKind) == ["book"])
    }

    @Test func anIdentifierThatIsNoPathSegmentIsRefusedBeforeAnythingIsSent() async {
        let transport = MockTransport()
        let result = await run("books get .. -o json", transport)
        #expect(result.exitCode == .usage)
        #expect(result.stderr.contains("ID must not be '..'"), "\(result.stderr)")
        #expect(transport.requests.isEmpty)
    }

    @Test func dashLinesGiveARecordEachAndAnErrorRecordForALineThatFails() async throws {
        let transport = MockTransport()
        transport.on(.get, "/api/books/b1", respond: .json(S.book("b1", "Dune")))
        transport.on(.get, "/api/books/nope", respond: .json(.object(["message": .string("no such book")]), status: 404))
        let result = await run("books get - -o ndjson --fields id,title,notes.any,error.code", transport, stdin: "b1\n\nnope\n")
        #expect(result.exitCode == .failure, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(result.stdout)")
        #expect(lines.first == #"{"id":"b1","title":"Dune","notes":{"any":null},"error":{"code":null}}"#)
        #expect(lines.last?.contains(#""error":{"code":"#) == true)
        #expect(transport.requests.allSatisfy { $0.recordKind == "book" })
    }

    /// `--fields` with `-` takes what the shape declares (and inside an object declared open, anything);
    /// nothing else, before the first line is read.
    @Test func fieldsWithDashLinesAreTheDeclaredOnes() async {
        let result = await run("books get - -o ndjson --fields titel", MockTransport(), stdin: "b1\n")
        #expect(result.exitCode == .usage)
        #expect(result.stderr.contains("unknown field 'titel'") && result.stderr.contains("Did you mean 'title'?"), "\(result.stderr)")
    }

    @Test func aRecordsWatchIsAddedThenModifiedAndCtrlCIs130() async {
        let transport = MockTransport()
        transport.onSequence(.get, "/api/books/b1", [.json(S.book("b1", "Dune")), .json(S.book("b1", "Dune Messiah"))])
        let schedule = PollSchedule(interruptAfter: 2)
        let result = await run("books get b1 --watch -o ndjson", transport, schedule: schedule)
        #expect(result.exitCode == .interrupted, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").map(String.init) == [
            #"{"type":"ADDED","object":{"id":"b1","title":"Dune"}}"#,
            #"{"type":"MODIFIED","object":{"id":"b1","title":"Dune Messiah"}}"#,
        ])
        #expect(schedule.sleeps == [10, 10])
    }

    @Test func untilPollsTillTheFieldMatchesThenPrintsTheRecordOnce() async {
        let transport = MockTransport()
        transport.onSequence(.get, "/api/books/b1", [.json(S.book("b1", "Draft")), .json(S.book("b1", "Done"))])
        let schedule = PollSchedule()
        let result = await run("books get b1 --until title=Done --interval 3s -o json", transport, schedule: schedule)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout == #"{"id":"b1","title":"Done"}"# + "\n")
        #expect(schedule.sleeps == [3])
    }

    @Test func untilPastWithinIs75() async {
        let transport = MockTransport()
        transport.on(.get, "/api/books/b1", respond: .json(S.book("b1", "Draft")))
        let result = await run("books get b1 --until title=Done --within 4s", transport, schedule: PollSchedule())
        #expect(result.exitCode == .temporaryFailure, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func aListPrintsOnePageAndSaysHowToGoOn() async {
        let transport = MockTransport()
        transport.on(.get, "/api/books", query: ["page": "1"], respond: S.page([S.book("b1", "Dune"), S.book("b2", "Emma")], hasMore: true))
        let result = await run("books list -o ndjson", transport)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == 2)
        #expect(result.stderr.contains("--page 2"), "\(result.stderr)")
        #expect(transport.requests.map(\.pathAndQuery) == ["/api/books?page=1&limit=2"])
        #expect(transport.requests.map(\.recordKind) == ["book"])
    }

    @Test func allFollowsEveryPage() async {
        let transport = MockTransport()
        transport.on(.get, "/api/books", query: ["page": "1"], respond: S.page([S.book("b1", "Dune"), S.book("b2", "Emma")], hasMore: true))
        transport.on(.get, "/api/books", query: ["page": "2"], respond: S.page([S.book("b3", "Ulysses")], hasMore: false))
        let result = await run("books list --all --concurrency 1 -o ndjson", transport)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == 3, "\(result.stdout)")
        #expect(transport.requests.map(\.pathAndQuery) == ["/api/books?page=1&limit=100", "/api/books?page=2&limit=100"])
    }

    @Test func aListsWatchStreamsEventsFromThePollOfTheSameListing() async {
        let transport = MockTransport()
        transport.onSequence(.get, "/api/books", [
            S.page([S.book("b1", "Dune")], hasMore: false), S.page([S.book("b2", "Emma")], hasMore: false),
        ])
        let result = await run("books list --watch -o ndjson", transport, schedule: PollSchedule(interruptAfter: 2))
        #expect(result.exitCode == .interrupted, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").map(String.init) == [
            #"{"type":"ADDED","object":{"id":"b1","title":"Dune"}}"#,
            #"{"type":"ADDED","object":{"id":"b2","title":"Emma"}}"#,
            #"{"type":"DELETED","object":{"id":"b1","title":"Dune"}}"#,
        ])
        #expect(transport.requests.allSatisfy { $0.pathAndQuery == "/api/books?page=1&limit=2" && $0.recordKind == "book" })
    }

    /// The EVENT column is drawn beside the record: the record itself gains no key.
    @Test func eventRowsOnATerminalWriteNoKeyIntoTheRecord() async {
        let transport = MockTransport()
        transport.onSequence(.get, "/api/books", [
            S.page([S.book("b1", "Dune")], hasMore: false), S.page([S.book("b1", "Dune II")], hasMore: false),
        ])
        var harness = ToolHarness(tool: S.definition, terminal: true, columns: 80, transport: transport)
        harness.variables = ["NO_COLOR": "1"]
        let schedule = PollSchedule(interruptAfter: 2)
        let result = await harness.run("books list --watch --fields id,title") { schedule.adjust(&$0) }
        #expect(result.exitCode == .interrupted, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains { $0.hasPrefix("EVENT") && $0.contains("ID") && $0.contains("TITLE") }, "\(result.stdout)")
        #expect(lines.contains { $0.hasPrefix("changed") && $0.contains("b1") && $0.contains("Dune II") }, "\(result.stdout)")
        // The row holds the event beside the record, which stays as the service sent it.
        let book = S.book("b1", "Dune")
        #expect(EventRows.row(book, .changed) == .object(["event": .string("changed"), "record": book]))
    }

    /// The runner gives every resource the live view's options its declaration allows.
    @Test func theRunnerAddsTheLiveOptions() {
        let root = S.definition.rootSpec
        let list = root.descendant(at: ["books", "list"])!.options.map(\.long)
        let get = root.descendant(at: ["books", "get"])!.options.map(\.long)
        #expect(list.suffix(2) == ["watch", "interval"])
        #expect(get.suffix(4) == ["watch", "interval", "until", "within"])
        #expect(root.descendant(at: ["books", "list"])?.shows == OutputDeclaration(.list, S.shape))
    }

    /// Live completion asks for the first page of the list that teaches the kind, and the answer feeds
    /// the store through the kind its request carried.
    @Test func liveCompletionListsTheResourceThatTeachesTheKind() async {
        let transport = MockTransport()
        transport.on(.get, "/api/books", respond: S.page([S.book("b1", "Dune")], hasMore: true))
        let harness = ToolHarness(tool: S.definition, variables: ["SHELF_COMPLETE_LIVE": "1"], transport: transport)
        let result = await harness.run("__complete books get ''") { $0.deadlineTimer = { _ in try await AsyncSignal.untilCancelled() } }
        #expect(result.stdout == "b1\tDune\n:36\n", "\(result.stdout)")
        #expect(transport.requests.map(\.pathAndQuery) == ["/api/books?page=1&limit=50"])
        #expect(transport.requests.map(\.recordKind) == ["book"])
    }

    /// `--limit`'s help gives the sizes of the tool's own service (2, or 100 with `--all`), not another's.
    @Test func theLimitsHelpGivesTheServicesOwnPageSizes() async {
        let result = await run("books list --help", MockTransport())
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout.contains("Default: 2, or 100 with --all."), "\(result.stdout)")
    }
}
