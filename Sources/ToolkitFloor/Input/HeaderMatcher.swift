/// Matches the column names of a CSV header row (or the keys of an NDJSON object) to canonical field names,
/// forgiving the ways people spell them: `Postal Code`, `postal-code`, `POSTAL_CODE` and `postalcode` are
/// one name. Which aliases exist is the caller's table; this type only knows how to compare.
public enum HeaderMatcher {
    /// The form names are compared in: lowercased, with whitespace, `-` and `_` removed.
    public static func normalize(_ name: String) -> String {
        var result = ""
        result.reserveCapacity(name.utf8.count)
        for character in name.lowercased() where !isIgnored(character) {
            result.append(character)
        }
        return result
    }

    /// Which column holds each canonical field.
    ///
    /// - Parameters:
    ///   - header: the column names, in file order.
    ///   - aliases: canonical name → the names it may appear under. The canonical name always matches
    ///     itself, so it need not be listed.
    /// - Returns: canonical name → column index, for the canonical names found. When several columns match
    ///   one canonical name, the leftmost wins; a column serves at most one canonical name (with
    ///   overlapping aliases, the canonical name first in sorted order wins, so the outcome never depends
    ///   on dictionary order).
    public static func map(header: [String], aliases: [String: [String]]) -> [String: Int] {
        let columns = header.map(normalize)
        var taken = Set<Int>()
        var result: [String: Int] = [:]
        for canonical in aliases.keys.sorted() {
            let names = Set(([canonical] + (aliases[canonical] ?? [])).map(normalize))
            let column = columns.indices.first { !taken.contains($0) && names.contains(columns[$0]) }
            if let column {
                result[canonical] = column
                taken.insert(column)
            }
        }
        return result
    }

    /// The columns that `map` assigned to nothing (for a warning, or to carry them through unchanged).
    public static func unmatchedColumns(header: [String], aliases: [String: [String]]) -> [Int] {
        let used = Set(map(header: header, aliases: aliases).values)
        return header.indices.filter { !used.contains($0) }
    }

    /// The value of the column mapped to `canonical` in one row, or nil when the header has no such column or
    /// the row is too short for it (ragged rows are common in hand-made files).
    public static func value(_ canonical: String, in fields: [String], mapping: [String: Int]) -> String? {
        guard let column = mapping[canonical], column < fields.count else { return nil }
        return fields[column]
    }

    private static func isIgnored(_ character: Character) -> Bool {
        character == "-" || character == "_" || character.isWhitespace
    }
}
