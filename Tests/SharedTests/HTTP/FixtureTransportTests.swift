import Foundation
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// `--mock`: fixture sets (built-in plus --mock-dir), routes, sequences, and the missing-fixture error.
struct FixtureTransportTests {
    static let builtin: [String: String] = [
        "get_api_orders": #"{"status":200,"body":{"source":"built-in","items":[]}}"#,
        "get_api_orders_17": #"{"status":200,"body":{"id":17}}"#,
        "ups_token": #"{"status":200,"body":{"access_token":"mock","expires_in":"14399"}}"#,
        "order_detail": #"{"status":200,"body":{"route":"detail"}}"#,
        "products_list": #"{"status":200,"body":{"route":"list"}}"#,
        "flaky": #"{"status":429,"headers":{"Retry-After":"2"},"bodyText":""}"#,
        "flaky.2": #"{"status":200,"body":{"ok":true}}"#,
    ]

    static func request(_ method: HTTPMethod, _ url: String) -> HTTPRequest {
        HTTPRequest(method: method, url: HTTPURL(string: "https://api.example.com" + url)!)
    }

    static func transport(
        files: [String: String] = [:], directory: String? = nil, routes: [FixtureTransport.Route] = []
    ) throws -> FixtureTransport {
        let fileSystem = InMemoryFileSystem(files: files)
        if let directory { try fileSystem.createDirectory(at: directory, mode: 0o755) }
        let set = try FixtureSet(builtin: builtin, directory: directory, fileSystem: fileSystem)
        return FixtureTransport(fixtures: set, routes: routes)
    }

    @Test func answersFromTheDerivedName() async throws {
        let transport = try Self.transport()
        let response = try await transport.send(Self.request(.get, "/api/orders/17?expand=items"))
        #expect(response.status == 200)
        #expect(response.text == #"{"id":17}"#)
        #expect(response.headers["Content-Type"] == "application/json")
        #expect(transport.requests.map(\.url.path) == ["/api/orders/17"])
        #expect(transport.servedFiles == ["get_api_orders_17.json"])
    }

    @Test func mockDirectoryWinsOverBuiltIn() async throws {
        let transport = try Self.transport(
            files: ["/mocks/get_api_orders.json": #"{"status":200,"body":{"source":"dir"}}"#],
            directory: "/mocks")
        let orders = try await transport.send(Self.request(.get, "/api/orders"))
        #expect(orders.json?["source"] == .string("dir"))
        // Names the directory lacks still come from the built-in set.
        let order = try await transport.send(Self.request(.get, "/api/orders/17"))
        #expect(order.json?["id"] == .number("17"))
    }

    @Test func routesNameFixturesAndTheMostSpecificWins() async throws {
        let transport = try Self.transport(routes: [
            .route(.get, "/v1/products/{id}", "order_detail"),
            .route(.get, "/v1/products/list", "products_list"),
            .route(.post, "/security/v1/oauth/token", "ups_token"),
        ])
        let list = try await transport.send(Self.request(.get, "/v1/products/list"))
        #expect(list.json?["route"] == .string("list"))
        let detail = try await transport.send(Self.request(.get, "/v1/products/0950"))
        #expect(detail.json?["route"] == .string("detail"))
        let token = try await transport.send(Self.request(.post, "/security/v1/oauth/token"))
        #expect(token.json?["expires_in"] == .string("14399"))
        #expect(transport.fixtureName(for: Self.request(.get, "/security/v1/oauth/token"))
            == "get_security_v1_oauth_token")
    }

    @Test func routeTemplatesUseCaptures() throws {
        let transport = try Self.transport(routes: [.route(.get, "/api/orders/{id}", "order_{id}")])
        #expect(transport.fixtureName(for: Self.request(.get, "/api/orders/A%2F1")) == "order_a_1")
    }

    @Test func sequencesServeInOrderAndRepeatTheLast() async throws {
        let transport = try Self.transport(routes: [.route(nil, "/api/flaky", "flaky")])
        var statuses: [Int] = []
        for _ in 0..<3 { statuses.append(try await transport.send(Self.request(.get, "/api/flaky")).status) }
        #expect(statuses == [429, 200, 200])
        #expect(transport.servedFiles == ["flaky.json", "flaky.2.json", "flaky.2.json"])
    }

    @Test func aDirectorySequenceReplacesTheBuiltInOne() async throws {
        let transport = try Self.transport(
            files: [
                "/m/flaky.json": #"{"status":401,"bodyText":""}"#,
                "/m/flaky.2.json": #"{"status":401,"bodyText":""}"#,
                "/m/flaky.3.json": #"{"status":200,"bodyText":"ok"}"#,
            ],
            directory: "/m", routes: [.route(.get, "/api/flaky", "flaky")])
        var statuses: [Int] = []
        for _ in 0..<4 { statuses.append(try await transport.send(Self.request(.get, "/api/flaky")).status) }
        #expect(statuses == [401, 401, 200, 200])
    }

    @Test func missingFixtureFailsWithExitOneNamingTheFile() async throws {
        let transport = try Self.transport(directory: "/mocks")
        let error = await #expect(throws: ToolError.self) {
            try await transport.send(Self.request(.get, "/api/orders/18?key=s3cr3tvalue"))
        }
        #expect(error?.exitCode == .failure)
        #expect(error?.message == "no mock fixture for GET /api/orders/18?key=<redacted>: looked for "
            + "get_api_orders_18.json in /mocks and in the built-in fixtures")
        #expect(error?.hints.first == "The nearest fixture is get_api_orders_17.json.")
        #expect(transport.requests.count == 1)
    }

    @Test func missingFixtureWithoutADirectory() async throws {
        let transport = try Self.transport()
        let error = await #expect(throws: ToolError.self) {
            try await transport.send(Self.request(.delete, "/"))
        }
        #expect(error?.message
            == "no mock fixture for DELETE /: looked for delete_root.json in the built-in fixtures")
    }

    @Test func malformedDirectoryFixtureNamesItsPath() async throws {
        let transport = try Self.transport(files: ["/m/get_api_orders.json": "{\"status\":"], directory: "/m")
        let error = await #expect(throws: ToolError.self) {
            try await transport.send(Self.request(.get, "/api/orders"))
        }
        let message = error?.message ?? ""
        #expect(message.hasPrefix("malformed mock fixture /m/get_api_orders.json: invalid JSON"))
    }

    @Test func aMockDirectoryThatDoesNotExistIsAnError() {
        #expect(throws: ToolError(.noInput, "mock directory /nope does not exist")) {
            try FixtureSet(builtin: [:], directory: "/nope", fileSystem: InMemoryFileSystem())
        }
    }

    @Test func fixtureSetListsNamesAndCounts() throws {
        let set = try FixtureSet(
            builtin: Self.builtin, directory: "/m",
            fileSystem: InMemoryFileSystem(
                files: ["/m/extra.json": "{}", "/m/extra.2.json": "{}", "/m/notes.txt": ""]))
        #expect(set.names.contains("extra"))
        #expect(!set.names.contains("flaky.2"))
        #expect(set.count(of: "flaky") == 2)
        #expect(set.count(of: "extra") == 2)
        #expect(set.count(of: "nothing") == 0)
        #expect(set.source(of: "extra") == .directory("/m"))
        #expect(set.source(of: "flaky") == .builtin)
    }

    @Test func concurrentRequestsAreAllRecorded() async throws {
        let transport = try Self.transport()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<50 {
                group.addTask { _ = try await transport.send(Self.request(.get, "/api/orders")) }
            }
            try await group.waitForAll()
        }
        #expect(transport.requests.count == 50)
    }
}
