import FoundationEssentials

/// ISO 8601 date-times (RFC 3339 profile) without Foundation's format styles: `Date.ISO8601FormatStyle`
/// (and `Date.description`, which uses it) links Calendar, Locale, AttributedString and the property-list
/// coders into every binary, 7.4 MB of a static "hello" that otherwise is 6 MB, and more pages to map
/// at every start. The toolkit only needs UTC timestamps out and zoned date-times in, which is this.
public enum ISO8601DateTime {
    /// `2026-05-14T09:30:00Z`: UTC, whole seconds (rounded down). A date outside the years 0001–9999 (a
    /// token's `exp` or a file's number can say anything) is written as the nearest end of that range,
    /// never trapping in the arithmetic.
    public static func format(_ date: Date) -> String {
        let since1970 = date.timeIntervalSince1970
        let total = since1970.isNaN ? 0 : Int(min(max(since1970, -62_135_596_800), 253_402_300_799).rounded(.down))
        let days = CivilDate.days(secondsSince1970: Double(total))
        let seconds = total - days * 86_400
        let (year, month, day) = CivilDate.date(fromDays: days)
        return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T" + pad(seconds / 3600, 2) + ":"
            + pad(seconds / 60 % 60, 2) + ":" + pad(seconds % 60, 2) + "Z"
    }

    /// A date-time with a zone: `YYYY-MM-DDTHH:MM:SS`, optional fractional seconds (`.` and 1–9 digits),
    /// then `Z` or an offset `±HH:MM` (or `±HHMM`). Nil for anything else, including impossible dates
    /// (`2026-02-30`) and times (`24:00:00`, a leap second).
    public static func parse(_ text: String) -> Date? {
        var scanner = Scanner(bytes: Array(text.utf8))
        guard let year = scanner.digits(4), scanner.take("-"), let month = scanner.digits(2), scanner.take("-"),
            let day = scanner.digits(2), scanner.take("T"), let hour = scanner.digits(2), scanner.take(":"),
            let minute = scanner.digits(2), scanner.take(":"), let second = scanner.digits(2)
        else { return nil }
        guard (1...12).contains(month), (1...CivilDate.daysIn(month: month, year: year)).contains(day), hour < 24, minute < 60,
            second < 60
        else { return nil }
        var fraction = 0.0
        if scanner.take(".") {
            var scale = 0.1, count = 0
            while let digit = scanner.digit() {
                fraction += Double(digit) * scale
                scale /= 10
                count += 1
            }
            guard (1...9).contains(count) else { return nil }
        }
        var offset = 0
        if scanner.take("Z") {
            offset = 0
        } else if let sign = scanner.sign() {
            guard let hours = scanner.digits(2) else { return nil }
            _ = scanner.take(":")
            guard let minutes = scanner.digits(2), hours < 24, minutes < 60 else { return nil }
            offset = sign * (hours * 3600 + minutes * 60)
        } else {
            return nil
        }
        guard scanner.isAtEnd else { return nil }
        let days = CivilDate.days(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        var isAtEnd: Bool { index == bytes.count }

        mutating func take(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        mutating func digit() -> Int? {
            guard index < bytes.count, (48...57).contains(bytes[index]) else { return nil }
            index += 1
            return Int(bytes[index - 1] - 48)
        }

        mutating func digits(_ count: Int) -> Int? {
            var value = 0
            for _ in 0..<count {
                guard let digit = digit() else { return nil }
                value = value * 10 + digit
            }
            return value
        }

        mutating func sign() -> Int? {
            if take("+") { return 1 }
            if take("-") { return -1 }
            return nil
        }
    }
}
