import Foundation
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport
@testable import DigitalLink
@testable import tracewise

/// events add (flags and NDJSON), events list, cirpass, health and the built-in mock fixtures.
@Suite(.verifiesStubs)
struct TracewiseEventsTests {
    func run(_ line: String, _ transport: MockTransport, stdin: String = "", files: [String: String] = [:]) async -> ToolHarness.Result {
        await ToolHarness(tool: Tracewise.definition, fileSystem: InMemoryFileSystem(files: files), transport: transport)
            .run(line, stdin: stdin)
    }

    static let recorded = MockResponse.json(
        .object(["id": .string("e1"), "status": .string("recorded"), "epcisUrn": .string("urn:uuid:1")]), status: 201)

    static func body(_ request: HTTPRequest?) -> String { String(decoding: request?.body ?? [], as: UTF8.self) }

    @Test func addFromFlagsFillsDefaultsAndTheTimeNow() async throws {
        let transport = MockTransport()
        transport.on(.post, "/api/v1/events", respond: Self.recorded)
        let result = await run(
            "events add --gtin 09506000134352 --serial S1 --biz-step shipping --read-point rp --detail temp=4.5 --detail carrier.name=DHL",
            transport)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout == #"{"id":"e1","status":"recorded","epcisUrn":"urn:uuid:1"}"# + "\n")
        // ToolHarness's clock: 1 795 000 000 s after 1970.
        #expect(Self.body(transport.requests.first) == #"{"gtin":"09506000134352","serial":"S1","type":"ObjectEvent","action":"OBSERVE","bizStep":"shipping","disposition":"active","when":"2026-11-18T11:06:40Z","readPoint":"rp","details":{"temp":4.5,"carrier":{"name":"DHL"}}}"#)
    }

    @Test func addFromALinkWithAnExplicitTimeAndAction() async throws {
        let transport = MockTransport()
        transport.on(.post, "/api/v1/events", respond: Self.recorded)
        let result = await run(
            "events add https://id.gs1.org/01/09506000134352/21/S%2F2 --biz-step repairing --action ADD --when 2026-05-14T09:30:00.250+02:00",
            transport)
        #expect(result.exitCode == .success, "\(result.stderr)")
        let body = Self.body(transport.requests.first)
        // The serial is percent-decoded: %2F is '/', which AI 21 allows. ('#' would not do: it is not in
        // GS1's character set 82, so a link with /21/S%232 is invalid.)
        #expect(body.contains(#""serial":"S/2""#))
        #expect(body.contains(#""action":"ADD""#))
        #expect(body.contains(#""when":"2026-05-14T09:30:00.250+02:00""#))
    }

    @Test func ndjsonInputPostsEachLineInOrderAndReportsEveryLine() async throws {
        let transport = MockTransport()
        let rejected = JSONValue.object(["error": .object([
            "code": .string("INVALID_EVENT"), "message": .string("unknown bizStep"), "correlationId": .string("c-7"),
        ])])
        transport.onSequence(.post, "/api/v1/events", [Self.recorded, .json(rejected, status: 422)])
        let input = """
            {"gtin":"09506000134352","serial":"A","bizStep":"shipping"}
            not json

            {"gtin":"09506000134352","serial":"B","bizStep":"flying"}
            {"serial":"C","bizStep":"shipping"}
            {"gtin":"09506000134352","serial":"D","when":"2026-01-02T03:04:05Z"}
            """
        let result = await run("events add --input events.ndjson --disposition in_transit -o ndjson", transport,
                               files: ["/work/events.ndjson": input])
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines == [
            #"{"line":1,"id":"e1","status":"recorded","epcisUrn":"urn:uuid:1"}"#,
            #"{"line":2,"status":"error","error":{"code":"DATA","message":"invalid JSON at column 1: unexpected literal"}}"#,
            #"{"line":4,"status":"error","error":{"code":"INVALID_EVENT","message":"unknown bizStep (INVALID_EVENT, correlation id c-7)"},"correlationId":"c-7"}"#,
            #"{"line":5,"status":"error","error":{"code":"DATA","message":"missing \"gtin\""}}"#,
            #"{"line":6,"status":"error","error":{"code":"DATA","message":"missing \"bizStep\""}}"#,
        ])
        #expect(result.exitCode == .dataError)
        #expect(result.stderr.contains("1 event recorded, 1 rejected by the service, 3 malformed lines"))
        #expect(transport.requests.count == 2)
        #expect(Self.body(transport.requests.first).contains(#""disposition":"in_transit""#))
    }

    @Test func aRejectionWithoutMalformedLinesExitsOne() async {
        let transport = MockTransport()
        transport.onSequence(.post, "/api/v1/events", [.json(.object(["error": .object(["message": .string("dup")])]), status: 409), Self.recorded])
        let input = "{\"gtin\":\"1\",\"bizStep\":\"a\"}\n{\"gtin\":\"1\",\"bizStep\":\"b\"}\n"
        let result = await run("events add --input - -o ndjson", transport, stdin: input)
        #expect(result.exitCode == .failure)
        #expect(result.stdout.split(separator: "\n").count == 2)
    }

    @Test func aFailureEveryLineWouldMeetStopsTheBatch() async {
        let transport = MockTransport()
        transport.onSequence(.post, "/api/v1/events", [Self.recorded, .status(401)])
        let input = String(repeating: "{\"gtin\":\"1\",\"bizStep\":\"a\"}\n", count: 4)
        let result = await run("events add --input - -o ndjson", transport, stdin: input)
        #expect(result.exitCode == .notPermitted)
        #expect(result.stdout == #"{"line":1,"id":"e1","status":"recorded","epcisUrn":"urn:uuid:1"}"# + "\n")
        #expect(result.stderr.contains("stopped at line 2: it and the lines after it were not sent"))
        #expect(transport.requests.count == 2)
    }

    @Test func aMissingInputFileIsExit66() async {
        let result = await run("events add --input nope.ndjson", MockTransport())
        #expect(result.exitCode == .noInput)
    }

    @Test func listEncodesTheSerialAsOnePathSegment() async throws {
        let transport = MockTransport()
        transport.on(.get, "/api/v1/events/{gtin}/{serial}", respond: .json(.object(["items": .array([]), "nextPageToken": .null])))
        let result = await run("events list '09506000134352:A/B #1:2' --page-size 5 --page-token t0", transport)
        #expect(result.exitCode == .success)
        let url = try #require(transport.requests.first?.url.absoluteString)
        #expect(url == "https://trace-wise.eu/api/v1/events/09506000134352/A%2FB%20%231%3A2?pageSize=5&pageToken=t0")
    }

    @Test func cirpassGetEncodesTheIDAndListSendsTheLimit() async throws {
        let transport = MockTransport()
        transport.on(.get, "/api/v1/cirpass-sim/product/{id}", respond: .json(.object(["id": .string("a b")])))
        transport.on(.get, "/api/v1/cirpass-sim/products", respond: .json(.object(["products": .array([
            .object(["id": .string("1")]), .object(["id": .string("2")]), .object(["id": .string("3")]),
        ])])))
        #expect(await run("cirpass get 'a b'", transport).exitCode == .success)
        let list = await run("cirpass list --limit 2 -o ndjson", transport)
        #expect(list.stdout == "{\"id\":\"1\"}\n{\"id\":\"2\"}\n")
        #expect(transport.requests.map(\.url.absoluteString) == [
            "https://trace-wise.eu/api/v1/cirpass-sim/product/a%20b",
            "https://trace-wise.eu/api/v1/cirpass-sim/products?limit=2",
        ])
    }

    @Test(arguments: [("ok", ExitCode.success), ("degraded", .failure)])
    func healthExitsZeroOnlyWhenOK(_ status: String, _ code: ExitCode) async {
        let transport = MockTransport()
        transport.on(.get, "/api/v1/health", respond: .json(.object(["status": .string(status), "version": .string("1")])))
        let loud = await run("health", transport)
        #expect(loud.exitCode == code)
        #expect(loud.stdout.contains(status))
        let quiet = await run("health -q", transport)
        #expect(quiet.exitCode == code)
        #expect(quiet.stdout.isEmpty && quiet.stderr.isEmpty)
    }

    @Test func healthWhenTheServiceIsDownIsUnavailable() async {
        let transport = MockTransport()
        transport.on(.get, "/api/v1/health", respond: .status(503))
        let result = await run("health -q --retries 0", transport)
        #expect(result.exitCode == .unavailable)
    }
}
