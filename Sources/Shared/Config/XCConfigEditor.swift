/// Sets or removes one key in the text of an xcconfig file, keeping every other line, comment and blank
/// line exactly as it was (`config set`, `config unset`). Pure: text in, text out.
enum XCConfigEditor {
    /// Why `value` cannot be kept in an xcconfig file, or nil when `encode` can write it.
    static func problem(with value: String) -> String? {
        if value.isEmpty { return "an empty value means unset: use 'config unset'" }
        if value.contains(where: \.isNewline) { return "a value of several lines cannot be kept in an xcconfig file" }
        if value.first?.isWhitespace == true || value.last?.isWhitespace == true {
            return "xcconfig drops spaces at either end of a value"
        }
        return nil
    }

    /// The value as xcconfig source that reads back as exactly `value`: every `$` doubled (`$$` is a
    /// literal `$`, so nothing is taken for a reference); `//` would start a comment, so an empty reference
    /// `$()` goes between the slashes; a final `;` or `\` would be dropped or continue the line, so `$()`
    /// follows it.
    static func encode(_ value: String) -> String {
        var out = ""
        var previous: Character?
        for char in value {
            if previous == "/", char == "/" { out += "$()" }
            out += char == "$" ? "$$" : String(char)
            previous = char
        }
        if previous == ";" || previous == "\\" { out += "$()" }
        return out
    }

    /// The text with `key` assigned `value` (nil removes it). The last unconditional assignment (the one
    /// that wins) is replaced in place, and any earlier ones are left, being overridden; a new key goes at
    /// the end. Removing drops every unconditional assignment of the key, so none can come back into force.
    /// Conditional ones (`KEY[sdk=…]`) are never touched: the tools ignore them.
    static func setting(_ key: String, to value: String?, in text: String) -> (text: String, changed: Bool) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let assignments = assignmentRanges(of: key, in: lines)
        var changed = false
        if let value {
            let line = "\(key) = \(encode(value))"
            if let last = assignments.last {
                changed = Array(lines[last]) != [line]
                lines.replaceSubrange(last, with: [line])
            } else {
                lines.append(line)
                changed = true
            }
        } else {
            for range in assignments.reversed() { lines.removeSubrange(range) }
            changed = !assignments.isEmpty
        }
        return (lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n", changed)
    }

    /// The lines of each unconditional assignment of `key`, continuation lines (`\`) included.
    static func assignmentRanges(of key: String, in lines: [String]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = 0
        while index < lines.count {
            let start = index
            var end = index + 1
            // A value continued with `\` runs on until a line that does not end in one.
            while end < lines.count, continues(lines[end - 1]) { end += 1 }
            if assigns(key, lines[start]) { ranges.append(start..<end) }
            index = end
        }
        return ranges
    }

    private static func assigns(_ key: String, _ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix(key) else { return false }
        let rest = trimmed.dropFirst(key.count).drop { $0 == " " || $0 == "\t" }
        return rest.first == "="
    }

    /// Whether the value on this line goes on to the next: it ends in `\` before any `//` comment.
    private static func continues(_ line: String) -> Bool {
        let chars = Array(line)
        var end = chars.count
        for index in chars.indices.dropLast() where chars[index] == "/" && chars[index + 1] == "/" {
            end = index
            break
        }
        while end > 0, chars[end - 1].isWhitespace { end -= 1 }
        return end > 0 && chars[end - 1] == "\\"
    }
}
