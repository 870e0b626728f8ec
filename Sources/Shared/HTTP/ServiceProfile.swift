/// What a tool tells `Shared` about its HTTP API: the fixtures its executable carries for `--mock`, the
/// routes that name them, and the headers its service wants on every request.
public struct ServiceProfile: Sendable {
    public var builtinFixtures: [String: String]
    public var routes: [FixtureTransport.Route]
    public var extraHeaders: HTTPHeaders
    /// Headers made anew for every request (`transId`, `X-Request-Id`).
    public var perRequestHeaders: @Sendable () -> HTTPHeaders
    /// Response headers that carry the service's request id, for logs and error messages.
    public var requestIDHeaders: [String]

    public init(
        builtinFixtures: [String: String], routes: [FixtureTransport.Route] = [], extraHeaders: HTTPHeaders = [:],
        perRequestHeaders: @escaping @Sendable () -> HTTPHeaders = { [:] },
        requestIDHeaders: [String] = ["x-request-id", "x-correlation-id", "x-amzn-requestid", "request-id"]
    ) {
        self.builtinFixtures = builtinFixtures
        self.routes = routes
        self.extraHeaders = extraHeaders
        self.perRequestHeaders = perRequestHeaders
        self.requestIDHeaders = requestIDHeaders
    }
}
