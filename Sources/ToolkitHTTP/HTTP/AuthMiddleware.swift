import ToolkitFloor
/// Adds the bearer token to every request, and on a 401 refreshes it once and sends the request once more
/// (docs/http.md). A second 401 is returned to the caller, which reports it as exit 77; so is a 401 from
/// another origin a redirect led to, where the token was never sent.
///
/// A token request has its own retry budget (its own client's retry middleware). Its failure is wrapped
/// in `TokenRequestFailed`, which the retry middleware around this one does not retry: otherwise every
/// retry of the request would run the token request's retries again (4 × 4 requests to a hung host).
public struct AuthMiddleware: HTTPMiddleware {
    public var provider: any TokenProvider
    /// The header and the scheme: `Authorization: Bearer …` by default.
    public var header: String
    public var scheme: String?

    public init(provider: any TokenProvider, header: String = "Authorization", scheme: String? = "Bearer") {
        self.provider = provider
        self.header = header
        self.scheme = scheme
    }

    public func intercept(
        _ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        let token = try await obtain(rejecting: nil)
        let response = try await next(authorized(request, token))
        let answeredHere = response.redirectedURL.map { $0.origin == request.url.origin } ?? true
        guard response.status == 401, answeredHere, provider.canRefresh else { return response }
        // Many requests may meet the same expired token at once; the provider refreshes it only once.
        let fresh = try await obtain(rejecting: token)
        return try await next(authorized(request, fresh))
    }

    /// The header from a token already held, never a new one.
    public var dryRunStandIn: (any HTTPMiddleware)? { DryRunCredentials(provider: provider, header: header, scheme: scheme) }

    private func obtain(rejecting rejected: AccessToken?) async throws -> AccessToken {
        do {
            return try await provider.token(rejecting: rejected)
        } catch let failure as TransportError {
            throw TokenRequestFailed(failure)
        }
    }

    private func authorized(_ request: HTTPRequest, _ token: AccessToken) -> HTTPRequest {
        var request = request
        request.headers[header] = scheme.map { "\($0) \(token.value)" } ?? token.value
        return request
    }
}

/// Gives out access tokens.
public protocol TokenProvider: Sendable {
    /// A valid token. `rejecting` is a token the service just refused: the provider must not return it again
    /// (it refreshes, unless another caller already did).
    func token(rejecting: AccessToken?) async throws -> AccessToken
    /// Whether asking again after a 401 can give a different token (false for a fixed `P_TOKEN`).
    var canRefresh: Bool { get }
    /// The token already held (in memory or saved), without asking anyone for one: for `--dry-run`.
    func heldToken() async -> AccessToken?
}

extension TokenProvider {
    public func heldToken() async -> AccessToken? { nil }
}
