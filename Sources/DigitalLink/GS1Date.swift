import ToolkitFloor

/// ISO 8601 dates from GS1 `YYMMDD` values (AIs 11, 12, 13, 15, 16, 17, 7006, …), as `parse-link` shows
/// them next to the raw value. Pure: the current year is passed in, taken once from the injected clock,
/// so a test can stand anywhere in time.
public enum GS1Date {
    /// The four-digit year of a two-digit `YY`, by the rule of the GS1 General Specifications, section 7.12
    /// "Determination of century in dates": take `D = YY - (current year mod 100)`; when `D` is 51 to 99
    /// the year is in the previous century, when it is -99 to -50 it is in the next century, otherwise in
    /// the current one. So a year more than 50 years ahead is in the past, and one 50 or more years
    /// behind is in the future: in 2026, `76` is 2076 and `77` is 1977; in 2060, `10` is 2110 and `11`
    /// is 2011.
    static func fullYear(twoDigitYear yy: Int, currentYear: Int) -> Int {
        let century = currentYear - currentYear % 100
        let difference = yy - currentYear % 100
        if (51...99).contains(difference) { return century - 100 + yy }
        if (-99 ... -50).contains(difference) { return century + 100 + yy }
        return century + yy
    }

    /// `YYYY-MM-DD` for a value that starts with `YYMMDD`, or nil when it does not start with a real date.
    /// Day `00` means the day is not given; GS1 reads it as the last day of the month (an expiry date
    /// `271100` is 2027-11-30, `280200` is 2028-02-29), so that is the date shown.
    public static func isoDate(_ value: String, currentYear: Int) -> String? {
        // Called for every date AI of every URI: read the digits in place, build the text in place.
        var digits = (0, 0, 0, 0, 0, 0)
        var seen = 0
        for byte in value.utf8 {
            guard seen < 6 else { break }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let digit = Int(byte &- UInt8(ascii: "0"))
            switch seen {
            case 0: digits.0 = digit
            case 1: digits.1 = digit
            case 2: digits.2 = digit
            case 3: digits.3 = digit
            case 4: digits.4 = digit
            default: digits.5 = digit
            }
            seen += 1
        }
        guard seen == 6 else { return nil }
        let year = fullYear(twoDigitYear: digits.0 * 10 + digits.1, currentYear: currentYear)
        let month = digits.2 * 10 + digits.3
        var day = digits.4 * 10 + digits.5
        guard (1...12).contains(month), (0...9999).contains(year) else { return nil }
        let lastDay = daysIn(month: month, year: year)
        if day == 0 { day = lastDay }
        guard day <= lastDay else { return nil }
        return String(unsafeUninitializedCapacity: 10) { text in
            let zero = UInt8(ascii: "0")
            text[0] = zero + UInt8(year / 1000)
            text[1] = zero + UInt8(year / 100 % 10)
            text[2] = zero + UInt8(year / 10 % 10)
            text[3] = zero + UInt8(year % 10)
            text[4] = UInt8(ascii: "-")
            text[5] = zero + UInt8(month / 10)
            text[6] = zero + UInt8(month % 10)
            text[7] = UInt8(ascii: "-")
            text[8] = zero + UInt8(day / 10)
            text[9] = zero + UInt8(day % 10)
            return 10
        }
    }

    static func daysIn(month: Int, year: Int) -> Int { CivilDate.daysIn(month: month, year: year) }

    /// The UTC calendar year of a moment, without Foundation's calendars.
    public static func utcYear(secondsSince1970 seconds: Double) -> Int {
        CivilDate.date(fromDays: CivilDate.days(secondsSince1970: seconds)).year
    }
}
