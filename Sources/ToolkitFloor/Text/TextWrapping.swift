/// Word wrapping for help text.
public enum TextWrapping {
    /// `text` broken into lines of at most `width` columns at spaces; explicit newlines are kept.
    public static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var used = 0
            for word in paragraph.split(separator: " ") {
                let columns = DisplayWidth.of(word)
                if line.isEmpty {
                    line = String(word)
                    used = columns
                } else if used + 1 + columns <= width {
                    line += " " + word
                    used += 1 + columns
                } else {
                    lines.append(line)
                    line = String(word)
                    used = columns
                }
            }
            lines.append(line)
        }
        return lines
    }

    /// `text` in lines of at most `width` characters, broken at spaces where it can be and inside a word
    /// longer than a line where it cannot: for table cells and card values, which are never cut.
    public static func wrapEverything(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        for line in wrap(text, width: width) {
            var rest = Substring(line)
            while DisplayWidth.of(rest) > width {
                var part = DisplayWidth.prefix(rest, width: width)
                if part.isEmpty { part = rest.prefix(1) }  // a wide character in a one-column space
                lines.append(String(part))
                rest = rest[part.endIndex...]
            }
            lines.append(String(rest))
        }
        return lines
    }

    /// A two-column entry: `label` in a column of `labelWidth`, `text` wrapped beside it; a label too long
    /// for its column gets a line of its own.
    public static func entry(_ label: String, _ text: String, indent: Int, labelWidth: Int, width: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        let textIndent = String(repeating: " ", count: indent + labelWidth)
        let lines = wrap(text, width: max(width - indent - labelWidth, 20))
        var out = pad + label
        if label.count + 1 > labelWidth {
            out += "\n" + textIndent
        } else {
            out += String(repeating: " ", count: labelWidth - label.count)
        }
        out += lines.first ?? ""
        for line in lines.dropFirst() { out += "\n" + textIndent + line }
        return out + "\n"
    }
}
