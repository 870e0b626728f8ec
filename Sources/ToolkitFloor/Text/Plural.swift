/// Counts in words: `1 row`, `2 rows`, `0 errors`. English plurals of the nouns the tools count.
public enum Plural {
    /// `count` and the noun, with an `s` unless the count is one.
    public static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(count == 1 ? noun : noun + "s")"
    }

    /// `12,345`: a count in a sentence for people, its digits grouped by thousands.
    public static func grouped(_ value: Int) -> String {
        let digits = Array(String(value.magnitude))
        var text = value < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
