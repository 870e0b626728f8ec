import ToolkitFloor
import FoundationEssentials

/// The `Retry-After` header (RFC 9110 §10.2.3): delay-seconds or an HTTP-date.
public enum RetryAfter {
    /// Seconds to wait from `now`, or nil when the header is absent or unreadable. A date in the past is 0.
    public static func seconds(_ value: String?, now: Date) -> Double? {
        guard let value = value?.trimmedWhitespace, !value.isEmpty else { return nil }
        // delay-seconds: digits only; more than an Int holds is still a wait, and a long one (a Double of
        // 400 digits is infinity, which RetryMiddleware refuses as too long, never sleeps).
        if value.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) { return Double(value) }
        if value.hasPrefix("-"), Int(value) != nil { return nil }
        guard let date = HTTPDate.parse(value) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }
}

/// HTTP dates without DateFormatter (which would pull ICU into every tool): IMF-fixdate
/// (`Sun, 06 Nov 1994 08:49:37 GMT`), the obsolete RFC 850 form (`Sunday, 06-Nov-94 08:49:37 GMT`) and
/// asctime (`Sun Nov  6 08:49:37 1994`), as RFC 9110 §5.6.7 requires recipients to accept.
public enum HTTPDate {
    static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    public static func parse(_ text: String) -> Date? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        var day: Int?, month: Int?, year: Int?, time: [Int]?
        if words.count == 6, words[5] == "GMT" || words[5] == "UTC" {  // IMF-fixdate: Sun, 06 Nov 1994 08:49:37 GMT
            day = Int(words[1]); month = monthNumber(words[2]); year = Int(words[3]); time = clock(words[4])
        } else if words.count == 4, words[3] == "GMT" {  // RFC 850: Sunday 06-Nov-94 08:49:37 GMT
            let parts = words[1].split(separator: "-").map(String.init)
            guard parts.count == 3 else { return nil }
            day = Int(parts[0]); month = monthNumber(parts[1])
            year = Int(parts[2]).map { $0 < 100 ? ($0 < 70 ? 2000 + $0 : 1900 + $0) : $0 }
            time = clock(words[2])
        } else if words.count == 5 {  // asctime: Sun Nov 6 08:49:37 1994
            month = monthNumber(words[1]); day = Int(words[2]); time = clock(words[3]); year = Int(words[4])
        }
        // The year is bounded before any arithmetic: `Sun, 06 Nov 900000000000000000 08:49:37 GMT` would
        // overflow the day count. A date past 9999 is no wait anyone means.
        guard let day, let month, let year, let time, (1...31).contains(day), (1...9999).contains(year) else { return nil }
        let days = CivilDate.days(year: year, month: month, day: day)
        let seconds = days * 86_400 + time[0] * 3_600 + time[1] * 60 + time[2]
        return Date(timeIntervalSince1970: Double(seconds))
    }

    static func monthNumber(_ name: String) -> Int? {
        months.firstIndex(of: name.lowercased()).map { $0 + 1 }
    }

    static func clock(_ text: String) -> [Int]? {
        let parts = text.split(separator: ":").compactMap { Int($0) }
        guard parts.count == 3, parts[0] < 24, parts[1] < 60, parts[2] <= 60 else { return nil }
        return parts
    }
}
