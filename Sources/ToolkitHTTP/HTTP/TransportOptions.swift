import ToolkitFloor
/// How a command wants its transport: the per-request timeout, how many connections to one host, and
/// the largest answer it will hold.
public struct TransportOptions: Sendable, Equatable {
    public static let defaultMaxResponseBytes = 64 << 20

    public var timeout: Double
    public var maxConnectionsPerHost: Int
    public var maxResponseBytes: Int
    /// The setting that sets `maxResponseBytes`, named when the limit is hit.
    public var maxResponseSetting: String?

    public init(
        timeout: Double, maxConnectionsPerHost: Int = 4, maxResponseBytes: Int = defaultMaxResponseBytes,
        maxResponseSetting: String? = nil
    ) {
        self.timeout = timeout
        self.maxConnectionsPerHost = maxConnectionsPerHost
        self.maxResponseBytes = maxResponseBytes
        self.maxResponseSetting = maxResponseSetting
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
