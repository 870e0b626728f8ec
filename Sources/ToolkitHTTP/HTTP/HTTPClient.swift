import ToolkitFloor
/// One step between the caller and the transport: may change the request, the response, or both, and
/// may call `next` more than once (retry) or not at all.
public protocol HTTPMiddleware: Sendable {
    func intercept(
        _ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse
    /// What takes this middleware's place under `--dry-run`: itself (the default), a stand-in that
    /// reaches nothing outside the process, or nil to leave it out (a response cache).
    var dryRunStandIn: (any HTTPMiddleware)? { get }
}

extension HTTPMiddleware {
    public var dryRunStandIn: (any HTTPMiddleware)? { self }
}

/// A transport wrapped in middleware, outermost first: the chain is a fold from the transport outwards.
public struct HTTPClient: Sendable {
    public let transport: any HTTPTransport
    public let middlewares: [any HTTPMiddleware]
    /// The fold, made once: a batch sends through it thousands of times.
    private let chain: @Sendable (HTTPRequest) async throws -> HTTPResponse

    public init(transport: any HTTPTransport, middlewares: [any HTTPMiddleware] = []) {
        self.transport = transport
        self.middlewares = middlewares
        var next: @Sendable (HTTPRequest) async throws -> HTTPResponse = { try await transport.send($0) }
        for middleware in middlewares.reversed() {
            let inner = next
            next = { try await middleware.intercept($0, next: inner) }
        }
        chain = next
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await chain(request)
    }
}
