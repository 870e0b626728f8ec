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
        var value = value
        return value.withUTF8 { bytes in
            guard let date = date(bytes, currentYear: currentYear) else { return nil }
            return String(unsafeUninitializedCapacity: 10) { text in
                writeISO(date, at: text.baseAddress!)
                return 10
            }
        }
    }

    /// The date at the start of the value's UTF-8 `bytes`, by the rules of `isoDate(_:currentYear:)`.
    /// Called for every date AI of every URI: reads the digits in place, builds nothing.
    public static func date(_ bytes: UnsafeBufferPointer<UInt8>, currentYear: Int) -> (year: Int, month: Int, day: Int)? {
        guard bytes.count >= 6 else { return nil }
        var digits = 0
        for index in 0..<6 {
            let digit = Int(bytes[index]) &- 48
            guard digit >= 0, digit <= 9 else { return nil }
            digits = digits * 10 + digit
        }
        let year = fullYear(twoDigitYear: digits / 10_000, currentYear: currentYear)
        let month = digits / 100 % 100
        var day = digits % 100
        guard (1...12).contains(month), (0...9999).contains(year) else { return nil }
        let lastDay = CivilDate.daysIn(month: month, year: year)
        if day == 0 { day = lastDay }
        guard day <= lastDay else { return nil }
        return (year, month, day)
    }

    /// Writes `date` as the 10 bytes `YYYY-MM-DD` at `text` (its year is 0...9999).
    @inline(__always)
    public static func writeISO(_ date: (year: Int, month: Int, day: Int), at text: UnsafeMutablePointer<UInt8>) {
        let zero = UInt8(ascii: "0")
        text[0] = zero + UInt8(date.year / 1000)
        text[1] = zero + UInt8(date.year / 100 % 10)
        text[2] = zero + UInt8(date.year / 10 % 10)
        text[3] = zero + UInt8(date.year % 10)
        text[4] = UInt8(ascii: "-")
        text[5] = zero + UInt8(date.month / 10)
        text[6] = zero + UInt8(date.month % 10)
        text[7] = UInt8(ascii: "-")
        text[8] = zero + UInt8(date.day / 10)
        text[9] = zero + UInt8(date.day % 10)
    }

    /// The UTC calendar year of a moment, without Foundation's calendars.
    public static func utcYear(secondsSince1970 seconds: Double) -> Int {
        CivilDate.date(fromDays: CivilDate.days(secondsSince1970: seconds)).year
    }
}
