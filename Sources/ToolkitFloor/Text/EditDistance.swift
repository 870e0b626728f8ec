/// "Did you mean" suggestions: the closest known name within an edit distance of 2.
public enum EditDistance {
    /// Levenshtein distance with transpositions counted as one edit (`valdiate` → `validate`).
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousRow = [Int](repeating: 0, count: b.count + 1)
        var row = Array(0...b.count)
        var rowBeforePrevious = row
        for i in 1...a.count {
            rowBeforePrevious = previousRow
            previousRow = row
            row = [Int](repeating: 0, count: b.count + 1)
            row[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                row[j] = min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], rowBeforePrevious[j - 2] + 1)
                }
            }
        }
        return row[b.count]
    }

    /// The candidate nearest to `word` if it is at most `limit` edits away; ties go to the first listed.
    public static func suggestion(for word: String, among candidates: [String], limit: Int = 2) -> String? {
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let d = distance(word, candidate)
            if d <= limit, d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        return best?.name
    }
}
