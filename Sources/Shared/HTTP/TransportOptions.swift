/// How a command wants its transport: the per-request timeout and how many connections to one host.
public struct TransportOptions: Sendable, Equatable {
    public var timeout: Double
    public var maxConnectionsPerHost: Int

    public init(timeout: Double, maxConnectionsPerHost: Int = 4) {
        self.timeout = timeout
        self.maxConnectionsPerHost = maxConnectionsPerHost
    }
}

/// The transport of an environment that has no network (tests that did not ask for one): every request
/// fails, naming the request, so a test that reaches for the network by mistake says so.
public struct OfflineTransport: HTTPTransport {
    public init() {}

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        throw ToolError(.unavailable, "no network in this environment: \(request.method.rawValue) \(request.url.absoluteString)")
    }
}
