import ToolkitFloor
/// Hides secrets in anything that is logged or printed — the `-v`/`--debug` log, `--dry-run` records,
/// error messages, notes, `config` changes — so every view of a request shows the same redaction:
/// - headers, query and form parameters and JSON fields whose names say they hold a credential
///   (`CredentialNames`: by pattern, less a list of public names such as page cursors);
/// - the user-info of every URL (`http://user:PW@host` → `http://<redacted>@host`);
/// - every literal secret of the run (`SecretRegistry`: secret settings, the Basic value, tokens held,
///   passwords typed, credentials a request carries) wherever it appears, in bodies and messages alike.
///
/// A short generic name without a pattern (a 2FA `code`) is masked only where a request declares it
/// sensitive (`HTTPRequest.sensitiveFields`), never wherever it appears: UPS's `ResponseStatus.Code` is data.
public struct Redactor: Sendable {
    public static let mask = "<redacted>"
    /// Header names that are credentials whatever the patterns say (all of them match today).
    static let secretHeaders: Set<String> = [
        "authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key", "x-amz-security-token",
    ]

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

    /// Whether a JSON or form field of this name holds a credential (`CredentialNames`).
    public static func isCredentialField(_ name: String) -> Bool {
        CredentialNames.isCredential(name)
    }

    /// Whether a query or form parameter of this name carries a credential.
    public static func isCredentialParameter(_ name: String) -> Bool {
        CredentialNames.isCredentialParameter(name)
    }

    /// Whether a header of this name carries a credential.
    public static func isCredentialHeader(_ name: String) -> Bool {
        secretHeaders.contains(name.lowercased()) || CredentialNames.isCredential(name)
    }

    public func header(_ name: String, _ value: String) -> String {
        Self.isCredentialHeader(name) ? Self.mask : scrub(value)
    }

    /// A URL with its user-info and credential query values masked (`?key=<redacted>`).
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

    /// `value` with credential fields (and the `sensitive` ones) masked at any depth, and every other
    /// string and name scrubbed of the run's secrets. Under a credential name a string or number is masked;
    /// an object or a list is looked into (Cognito's `AuthenticationResult` holds its tokens by name).
    public func redact(_ value: JSONValue, sensitive: Set<String> = []) -> JSONValue {
        switch value {
        case .object(let object):
            var result = JSONObject()
            for (key, child) in object.pairs {
                // Cognito puts PASSWORD, SECRET_HASH and SRP values inside AuthParameters/ChallengeResponses.
                let container = key == "AuthParameters" || key == "ChallengeResponses"
                if container, case .object = child {
                    result[key] = redactContainer(child)
                } else if Self.isCredentialField(key) || sensitive.contains(key) {
                    result[scrub(key)] = masked(child, sensitive: sensitive)
                } else {
                    result[scrub(key)] = redact(child, sensitive: sensitive)
                }
            }
            return .object(result)
        case .array(let items):
            return .array(items.map { redact($0, sensitive: sensitive) })
        case .string(let text):
            return .string(scrub(text))
        default:
            return value
        }
    }

    /// The value of a credential field: scalars masked, containers looked into.
    private func masked(_ value: JSONValue, sensitive: Set<String>) -> JSONValue {
        switch value {
        case .string, .number: .string(Self.mask)
        case .array(let items): .array(items.map { masked($0, sensitive: sensitive) })
        case .object: redact(value, sensitive: sensitive)
        case .null, .bool: value
        }
    }

    private func redactContainer(_ value: JSONValue) -> JSONValue {
        guard case .object(let object) = value else { return value }
        var result = JSONObject()
        for (key, child) in object.pairs { result[key] = key == "USERNAME" ? redact(child) : .string(Self.mask) }
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

    /// Replaces every known secret value in `text`, and the user-info of every URL in it.
    public func scrub(_ text: String) -> String {
        var result = text
        // `replacingText` hands back the text itself when the secret is absent: one search per secret.
        for secret in registry.values {
            result = result.replacingText(secret, with: Self.mask)
        }
        return URLUserInfo.masked(in: result, with: Self.mask)
    }
}
