import FoundationEssentials
import Shared

/// The `TIMESTAMP` of an SRP answer, in the form Cognito checks: `EEE MMM d HH:mm:ss 'UTC' yyyy` in UTC,
/// English names, the day not padded (`Mon Jan 5 09:04:03 UTC 2026`). Written by hand: the format is
/// fixed, and a locale-aware formatter is the usual way clients get it wrong.
enum CognitoTimestamp {
    private static let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]  // 1970-01-01 was a Thursday
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func format(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = CivilDate.days(secondsSince1970: Double(seconds))
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = CivilDate.date(fromDays: days)
        let weekday = weekdays[((days % 7) + 7) % 7]
        let clock = [secondOfDay / 3600, secondOfDay % 3600 / 60, secondOfDay % 60]
            .map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
        return "\(weekday) \(months[month - 1]) \(day) \(clock) UTC \(year)"
    }
}
