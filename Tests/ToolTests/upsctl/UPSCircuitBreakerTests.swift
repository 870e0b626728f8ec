import FoundationEssentials
import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport
@testable import upsctl

/// The address batch's circuit breaker (issue 38 item 6): a service that cannot answer stops the batch
/// within a few requests, with every started row written, exit 75 and how to resume.
@Suite(.verifiesStubs)
struct UPSCircuitBreakerTests {
    typealias U = UPSValidate
    static let rows = 40

    /// 40 rows, each a different address (no answer is shared).
    static let csv = "id,address1,city,state,zip\n"
        + (1...rows).map { "R-\($0),\($0) Main St,New York,NY,10001\n" }.joined()

    func run(_ options: String, _ transport: MockTransport, files: InMemoryFileSystem) async -> ToolHarness.Result {
        await U.run("validate --input /work/in.csv --output-file /work/out.ndjson " + options, transport, fileSystem: files)
    }

    func records(_ files: InMemoryFileSystem) throws -> [JSONValue] {
        try files.readText(at: "/work/out.ndjson").split(separator: "\n").map { try JSONParser.parse(String($0)) }
    }

    /// Issue 38 item 6: 503 every time took 294 s for 40 rows (160 requests). Now the batch stops once 5
    /// requests in a row failed after their retries: the rows in flight finish, and no other starts.
    @Test func circuitBreakerStopsABatchAgainstAServiceThatIsDown() async throws {
        let files = InMemoryFileSystem(files: ["/work/in.csv": Self.csv])
        let transport = U.transport(xav: [.json(U.envelope([("9590001", "Service unavailable")]), status: 503)])
        let result = await run("--retries 1 --concurrency 2", transport, files: files)
        #expect(result.exitCode == .temporaryFailure, "\(result.stderr)")
        let requests = U.xavRequests(transport).count
        // 5 failures in a row, and at most the 2 in flight beside them; 2 attempts each.
        #expect(requests >= 10 && requests <= 14, "\(requests) requests")
        let written = try records(files)
        #expect(written.count == requests / 2, "every started row is written")
        #expect(written.allSatisfy { $0.value(at: "error.code") == .string("HTTP_503") })
        #expect(written.map { $0["line"]?.intValue } == (0..<written.count).map { $0 + 2 }, "in input order")
        #expect(result.stderr.contains(
            "upsctl: error: stopped starting requests: the service failed 5 requests in a row, after their retries; the last: "),
            "\(result.stderr)")
        #expect(result.stderr.contains("\(written.count) records written, every row that was started included. "
            + "Once the service answers again, run the same command with --resume"), "\(result.stderr)")
        #expect(result.stderr.contains("; stopped: the rest of the input was not read"))
    }

    /// The breaker counts every 5xx, a timeout and a lost connection (docs/upsctl.md), and a 408, which retry
    /// and `--resume` call temporary too: each stops the batch as a 503 does. A 501 (the service will not
    /// do it, whenever asked) stops it as well, but its records keep the service's own code, which no
    /// `--resume` sends again; a 4xx is the row's own answer and stops nothing.
    @Test(arguments: [(408, true, "HTTP_408", true), (501, true, "9590001", false), (422, false, "9590001", false)])
    func theBreakerCountsAFailingService(status: Int, stops: Bool, code: String, resent: Bool) async throws {
        let files = InMemoryFileSystem(files: ["/work/in.csv": Self.csv])
        let transport = U.transport(xav: [.json(U.envelope([("9590001", "Not now")]), status: status)])
        let result = await run("--retries 0 --concurrency 1", transport, files: files)
        #expect(result.exitCode == (stops ? .temporaryFailure : .failure), "\(result.stderr)")
        #expect(U.xavRequests(transport).count == (stops ? 5 : Self.rows), "one attempt a row")
        let codes = Set(try records(files).compactMap { $0.value(at: "error.code")?.stringValue })
        #expect(codes == [code])
        #expect(codes.allSatisfy { ErrorRecord.mayPass(code: $0) == resent }, "--resume sends them again")
    }

    /// `429 Retry-After: 999999` failed every row with "wait 11 days". Now the first such answer stops
    /// the batch: only the requests already in flight are made.
    @Test func circuitBreakerStopsAtAWaitLongerThanTheToolSleeps() async throws {
        let files = InMemoryFileSystem(files: ["/work/in.csv": Self.csv])
        let transport = U.transport(xav: [.json(
            U.envelope([("10429", "Too Many Requests")]), status: 429, headers: ["Retry-After": "999999"])])
        let result = await run("--concurrency 2", transport, files: files)
        #expect(result.exitCode == .temporaryFailure, "\(result.stderr)")
        #expect(U.xavRequests(transport).count <= 2)
        #expect(result.stderr.contains("upsctl: error: stopped starting requests: "), "\(result.stderr)")
        #expect(result.stderr.contains("asked to wait 11 days before retrying (Retry-After)"), "\(result.stderr)")
        #expect(try records(files).allSatisfy { $0.value(at: "error.code") == .string("TRY_LATER") })
    }

    /// Timeouts and lost connections count as 5xx answers do; their records carry 75 and 69, which
    /// `--resume` sends again.
    @Test(arguments: [(TransportError.Kind.timedOut, "TRY_LATER"), (.connectionLost, "UNAVAILABLE")])
    func circuitBreakerCountsTimeoutsAndLostConnections(_ kind: TransportError.Kind, _ code: String) async throws {
        let files = InMemoryFileSystem(files: ["/work/in.csv": Self.csv])
        let transport = U.transport(xav: [.failure(TransportError(kind, host: "onlinetools.ups.com"))])
        let result = await run("--retries 0 --concurrency 1", transport, files: files)
        #expect(result.exitCode == .temporaryFailure, "\(result.stderr)")
        #expect(U.xavRequests(transport).count == 5)
        let written = try records(files)
        #expect(written.count == 5)
        #expect(written.allSatisfy { $0.value(at: "error.code") == .string(code) })
    }

    /// A failure now and then is that row's record: answers between failures start the count again.
    @Test func circuitBreakerIgnoresFailuresThatAreNotInARow() async throws {
        let files = InMemoryFileSystem(files: ["/work/in.csv": Self.csv])
        let failing = MockResponse.status(503)
        let transport = U.transport(xav: (0..<Self.rows).map { $0 % 3 == 0 ? failing : .json(U.valid) })
        let result = await run("--retries 0 --concurrency 1", transport, files: files)
        #expect(result.exitCode == .failure, "\(result.stderr)")
        #expect(try records(files).count == Self.rows)
    }
}
