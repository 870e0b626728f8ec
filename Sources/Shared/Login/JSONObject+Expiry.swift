import FoundationEssentials

extension JSONObject {
    /// `expiresAt` (ISO 8601) and `expiresIn` (seconds from `now`) of a token, as `auth status` shows them;
    /// nothing when the expiry is not known.
    public mutating func addExpiry(_ expiry: Date?, now: Date) {
        guard let expiry else { return }
        self["expiresAt"] = .string(ISO8601DateTime.format(expiry))
        self["expiresIn"] = .integer(Int(expiry.timeIntervalSince(now)))
    }
}
