import FoundationEssentials
import Glibc

/// A time as a table shows it: an age by kubectl's rules (`45s`, `5m30s`, `3h`, `2d5h`), `in 55m` for a
/// time ahead (a token's expiry), and the local date once it is a year or more away, where an age in
/// days stops meaning much. JSON, NDJSON and CSV keep the service's text.
public enum TableAge {
    /// The cell for `text` at `now`; text that is not an ISO 8601 time is shown as it is.
    public static func cell(_ text: String, now: Date) -> String {
        guard let date = ISO8601DateTime.parse(text) else { return text }
        return describe(date, now: now, ago: "")
    }

    /// What a card shows beside a time: `196d ago`, `in 55m`, or the local date; nil for text that is not
    /// an ISO 8601 time.
    public static func phrase(_ text: String, now: Date) -> String? {
        ISO8601DateTime.parse(text).map { describe($0, now: now, ago: " ago") }
    }

    private static func describe(_ date: Date, now: Date, ago: String) -> String {
        let seconds = date.timeIntervalSince(now)
        if abs(seconds) >= 365 * 86_400 { return localDate(date) }
        return seconds > 1 ? "in " + duration(Int(seconds)) : duration(Int(max(0, -seconds))) + ago
    }

    /// kubectl's `HumanDuration`, up to a year.
    static func duration(_ seconds: Int) -> String {
        if seconds < 120 { return "\(seconds)s" }
        let minutes = seconds / 60
        if minutes < 10 { return seconds % 60 == 0 ? "\(minutes)m" : "\(minutes)m\(seconds % 60)s" }
        if minutes < 180 { return "\(minutes)m" }
        let hours = minutes / 60
        if hours < 8 { return minutes % 60 == 0 ? "\(hours)h" : "\(hours)h\(minutes % 60)m" }
        if hours < 48 { return "\(hours)h" }
        if hours < 24 * 8 { return hours % 24 == 0 ? "\(hours / 24)d" : "\(hours / 24)d\(hours % 24)h" }
        return "\(hours / 24)d"
    }

    /// `2024-03-01` in the local time zone (`TZ`, else the system's).
    static func localDate(_ date: Date) -> String {
        var time = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        guard localtime_r(&time, &parts) != nil else { return ISO8601DateTime.format(date) }
        let month = parts.tm_mon + 1, day = parts.tm_mday
        return "\(parts.tm_year + 1900)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }
}
