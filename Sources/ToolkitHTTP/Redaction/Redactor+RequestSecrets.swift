import ToolkitFloor

extension Redactor {
    /// Adds the credentials `request` carries to the run's secrets — credential headers (`-H 'X-Auth-Token:
    /// …'` as much as `Authorization`), the password of the URL's user-info, credential query values and
    /// body fields — so that wherever else the same value shows (a body quoting it, a message from the
    /// service echoing it), it is scrubbed too. The views that print a request (`--debug`, `--dry-run`)
    /// call it before they print.
    public func learnSecrets(of request: HTTPRequest) {
        var found: [String] = []
        for field in request.headers where Self.isCredentialHeader(field.name) {
            found += Self.credentials(inHeaderValue: field.value)
        }
        found += Self.userInfoSecret(of: request.url.absoluteString)
        let rawQuery = request.url.query(percentEncoded: true) ?? ""
        for pair in rawQuery.split(separator: "&") {
            guard let equals = pair.firstIndex(of: "=") else { continue }
            let name = PercentEncoding.decodeLeniently(pair[..<equals], plusIsSpace: true)
            guard Self.isCredentialParameter(name) || request.sensitiveFields.contains(name) else { continue }
            let raw = String(pair[pair.index(after: equals)...])
            found += [raw, PercentEncoding.decodeLeniently(raw[...], plusIsSpace: true)]
        }
        if let body = request.body, !body.isEmpty {
            if let json = try? JSONParser.parse(bytes: body) {
                Self.collectCredentials(in: json, sensitive: request.sensitiveFields, into: &found)
            } else if let text = String(validating: body, as: UTF8.self), text.contains("=") {
                for item in PathPattern.queryItems(text)
                where Self.isCredentialParameter(item.name) || request.sensitiveFields.contains(item.name) {
                    found.append(item.value)
                }
            }
        }
        // Stand-ins are not secrets: scrubbing them would turn `<not signed in>` into `<redacted>`.
        let standIns: Set<String> = [Self.mask, DryRunTransport.notSignedIn, "Bearer \(DryRunTransport.notSignedIn)"]
        registry.add(contentsOf: found.filter { !standIns.contains($0) })
    }

    /// `Bearer X` → the whole value and X; a Basic value also gives its password.
    static func credentials(inHeaderValue value: String) -> [String] {
        var found = [value]
        let parts = value.split(separator: " ", maxSplits: 1)
        guard parts.count == 2 else { return found }
        found.append(String(parts[1]))
        if parts[0].lowercased() == "basic", let decoded = Base64.decode(String(parts[1])),
           let text = String(validating: decoded, as: UTF8.self), let colon = text.firstIndex(of: ":") {
            found.append(String(text[text.index(after: colon)...]))
        }
        return found
    }

    /// The password of `scheme://user:PASSWORD@host`, or the whole user-info when it has no password (a
    /// token written as the user name). A user name beside a password is not a secret.
    static func userInfoSecret(of url: String) -> [String] {
        guard let separator = url.rangeOfText("://") else { return [] }
        let rest = url[separator.upperBound...]
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard let at = authority.lastIndex(of: "@") else { return [] }
        let userInfo = authority[..<at]
        guard let colon = userInfo.firstIndex(of: ":") else { return [String(userInfo)] }
        let password = String(userInfo[userInfo.index(after: colon)...])
        return [password, PercentEncoding.decodeLeniently(password[...], plusIsSpace: false)]
    }

    /// Strings under credential names (and `sensitive` ones), anywhere in `value`.
    static func collectCredentials(in value: JSONValue, sensitive: Set<String>, into found: inout [String]) {
        switch value {
        case .object(let object):
            for (key, child) in object.pairs {
                if isCredentialField(key) || sensitive.contains(key) || key == "AuthParameters" || key == "ChallengeResponses" {
                    collectScalars(in: child, skipping: ["USERNAME"], into: &found)
                } else {
                    collectCredentials(in: child, sensitive: sensitive, into: &found)
                }
            }
        case .array(let items):
            for item in items { collectCredentials(in: item, sensitive: sensitive, into: &found) }
        default:
            break
        }
    }

    private static func collectScalars(in value: JSONValue, skipping: Set<String>, into found: inout [String]) {
        switch value {
        case .string(let text): found.append(text)
        // A number under such a name is masked where it is printed, but not learnt: `"session_ttl": 3600`
        // would otherwise turn every 3600 of the run into a mask.
        case .number: break
        case .array(let items): for item in items { collectScalars(in: item, skipping: skipping, into: &found) }
        case .object(let object):
            for (key, child) in object.pairs where !skipping.contains(key) {
                // Public names inside a credential's object (`token_type`) stay public.
                if CredentialNames.publicNames.contains(CredentialNames.folded(key)) { continue }
                collectScalars(in: child, skipping: skipping, into: &found)
            }
        case .null, .bool: break
        }
    }
}
