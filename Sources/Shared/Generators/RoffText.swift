/// Text made safe for man(7) pages: what a help string or example holds must print as itself and never
/// be read as a roff request or escape.
enum RoffText {
    /// Escapes `text` for use inside a text line or macro argument: backslashes print as `\e`, every
    /// hyphen is `\-` (so option names and commands copy and paste as ASCII), common punctuation takes its
    /// roff name and other characters beyond ASCII become `\[uXXXX]`: the page itself stays ASCII, which
    /// mandoc and groff read whatever the locale.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            case "\t", "\n", "\r": out += " "
            case _ where scalar.isASCII: out.unicodeScalars.append(scalar)
            default:
                if let name = named[scalar] {
                    out += name
                } else {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
                }
            }
        }
        return out
    }

    /// Punctuation with a roff name, so that even `-T ascii` output has a sensible rendering.
    static let named: [Unicode.Scalar: String] = [
        "\u{2026}": "...", "\u{2014}": "\\(em", "\u{2013}": "\\(en", "\u{2018}": "\\(oq", "\u{2019}": "\\(cq",
        "\u{201C}": "\\(lq", "\u{201D}": "\\(rq", "\u{2192}": "\\(->", "\u{2190}": "\\(<-",
        "\u{2022}": "\\(bu",
        "\u{00D7}": "\\(mu", "\u{2264}": "\\(<=", "\u{2265}": "\\(>=",
    ]

    /// One filled text line: whitespace collapsed, escaped, and guarded with `\&` when it would start
    /// with `.` or `'` (a control character) — mandoc also warns about empty lines, so none are made.
    static func line(_ text: String) -> String {
        guarded(escape(text.split(whereSeparator: \.isWhitespace).joined(separator: " ")))
    }

    /// A line already built from escaped pieces, guarded against a leading control character.
    static func guarded(_ escaped: String) -> String {
        escaped.first == "." || escaped.first == "'" ? "\\&" + escaped : escaped
    }

    /// A line for no-fill display (`.EX`): spacing kept, escaped and guarded.
    static func verbatim(_ text: String) -> String {
        var kept = escape(text)
        while kept.last == " " { kept.removeLast() }
        return guarded(kept)
    }

    /// A quoted macro argument: `"a \(dq b\(dq"`.
    static func argument(_ text: String) -> String {
        let escaped = escape(CompletionModel.oneLine(text))
        return "\"" + CompletionModel.replacing(escaped) { $0 == "\"" ? "\\(dq" : nil } + "\""
    }

    /// `\fBtext\fR`.
    static func bold(_ text: String) -> String { "\\fB" + escape(text) + "\\fR" }

    /// `\fItext\fR`.
    static func italic(_ text: String) -> String { "\\fI" + escape(text) + "\\fR" }

    /// A piece of help text: a paragraph, or an item of a list (a line that starts with `- `).
    enum Block: Equatable {
        case text(String)
        case item(String)
    }

    /// The blocks of `text`: blank lines separate paragraphs, and the lines of one paragraph are joined,
    /// except that a line starting with `- ` is a list item of its own (help text writes lists that way),
    /// an indented line continues the item, and an unindented line after items starts a new paragraph.
    static func blocks(_ text: String) -> [Block] {
        var result: [Block] = []
        var current: [Substring] = []
        var currentIsItem = false
        func flush() {
            if !current.isEmpty {
                let joined = current.joined(separator: " ")
                result.append(currentIsItem ? .item(joined) : .text(joined))
            }
            current = []
        }
        for row in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = row.drop(while: \.isWhitespace)
            if trimmed.isEmpty {
                flush()
            } else if trimmed.hasPrefix("- ") {
                flush()
                currentIsItem = true
                current = [trimmed.dropFirst(2)]
            } else if currentIsItem, row.first?.isWhitespace == true {
                current.append(trimmed)  // an indented line continues the item
            } else {
                if currentIsItem && !current.isEmpty { flush() }
                if current.isEmpty { currentIsItem = false }
                current.append(row)
            }
        }
        flush()
        return result
    }

    /// Paragraphs as text lines with `.PP` between them, and list items as `.IP \(bu 2` entries, so a list
    /// stays a list on the page (mandoc-clean: a `.PP` after the items ends the indent).
    static func joinedParagraphs(_ texts: [String]) -> [String] {
        var out: [String] = []
        for block in texts.flatMap(blocks) {
            switch block {
            case .text(let text):
                if !out.isEmpty { out.append(".PP") }
                out.append(line(text))
            case .item(let text):
                out += [".IP \\(bu 2", line(text)]
            }
        }
        return out
    }
}
