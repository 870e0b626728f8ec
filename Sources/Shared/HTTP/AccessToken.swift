import FoundationEssentials

/// A bearer token and when it stops being valid, with what a refresh needs.
public struct AccessToken: Sendable, Equatable {
    public var value: String
    public var expiresAt: Date?
    public var refreshToken: String?
    /// Anything else the tool keeps with the token (user id, email, tenant), as JSON.
    public var details: JSONObject

    public init(value: String, expiresAt: Date?, refreshToken: String? = nil, details: JSONObject = JSONObject()) {
        self.value = value
        self.expiresAt = expiresAt
        self.refreshToken = refreshToken
        self.details = details
    }

    /// Usable only while more than `leeway` seconds remain (contract §5: 60 s).
    public func isValid(at now: Date, leeway: Double = 60) -> Bool {
        guard let expiresAt else { return true }
        return expiresAt.timeIntervalSince(now) > leeway
    }

    public var json: JSONValue {
        var object = JSONObject()
        object["access_token"] = .string(value)
        object["expires_at"] = expiresAt.map { .double($0.timeIntervalSince1970) } ?? .null
        object["refresh_token"] = refreshToken.map(JSONValue.string) ?? .null
        object["details"] = .object(details)
        return .object(object)
    }

    public init?(json: JSONValue) {
        guard let value = json["access_token"]?.stringValue, !value.isEmpty else { return nil }
        self.value = value
        if case .number(let text)? = json["expires_at"], let seconds = Double(text) {
            expiresAt = Date(timeIntervalSince1970: seconds)
        } else {
            expiresAt = nil
        }
        refreshToken = json["refresh_token"]?.stringValue
        details = json["details"]?.objectValue ?? JSONObject()
    }
}
