/// Counts in words: `1 row`, `2 rows`, `0 errors`. English plurals of the nouns the tools count.
public enum Plural {
    /// `count` and the noun, plural unless the count is one. `plural` for irregular nouns.
    public static func count(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
    }
}
