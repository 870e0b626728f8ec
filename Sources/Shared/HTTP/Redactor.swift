/// Hides secrets in anything that is logged or printed: credential headers, secret-looking JSON and form
/// fields, query parameters, and any literal secret value the tool knows (client secret, tokens,
/// passwords) wherever it appears.
public struct Redactor: Sendable {
    public static let mask = "<redacted>"
    static let secretHeaders: Set<String> = [
        "authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key", "x-amz-security-token",
    ]
    static let secretFragments = [
        "token", "secret", "password", "passwd", "apikey", "api_key", "api-key", "authorization", "credential",
    ]
    static let secretNames: Set<String> = ["key", "code", "otp", "session", "srp_a", "signature"]
    /// Names that contain "token" but are page cursors, not credentials: masking them would hide where a
    /// listing is in `-v` logs and break the replay of recorded paging (`nextPageToken` → `<redacted>`).
    static let pageCursorNames: Set<String> = [
        "pagetoken", "nextpagetoken", "page_token", "next_page_token", "nexttoken", "paginationtoken", "continuationtoken",
    ]

    /// Literal values to scrub wherever they appear; short ones are ignored so "1" never turns into a mask.
    public var secrets: [String]

    public init(secrets: [String] = []) {
        self.secrets = secrets.filter { $0.count >= 4 }.sorted { $0.count > $1.count }
    }

    public static func isSecretName(_ name: String) -> Bool {
        let lower = name.lowercased()
        if pageCursorNames.contains(lower) { return false }
        return secretNames.contains(lower) || secretFragments.contains { lower.contains($0) }
    }

    public func header(_ name: String, _ value: String) -> String {
        Self.secretHeaders.contains(name.lowercased()) ? Self.mask : scrub(value)
    }

    /// A URL with secret query values masked (`?key=<redacted>`).
    public func url(_ text: String) -> String {
        guard let question = text.firstIndex(of: "?") else { return scrub(text) }
        let query = text[text.index(after: question)...]
        return scrub(String(text[...question]) + form(String(query)))
    }

    /// A body as text for the debug log: JSON and forms field by field, anything else scrubbed of known secrets.
    public func body(_ bytes: [UInt8], contentType: String?) -> String {
        let type = contentType?.lowercased() ?? ""
        if type.contains("x-www-form-urlencoded") { return scrub(form(String(decoding: bytes, as: UTF8.self))) }
        if let json = try? JSONParser.parse(bytes: bytes) { return scrub(JSONWriter.compact(redact(json))) }
        return scrub(String(decoding: bytes, as: UTF8.self))
    }

    public func redact(_ value: JSONValue, insideSecret: Bool = false) -> JSONValue {
        switch value {
        case .object(let object):
            var result = JSONObject()
            for (key, child) in object.pairs {
                // Cognito puts PASSWORD, SECRET_HASH and SRP values inside AuthParameters/ChallengeResponses.
                let container = key == "AuthParameters" || key == "ChallengeResponses"
                if container, case .object = child {
                    result[key] = redactContainer(child)
                } else {
                    result[key] = Self.isSecretName(key) && child != .null ? .string(Self.mask) : redact(child)
                }
            }
            return .object(result)
        case .array(let items):
            return .array(items.map { redact($0) })
        default:
            return value
        }
    }

    private func redactContainer(_ value: JSONValue) -> JSONValue {
        guard case .object(let object) = value else { return value }
        var result = JSONObject()
        for (key, child) in object.pairs { result[key] = key == "USERNAME" ? child : .string(Self.mask) }
        return .object(result)
    }

    /// `a=1&password=x` with secret values masked.
    public func form(_ text: String) -> String {
        text.split(separator: "&", omittingEmptySubsequences: false).map { pair in
            guard let equals = pair.firstIndex(of: "=") else { return String(pair) }
            let name = PercentEncoding.decodeLeniently(pair[..<equals], plusIsSpace: true)
            return Self.isSecretName(name) ? "\(pair[..<equals])=\(Self.mask)" : String(pair)
        }.joined(separator: "&")
    }

    /// Replaces every known secret value in `text`.
    public func scrub(_ text: String) -> String {
        var result = text
        for secret in secrets where result.contains(secret) { result = result.replacing(secret, with: Self.mask) }
        return result
    }
}
