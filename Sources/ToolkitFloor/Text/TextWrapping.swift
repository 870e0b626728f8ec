/// Word wrapping for help text and for sentences on a terminal.
public enum TextWrapping {
    /// A line of stderr (an error, a note, a hint) in lines of at most `width` columns, broken at spaces;
    /// the whole line when `width` is nil (a pipe or a file: nothing is wrapped). Unlike `wrap`, a line
    /// that fits is kept byte for byte (aligned hints keep their spaces), and continuation lines keep the
    /// line's own indentation. A word longer than the width stays whole: a path or a URL is not split.
    public static func sentence(_ line: String, width: Int?) -> [String] {
        guard let width, DisplayWidth.of(line) > width else { return [line] }
        let indent = String(line.prefix { $0 == " " })
        var lines: [String] = []
        var current = indent
        var used = indent.count
        for word in line.dropFirst(indent.count).split(separator: " ") {
            let columns = DisplayWidth.of(word)
            if used == indent.count {
                current += word
                used += columns
            } else if used + 1 + columns <= width {
                current += " " + word
                used += 1 + columns
            } else {
                lines.append(current)
                current = indent + word
                used = indent.count + columns
            }
        }
        lines.append(current)
        return lines
    }

    /// A shell command in lines of at most `width` columns, each but the last ending in ` \` and the
    /// following ones indented by `continuation`, so the lines still paste as one command. Breaks only
    /// at spaces outside quotes (`--city 'ALISO VIEJO'` stays together); a word longer than a line gets a
    /// line of its own.
    public static func command(_ command: String, width: Int, indent: String = "", continuation: String = "    ") -> [String] {
        guard DisplayWidth.of(indent + command) > width else { return [indent + command] }
        var lines: [String] = []
        var current = indent
        var hasWord = false
        for word in shellWords(command) {
            let columns = DisplayWidth.of(word)
            // Room for the word and, should another line follow, its ` \`.
            if !hasWord || DisplayWidth.of(current) + 1 + columns + 2 <= width {
                current += (hasWord ? " " : "") + word
                hasWord = true
            } else {
                lines.append(current + " \\")
                current = continuation + word
            }
        }
        lines.append(current)
        return lines
    }

    /// `command` split at runs of spaces outside single and double quotes, quotes kept.
    static func shellWords(_ command: String) -> [String] {
        var words: [String] = []
        var word = ""
        var quote: Character?
        var escaped = false
        for character in command {
            if escaped {
                word.append(character)
                escaped = false
            } else if character == "\\" && quote != "'" {
                word.append(character)
                escaped = true
            } else if let open = quote {
                word.append(character)
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                word.append(character)
                quote = character
            } else if character == " " {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

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
    /// longer than a line where it cannot: for table cells and card values, which are never cut. `text`
    /// is shown outside text (`VisibleText.of`): a word is broken between its escapes, never inside one.
    public static func wrapEverything(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        for line in wrap(text, width: width) {
            var rest = Substring(line)
            while DisplayWidth.of(rest) > width {
                var part = VisibleText.prefix(rest, width: width)
                // A wide character or an escape in a narrower space: a line of its own.
                if part.isEmpty { part = VisibleText.firstPiece(of: rest) }
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
