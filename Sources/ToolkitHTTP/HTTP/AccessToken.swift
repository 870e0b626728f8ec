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
        self.expiresAt = Self.bounded(expiresAt)
        self.obtainedAt = Self.bounded(obtainedAt)
        self.refreshToken = refreshToken
        self.details = details
    }

    /// The latest moment a token is taken to expire at: the last second of 9999. A service may say its
    /// token lives 2^63−1 seconds, and a token file may say `1e400`; such a token is valid until then,
    /// which every date format, and every subtraction in whole seconds, can still hold.
    public static let latestExpiry = Date(timeIntervalSince1970: 253_402_300_799)

    /// `date` within 1970 … `latestExpiry` (a date the tool cannot have been given honestly is clamped,
    /// never trusted in arithmetic).
    public static func bounded(_ date: Date?) -> Date? {
        guard let seconds = date?.timeIntervalSince1970 else { return nil }
        guard !seconds.isNaN else { return Date(timeIntervalSince1970: 0) }
        return Date(timeIntervalSince1970: min(max(seconds, 0), latestExpiry.timeIntervalSince1970))
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
        // A token file's numbers are clamped like a service's (`bounded`): `1e400` reads as infinity.
        if case .number(let text)? = json["expires_at"], let seconds = Double(text) {
            expiresAt = Self.bounded(Date(timeIntervalSince1970: seconds))
        } else {
            expiresAt = nil
        }
        if case .number(let text)? = json["obtained_at"], let seconds = Double(text) {
            obtainedAt = Self.bounded(Date(timeIntervalSince1970: seconds))
        } else {
            obtainedAt = nil
        }
        refreshToken = json["refresh_token"]?.stringValue
        details = json["details"]?.objectValue ?? JSONObject()
    }
}
