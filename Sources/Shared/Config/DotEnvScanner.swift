// The tokeniser behind `DotEnvParser`: statement grammar and error recovery of python-dotenv 1.2.2.

/// How a value was written, which decides whether it is expanded.
enum DotEnvValueStyle: Equatable {
    case unquoted, singleQuoted, doubleQuoted
}

/// One statement of the file as the scanner sees it.
enum DotEnvStatement: Equatable {
    /// `KEY=VALUE`; the value is decoded but not yet expanded.
    case assignment(key: String, rawValue: String, style: DotEnvValueStyle, line: Int)
    /// A comment, a bare `KEY`, or trailing blank space.
    case ignored
    /// A statement that does not fit the grammar; the scanner has skipped the rest of its line.
    case failure(line: Int, reason: String)
}

/// Tokenises `.env` text over Unicode scalars, mirroring python-dotenv's `parser.py` regex by regex.
/// Scalars rather than `Character`s because Swift treats "\r\n" as a single `Character`, and
/// python-dotenv (which counts code points) treats whitespace and line breaks per scalar.
struct DotEnvScanner {
    private let text: [Unicode.Scalar]
    private var position = 0
    /// Offsets at which lines start, for turning an offset into a line number.
    private let lineStarts: [Int]

    private struct Failure: Error {
        let reason: String
    }

    init(scalars: [Unicode.Scalar]) {
        text = scalars
        var starts = [0]
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "\r", index < scalars.count, scalars[index] == "\n" {
                index += 1
            }
            if scalar == "\r" || scalar == "\n" {
                starts.append(index)
            }
        }
        lineStarts = starts
    }

    /// The next statement, or nil at the end of the text.
    mutating func nextStatement() -> DotEnvStatement? {
        skip(while: DotEnvCharacters.isWhitespace)
        guard position < text.count else { return nil }
        let line = lineNumber(at: position)
        do {
            return try statement(startingOnLine: line)
        } catch let failure {
            // Like python-dotenv, resume after the line on which parsing stopped. For an unterminated
            // quote that is the line of the opening quote, so the lines after it are still read.
            skip(while: { !DotEnvCharacters.isLineBreak($0) })
            if position < text.count {
                position += 1
            }
            return .failure(line: line, reason: failure.reason)
        }
    }

    private mutating func statement(startingOnLine line: Int) throws(Failure) -> DotEnvStatement {
        skipExportPrefix()
        let key = try readKey()
        skip(while: DotEnvCharacters.isInlineWhitespace)
        var value: (raw: String, style: DotEnvValueStyle)?
        if peek() == "=" {
            position += 1
            skip(while: DotEnvCharacters.isInlineWhitespace)
            value = try readValue()
        }
        skipComment()
        guard readEndOfLine() else {
            if value == nil {
                throw Failure(reason: "expected '=' after the key")
            }
            throw Failure(reason: "unexpected text after the closing quote")
        }
        guard let key, let value else { return .ignored }
        return .assignment(key: key, rawValue: value.raw, style: value.style, line: line)
    }

    /// `export` followed by at least one space or tab; anything else is left for the key.
    private mutating func skipExportPrefix() {
        let word: [Unicode.Scalar] = ["e", "x", "p", "o", "r", "t"]
        let afterWord = position + word.count
        guard afterWord < text.count, Array(text[position..<afterWord]) == word,
              DotEnvCharacters.isInlineWhitespace(text[afterWord]) else { return }
        position = afterWord
        skip(while: DotEnvCharacters.isInlineWhitespace)
    }

    /// The key, or nil when the statement is a comment.
    private mutating func readKey() throws(Failure) -> String? {
        switch peek() {
        case "#":
            return nil
        case "'":
            // A single-quoted key may not be empty and may not contain a quote.
            let start = position + 1
            guard let close = firstIndex(of: "'", from: start), close > start else {
                throw Failure(reason: "the quoted key is empty or has no closing quote")
            }
            position = close + 1
            return string(start..<close)
        default:
            let start = position
            skip(while: { $0 != "=" && $0 != "#" && !DotEnvCharacters.isWhitespace($0) })
            guard position > start else {
                throw Failure(reason: "a key is missing before '='")
            }
            return string(start..<position)
        }
    }

    private mutating func readValue() throws(Failure) -> (raw: String, style: DotEnvValueStyle) {
        switch peek() {
        case "'":
            let content = try readQuoted(by: "'")
            return (DotEnvEscapes.decodeSingleQuoted(content), .singleQuoted)
        case "\"":
            let content = try readQuoted(by: "\"")
            return (DotEnvEscapes.decodeDoubleQuoted(content), .doubleQuoted)
        default:
            return (readUnquoted(), .unquoted)
        }
    }

    /// Reads a quoted value, returning its content between the quotes, escapes still encoded.
    ///
    /// Mirrors python-dotenv's `'((?:\\'|[^'])*)'` including its backtracking: a backslash before the
    /// quote character escapes it, and when no unescaped closing quote follows, the quote of the last
    /// `\'` closes the value instead (so `"C:\dir\"` reads as `C:\dir\`).
    private mutating func readQuoted(by quote: Unicode.Scalar) throws(Failure) -> ArraySlice<Unicode.Scalar> {
        let start = position + 1
        var index = start
        var lastEscapedQuote: Int?
        var close: Int?
        while index < text.count {
            let scalar = text[index]
            if scalar == "\\", index + 1 < text.count, text[index + 1] == quote {
                lastEscapedQuote = index
                index += 2
            } else if scalar == quote {
                close = index
                break
            } else {
                index += 1
            }
        }
        if close == nil, let lastEscapedQuote {
            close = lastEscapedQuote + 1
        }
        guard let close else {
            let kind = quote == "'" ? "single" : "double"
            throw Failure(reason: "the \(kind)-quoted value has no closing quote")
        }
        position = close + 1
        return text[start..<close]
    }

    /// The rest of the line, without a ` # comment` and without trailing whitespace.
    private mutating func readUnquoted() -> String {
        let start = position
        skip(while: { !DotEnvCharacters.isLineBreak($0) })
        var end = position
        // python-dotenv removes `\s+#.*`: a `#` only starts a comment after whitespace.
        if start + 1 < end {
            for index in (start + 1)..<end
            where text[index] == "#" && DotEnvCharacters.isWhitespace(text[index - 1]) {
                end = index
                break
            }
        }
        while end > start, DotEnvCharacters.isWhitespace(text[end - 1]) {
            end -= 1
        }
        return string(start..<end)
    }

    /// An optional `# comment` after inline whitespace; without a `#` nothing is consumed.
    private mutating func skipComment() {
        var index = position
        while index < text.count, DotEnvCharacters.isInlineWhitespace(text[index]) {
            index += 1
        }
        guard index < text.count, text[index] == "#" else { return }
        position = index
        skip(while: { !DotEnvCharacters.isLineBreak($0) })
    }

    /// Trailing inline whitespace and one line break (or the end of the text); false if other text
    /// follows.
    private mutating func readEndOfLine() -> Bool {
        var index = position
        while index < text.count, DotEnvCharacters.isInlineWhitespace(text[index]) {
            index += 1
        }
        if index == text.count {
            position = index
            return true
        }
        if text[index] == "\r", index + 1 < text.count, text[index + 1] == "\n" {
            position = index + 2
            return true
        }
        guard DotEnvCharacters.isLineBreak(text[index]) else { return false }
        position = index + 1
        return true
    }

    private func peek() -> Unicode.Scalar? {
        position < text.count ? text[position] : nil
    }

    private mutating func skip(while predicate: (Unicode.Scalar) -> Bool) {
        while position < text.count, predicate(text[position]) {
            position += 1
        }
    }

    private func firstIndex(of scalar: Unicode.Scalar, from start: Int) -> Int? {
        var index = start
        while index < text.count {
            if text[index] == scalar { return index }
            index += 1
        }
        return nil
    }

    private func string(_ range: Range<Int>) -> String {
        var result = ""
        result.unicodeScalars.append(contentsOf: text[range])
        return result
    }

    /// The 1-based line containing `offset`.
    private func lineNumber(at offset: Int) -> Int {
        // Binary search for the last line start at or before the offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return low + 1
    }
}
