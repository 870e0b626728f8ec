import ToolkitFloor
/// Hides secrets in anything that is logged or printed: credential headers, credential JSON and form
/// fields, credential query parameters, and every literal secret of the run (`SecretRegistry`: secret
/// settings, the Basic value, tokens) wherever it appears.
///
/// Masking by name is kept to names that always hold a credential (`password`, `client_secret`,
/// `access_token`, `X-API-Key`, `?key=`). Short generic names (`code`, `key`, `session`) are masked only
/// where a request declares them sensitive (`HTTPRequest.sensitiveFields`: a 2FA `code` in a sign-in
/// body), never wherever they appear: UPS's `ResponseStatus.Code` is data, and masking it broke replays.
public struct Redactor: Sendable {
    public static let mask = "<redacted>"
    static let secretHeaders: Set<String> = [
        "authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key", "x-amz-security-token",
    ]
    /// Parts of a field name (lower case, without `_` and `-`) that make it a credential.
    static let credentialFragments = ["password", "passwd", "secret", "apikey", "token"]
    /// Names that contain a fragment above but hold no secret: page cursors (masking them hides where a
    /// listing is and breaks the replay of recorded paging) and the token type (`Bearer`).
    static let publicNames: Set<String> = [
        "pagetoken", "nextpagetoken", "nexttoken", "paginationtoken", "continuationtoken", "tokentype",
    ]
    /// Query and form parameters that carry credentials beyond the field names: Google's `?key=`, signed
    /// URLs' signatures.
    static let credentialParameters: Set<String> = ["key", "signature", "sig", "authorization", "credential"]

    /// The run's secrets; shared, so values added later are scrubbed too.
    public let registry: SecretRegistry

    public init(secrets: [String] = []) {
        registry = SecretRegistry(secrets)
    }

    public init(registry: SecretRegistry) {
        self.registry = registry
    }

    /// The literal secrets scrubbed, longest first.
    public var secrets: [String] { registry.values }

    /// Whether a JSON field of this name always holds a credential.
    public static func isCredentialField(_ name: String) -> Bool {
        let folded = String(name.lowercased().filter { $0 != "_" && $0 != "-" })
        if publicNames.contains(folded) { return false }
        return credentialFragments.contains { folded.containsText($0) }
    }

    /// Whether a query or form parameter of this name carries a credential.
    public static func isCredentialParameter(_ name: String) -> Bool {
        credentialParameters.contains(name.lowercased()) || isCredentialField(name)
    }

    public func header(_ name: String, _ value: String) -> String {
        Self.secretHeaders.contains(name.lowercased()) ? Self.mask : scrub(value)
    }

    /// A URL with credential query values masked (`?key=<redacted>`).
    public func url(_ text: String) -> String {
        guard let question = text.firstIndex(of: "?") else { return scrub(text) }
        let query = text[text.index(after: question)...]
        return scrub(String(text[...question]) + form(String(query)))
    }

    /// A body as text for the debug log: JSON and forms field by field, anything else scrubbed of known
    /// secrets. `sensitive` names fields this particular body holds secrets in (a sign-in's `code`).
    public func body(_ bytes: [UInt8], contentType: String?, sensitive: Set<String> = []) -> String {
        let type = contentType?.lowercased() ?? ""
        if type.containsText("x-www-form-urlencoded") {
            return scrub(form(String(decoding: bytes, as: UTF8.self), sensitive: sensitive))
        }
        if let json = try? JSONParser.parse(bytes: bytes) {
            return scrub(JSONWriter.compact(redact(json, sensitive: sensitive)))
        }
        return scrub(String(decoding: bytes, as: UTF8.self))
    }

    /// `value` with credential fields (and the `sensitive` ones) masked, at any depth.
    public func redact(_ value: JSONValue, sensitive: Set<String> = []) -> JSONValue {
        switch value {
        case .object(let object):
            var result = JSONObject()
            for (key, child) in object.pairs {
                // Cognito puts PASSWORD, SECRET_HASH and SRP values inside AuthParameters/ChallengeResponses.
                let container = key == "AuthParameters" || key == "ChallengeResponses"
                if container, case .object = child {
                    result[key] = redactContainer(child)
                } else if child != .null, Self.isCredentialField(key) || sensitive.contains(key) {
                    result[key] = .string(Self.mask)
                } else {
                    result[key] = redact(child, sensitive: sensitive)
                }
            }
            return .object(result)
        case .array(let items):
            return .array(items.map { redact($0, sensitive: sensitive) })
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

    /// `a=1&password=x` with credential values masked.
    public func form(_ text: String, sensitive: Set<String> = []) -> String {
        text.split(separator: "&", omittingEmptySubsequences: false).map { pair in
            guard let equals = pair.firstIndex(of: "=") else { return String(pair) }
            let name = PercentEncoding.decodeLeniently(pair[..<equals], plusIsSpace: true)
            let masked = Self.isCredentialParameter(name) || sensitive.contains(name)
            return masked ? "\(pair[..<equals])=\(Self.mask)" : String(pair)
        }.joined(separator: "&")
    }

    /// Replaces every known secret value in `text`.
    public func scrub(_ text: String) -> String {
        var result = text
        // `replacingText` hands back the text itself when the secret is absent: one search per secret.
        for secret in registry.values {
            result = result.replacingText(secret, with: Self.mask)
        }
        return result
    }
}
