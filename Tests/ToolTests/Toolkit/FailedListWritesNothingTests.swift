import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// A list or `api --paginate` that fails before its first item, and a `-` run that ends with its own exit
/// code before its first record, write nothing to stdout: no `[]`, no CSV header, so a script that
/// ignores the exit code cannot read "none" (docs/output.md, "A list that fails writes nothing"). An
/// empty list that ended well is still its whole empty document, and a `-` line's own error record is a
/// record like any other.
struct FailedListWritesNothingTests {
    typealias F = RepairminderFakes

    static let formats = ["json", "ndjson", "csv"]

    static func run(_ line: String, _ transport: MockTransport, stdin: String = "") async -> ToolHarness.Result {
        await F.harness(transport, variables: ["REPAIRMINDER_TOKEN": "t"]).run(line, stdin: stdin)
    }

    static func failing() -> MockTransport {
        let transport = MockTransport()
        transport.on(.get, "/api/orders", respond: .status(500))
        return transport
    }

    @Test("issue 50 finding 10: a list whose first request fails writes nothing to stdout", arguments: formats)
    func aListWhoseFirstRequestFailsWritesNothing(_ format: String) async {
        for line in ["orders list --retries 0", "orders list --all --retries 0", "api /api/orders --paginate --retries 0"] {
            let result = await Self.run("\(line) -o \(format)", Self.failing())
            #expect(result.exitCode == .unavailable, "\(line) -o \(format): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(line) -o \(format) wrote \(result.stdout.debugDescription)")
            #expect(result.stderr.contains("error:"), "\(result.stderr)")
        }
        let slurped = await Self.run("api /api/orders --paginate --slurp --retries 0", Self.failing())
        #expect(slurped.exitCode == .unavailable && slurped.stdout.isEmpty, "\(slurped.stdout.debugDescription)")
    }

    @Test("issue 50 finding 10: a - run that ends with its own exit code before its first record writes nothing",
          arguments: formats)
    func aDashRunEndedBeforeItsFirstRecordWritesNothing(_ format: String) async {
        let unreachable = MockTransport()
        unreachable.on(.get, "/api/orders/{id}", respond: .failure(TransportError(.connectionRefused, host: "api.repairminder.com")))
        let ended = await Self.run("orders get - --retries 0 -o \(format)", unreachable, stdin: "ord_1\nord_2\n")
        #expect(ended.exitCode == .unavailable, "\(ended.stderr)")
        #expect(ended.stdout.isEmpty, "wrote \(ended.stdout.debugDescription)")

        let refused = MockTransport()
        refused.on(.get, "/api/orders/{id}", respond: F.failed("Not signed in", status: 401))
        let signedOut = await Self.run("orders get - -o \(format)", refused, stdin: "ord_1\n")
        #expect(signedOut.exitCode == .notPermitted, "\(signedOut.stderr)")
        #expect(signedOut.stdout.isEmpty, "wrote \(signedOut.stdout.debugDescription)")
    }

    @Test(arguments: formats)
    func aLinesOwnErrorRecordIsStillWrittenAndTheDocumentClosed(_ format: String) async {
        let transport = MockTransport()
        transport.on(.get, "/api/orders/ord_404", respond: F.failed("Order not found", status: 404))
        transport.on(.get, "/api/orders/ord_down", respond: .failure(TransportError(.connectionRefused, host: "api.repairminder.com")))
        let result = await Self.run("orders get - --retries 0 -o \(format)", transport, stdin: "ord_404\nord_down\n")
        #expect(result.exitCode == .unavailable, "\(result.stderr)")
        #expect(result.stdout.contains("ord_404"), "\(result.stdout)")
        if format == "json" {
            #expect((try? JSONParser.parse(result.stdout))?.arrayValue?.count == 1, "\(result.stdout)")
        }
    }

    @Test(arguments: [("json", "[]\n"), ("ndjson", "")])
    func anEmptyListThatEndedWellIsStillItsWholeDocument(_ format: String, _ expected: String) async {
        let transport = MockTransport()
        transport.on(.get, "/api/orders", respond: F.ok(.object(["items": .array([]), "pagination": .object(["has_more": .bool(false)])])))
        for line in ["orders list", "api /api/orders --paginate"] {
            let result = await Self.run("\(line) -o \(format)", transport)
            #expect(result.exitCode == .success, "\(result.stderr)")
            #expect(result.stdout == expected, "\(line): \(result.stdout.debugDescription)")
        }
        let csv = await Self.run("orders list -o csv", transport)
        #expect(csv.exitCode == .success)
        #expect(csv.stdout.hasPrefix("id,"), "the header: \(csv.stdout.debugDescription)")
    }
}
