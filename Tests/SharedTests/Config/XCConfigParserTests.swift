import Testing

@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// The file grammar (statements and line numbers) and the grammar of `$(…)` inside values.
@Suite struct XCConfigParserTests {
    typealias Statement = XCConfigStatement

    static func assignment(
        _ key: String, _ value: String, line: Int, _ conditions: [(String, String)] = []
    ) -> Statement {
        .assignment(.init(
            key: key, conditions: conditions.map { .init(parameter: $0.0, pattern: $0.1) }, value: value,
            line: line))
    }

    static let statementCases: [(String, [Statement])] = [
        ("", []),
        ("\n\n// c\n", []),
        ("A = 1\nB = 2", [assignment("A", "1", line: 1), assignment("B", "2", line: 2)]),
        ("A = 1\r\n\r\nB = 2", [assignment("A", "1", line: 1), assignment("B", "2", line: 3)]),
        ("A = 1\r\rB = 2", [assignment("A", "1", line: 1), assignment("B", "2", line: 3)]),
        ("A = 1\u{2028}B = 2", [assignment("A", "1", line: 1), assignment("B", "2", line: 2)]),
        ("A = x \\\n y\nB = 2", [assignment("A", "x y", line: 1), assignment("B", "2", line: 3)]),
        ("A = $(X) \"q\" // c", [assignment("A", "$(X) \"q\"", line: 1)]),
        ("A[sdk=iphone*][ arch = arm64 ] = v",
         [assignment("A", "v", line: 1, [("sdk", "iphone*"), (" arch ", " arm64 ")])]),
        ("#include \"a.xcconfig\"", [.include(.init(path: "a.xcconfig", isOptional: false, line: 1))]),
        ("\n  #  include? \"../b c\" // optional",
         [.include(.init(path: "../b c", isOptional: true, line: 2))]),
        ("#include \"https://x\"", [.include(.init(path: "https://x", isOptional: false, line: 1))]),
        // A rejected line does not stop the parse: the next line is still read.
        ("A-B = 1\nC = 2",
         [.malformed(line: 1, message: "expected '=' after A, found '-'"), assignment("C", "2", line: 2)]),
    ]

    @Test(arguments: statementCases)
    func statements(text: String, expected: [Statement]) {
        #expect(XCConfigParser.parse(text) == expected)
    }

    /// Each malformed text and the line and message of its (first) error.
    static let malformedCases: [(String, Int, String)] = [
        ("MY-KEY = 1", 1, "expected '=' after MY, found '-'"),
        ("A.B = 1", 1, "expected '=' after A, found '.'"),
        ("A", 1, "expected '=' after A, found end of line"),
        ("A // = 1", 1, "expected '=' after A, found end of line"),
        ("A B = 1", 1, "expected '=' after A, found 'B'"),
        ("1A = 1", 1, "unexpected character '1'"),
        ("-A = 1", 1, "unexpected character '-'"),
        ("é = 1", 1, "unexpected character 'é'"),
        ("A = 1\n\u{FEFF}B = 2", 2, "unexpected character '\u{FEFF}'"),
        ("A = 1\r\n= 2", 2, "unexpected character '='"),
        ("A = x \\\n y\n\n$B = 1", 4, "unexpected character '$'"),
        ("A[sdk=x = 1", 1, "unterminated condition in the assignment of A"),
        ("A[sdk] = 1", 1, "expected '=' inside the condition of A, as in [sdk=iphoneos*]"),
        ("#", 1, "expected a directive after '#'"),
        ("#import \"x.xcconfig\"", 1, "unsupported directive '#import' (only #include and #include? exist)"),
        ("#define X 1", 1, "unsupported directive '#define' (only #include and #include? exist)"),
        ("#include x.xcconfig", 1, "expected a quoted file name after #include, found 'x'"),
        ("#include", 1, "expected a quoted file name after #include, found end of line"),
        ("#include? \"x.xcconfig", 1, "unterminated file name after #include?"),
        ("#include \"x\" y", 1, "unexpected 'y' after the file name of #include"),
        ("#include \"x\";", 1, "unexpected ';' after the file name of #include"),
        ("#include \"\"", 1, "empty file name after #include"),
    ]

    @Test(arguments: malformedCases)
    func malformed(text: String, line: Int, message: String) {
        let first = XCConfigParser.parse(text).first { if case .malformed = $0 { true } else { false } }
        #expect(first == .malformed(line: line, message: message))
    }

    typealias Expression = XCConfigExpression

    static func ref(_ name: String, defaults: [Expression] = []) -> Expression.Part {
        .reference(name: Expression([.literal(name)]), defaults: defaults)
    }

    static let expressionCases: [(String, Expression)] = [
        ("", Expression([])),
        ("plain \"text\" \\", Expression([.literal("plain \"text\" \\")])),
        ("a$(B)c", Expression([.literal("a"), ref("B"), .literal("c")])),
        ("${B}$[C]$D.e", Expression([ref("B"), ref("C"), ref("D.e")])),
        ("$()", Expression([.reference(name: Expression([]), defaults: [])])),
        ("$$(X)$", Expression([.literal("$(X)$")])),
        ("$(URL_$(ENV))",
         Expression([.reference(name: Expression([.literal("URL_"), ref("ENV")]), defaults: [])])),
        ("$(A:default=x$(B))", Expression([ref("A", defaults: [Expression([.literal("x"), ref("B")])])])),
        ("$(A))", Expression([ref("A"), .literal(")")])),
    ]

    @Test(arguments: expressionCases)
    func expression(text: String, expected: Expression) throws {
        #expect(try Expression.parse(text) == expected)
    }

    static let expressionErrorCases: [(String, String)] = [
        ("$(A:lower)", "unsupported operator ':lower' (only :default= is supported)"),
        ("$(A:default=x:upper)", "unsupported operator ':upper' (only :default= is supported)"),
        ("$(A:suffix=.c)", "unsupported operator ':suffix' (only :default= is supported)"),
        ("$(A:)", "missing operator name after ':'"),
        ("$(A:=x)", "missing operator name after ':'"),
        ("$(A:/x)", "unexpected '/' in an operator name"),
        ("$(A", "unterminated reference: missing ')'"),
        ("${A)", "unterminated reference: missing '}'"),
        ("$(A:default=x", "unterminated reference: missing ')'"),
        ("$(A:", "unterminated reference: missing ')'"),
    ]

    @Test(arguments: expressionErrorCases)
    func expressionError(text: String, message: String) {
        #expect(throws: XCConfigExpression.SyntaxError(message: message)) { try Expression.parse(text) }
    }
}
