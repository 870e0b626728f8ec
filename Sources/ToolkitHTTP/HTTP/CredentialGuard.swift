import ToolkitFloor
import FoundationEssentials

/// Refuses to send credentials over plain `http://` to anything but this machine (docs/http.md): a token
/// on the wire in clear text is a leaked token. Loopback (`localhost`, `127.0.0.0/8`, `::1`) is allowed so
/// local emulators and mock servers work. It sits inside the redirect middleware, so it sees every hop.
///
/// It also knows what a credential looks like on a request, for the redirect middleware, which drops them
/// all when a redirect leaves the origin they were meant for.
public struct CredentialGuard: HTTPMiddleware {
    /// Header names that carry credentials.
    public static let credentialHeaders = ["Authorization", "X-API-Key", "Proxy-Authorization", "Cookie"]

    public init() {}

    public func intercept(
        _ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        try Self.check(request)
        return try await next(request)
    }

    public static func check(_ request: HTTPRequest) throws(ConfigError) {
        guard request.url.scheme?.lowercased() == "http" else { return }
        guard carriesCredentials(request), !isLoopback(request.url.host() ?? "") else { return }
        throw ConfigError(
            "refusing to send credentials over plain http:// to \(request.url.host() ?? "?")",
            hints: ["Use an https:// base URL; http:// is allowed only for localhost, 127.0.0.0/8 and ::1."])
    }

    /// Whether `request` carries a credential in a header (`Authorization`, `X-API-Key`, a cookie, any
    /// header whose name says token or secret) or in its query (`?key=`, `?access_token=`).
    public static func carriesCredentials(_ request: HTTPRequest) -> Bool {
        request.headers.contains { isCredentialHeader($0.name) }
            || queryItems(of: request.url).contains { Redactor.isCredentialParameter($0.name) }
    }

    public static func isCredentialHeader(_ name: String) -> Bool {
        Redactor.secretHeaders.contains(name.lowercased()) || Redactor.isCredentialField(name)
    }

    /// `request` with every credential header and credential query parameter removed.
    public static func withoutCredentials(_ request: HTTPRequest) -> HTTPRequest {
        var stripped = request
        for field in request.headers where isCredentialHeader(field.name) { stripped.headers[field.name] = nil }
        stripped.url = withoutCredentialParameters(request.url)
        return stripped
    }

    /// `url` without query parameters that carry credentials; the rest of the query is kept byte for byte.
    public static func withoutCredentialParameters(_ url: HTTPURL) -> HTTPURL {
        guard let query = url.query(percentEncoded: true), !query.isEmpty else { return url }
        let kept = query.split(separator: "&", omittingEmptySubsequences: false).filter { pair in
            let name = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            return !Redactor.isCredentialParameter(PercentEncoding.decodeLeniently(name, plusIsSpace: true))
        }
        guard kept.count != query.split(separator: "&", omittingEmptySubsequences: false).count else { return url }
        var text = url.absoluteString
        let fragment = text.firstIndex(of: "#").map { String(text[$0...]) } ?? ""
        if let question = text.firstIndex(of: "?") { text = String(text[..<question]) }
        if !kept.isEmpty { text += "?" + kept.joined(separator: "&") }
        return HTTPURL(string: text + fragment) ?? url
    }

    static func queryItems(of url: HTTPURL) -> [PathPattern.QueryItem] {
        guard let query = url.query(percentEncoded: true), !query.isEmpty else { return [] }
        return PathPattern.queryItems(query)
    }

    public static func isLoopback(_ host: String) -> Bool {
        let host = host.lowercased().trimmingBrackets
        if host == "localhost" || host.hasSuffix(".localhost") || host == "::1" { return true }
        let octets = host.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
    }
}

extension HTTPURL {
    /// Scheme, host and port (the scheme's default when none is given): what a credential is bound to.
    public var origin: String {
        let scheme = self.scheme?.lowercased() ?? ""
        let port = self.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : 0)
        return "\(scheme)://\((host() ?? "").lowercased()):\(port)"
    }
}

extension String {
    fileprivate var trimmingBrackets: String {
        hasPrefix("[") && hasSuffix("]") ? String(dropFirst().dropLast()) : self
    }
}
