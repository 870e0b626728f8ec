import ToolkitFloor
/// One step between the caller and the transport: may change the request, the response, or both, and
/// may call `next` more than once (retry) or not at all.
public protocol HTTPMiddleware: Sendable {
    func intercept(
        _ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse
}

/// A transport wrapped in middleware, outermost first: the chain is a fold from the transport outwards.
public struct HTTPClient: Sendable {
    public var transport: any HTTPTransport
    public var middlewares: [any HTTPMiddleware]

    public init(transport: any HTTPTransport, middlewares: [any HTTPMiddleware] = []) {
        self.transport = transport
        self.middlewares = middlewares
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let transport = self.transport
        var next: @Sendable (HTTPRequest) async throws -> HTTPResponse = { try await transport.send($0) }
        for middleware in middlewares.reversed() {
            let inner = next
            next = { try await middleware.intercept($0, next: inner) }
        }
        return try await next(request)
    }
}
