import ToolkitFloor
/// Adds fixed credential headers to every request (`X-API-Key`, a bearer token given as is). Such a
/// credential cannot be refreshed, so a 401 simply goes back to the caller.
public struct StaticHeadersMiddleware: HTTPMiddleware {
    public var headers: HTTPHeaders

    public init(_ headers: HTTPHeaders) {
        self.headers = headers
    }

    public func intercept(
        _ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        var request = request
        for field in headers { request.headers[field.name] = field.value }
        return try await next(request)
    }
}
