import ToolkitFloor

/// What stands in for `AuthMiddleware` under `--dry-run`: the header a request would carry, from the token
/// the provider already holds (in memory or saved), never from a new one, and `<not signed in>` when it
/// holds none. No token is fetched or refreshed, and no lock is taken.
struct DryRunCredentials: HTTPMiddleware {
    let provider: any TokenProvider
    let header: String
    let scheme: String?

    func intercept(
        _ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        var request = request
        if let token = await provider.heldToken() {
            request.headers[header] = scheme.map { "\($0) \(token.value)" } ?? token.value
        } else {
            request.headers[header] = DryRunTransport.notSignedIn
        }
        return try await next(request)
    }
}
