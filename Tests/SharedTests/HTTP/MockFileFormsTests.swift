import Foundation
import Testing
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// The `--mock-dir` files a mock layer writes: plain JSON bodies, `{name}` placeholders in file names
/// (an exact name winning over them), and partial mocking (the files answer what they name, the rest is
/// sent), each answer saying what made it.
@Suite(.verifiesStubs)
struct MockFileFormsTests {
    static let healthCheck = #"{"status":"healthy","checks":{"db":"ok"},"version":"1.2.0"}"#

    static func request(_ method: HTTPMethod, _ path: String) -> HTTPRequest {
        HTTPRequest(method: method, url: HTTPURL(string: "https://api.example.com" + path)!)
    }

    static func directory(_ files: [String: String]) throws -> FixtureSet {
        let fileSystem = InMemoryFileSystem(files: Dictionary(uniqueKeysWithValues: files.map { ("/m/" + $0.key, $0.value) }))
        try fileSystem.createDirectory(at: "/m", mode: 0o755)
        return try FixtureSet(directory: "/m", fileSystem: fileSystem)
    }

    // MARK: - Plain bodies

    /// The mock layer's `mock_health_check.json`: its own `status` is data, not an HTTP status.
    @Test func aPlainBodyWhoseStatusIsDataAnswers200WithItself() throws {
        let fixture = try Fixture.parse(Self.healthCheck, source: "/m/get_health_check.json")
        #expect(fixture.status == 200)
        #expect(fixture.response.text == #"{"status":"healthy","checks":{"db":"ok"},"version":"1.2.0"}"#)
        #expect(fixture.response.headers["Content-Type"] == "application/json")
    }

    @Test(arguments: [#"[1,2]"#, #""ok""#, "42", #"{"status":429}"#, #"{"headers":{"A":"b"},"status":201}"#, "{}"])
    func anyJSONWithoutABodyKeyIsAPlainBody(_ text: String) throws {
        let fixture = try Fixture.parse(text, source: "x")
        #expect(fixture.status == 200)
        #expect(fixture.response.json == (try JSONParser.parse(text)))
    }

    @Test(arguments: [#"{"body":{"a":1}}"#, #"{"bodyText":"x","status":201}"#, #"{"bodyBase64":"eA==","status":202}"#])
    func aTopLevelBodyKeyMakesAWrappedFixture(_ text: String) throws {
        let fixture = try Fixture.parse(text, source: "x")
        #expect(fixture.response.json != (try? JSONParser.parse(text)))
        #expect([200, 201, 202].contains(fixture.status))
    }

    // MARK: - Placeholders

    @Test(arguments: [
        ("get_api_orders_{id}", "GET", "/api/orders/17", true),
        ("get_api_orders_{id}", "GET", "/api/orders/ord_x1", true),
        ("get_api_orders_{id}", "GET", "/api/orders/A%2F1", true),
        ("get_api_orders_{id}", "GET", "/api/orders/17?expand=items", true),
        ("get_api_orders_{id}", "GET", "/api/orders", false),
        ("get_api_orders_{id}", "GET", "/api/orders/17/notes", false),
        ("get_api_orders_{id}", "POST", "/api/orders/17", false),
        ("get_api_orders_{id}", "GET", "/api/orders/..", false),
        ("get_api_orders_{id}", "GET", "/api/orders/.", false),
        ("get_api_orders_{id}", "GET", "/api/orders/%2E%2E", false),
        ("get_api_orders_{id}", "GET", "/api/orders/%2e", false),
        ("get_api_orders_{id}_notes", "GET", "/api/orders/17/notes", true),
        ("get_api_orders_{id}_notes", "GET", "/api/orders/17", false),
        ("get_api_{kind}_{id}", "GET", "/api/orders/17", true),
        ("get_v1_products_{gtin}_serials_{serial}", "GET", "/v1/products/0950/serials/SN-1", true),
        ("get_api_orders_{order_id}", "GET", "/api/orders/17", true),
        ("GET_API_Orders_{id}", "GET", "/api/orders/17", true),
        ("get_{id}", "GET", "/17", true),
        ("get_{id}", "GET", "/", false),
    ])
    func aPlaceholderTakesOneIdentifierSegment(_ name: String, _ method: String, _ path: String, _ expected: Bool) throws {
        let pattern = try #require(FixtureNamePattern(name))
        #expect(pattern.matches(method: HTTPMethod(rawValue: method)!, path: path) == expected, "\(name) \(method) \(path)")
    }

    @Test(arguments: ["get_api_orders", "get_api_orders{id}", "get_api_{}", "{m}_api_orders", "get_api_{a{b}}", "get_api_{id", "get_api_{a.b}"])
    func namesWithoutAWholePlaceholderAreNoPatterns(_ name: String) {
        #expect(FixtureNamePattern(name) == nil)
    }

    /// An exact name wins over a pattern, the pattern with the fewest placeholders over one with more, and
    /// a pattern over the tool's own answers.
    @Test func anExactNameWinsOverAPattern() async throws {
        let set = try Self.directory([
            "get_api_orders_{id}.json": #"{"from":"pattern"}"#,
            "get_api_{kind}_{id}.json": #"{"from":"wide pattern"}"#,
            "get_api_orders_special.json": #"{"from":"exact"}"#,
        ])
        let transport = FixtureTransport(fixtures: set)
        #expect(try await transport.send(Self.request(.get, "/api/orders/special")).json?["from"] == .string("exact"))
        #expect(try await transport.send(Self.request(.get, "/api/orders/17")).json?["from"] == .string("pattern"))
        #expect(try await transport.send(Self.request(.get, "/api/users/17")).json?["from"] == .string("wide pattern"))
        #expect(transport.servedFiles == ["get_api_orders_special.json", "get_api_orders_{id}.json", "get_api_{kind}_{id}.json"])
    }

    /// `..` is not an identifier: the pattern does not answer it, and the file looked for is the
    /// request's own derived name inside the directory, never a path built from the value.
    @Test func aDotDotSegmentIsNotAPlaceholderValue() async throws {
        let set = try Self.directory(["get_api_orders_{id}.json": #"{"from":"pattern"}"#])
        let transport = FixtureTransport(fixtures: set)
        let error = await #expect(throws: ToolError.self) { try await transport.send(Self.request(.get, "/api/orders/..")) }
        #expect(error?.message == "no mock fixture for GET /api/orders/..: looked for get_api_orders.json in /m and in the built-in fixtures")
    }

    /// A pattern's sequence answers in turn, as an exact name's does.
    @Test func aPatternHasASequence() async throws {
        let set = try Self.directory([
            "get_api_orders_{id}.json": #"{"status":429,"headers":{"Retry-After":"1"},"bodyText":""}"#,
            "get_api_orders_{id}.2.json": #"{"id":"any"}"#,
        ])
        let transport = FixtureTransport(fixtures: set)
        #expect(try await transport.send(Self.request(.get, "/api/orders/1")).status == 429)
        #expect(try await transport.send(Self.request(.get, "/api/orders/2")).status == 200)
    }

    // MARK: - What made an answer

    @Test func everyMockAnswerSaysWhatMadeIt() async throws {
        let fileSystem = InMemoryFileSystem(files: ["/m/get_a.json": "{}"])
        let set = try FixtureSet(builtin: ["get_b": #"{"body":{}}"#], directory: "/m", fileSystem: fileSystem)
        let transport = FixtureTransport(fixtures: set)
        #expect(try await transport.send(Self.request(.get, "/a")).mockSource == .directoryFile("/m/get_a.json"))
        #expect(try await transport.send(Self.request(.get, "/b")).mockSource == .builtinFixture("get_b.json"))
        #expect(HTTPResponse(status: 200).mockSource == nil)
    }

    // MARK: - Partial mocking

    @Test func theFilesAnswerWhatTheyNameAndTheRestIsSent() async throws {
        let network = MockTransport()
        network.on(.get, "/api/orders", respond: .json(.object(["from": .string("network")])))
        let set = try Self.directory([
            "get_health_check.json": Self.healthCheck,
            "get_api_orders_{id}.json": #"{"from":"file"}"#,
            "get_api_orders@0123456789ab.json": #"{"body":{}}"#,
            "get_api_orders_{id}.2.json": #"{"from":"file again"}"#,
        ])
        let partial = PartialMockTransport(files: FixtureTransport(fixtures: set), network: network)
        let health = try await partial.send(Self.request(.get, "/health/check"))
        #expect(health.json?["status"] == .string("healthy"))
        #expect(health.mockSource == .directoryFile("/m/get_health_check.json"))
        let order = try await partial.send(Self.request(.get, "/api/orders/17"))
        #expect(order.json?["from"] == .string("file"))
        #expect(order.mockSource?.isDirectoryFile == true)
        let list = try await partial.send(Self.request(.get, "/api/orders"))
        #expect(list.json?["from"] == .string("network"))
        #expect(list.mockSource == nil)
        #expect(network.requests.map(\.url.path) == ["/api/orders"])
        #expect(partial.fileNames == ["get_api_orders", "get_api_orders_{id}", "get_health_check"])
    }
}
