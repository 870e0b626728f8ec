/// Counts in words: `1 row`, `2 rows`, `0 errors`. English plurals of the nouns the tools count.
public enum Plural {
    /// `count` and the noun, with an `s` unless the count is one.
    public static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(count == 1 ? noun : noun + "s")"
    }
}
