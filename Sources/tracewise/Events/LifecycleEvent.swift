import FoundationEssentials
import Shared

/// A lifecycle event as `POST /v1/events` takes it: `gtin`, `serial`, `type`, `action`, `bizStep`,
/// `disposition`, `when`, `readPoint`, `bizLocation`, `details` (the TraceWise SDK's field names; the time
/// field is `when`).
///
/// Events come from flags or from NDJSON lines. Both get the same defaults for what they leave out —
/// type `ObjectEvent`, action `OBSERVE`, disposition `active`, time now in UTC — and the same checks
/// before any request, so a line can be as short as `{"gtin":"…","serial":"…","bizStep":"shipping"}`.
enum LifecycleEvent {
    static let actions = ["ADD", "OBSERVE", "DELETE"]

    /// A problem with an event that keeps it from being sent.
    struct Invalid: Error, Equatable {
        var reason: String
    }

    /// `event` with defaults filled in, keys in the SDK's order first and any others after, as given.
    static func complete(_ event: JSONObject, now: Date) throws(Invalid) -> JSONObject {
        guard let gtin = event["gtin"]?.stringValue, !gtin.isEmpty else { throw Invalid(reason: "missing \"gtin\"") }
        guard let bizStep = event["bizStep"]?.stringValue, !bizStep.isEmpty else { throw Invalid(reason: "missing \"bizStep\"") }
        var result = JSONObject()
        result["gtin"] = .string(gtin)
        if let serial = event["serial"], serial != .null { result["serial"] = serial }
        result["type"] = event["type"] ?? .string("ObjectEvent")
        let action = event["action"]?.stringValue ?? "OBSERVE"
        guard actions.contains(action) else {
            throw Invalid(reason: "\"action\" is '\(action)': expected \(actions.joined(separator: ", "))")
        }
        result["action"] = .string(action)
        result["bizStep"] = .string(bizStep)
        result["disposition"] = event["disposition"] ?? .string("active")
        if let when = event["when"] {
            guard let text = when.stringValue, isISO8601(text) else {
                throw Invalid(reason: "\"when\" is not an ISO 8601 date-time with a time zone, e.g. 2026-05-14T09:30:00Z")
            }
            result["when"] = when
        } else {
            result["when"] = .string(timestamp(now))
        }
        for (key, value) in event.pairs where result[key] == nil { result[key] = value }
        return result
    }

    /// Whether `text` is an ISO 8601 date-time with a zone (`Z` or an offset), with or without fractions.
    static func isISO8601(_ text: String) -> Bool {
        ISO8601DateTime.parse(text) != nil
    }

    /// Now, as the API's timestamps look: UTC, seconds, `Z`.
    static func timestamp(_ date: Date) -> String {
        ISO8601DateTime.format(date)
    }
}
