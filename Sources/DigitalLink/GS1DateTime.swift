import ToolkitFloor

/// Date and time checks of GS1 values: YYMMDD (`yymmdd`, and `yymmd0` where day 00 means "the whole
/// month"), YYYYMMDD (`yyyymmdd`), HHMM (`hhmi`) and the single fields HH, MM, SS (`hh`, `mi`, `ss`).
/// Dates must exist: month 01-12, day within that month, 29 February only in leap years.
enum GS1DateTime {
    static func dateProblem(in bytes: UnsafeBufferPointer<UInt8>, yearDigits: Int, allowsDayZero: Bool) -> String? {
        // The messages as literals, not built: a refused date is checked twice (the value's fit, then its
        // message), and an interpolated message cost more than a thousand instructions each time.
        var notADate: String { yearDigits == 2 ? "not a date (YYMMDD)" : "not a date (YYYYMMDD)" }
        var notARealDate: String { yearDigits == 2 ? "not a real date (YYMMDD)" : "not a real date (YYYYMMDD)" }
        guard bytes.count == yearDigits + 4,
            let year = number(in: bytes, from: 0, count: yearDigits),
            let month = number(in: bytes, from: yearDigits, count: 2),
            let day = number(in: bytes, from: yearDigits + 2, count: 2)
        else { return notADate }
        guard (1...12).contains(month) else { return notARealDate }
        if day == 0 && allowsDayZero { return nil }
        // A two-digit year means the year within 50 of the current one (GS1 General Specifications),
        // i.e. 1977-2076 today; in that span the only century year is 2000, a leap year, so 2000 + YY has
        // the same leap years (exact until 2050 moves the window past 2100; the check stays pure).
        let calendarYear = yearDigits == 2 ? 2000 + year : year
        guard day >= 1, day <= CivilDate.daysIn(month: month, year: calendarYear) else { return notARealDate }
        return nil
    }

    static func timeProblem(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.count == 4, let hour = number(in: bytes, from: 0, count: 2),
            let minute = number(in: bytes, from: 2, count: 2), hour < 24, minute < 60
        else { return "not a real time (HHMM, 0000-2359)" }
        return nil
    }

    /// One two-digit field below `limit`: hours below 24, minutes and seconds below 60.
    static func fieldProblem(in bytes: UnsafeBufferPointer<UInt8>, below limit: Int, what: String) -> String? {
        guard bytes.count == 2, let value = number(in: bytes, from: 0, count: 2), value < limit
        else { return "not \(what)" }
        return nil
    }

    /// The decimal number written by `count` digits at `start`, or nil if any is not a digit.
    static func number(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, count: Int) -> Int? {
        var value = 0
        for index in start..<(start + count) {
            let digit = Int(bytes[index]) - 48
            guard digit >= 0, digit <= 9 else { return nil }
            value = value * 10 + digit
        }
        return value
    }
}
