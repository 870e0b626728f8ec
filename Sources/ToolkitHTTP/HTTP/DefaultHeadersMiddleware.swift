import ToolkitFloor
/// Headers every request carries (docs/http.md): `User-Agent: TOOL/VERSION`, `Accept: application/json`,
/// and whatever the tool adds (a request id header, `transactionSrc`). A header the request already has is
/// left alone.
public struct DefaultHeadersMiddleware: HTTPMiddleware {
    public var headers: HTTPHeaders
    /// Headers made fresh for every request (`transId`, `X-Request-Id`).
    public var perRequest: @Sendable () -> HTTPHeaders

    public init(tool: String, version: String, extra: HTTPHeaders = [:], perRequest: @escaping @Sendable () -> HTTPHeaders = { [:] }) {
        var headers: HTTPHeaders = ["User-Agent": "\(tool)/\(version)", "Accept": "application/json"]
        for field in extra { headers[field.name] = field.value }
        self.headers = headers
        self.perRequest = perRequest
    }

    public func intercept(
        _ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        var request = request
        for field in headers where !request.headers.contains(field.name) { request.headers[field.name] = field.value }
        for field in perRequest() where !request.headers.contains(field.name) { request.headers[field.name] = field.value }
        return try await next(request)
    }
}
