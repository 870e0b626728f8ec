/// A setting's value split into literal text and `$(…)` references, following swift-build's
/// `MacroExpressionParser` in its string form (quotes and backslashes are ordinary characters).
///
/// Accepted: `$(NAME)`, the deprecated `${NAME}`, `$[NAME]` and bare `$NAME` (which may contain `.`),
/// names built from references (`$(URL_$(ENV))`), `$()` (empty), `$$` (a literal `$`), a lone `$`
/// (literal) and the operator `:default=VALUE`. Every other operator (`:lower`, `:suffix=…`, …) is an
/// error, so a value is never silently half-evaluated.
struct XCConfigExpression: Equatable, Sendable {
    enum Part: Equatable, Sendable {
        case literal(String)
        /// `defaults` holds the operands of `:default=` in order; each applies while the value is empty.
        case reference(name: XCConfigExpression, defaults: [XCConfigExpression])
    }

    struct SyntaxError: Error, Equatable, Sendable {
        var message: String
    }

    var parts: [Part]

    init(_ parts: [Part]) {
        self.parts = parts
    }

    static func parse(_ value: String) throws(SyntaxError) -> XCConfigExpression {
        var scanner = Scanner(bytes: Array(value.utf8))
        let expression = try scanner.parseFragment(closing: nil)
        return expression
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        private var isAtEnd: Bool { index >= bytes.count }
        private var current: UInt8 { index < bytes.count ? bytes[index] : 0 }

        /// Literals and references up to the end, or — inside a reference — up to `:` or `closing`.
        mutating func parseFragment(closing: UInt8?) throws(SyntaxError) -> XCConfigExpression {
            var result = XCConfigExpression([])
            var literalStart = index
            func flush(_ end: Int) {
                guard end > literalStart else { return }
                result.append(literal: String(decoding: bytes[literalStart..<end], as: UTF8.self))
            }
            while !isAtEnd {
                if let closing, current == closing || current == UInt8(ascii: ":") { break }
                guard current == UInt8(ascii: "$") else {
                    index += 1
                    continue
                }
                flush(index)
                result.append(contentsOf: try parseDollar())
                literalStart = index
            }
            flush(index)
            return result
        }

        /// Whatever starts at a `$`.
        private mutating func parseDollar() throws(SyntaxError) -> [Part] {
            index += 1
            if let closing = Self.closingDelimiter(for: current), !isAtEnd {
                return [try parseDelimitedReference(closing: closing)]
            }
            if XCConfigSyntax.isNameStart(current) {
                let start = index
                while XCConfigSyntax.isBareReferenceContinuation(current) { index += 1 }
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                var name = XCConfigExpression([.literal(text)])
                // swift-build's hack for `$FOO$(BAR)`: the parenthesised reference extends the bare name.
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                if current == UInt8(ascii: "$"), next == UInt8(ascii: "(") {
                    name.append(contentsOf: try parseDollar())
                }
                return [.reference(name: name, defaults: [])]
            }
            // `$$` is an escaped `$`; a `$` before anything else stays literal.
            if current == UInt8(ascii: "$") { index += 1 }
            return [.literal("$")]
        }

        private mutating func parseDelimitedReference(closing: UInt8) throws(SyntaxError) -> Part {
            index += 1
            let name = try parseFragment(closing: closing)
            var defaults: [XCConfigExpression] = []
            while current == UInt8(ascii: ":"), !isAtEnd {
                index += 1
                let operatorStart = index
                while XCConfigSyntax.isOperatorCharacter(current) { index += 1 }
                let op = String(decoding: bytes[operatorStart..<index], as: UTF8.self)
                if isAtEnd { break }
                let isReplacement = current == UInt8(ascii: "=")
                guard isReplacement || current == closing || current == UInt8(ascii: ":") else {
                    throw SyntaxError(message: "unexpected \(Self.describe(current)) in an operator name")
                }
                guard !op.isEmpty else { throw SyntaxError(message: "missing operator name after ':'") }
                guard isReplacement, op == "default" else {
                    throw SyntaxError(message: "unsupported operator ':\(op)' (only :default= is supported)")
                }
                index += 1
                defaults.append(try parseFragment(closing: closing))
            }
            guard current == closing, !isAtEnd else {
                throw SyntaxError(message: "unterminated reference: missing \(Self.describe(closing))")
            }
            index += 1
            return .reference(name: name, defaults: defaults)
        }

        private static func describe(_ byte: UInt8) -> String {
            "'\(Character(Unicode.Scalar(byte)))'"
        }

        private static func closingDelimiter(for byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "("): UInt8(ascii: ")")
            case UInt8(ascii: "{"): UInt8(ascii: "}")
            case UInt8(ascii: "["): UInt8(ascii: "]")
            default: nil
            }
        }
    }

    /// Appends, merging adjacent literals so equal texts give equal expressions.
    mutating func append(literal text: String) {
        if case .literal(let previous) = parts.last {
            parts[parts.count - 1] = .literal(previous + text)
        } else {
            parts.append(.literal(text))
        }
    }

    mutating func append(contentsOf newParts: [Part]) {
        for part in newParts {
            if case .literal(let text) = part { append(literal: text) } else { parts.append(part) }
        }
    }
}
