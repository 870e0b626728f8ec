import ToolkitFloor
import FoundationEssentials

/// A bearer token and when it stops being valid, with what a refresh needs.
public struct AccessToken: Sendable, Equatable {
    public var value: String
    public var expiresAt: Date?
    /// When the token was received, when known: with `expiresAt` it gives the token's lifetime.
    public var obtainedAt: Date?
    public var refreshToken: String?
    /// Anything else the tool keeps with the token (user id, email, tenant), as JSON.
    public var details: JSONObject

    public init(
        value: String, expiresAt: Date?, refreshToken: String? = nil, details: JSONObject = JSONObject(),
        obtainedAt: Date? = nil
    ) {
        self.value = value
        self.expiresAt = expiresAt
        self.obtainedAt = obtainedAt
        self.refreshToken = refreshToken
        self.details = details
    }

    /// Usable only while more than `leeway` seconds remain (docs/files.md: 60 s). A token that lives less
    /// than twice the leeway (a 60 s token would never be usable at all) is used while more than half its
    /// life remains.
    public func isValid(at now: Date, leeway: Double = 60) -> Bool {
        guard let expiresAt else { return true }
        var margin = leeway
        if let obtainedAt {
            let lifetime = expiresAt.timeIntervalSince(obtainedAt)
            if lifetime > 0 { margin = min(leeway, lifetime / 2) }
        }
        return expiresAt.timeIntervalSince(now) > margin
    }

    public var json: JSONValue {
        var object = JSONObject()
        object["access_token"] = .string(value)
        object["expires_at"] = expiresAt.map { .double($0.timeIntervalSince1970) } ?? .null
        if let obtainedAt { object["obtained_at"] = .double(obtainedAt.timeIntervalSince1970) }
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
        if case .number(let text)? = json["obtained_at"], let seconds = Double(text) {
            obtainedAt = Date(timeIntervalSince1970: seconds)
        } else {
            obtainedAt = nil
        }
        refreshToken = json["refresh_token"]?.stringValue
        details = json["details"]?.objectValue ?? JSONObject()
    }
}
