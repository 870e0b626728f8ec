/// Refuses to send credentials over plain `http://` to anything but this machine (contract §7): a token
/// on the wire in clear text is a leaked token. Loopback (`localhost`, `127.0.0.0/8`, `::1`) is allowed so
/// local emulators and mock servers work.
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
        let carriesCredentials = credentialHeaders.contains { request.headers.contains($0) }
        guard carriesCredentials, !isLoopback(request.url.host() ?? "") else { return }
        throw ConfigError(
            "refusing to send credentials over plain http:// to \(request.url.host() ?? "?")",
            hints: ["Use an https:// base URL; http:// is allowed only for localhost, 127.0.0.0/8 and ::1."])
    }

    public static func isLoopback(_ host: String) -> Bool {
        let host = host.lowercased().trimmingBrackets
        if host == "localhost" || host.hasSuffix(".localhost") || host == "::1" { return true }
        let octets = host.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
    }
}

extension String {
    fileprivate var trimmingBrackets: String {
        hasPrefix("[") && hasSuffix("]") ? String(dropFirst().dropLast()) : self
    }
}
