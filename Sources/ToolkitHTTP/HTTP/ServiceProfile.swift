import ToolkitFloor
/// What a tool tells `Shared` about its HTTP API: the fixtures its executable carries for `--mock`, the
/// routes that name them, and the headers its service wants on every request.
public struct ServiceProfile: Sendable {
    /// The fixtures compiled into the tool. Built on first use: only mock and record modes need them,
    /// and building them (and parsing the routes' patterns) would otherwise cost every start-up, even
    /// offline commands such as `tracewise parse-link`.
    public var builtinFixtures: [String: String] { makeBuiltinFixtures() }
    public var routes: [FixtureTransport.Route] { makeRoutes() }
    /// The tool's offline service for `--mock`, when it has one.
    public var mockService: MockService? { makeMockService() }
    private let makeBuiltinFixtures: @Sendable () -> [String: String]
    private let makeRoutes: @Sendable () -> [FixtureTransport.Route]
    private let makeMockService: @Sendable () -> MockService?
    /// How the mock data changes from poll to poll of a live view (`--watch`, `--until`).
    public var mockChanges: MockChanges = .none
    public var extraHeaders: HTTPHeaders
    /// Headers made anew for every request (`transId`, `X-Request-Id`).
    public var perRequestHeaders: @Sendable () -> HTTPHeaders
    /// Response headers that carry the service's request id, for logs and error messages.
    public var requestIDHeaders: [String]
    /// The request id a JSON answer's body carries (ScoreBase's envelope `request_id`), which wins over
    /// the headers; nil for a service whose bodies carry none.
    public var requestIDInBody: (@Sendable (JSONValue) -> String?)?

    public init(
        builtinFixtures: @autoclosure @escaping @Sendable () -> [String: String],
        routes: @autoclosure @escaping @Sendable () -> [FixtureTransport.Route] = [],
        mockService: @autoclosure @escaping @Sendable () -> MockService? = nil, extraHeaders: HTTPHeaders = [:],
        perRequestHeaders: @escaping @Sendable () -> HTTPHeaders = { [:] },
        requestIDHeaders: [String] = ["x-request-id", "x-correlation-id", "x-amzn-requestid", "request-id"],
        requestIDInBody: (@Sendable (JSONValue) -> String?)? = nil
    ) {
        makeBuiltinFixtures = builtinFixtures
        makeRoutes = routes
        makeMockService = mockService
        self.extraHeaders = extraHeaders
        self.perRequestHeaders = perRequestHeaders
        self.requestIDHeaders = requestIDHeaders
        self.requestIDInBody = requestIDInBody
    }
}
