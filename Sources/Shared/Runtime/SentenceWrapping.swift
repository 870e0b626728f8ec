/// Sentences for a terminal (errors, hints, notes, warnings), wrapped at word boundaries to its width,
/// with the command line a sentence holds kept whole (docs/output.md): a suggested fix must paste as one
/// command. A command starts at the tool's name or a shell command that feeds it (`printf`, `echo`,
/// `export`, `curl`), at the start of the line, after `: `, or inside quotes; unquoted it runs to the end
/// of the line (or to a `; ` that lists another way), quoted to its closing quote. When it does not fit
/// after the words before it, it gets a line of its own, and when it does not fit there either, it
/// continues after ` \` on indented lines (`TextWrapping.command`), breaking only between its words. A
/// quoted command is never broken: its quotes would not paste. To a pipe or a file nothing is wrapped.
public struct SentenceWrapping: Sendable {
    /// The words a command may start with.
    public var commandWords: Set<String>

    public init(tool: String) {
        commandWords = [tool, "printf", "echo", "export", "curl"]
    }

    /// `line` in lines of at most `width` columns (a command line may run longer only where it is one
    /// word longer than the width); the whole line when `width` is nil.
    public func lines(_ line: String, width: Int?) -> [String] {
        guard let width, DisplayWidth.of(line) > width else { return [line] }
        guard let found = command(in: line) else { return TextWrapping.sentence(line, width: width) }
        let indent = String(line.prefix { $0 == " " })
        let before = String(line[..<found.range.lowerBound])
        let command = String(line[found.range])
        var after = Substring(line[found.range.upperBound...])
        // The punctuation after it (a quoted one's `,` or `.`) stays with the command.
        let tail = after.prefix { $0 != " " }
        after = after.dropFirst(tail.count).drop { $0 == " " }
        let prose = before.hasSuffix(" ") ? String(before.dropLast()) : before
        var lines = prose.allSatisfy({ $0 == " " }) ? [] : TextWrapping.sentence(prose, width: width)
        let whole = command + tail
        if let last = lines.last, DisplayWidth.of(last) + 1 + DisplayWidth.of(whole) <= width {
            lines[lines.count - 1] = last + " " + whole
        } else if found.isQuoted || DisplayWidth.of(indent + "  " + whole) <= width || lines.isEmpty && DisplayWidth.of(indent + whole) <= width {
            lines.append((lines.isEmpty ? indent : indent + "  ") + whole)
        } else {
            let start = lines.isEmpty ? indent : indent + "  "
            var broken = TextWrapping.command(command, width: width - DisplayWidth.of(tail), indent: start, continuation: start + "    ")
            broken[broken.count - 1] += tail
            lines += broken
        }
        if !after.isEmpty { lines += TextWrapping.sentence(indent + after, width: width) }
        return lines
    }

    /// Where the command in `line` is, and whether it is quoted; nil when it holds none.
    func command(in line: String) -> (range: Range<String.Index>, isQuoted: Bool)? {
        let first = line.firstIndex { $0 != " " } ?? line.endIndex
        var index = first
        while index < line.endIndex {
            let wordEnd = line[index...].firstIndex(of: " ") ?? line.endIndex
            let word = line[index..<wordEnd]
            let quote = word.first.flatMap { $0 == "'" || $0 == "`" ? $0 : nil }
            let name = word.dropFirst(quote == nil ? 0 : 1)
            // Where a sentence may start: the line's first word, or after `: ` (looked at in constant time,
            // so a long line, a `-v` body, is read once).
            let startsSentence = index == first || line[..<index].suffix(2) == ": "
            if commandWords.contains(String(name)) {
                if let quote {
                    // The quotes go with the command: the sentence's words stay apart from it.
                    let start = line.index(after: index)
                    let close = line[start...].firstIndex(of: quote).map { line.index(after: $0) } ?? line.endIndex
                    return (index..<close, true)
                }
                // Unquoted, it runs to the end of the line, or to a `; ` that goes on with another way.
                if startsSentence { return (index..<Self.nextWay(in: line, from: index), false) }
            }
            guard wordEnd < line.endIndex else { break }
            index = line.index(after: wordEnd)
        }
        return nil
    }

    /// Where `; ` (another way, in a list of them) starts after `start`; the end of the line without one.
    static func nextWay(in line: String, from start: String.Index) -> String.Index {
        var index = start
        while let semicolon = line[index...].firstIndex(of: ";") {
            let next = line.index(after: semicolon)
            if next == line.endIndex || line[next] == " " { return semicolon }
            index = next
        }
        return line.endIndex
    }
}
