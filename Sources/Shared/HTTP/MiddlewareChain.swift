/// Several middlewares run as one, the first outermost: how an API request gets both its `X-API-Key`
/// and its bearer token through the single `auth` slot of `HTTPStack.client(auth:)` (tracewise sends both).
public struct MiddlewareChain: HTTPMiddleware {
    public var middlewares: [any HTTPMiddleware]

    public init(middlewares: [any HTTPMiddleware]) {
        self.middlewares = middlewares
    }

    public func intercept(
        _ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        try await Self.run(middlewares[...], request, next: next)
    }

    private static func run(
        _ rest: ArraySlice<any HTTPMiddleware>, _ request: HTTPRequest,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        guard let first = rest.first else { return try await next(request) }
        let remaining = rest.dropFirst()
        return try await first.intercept(request) { try await run(remaining, $0, next: next) }
    }
}
