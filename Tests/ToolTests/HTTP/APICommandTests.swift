import Foundation
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// `TOOL api` in-process against a scripted transport: the request it builds and what it prints.
@Suite(.verifiesStubs)
struct APICommandTests {
    func harness(_ tool: String, _ transport: MockTransport, variables: [String: String] = [:]) -> ToolHarness {
        // repairminder's API needs a credential: a CI token here (its login session has tests of its own).
        let credential = tool == "repairminder" ? ["REPAIRMINDER_TOKEN": "ci-token"] : [:]
        return ToolHarness(tool: AllTools.definition(tool), variables: credential.merging(variables) { $1 }, transport: transport)
    }

    @Test func getWithFieldsSendsQueryParametersPercentEncoded() async throws {
        let transport = MockTransport()
        transport.on(.get, "/api/v1/products", respond: .json(.object(["ok": .bool(true)])))
        let result = await harness("tracewise", transport).run("api GET /v1/products -f gtin=0950 -f 'serial=A/B #1'")
        #expect(result.exitCode == .success)
        #expect(result.stdout == "{\"ok\":true}\n")
        #expect(transport.requests.first?.url.absoluteString == "https://trace-wise.eu/api/v1/products?gtin=0950&serial=A%2FB%20%231")
    }

    @Test func postWithFieldsSendsATypedJSONBody() async throws {
        let transport = MockTransport()
        transport.on(.post, "/api/orders", respond: .json(.object(["success": .bool(true), "data": .object(["id": .integer(7)])])))
        let result = await harness("repairminder", transport).run("api /api/orders -f priority=2 -f client.name=Ann -f 'tags=[\"a\"]'")
        #expect(result.exitCode == .success)
        #expect(result.stdout == "{\"id\":7}\n")
        let request = try #require(transport.requests.first)
        #expect(request.method == .post)
        #expect(request.body.map { String(decoding: $0, as: UTF8.self) } == #"{"priority":2,"client":{"name":"Ann"},"tags":["a"]}"#)
        #expect(request.headers["Content-Type"] == "application/json")
    }

    @Test func explicitMethodHeadersAndInputFromStdin() async throws {
        let transport = MockTransport()
        transport.on(.put, "/api/x", respond: .text("plain answer"))
        let result = await harness("repairminder", transport).run("api PUT /api/x -H 'X-Trace: 1' --input -", stdin: #"{"a":1}"#)
        #expect(result.exitCode == .success)
        #expect(result.stdout == "plain answer\n")
        let request = try #require(transport.requests.first)
        #expect(request.headers["X-Trace"] == "1")
        #expect(request.body == Array(#"{"a":1}"#.utf8))
    }

    @Test func credentialsAndDefaultHeadersAreSent() async throws {
        let transport = MockTransport()
        transport.on(.get, "/api/v1/health", respond: .json(.object(["status": .string("ok")])))
        _ = await harness("tracewise", transport, variables: ["TRACEWISE_API_KEY": "k-1", "TRACEWISE_ID_TOKEN": "t-1"])
            .run("api /v1/health")
        let headers = try #require(transport.requests.first?.headers)
        #expect(headers["X-API-Key"] == "k-1")
        #expect(headers["Authorization"] == "Bearer t-1")
        #expect(headers["User-Agent"] == "tracewise/\(ToolkitVersion.current)")
        #expect(headers["Accept"] == "application/json")
    }

    @Test func tracewiseErrorEnvelopeNamesCodeAndCorrelationID() async {
        let transport = MockTransport()
        let body = JSONValue.object(["error": .object([
            "code": .string("NOT_FOUND"), "message": .string("Product not found"), "correlationId": .string("c-42"),
        ])])
        transport.on(.get, "/api/v1/products", respond: .json(body, status: 404))
        let result = await harness("tracewise", transport).run("api /v1/products")
        #expect(result.exitCode == .failure)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "tracewise: error: Product not found (NOT_FOUND, correlation id c-42)\n")
    }

    @Test func repairminderSuccessFalseUnderHTTP200IsAnError() async {
        let transport = MockTransport()
        transport.on(.get, "/api/orders", respond: .json(.object([
            "success": .bool(false), "data": .null, "error": .string("Invalid status filter"), "message": .null,
        ])))
        let result = await harness("repairminder", transport).run("api /api/orders")
        #expect(result.exitCode == .failure)
        #expect(result.stderr == "repairminder: error: Invalid status filter\n")
    }

    @Test func rawPrintsTheEnvelopeAsReceived() async {
        let transport = MockTransport()
        transport.on(.get, "/api/orders", respond: .text(#"{"success":true,"data":[]}"#))
        let result = await harness("repairminder", transport).run("api /api/orders --raw")
        #expect(result.stdout == "{\"success\":true,\"data\":[]}\n")
    }

    @Test(arguments: [
        ("api", "missing argument PATH"),
        ("api FETCH /x", "invalid value 'FETCH' for METHOD: expected GET, POST, PUT, PATCH, DELETE or HEAD"),
        ("api /x -f novalue", "invalid field 'novalue': expected KEY=VALUE"),
        ("api /x -H nocolon", "invalid header 'nocolon': expected 'NAME: VALUE'"),
        ("api /x -f a=1 --input -", "--input and --field cannot be used together"),
    ])
    func usageErrors(_ line: String, _ message: String) async {
        let result = await harness("repairminder", MockTransport()).run(line)
        #expect(result.exitCode == .usage)
        #expect(result.stderr.hasPrefix("repairminder: error: \(message)\n"))
    }

    @Test func missingBaseURLForAnEnvironmentWithoutPresetIsExit78() async {
        let result = await harness("repairminder", MockTransport()).run("--env staging api /api/orders")
        #expect(result.exitCode == .configuration)
        #expect(result.stderr.hasPrefix("repairminder: error: REPAIRMINDER_API_BASE_URL is not set\n"))
    }

    @Test func mockModeAnswersFromBuiltInFixturesWithANote() async {
        let result = await harness("repairminder", MockTransport()).run("--mock api /api/orders -o ndjson")
        #expect(result.exitCode == .success)
        #expect(result.stdout.contains("\"items\""))
        #expect(result.stderr.contains("mock mode"))
        let quiet = await harness("repairminder", MockTransport()).run("--mock -q api /api/orders")
        #expect(quiet.stderr.isEmpty)
    }

    @Test func upsctlAPIBuildsOneHTTPStackForTheRequestAndItsToken() async {
        let result = await harness("upsctl", MockTransport()).run(
            "--mock api POST /api/addressvalidation/v2/1 -f 'XAVRequest.AddressKeyFormat.AddressLine=[\"1 Main St\"]'")
        #expect(result.exitCode == .success)
        #expect(result.stderr.components(separatedBy: "mock mode").count == 2)
    }
}
