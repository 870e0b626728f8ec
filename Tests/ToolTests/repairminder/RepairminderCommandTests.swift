import Foundation
import Synchronization
import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// repairminder's commands in-process with a scripted transport: bad input stopped before any request,
/// bodies from --data and --set, the status table, and the envelope.
@Suite(.verifiesStubs)
struct RepairminderCommandTests {
    typealias F = RepairminderFakes

    @Test(arguments: [
        ("orders update ord_1", "give the body with --data JSON|@FILE|- or --set KEY=VALUE"),
        ("orders create --data '[1]'", "--data is not a JSON object"),
        ("orders create --data '{nope'", "--data is not JSON"),
        ("orders create --set =x", "invalid assignment '=x'"),
        ("orders create --set client..name=x", "invalid assignment 'client..name=x'"),
        ("orders get ''", "ID must not be empty"),
        ("tickets reply t1", "give the reply with --message TEXT or --message-file FILE|-"),
        ("tickets reply t1 -m a --message-file f", "--message and --message-file cannot be used together"),
        ("tickets reply t1 -m '  '", "the reply is empty; nothing was sent"),
        ("orders list --limit 0", "--limit"),
        ("dashboard stats --scope everyone", "--scope"),
        ("settings set novalue", "invalid assignment 'novalue'"),
    ])
    func badInputIsAUsageErrorBeforeAnyRequest(line: String, message: String) async throws {
        let transport = MockTransport()
        let result = await F.harness(transport, fileSystem: try F.withSession()).run(line)
        #expect(result.exitCode == .usage, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(transport.requests.isEmpty)
    }

    @Test func dataFromAFileMustBeAnObjectAndIsNamed() async throws {
        let files = try F.withSession()
        try files.writeFileAtomically(Array("[1,2]".utf8), to: "/work/order.json", mode: 0o644)
        let result = await F.harness(MockTransport(), fileSystem: files).run("orders create --data @order.json")
        #expect(result.exitCode == .dataError)
        #expect(result.stderr == "repairminder: error: the --data from order.json is not a JSON object\n")
    }

    @Test func setIsAppliedOnTopOfDataFromStandardInputWithTypesAndNesting() async throws {
        let transport = MockTransport()
        transport.on(.post, "/api/orders", respond: F.ok(.object(["id": .string("ord_9")]), status: 201))
        let stdin = #"{"client":{"name":"Ann","email":"ann@example.com"},"priority":1,"notes":"keep"}"#
        let result = await F.harness(transport, fileSystem: try F.withSession()).run(
            "orders create --data - --set client.name=Bea --set priority=2 --set 'tags=[\"screen\"]' --set ok=true "
                + "--set price=89.50 --set 'text=two words' --set zip=01234 --set empty=", stdin: stdin)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout == #"{"id":"ord_9"}"# + "\n")
        let body = JSONWriter.compact(try F.body(try #require(transport.requests.first)))
        #expect(body == #"{"client":{"name":"Bea","email":"ann@example.com"},"priority":2,"notes":"keep","tags":["screen"],"ok":true,"price":89.50,"text":"two words","zip":"01234","empty":""}"#)
        #expect(transport.requests.first?.headers["Content-Type"] == "application/json")
    }

    @Test(arguments: [
        (401, ExitCode.notPermitted, "session expired: Token expired (Unauthorized)"),
        (403, .notPermitted, "not permitted: Not allowed for technicians"),
        (404, .failure, "not found: Order not found"),
        (422, .failure, "request refused: status is not a known status"),
    ])
    func statusesMapAsTheContractSays(status: Int, code: ExitCode, message: String) async throws {
        let transport = MockTransport()
        let text: MockResponse = switch status {
        case 401: F.failed("Unauthorized", message: .string("Token expired"), status: 401)
        case 403: F.failed("Not allowed for technicians", status: 403)
        case 404: F.failed("Order not found", status: 404)
        default: F.failed("status is not a known status", status: 422)
        }
        transport.on(.get, "/api/orders/o1", respond: text)
        if status == 401 { transport.on(.post, "/api/auth/refresh", respond: F.session(token: "access-2")) }
        let result = await F.harness(transport, fileSystem: try F.withSession()).run("orders get o1")
        #expect(result.exitCode == code)
        #expect(result.stderr.hasPrefix("repairminder: error: \(message)\n"), "\(result.stderr)")
        if status == 401 {
            #expect(transport.requests.map(\.url.path) == ["/api/orders/o1", "/api/auth/refresh", "/api/orders/o1"])
            #expect(result.stderr.contains("Run 'repairminder auth login'"))
        }
    }

    @Test func a429WaitsAsRetryAfterSaysThenIs75() async throws {
        let transport = MockTransport()
        transport.on(.get, "/api/orders/o1", respond: F.failed("Too many requests", status: 429, headers: ["Retry-After": "2"]))
        let result = await F.harness(transport, fileSystem: try F.withSession()).run("orders get o1 --retries 2")
        #expect(result.exitCode == .temporaryFailure)
        #expect(result.stderr.contains("rate limited: try again in 2 s: Too many requests"), "\(result.stderr)")
        #expect(!result.stderr.contains("Wait a minute"))
        #expect(transport.requests.count == 3)
    }

    @Test func offlineIs69NamingTheHost() async throws {
        let transport = MockTransport()
        transport.on(.get, "/api/orders/o1", respond: .failure(TransportError(.hostNotFound, host: "api.repairminder.com")))
        let result = await F.harness(transport, fileSystem: try F.withSession()).run("orders get o1 --retries 0")
        #expect(result.exitCode == .unavailable)
        #expect(result.stderr.contains("cannot reach api.repairminder.com"), "\(result.stderr)")
    }

    @Test func successFalseWithAnErrorCodeAndMessageShowsBoth() async throws {
        let transport = MockTransport()
        transport.on(.patch, "/api/orders/o1", respond: F.failed("VALIDATION_FAILED", message: .string("status: unknown value")))
        let result = await F.harness(transport, fileSystem: try F.withSession()).run("orders update o1 --set status=nope")
        #expect(result.exitCode == .failure)
        #expect(result.stderr == "repairminder: error: status: unknown value (VALIDATION_FAILED)\n")
    }

    @Test func notSignedInIs77BeforeAnyRequest() async throws {
        let transport = MockTransport()
        let result = await F.harness(transport).run("orders list")
        #expect(result.exitCode == .notPermitted)
        #expect(result.stderr.contains("not signed in to production"))
        #expect(result.stderr.contains("repairminder auth login --email EMAIL"))
        #expect(transport.requests.isEmpty)
    }

    @Test func jsonOutputIsTheDataWithTheServicesKeys() async throws {
        let transport = MockTransport()
        transport.on(.get, "/api/orders/o1", respond: F.ok(.object(["id": .string("o1"), "device_count": .integer(2), "new_thing": .object(["x": .null])])))
        let result = await F.harness(transport, fileSystem: try F.withSession()).run("orders get o1 -o json")
        #expect(result.stdout == #"{"id":"o1","device_count":2,"new_thing":{"x":null}}"# + "\n")
    }
}
