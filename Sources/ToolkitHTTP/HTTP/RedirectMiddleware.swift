import ToolkitFloor
import FoundationEssentials

/// Follows redirects itself, so that what crosses to another host is decided here and not by the
/// transport (docs/http.md). The transport never follows a redirect.
///
/// - At most `maxHops` redirects; a loop (a URL seen before in the chain) or one hop too many is a
///   `RedirectError`, which no middleware retries.
/// - 303 becomes GET without a body; so do 301 and 302 after a POST (as browsers and curl do).
/// - 307 and 308 keep the method and body, but only within the origin: a body never goes to another one
///   (it may hold a password); such a redirect is refused.
/// - Leaving the origin drops every credential (`CredentialGuard.withoutCredentials`): `Authorization`,
///   `X-API-Key`, cookies, `?key=` and the like. They are not restored if a later hop comes back.
/// - A hop from https to plain http, or to http on another machine, is refused for a request that carried
///   credentials or a body (exit 78), as a plain-http base URL would be.
///
/// It sits inside the auth middleware (which adds credentials for the first hop only) and outside the
/// credential guard and the log, which so see every hop.
public struct RedirectMiddleware: HTTPMiddleware {
    public static let maxHops = 5
    static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]

    public var logger: HTTPLogger

    public init(logger: HTTPLogger = .off) {
        self.logger = logger
    }

    public func intercept(
        _ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        var current = request
        var visited = [request.url.absoluteString]
        while true {
            var response = try await next(current)
            guard Self.redirectStatuses.contains(response.status), let location = response.headers["Location"] else {
                if visited.count > 1 { response.redirectedURL = current.url }
                return response
            }
            let from = current.url
            guard let target = HTTPURL(string: location, relativeTo: from),
                  let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https", target.host() != nil
            else {
                throw RedirectError(.unusableLocation, from: from, detail: location)
            }
            guard !visited.contains(target.absoluteString) else { throw RedirectError(.loop, from: from, to: target) }
            guard visited.count <= Self.maxHops else { throw RedirectError(.tooManyHops, from: request.url, to: target) }
            visited.append(target.absoluteString)
            // Only asked once a redirect comes: looking through every header costs each request.
            let sensitive = request.body != nil || CredentialGuard.carriesCredentials(request)
            if sensitive, scheme == "http", !CredentialGuard.isLoopback(target.host() ?? "") {
                throw ConfigError(
                    "refusing to follow a redirect from \(from.host() ?? "?") to plain http:// at \(target.host() ?? "?")",
                    hints: ["The request carried credentials or a body; http:// is allowed only for localhost, "
                            + "127.0.0.0/8 and ::1."])
            }
            current = try Self.follow(current, status: response.status, to: target)
            logger.note("following \(response.status) to \(logger.redactor.url(target.absoluteString))")
        }
    }

    /// The request for the next hop: method and body as the status says, credentials dropped when the
    /// origin changes.
    static func follow(_ request: HTTPRequest, status: Int, to target: HTTPURL) throws(RedirectError) -> HTTPRequest {
        var next = request
        next.url = target
        let changesToGet = status == 303 ? request.method != .head : (status == 301 || status == 302) && request.method == .post
        if changesToGet {
            next.method = .get
            next.body = nil
            next.headers["Content-Type"] = nil
            next.headers["Content-Length"] = nil
        }
        guard target.origin != request.url.origin else { return next }
        if next.body != nil { throw RedirectError(.bodyToOtherOrigin, from: request.url, to: target) }
        return CredentialGuard.withoutCredentials(next)
    }
}
