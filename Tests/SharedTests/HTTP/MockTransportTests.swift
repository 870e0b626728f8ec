import Foundation
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// The scripted transport for tests: stubs, sequences, single use, the request log and verify().
struct MockTransportTests {
    static func get(_ path: String) -> HTTPRequest {
        HTTPRequest(method: .get, url: HTTPURL(string: "https://api.example.com" + path)!)
    }

    @Test func answersStubsByMethodPatternAndQuery() async throws {
        let mock = MockTransport()
        mock.on(.get, "/api/orders", query: ["status": "open"], respond: .json(.array([.integer(1)])))
        mock.on(.get, "/api/orders", respond: .json(.array([])))
        mock.on(.get, "/api/orders/{id}", respond: .text("one", status: 200, headers: ["X-Id": "7"]))

        let open = try await mock.send(Self.get("/api/orders?page=1&status=open"))
        #expect(open.text == "[1]")
        #expect(open.headers["Content-Type"] == "application/json")
        #expect(try await mock.send(Self.get("/api/orders")).text == "[]")
        let one = try await mock.send(Self.get("/api/orders/7"))
        #expect(one.headers["X-Id"] == "7")
        #expect(one.headers["Content-Type"] == "text/plain; charset=utf-8")
        #expect(mock.requests.map(\.pathAndQuery)
            == ["/api/orders?page=1&status=open", "/api/orders", "/api/orders/7"])
        #expect(mock.verify().isEmpty)
    }

    @Test func sequencesPlayInOrderThenRepeatTheLast() async throws {
        let mock = MockTransport()
        mock.onSequence(.get, "/v1/health", [
            .status(503), .status(503, headers: ["Retry-After": "1"]),
            .json(.object(["status": .string("ok")])),
        ])
        var statuses: [Int] = []
        for _ in 0..<4 { statuses.append(try await mock.send(Self.get("/v1/health")).status) }
        #expect(statuses == [503, 503, 200, 200])
        #expect(mock.verify().isEmpty)
    }

    @Test func singleUseStubsAnswerOnceThenTheNextTakesOver() async throws {
        let mock = MockTransport(singleUseStubs: true)
        mock.on(.get, "/a", respond: .status(401))
        mock.on(.get, "/a", respond: .status(200))
        #expect(try await mock.send(Self.get("/a")).status == 401)
        #expect(try await mock.send(Self.get("/a")).status == 200)
        let error = await #expect(throws: ToolError.self) { try await mock.send(Self.get("/a")) }
        #expect(error?.message
            == "MockTransport has no stub for GET /a; registered: GET /a (used up), GET /a (used up)")
    }

    @Test func perStubOnceOverridesTheDefault() async throws {
        let mock = MockTransport()
        mock.on(.post, "/token", once: true, respond: .json(.object(["access_token": .string("t1")])))
        let token = HTTPRequest(method: .post, url: HTTPURL(string: "https://h/token")!)
        #expect(try await mock.send(token).status == 200)
        await #expect(throws: ToolError.self) { try await mock.send(token) }
    }

    @Test func failuresAreThrown() async {
        let mock = MockTransport()
        mock.on(.get, "/down", respond: .failure(TransportError(.timedOut, host: "api.example.com")))
        await #expect(throws: TransportError(.timedOut, host: "api.example.com")) {
            try await mock.send(Self.get("/down"))
        }
        #expect(mock.requests.count == 1)
    }

    @Test func fixturesCanBeServed() async throws {
        let mock = MockTransport()
        let fixture = try Fixture.parse(#"{"status":429,"headers":{"Retry-After":"120"},"bodyText":""}"#, source: "test")
        mock.on(.get, "/limited", respond: .fixture(fixture))
        let response = try await mock.send(Self.get("/limited"))
        #expect(response.status == 429)
        #expect(response.headers["Retry-After"] == "120")
    }

    @Test func unmatchedRequestsListTheRegisteredRoutes() async {
        let mock = MockTransport()
        mock.on(.get, "/api/orders/{id}", respond: .status(200))
        mock.on(.post, "/api/orders", respond: .status(201))
        let error = await #expect(throws: ToolError.self) {
            try await mock.send(Self.get("/api/clients?q=x"))
        }
        #expect(error?.exitCode == .failure)
        #expect(error?.message == "MockTransport has no stub for GET /api/clients?q=x; "
            + "registered: GET /api/orders/{id}, POST /api/orders")
        #expect(mock.requests.count == 1)
    }

    @Test func verifyListsStubsNeverHitAndUnfinishedSequences() async throws {
        let mock = MockTransport()
        mock.on(.get, "/used", respond: .status(200))
        mock.on(.delete, "/api/orders/{id}", respond: .status(204))
        mock.onSequence(.get, "/retry", [.status(503), .status(503), .status(200)])
        _ = try await mock.send(Self.get("/used"))
        _ = try await mock.send(Self.get("/retry"))
        #expect(mock.verify() == [
            "DELETE /api/orders/{id}: never requested",
            "GET /retry: 1 of 3 responses served",
        ])
    }

    @Test func theMostSpecificLiveStubWins() async throws {
        let mock = MockTransport()
        mock.on(.get, "/v1/products/{id}", respond: .text("detail"))
        mock.on(.get, "/v1/products/list", respond: .text("list"))
        #expect(try await mock.send(Self.get("/v1/products/list")).text == "list")
        #expect(try await mock.send(Self.get("/v1/products/42")).text == "detail")
    }

    @Test func worksThroughAnHTTPClientConcurrently() async throws {
        let mock = MockTransport()
        mock.on(.get, "/n/{i}", respond: .status(204))
        let client = HTTPClient(transport: mock)
        try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<40 { group.addTask { try await client.send(Self.get("/n/\(index)")).status } }
            for try await status in group { #expect(status == 204) }
        }
        #expect(Set(mock.requests.map(\.url.path)).count == 40)
    }
}
