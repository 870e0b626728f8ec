/// A wait in words, the one way the tools say one: a `Retry-After` too long to sleep, a rate limit's
/// `try again in`, a live view's next poll, its `--interval` and `--within`. Read in the unit that makes
/// sense of it: `90 s`, `5 min 30 s`, `2 h 5 min`, `3 days`.
public enum WaitText {
    /// `seconds`, rounded up to a whole second: seconds below 5 minutes, then minutes (and seconds),
    /// hours (and minutes) below 2 days, then days. Any number is worded, none traps: a `Retry-After` of
    /// 400 digits is a wait too.
    public static func describe(_ seconds: Double) -> String {
        guard seconds < 1e15 else { return "more than 30 million years" }
        let whole = seconds.isNaN ? 0 : Int(max(0, seconds).rounded(.up))
        if whole < 300 { return "\(whole) s" }
        if whole < 3_600 { return "\(whole / 60) min" + (whole % 60 == 0 ? "" : " \(whole % 60) s") }
        if whole < 172_800 { return "\(whole / 3_600) h" + (whole % 3_600 / 60 == 0 ? "" : " \(whole % 3_600 / 60) min") }
        return "\(whole / 86_400) days"
    }
}
