// Helpers of `DotEnvParser`: character classes, escape decoding and `${…}` expansion, each written to
// give the same answers as the python-dotenv 1.2.2 regex it replaces.

/// The character classes python-dotenv's regexes use.
enum DotEnvCharacters {
    /// Python's `\s` (identical to `str.isspace()`), which includes no-break and other Unicode spaces.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x1C...0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F,
             0x205F, 0x3000:
            return true
        default:
            return false
        }
    }

    /// `[^\S\r\n]`: whitespace that does not end a line.
    static func isInlineWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        !isLineBreak(scalar) && isWhitespace(scalar)
    }

    /// Only CR and LF end a line; U+2028 and friends do not, as in python-dotenv.
    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r"
    }
}

/// Backslash escapes inside quoted values.
enum DotEnvEscapes {
    /// Inside double quotes: `\\ \' \" \a \b \f \n \r \t \v`; any other backslash stays as written.
    static func decodeDoubleQuoted(_ content: ArraySlice<Unicode.Scalar>) -> String {
        decode(content) { escaped in
            switch escaped {
            case "\\", "'", "\"": return escaped
            case "a": return "\u{07}"
            case "b": return "\u{08}"
            case "f": return "\u{0C}"
            case "n": return "\n"
            case "r": return "\r"
            case "t": return "\t"
            case "v": return "\u{0B}"
            default: return nil
            }
        }
    }

    /// Inside single quotes only `\\` and `\'` are decoded, so `'\n'` stays a backslash and an `n`.
    static func decodeSingleQuoted(_ content: ArraySlice<Unicode.Scalar>) -> String {
        decode(content) { escaped in
            escaped == "\\" || escaped == "'" ? escaped : nil
        }
    }

    /// Replaces each backslash pair that `replacement` knows, scanning left to right without overlap.
    private static func decode(
        _ content: ArraySlice<Unicode.Scalar>,
        replacement: (Unicode.Scalar) -> Unicode.Scalar?
    ) -> String {
        var result = String.UnicodeScalarView()
        var index = content.startIndex
        while index < content.endIndex {
            let scalar = content[index]
            let next = content.index(after: index)
            if scalar == "\\", next < content.endIndex, let decoded = replacement(content[next]) {
                result.append(decoded)
                index = content.index(after: next)
            } else {
                result.append(scalar)
                index = next
            }
        }
        return String(result)
    }
}

/// `${NAME}` and `${NAME:-default}` expansion with python-dotenv's rules.
enum DotEnvExpansion {
    /// Expands every reference in `value`.
    ///
    /// Matches python-dotenv's `\$\{(?P<name>[^}:]*)(?::-(?P<default>[^}]*))?\}` scanned left to right:
    /// - the name is everything up to `}` or `:`, so `${A-b}` names `A-b` and `${}` names the empty key;
    /// - `:-default` gives the default only when `lookup` returns nil; a value set to "" stays "";
    /// - the default is literal text up to the first `}` and is not expanded itself;
    /// - anything else after `${` (`${A:x}`, a missing `}`) is left as written, as are `$A` and `$(…)`.
    ///
    /// - Parameter lookup: the value of a name, or nil when it is not set anywhere.
    static func expand(_ value: String, lookup: (String) -> String?) -> String {
        let text = Array(value.unicodeScalars)
        var result = String.UnicodeScalarView()
        // First `}` or `:` and first `}` at or after the last search point. Search points only move
        // forward, so these caches keep a line full of unclosed `${` linear rather than quadratic.
        var nameStop = Cache(text: text) { $0 == "}" || $0 == ":" }
        var closingBrace = Cache(text: text) { $0 == "}" }
        var copiedUpTo = 0
        var index = 0
        while index + 1 < text.count {
            guard text[index] == "$", text[index + 1] == "{" else {
                index += 1
                continue
            }
            let nameStart = index + 2
            guard let reference = parseReference(
                text, nameStart: nameStart, nameStop: &nameStop, closingBrace: &closingBrace
            ) else {
                index += 1
                continue
            }
            result.append(contentsOf: text[copiedUpTo..<index])
            let name = string(text[nameStart..<reference.nameEnd])
            let resolved = lookup(name) ?? reference.defaultValue.map { string(text[$0]) } ?? ""
            result.append(contentsOf: resolved.unicodeScalars)
            index = reference.end
            copiedUpTo = index
        }
        guard copiedUpTo > 0 else { return value }
        result.append(contentsOf: text[copiedUpTo...])
        return String(result)
    }

    private struct Reference {
        var nameEnd: Int
        var defaultValue: Range<Int>?
        /// The offset just past the closing brace.
        var end: Int
    }

    /// The reference whose name starts at `nameStart` (just after `${`), or nil if there is none.
    private static func parseReference(
        _ text: [Unicode.Scalar],
        nameStart: Int,
        nameStop: inout Cache,
        closingBrace: inout Cache
    ) -> Reference? {
        guard let stop = nameStop.first(atOrAfter: nameStart) else { return nil }
        if text[stop] == "}" {
            return Reference(nameEnd: stop, defaultValue: nil, end: stop + 1)
        }
        let defaultStart = stop + 2
        guard defaultStart <= text.count, text[stop + 1] == "-",
              let close = closingBrace.first(atOrAfter: defaultStart) else { return nil }
        return Reference(nameEnd: stop, defaultValue: defaultStart..<close, end: close + 1)
    }

    /// The first offset at or after a point whose scalar matches, remembered between calls.
    private struct Cache {
        let text: [Unicode.Scalar]
        let matches: (Unicode.Scalar) -> Bool
        private var searchedFrom = Int.max
        private var found: Int?

        init(text: [Unicode.Scalar], matches: @escaping (Unicode.Scalar) -> Bool) {
            self.text = text
            self.matches = matches
        }

        mutating func first(atOrAfter start: Int) -> Int? {
            // Still valid when the new start lies between the previous start and the previous answer.
            if searchedFrom <= start, found.map({ start <= $0 }) ?? true {
                return found
            }
            var index = start
            while index < text.count, !matches(text[index]) {
                index += 1
            }
            searchedFrom = start
            found = index < text.count ? index : nil
            return found
        }
    }

    private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }
}
