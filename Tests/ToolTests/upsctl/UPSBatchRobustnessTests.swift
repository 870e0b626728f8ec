import Foundation
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// The batch under bad input and a failing token endpoint: nothing finished is lost, no request is
/// repeated for nothing, and the exit code says what went wrong.
@Suite(.verifiesStubs)
struct UPSBatchRobustnessTests {
    static let header = "id,street,city,state,zip\n"

    static func row(_ n: Int) -> String { "\(n),\(n) Main St,New York,NY,10001\n" }

    func run(_ line: String, bytes: [UInt8], transport: MockTransport) async throws -> ToolHarness.Result {
        let files = InMemoryFileSystem()
        try files.writeFileAtomically(bytes, to: "/work/in.csv", mode: 0o644)
        return await ToolHarness(
            tool: AllTools.definition("upsctl"), variables: UPSBatchTests.credentials, fileSystem: files,
            transport: transport
        ).run(line)
    }

    func records(_ text: String) throws -> [JSONValue] {
        try text.split(separator: "\n").map { try JSONParser.parse(String($0)) }
    }

    @Test func invalidUTF8AndAnOverLongFieldSpoilOnlyTheirRows() async throws {
        var bytes = Array((Self.header + (1...3).map(Self.row).joined()).utf8)
        bytes += Array("4,4 Main St,New Y".utf8) + [0xFF, 0xFE] + Array("rk,NY,10001\n".utf8)
        bytes += Array(("5," + String(repeating: "x", count: (1 << 20) + 10) + ",New York,NY,10001\n").utf8)
        bytes += Array((6...8).map(Self.row).joined().utf8)
        let result = try await run("validate --input in.csv -o ndjson", bytes: bytes, transport: UPSBatchTests().transport())
        let rows = try records(result.stdout)
        #expect(rows.count == 8, "one record per row")
        #expect(rows.map { $0["line"]?.intValue } == Array(2...9))
        #expect(rows[3]["status"] == .string("error"))
        #expect(rows[3].value(at: "error.message")?.stringValue?.contains("invalid UTF-8") == true)
        #expect(rows[4].value(at: "error.message")?.stringValue?.contains("longer than 1048576 bytes") == true)
        #expect(rows.enumerated().allSatisfy { [3, 4].contains($0.offset) || $0.element["status"] == .string("valid") })
        #expect(result.exitCode == .failure)
    }

    /// An unclosed quote swallows the rest of the file: the rows before it all get their records, then 65.
    @Test func anUnclosedQuoteEndsTheBatchAfterEveryFinishedRowIsWritten() async throws {
        let text = Self.header + (1...498).map(Self.row).joined() + "499,\"499 Main St,New York,NY,10001\n"
            + (500...600).map(Self.row).joined()
        let transport = UPSBatchTests().transport()
        let result = try await run("validate --input in.csv -o ndjson --concurrency 16", bytes: Array(text.utf8), transport: transport)
        #expect(result.exitCode == .dataError)
        let rows = try records(result.stdout)
        #expect(rows.count == 498)
        #expect(rows.map { $0["id"]?.stringValue } == (1...498).map { String($0) })
        #expect(result.stderr.contains("malformed CSV at line 500: a quoted field is not closed at the end"))
        #expect(result.stderr.contains("Every row before line 500 has its record"))
        #expect(result.stderr.contains("498 rows: 498 valid"))
    }

    /// The token endpoint is down: four token requests (its own budget) for the whole batch, and every
    /// row gets the same error record at once.
    @Test func aFailingTokenEndpointIsAskedOnceForTheBatch() async throws {
        let transport = MockTransport()
        transport.on(.post, "/security/v1/oauth/token", respond: .status(503))
        let text = Self.header + (1...400).map(Self.row).joined()
        let result = try await run("validate --input in.csv -o ndjson", bytes: Array(text.utf8), transport: transport)
        #expect(result.exitCode == .failure)
        #expect(transport.requests.filter { $0.url.path().hasPrefix("/security/") }.count == 4)
        #expect(transport.requests.filter { $0.url.path().hasPrefix("/api/") }.isEmpty)
        let rows = try records(result.stdout)
        #expect(rows.count == 400)
        #expect(Set(rows.map { JSONWriter.compact($0["error"] ?? .null) }).count == 1)
        #expect(rows[0].value(at: "error.code") == .string("HTTP_503"))
    }

    @Test func refusedCredentialsEndTheBatchWith77AndEveryRowHasItsRecord() async throws {
        let transport = MockTransport()
        transport.on(.post, "/security/v1/oauth/token", respond: .json(UPSValidate.envelope([("250003", "Invalid Access License number")]), status: 401))
        let text = Self.header + (1...50).map(Self.row).joined()
        let result = try await run("validate --input in.csv -o ndjson", bytes: Array(text.utf8), transport: transport)
        #expect(result.exitCode == .notPermitted)
        #expect(try records(result.stdout).count == 50)
        #expect(transport.requests.count == 1)
        #expect(result.stderr.contains("error: UPS rejected the client credentials"))
    }

    /// With a hung OAuth host, one `validate` makes the token request's own four attempts, not four for
    /// each attempt of the validation around it.
    @Test func aTimedOutTokenRequestIsNotRetriedByTheRequestAroundIt() async {
        let transport = MockTransport()
        transport.on(.post, "/security/v1/oauth/token", respond: .failure(TransportError(.timedOut, host: "wwwcie.ups.com")))
        let result = await UPSValidate.run(UPSValidate.aliso, transport)
        #expect(result.exitCode == .temporaryFailure)
        #expect(transport.requests.count == 4)
        #expect(result.stderr == "upsctl: error: request to wwwcie.ups.com timed out\n")
    }

    /// A cache that cannot be written: the token still serves the run, and the user hears of it once,
    /// without `-v`, even when a 401 makes the run fetch a second token.
    @Test func aCacheThatCannotBeWrittenIsWarnedAboutOnce() async {
        let transport = MockTransport()
        transport.onSequence(.post, UPSValidate.tokenPath, [UPSValidate.token("T1"), UPSValidate.token("T2")])
        transport.onSequence(.post, UPSValidate.xavPath, [.status(401), .json(UPSValidate.valid)])
        let files = InMemoryFileSystem(files: ["/home/tester/.cache": "a file where the directory should be"])
        let result = await UPSValidate.run(UPSValidate.aliso, transport, fileSystem: files)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(UPSValidate.tokenRequests(transport).count == 2)
        #expect(result.stderr.components(separatedBy: "upsctl: warning: the new token could not be saved").count == 2, "\(result.stderr)")
    }
}
