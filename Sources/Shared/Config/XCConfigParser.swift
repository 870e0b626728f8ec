/// Splits the text of one xcconfig file into statements, following swift-build's
/// `MacroConfigFileParser` (the grammar Xcode uses). Pure: it neither reads included files nor
/// evaluates `$(…)`.
///
/// It works on UTF-8 bytes, not `Character`s: in Swift `"\r\n"` is one `Character`, and every byte the
/// grammar cares about is ASCII, so bytes are both simpler and exact.
struct XCConfigParser {
    private let bytes: [UInt8]
    private var index: Int
    private var line = 1
    private var statements: [XCConfigStatement] = []

    /// The statements of `text`, in order, including one `.malformed` per rejected line.
    static func parse(_ text: String) -> [XCConfigStatement] {
        parse(bytes: Array(text.utf8))
    }

    static func parse(bytes: [UInt8]) -> [XCConfigStatement] {
        var parser = XCConfigParser(bytes: bytes)
        parser.parseLines()
        return parser.statements
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        // swift-build reports a BOM as an unexpected character; editors on Windows write one, so we drop it
        // (as for `.env`).
        self.index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    private mutating func parseLines() {
        while !isAtEnd {
            skipWhitespaceAndComments()
            if isAtEndOfLine {
                // A blank or comment-only line.
            } else if current == UInt8(ascii: "#") {
                parseDirective()
            } else if XCConfigSyntax.isNameStart(current) {
                parseAssignment()
            } else {
                reject("unexpected character \(describeCurrent())")
            }
            consumeEndOfLine()
        }
    }

    // MARK: Directives

    private mutating func parseDirective() {
        index += 1  // the '#'
        skipWhitespaceAndComments()
        guard !isAtEndOfLine else { return reject("expected a directive after '#'") }
        let start = index
        while !isAtEndOfLine, !XCConfigSyntax.isSpace(current) { index += 1 }
        let directive = text(start..<index)
        guard directive == "include" || directive == "include?" else {
            return reject("unsupported directive '#\(directive)' (only #include and #include? exist)")
        }
        skipWhitespaceAndComments()
        guard current == UInt8(ascii: "\"") else {
            return reject("expected a quoted file name after #\(directive), found \(describeCurrent())")
        }
        index += 1
        let pathStart = index
        while !isAtEndOfLine, current != UInt8(ascii: "\"") { index += 1 }
        guard !isAtEndOfLine else { return reject("unterminated file name after #\(directive)") }
        let path = text(pathStart..<index)
        index += 1  // the closing quote
        skipWhitespaceAndComments()
        guard isAtEndOfLine else {
            return reject("unexpected \(describeCurrent()) after the file name of #\(directive)")
        }
        guard !path.isEmpty else { return reject("empty file name after #\(directive)") }
        statements.append(.include(.init(path: path, isOptional: directive == "include?", line: line)))
    }

    // MARK: Assignments

    private mutating func parseAssignment() {
        let nameStart = index
        while XCConfigSyntax.isNameContinuation(current) { index += 1 }
        let key = text(nameStart..<index)
        skipWhitespaceAndComments()
        var conditions: [XCConfigStatement.Condition] = []
        while current == UInt8(ascii: "[") {
            index += 1
            let parameterStart = index
            while !isAtEndOfLine, current != UInt8(ascii: "="), current != UInt8(ascii: "]") { index += 1 }
            guard !isAtEndOfLine else { return reject("unterminated condition in the assignment of \(key)") }
            guard current == UInt8(ascii: "=") else {
                return reject("expected '=' inside the condition of \(key), as in [sdk=iphoneos*]")
            }
            let parameter = text(parameterStart..<index)
            index += 1
            let patternStart = index
            while !isAtEndOfLine, current != UInt8(ascii: "]") { index += 1 }
            guard !isAtEndOfLine else { return reject("unterminated condition in the assignment of \(key)") }
            conditions.append(.init(parameter: parameter, pattern: text(patternStart..<index)))
            index += 1
            skipWhitespaceAndComments()
        }
        guard current == UInt8(ascii: "="), !isAtEnd else {
            return reject("expected '=' after \(key), found \(describeCurrent())")
        }
        index += 1
        let startLine = line
        let value = parseValue()
        statements.append(.assignment(.init(key: key, conditions: conditions, value: value, line: startLine)))
    }

    /// The value, joining lines that end in `\` the way swift-build does: the backslash and the spaces
    /// around it go, the pieces are joined with one space, and a blank line ends the value.
    private mutating func parseValue() -> String {
        var pieces: [String] = []
        while let piece = parseValueLine() {
            guard piece.last == UInt8(ascii: "\\") else {
                pieces.append(String(decoding: piece, as: UTF8.self))
                break
            }
            let continued = XCConfigSyntax.trimmingSpaces(piece.dropLast())
            if !continued.isEmpty { pieces.append(String(decoding: continued, as: UTF8.self)) }
            consumeEndOfLine()
        }
        return pieces.joined(separator: " ")
    }

    /// The rest of the current line up to `//`, trimmed, minus one trailing `;`; nil for an empty line.
    private mutating func parseValueLine() -> ArraySlice<UInt8>? {
        skipWhitespaceAndComments()
        guard !isAtEndOfLine else { return nil }
        let start = index
        while !isAtEndOfLine, !isAtComment { index += 1 }
        var value = XCConfigSyntax.trimmingSpaces(bytes[start..<index])
        skipRestOfLine()
        if value.last == UInt8(ascii: ";") { value = XCConfigSyntax.trimmingSpaces(value.dropLast()) }
        return value
    }

    // MARK: Cursor

    private var isAtEnd: Bool { index >= bytes.count }
    private var current: UInt8 { index < bytes.count ? bytes[index] : 0 }
    private var isAtComment: Bool { current == UInt8(ascii: "/") && byte(at: index + 1) == UInt8(ascii: "/") }
    private var isAtEndOfLine: Bool { isAtEnd || XCConfigSyntax.lineBreakLength(bytes, at: index) > 0 }

    private func byte(at position: Int) -> UInt8 { position < bytes.count ? bytes[position] : 0 }
    private func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    private mutating func skipWhitespaceAndComments() {
        while !isAtEnd {
            if XCConfigSyntax.isSpace(current) {
                index += 1
            } else if isAtComment {
                skipRestOfLine()
            } else {
                return
            }
        }
    }

    private mutating func skipRestOfLine() {
        while !isAtEndOfLine { index += 1 }
    }

    private mutating func consumeEndOfLine() {
        let length = XCConfigSyntax.lineBreakLength(bytes, at: index)
        guard length > 0 else { return }
        index += length
        line += 1
    }

    /// Records an error for this line and skips the rest of it, so parsing resumes on the next line.
    private mutating func reject(_ message: String) {
        statements.append(.malformed(line: line, message: message))
        skipRestOfLine()
    }

    /// `'-'`, `'é'` or `end of line`, for messages: a whole scalar even when it is several bytes.
    private func describeCurrent() -> String {
        guard !isAtEndOfLine else { return "end of line" }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'\(text(index..<end))'"
    }
}
