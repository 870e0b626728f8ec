import ToolkitFloor

/// A tool's offline service for `--mock`: routes that answer from a data set, as the real service would
/// (lists narrowed by their filters and paged as asked, records by id, creates and updates echoed), in
/// that service's wire format (`dialect`).
///
/// Identifiers listed in `troubles` (in a path or a query value) make any route answer that failure, so a
/// script can meet a 429 or a 500 offline: `orders get mock-429`. `FixtureTransport` asks the service
/// after a `--mock-dir` file and before the built-in fixtures; a request no route knows is left to them.
public struct MockService: Sendable {
    public var routes: [MockRoute]
    public var dialect: any MockDialect
    /// The data set, JSON text by name, as embedded in the tool.
    public var data: [String: String]
    /// Identifier → the failure it answers with, on every route.
    public var troubles: [String: MockFailure]
    /// The time a create or update stamps: fixed, so that every run prints the same bytes.
    public var now: String

    public init(
        routes: [MockRoute], dialect: any MockDialect, data: [String: String], troubles: [String: MockFailure] = [:],
        now: String
    ) {
        self.routes = routes
        self.dialect = dialect
        self.data = data
        self.troubles = troubles
        self.now = now
    }

    /// The troubles every tool documents: `mock-404`, `mock-429` (with `Retry-After: 1`) and `mock-500`.
    public static let standardTroubles: [String: MockFailure] = [
        "mock-404": .notFound("Not found (mock-404 is never found)"),
        "mock-429": .rateLimited,
        "mock-500": .serverError,
    ]

    /// A store for one run.
    public func makeStore() -> MockStore { MockStore(data: data, now: now) }

    /// Whether a route answers `request`.
    public func handles(_ request: HTTPRequest) -> Bool { MockRoute.match(request, in: routes) != nil }

    /// How a route answered: with a response, or by naming the built-in fixture that answers.
    public enum Outcome: Sendable {
        case response(HTTPResponse)
        case fixture(String)
    }

    /// The answer to `request`, or nil when no route knows it.
    public func answer(_ request: HTTPRequest, store: MockStore) -> Outcome? {
        guard let (route, captures) = MockRoute.match(request, in: routes) else { return nil }
        let mockRequest = MockRequest(request, captures: captures)
        do throws(MockFailure) {
            if let failure = mockRequest.identifiers.lazy.compactMap({ troubles[$0] }).first { throw failure }
            switch try route.handler(mockRequest, store) {
            case .data(let value, let status):
                return .response(Self.response(status: status, body: dialect.success(value, store: store)))
            case .page(let page):
                return .response(Self.response(status: 200, body: dialect.success(page.body, store: store)))
            case .fixture(let name):
                return .fixture(name)
            }
        } catch {
            var response = Self.response(status: error.status, body: dialect.failure(error, store: store))
            if let seconds = error.retryAfter { response.headers["Retry-After"] = String(seconds) }
            return .response(response)
        }
    }

    static func response(status: Int, body: JSONValue) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: ["Content-Type": "application/json; charset=utf-8"],
            body: Array(JSONWriter.compact(body).utf8))
    }
}
