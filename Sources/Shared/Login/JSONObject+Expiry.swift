import FoundationEssentials

extension JSONObject {
    /// `expiresAt` (ISO 8601) and `expiresIn` (seconds from `now`) of a token, as `auth status` shows them;
    /// nothing when the expiry is not known.
    public mutating func addExpiry(_ expiry: Date?, now: Date) {
        guard let expiry = AccessToken.bounded(expiry) else { return }
        self["expiresAt"] = .string(ISO8601DateTime.format(expiry))
        self["expiresIn"] = .integer(Self.wholeSeconds(expiry.timeIntervalSince(now)))
    }

    /// Seconds as a whole number that an `Int` holds whatever the clock says (a clock set to the year
    /// 200,000 included): the expiry is bounded, `now` is not.
    static func wholeSeconds(_ seconds: Double) -> Int {
        guard !seconds.isNaN else { return 0 }
        return Int(min(max(seconds.rounded(.towardZero), -9e15), 9e15))
    }
}
