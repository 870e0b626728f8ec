import Testing

@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// Values of single-file xcconfigs, as swift-build (and so Xcode) gives them; see
/// docs/configuration.md, "xcconfig rules".
@Suite struct XCConfigTests {
    static let path = "/p/Config.xcconfig"

    /// Loads `text` as the only file and returns key → resolved value.
    static func values(_ text: String) throws -> [String: String] {
        let fileSystem = InMemoryFileSystem(files: [path: text])
        return try XCConfigLoader.load(path: path, fileSystem: fileSystem).mapValues(\.value)
    }

    static let syntaxCases: [(String, [String: String])] = [
        ("A = 1", ["A": "1"]),
        ("A=1", ["A": "1"]),
        ("A\t=\tx\ty", ["A": "x\ty"]),
        ("  A = 1  ", ["A": "1"]),
        ("_A1 = x", ["_A1": "x"]),
        ("A = 1;", ["A": "1"]),
        ("A = 1 ;  ", ["A": "1"]),
        ("A = 1;;", ["A": "1;"]),
        ("A = ;", ["A": ""]),
        ("A =", ["A": ""]),
        ("A = x y  z ", ["A": "x y  z"]),
        ("A = 1\nA = 2", ["A": "2"]),
        ("// only a comment\n\n  \t\nA = 1 // trailing comment", ["A": "1"]),
        // `//` starts a comment anywhere, even inside quotes.
        ("URL = https://host", ["URL": "https:"]),
        ("URL = \"https://host\"", ["URL": "\"https:"]),
        ("URL = https:/$()/host", ["URL": "https://host"]),
        ("SLASH = /\nURL = https:$(SLASH)$(SLASH)host", ["SLASH": "/", "URL": "https://host"]),
        // Quotes are ordinary characters; references still expand inside them.
        ("A = \"x y\"", ["A": "\"x y\""]),
        ("A = 'x'", ["A": "'x'"]),
        ("B = 1\nA = \"$(B)\"", ["A": "\"1\"", "B": "1"]),
        // Line endings: \n, \r\n, \r, U+2028, U+2029; a leading BOM is dropped.
        ("A = 1\r\nB = 2\r\n", ["A": "1", "B": "2"]),
        ("A = 1 \r\nB = x // c\r\n", ["A": "1", "B": "x"]),
        ("A = 1\rB = 2\r", ["A": "1", "B": "2"]),
        ("A = 1\u{2028}B = 2\u{2029}C = 3", ["A": "1", "B": "2", "C": "3"]),
        ("\u{FEFF}A = 1", ["A": "1"]),
        ("\u{FEFF}A = 1\r\nB = $(A)\r\n", ["A": "1", "B": "1"]),
        ("A = é ✓", ["A": "é ✓"]),
        // Continuation lines, joined with one space.
        ("A = x \\\n  y", ["A": "x y"]),
        ("A = x\\\ny\\\nz", ["A": "x y z"]),
        ("A = x \\\r\n  y\r\nB = 2", ["A": "x y", "B": "2"]),
        ("A = \\\n  y", ["A": "y"]),
        ("A = x \\ // note\n y", ["A": "x y"]),
        ("A = x \\\n\nB = 2", ["A": "x", "B": "2"]),
        ("A = x \\", ["A": "x"]),
    ]

    @Test(arguments: syntaxCases)
    func syntax(text: String, expected: [String: String]) throws {
        #expect(try Self.values(text) == expected)
    }

    static let referenceCases: [(String, [String: String])] = [
        ("A = 1\nB = $(A)", ["A": "1", "B": "1"]),
        // Lazy: references see the final value and may point forward.
        ("A = 1\nB = $(A)\nA = 2", ["A": "2", "B": "2"]),
        ("B = $(A)/x\nA = 1", ["A": "1", "B": "1/x"]),
        ("C = $(B)$(B)\nB = <$(A)>\nA = a", ["A": "a", "B": "<a>", "C": "<a><a>"]),
        ("A = 1\nB = ${A}-$[A]-$A", ["A": "1", "B": "1-1-1"]),
        ("A = 1\nB = $A.x", ["A": "1", "B": ""]),
        ("A = x$(NOPE)y", ["A": "xy"]),
        ("A = a$()b", ["A": "ab"]),
        ("A = $$(HOME) $$", ["A": "$(HOME) $"]),
        ("A = 5$", ["A": "5$"]),
        ("A = $ x $-", ["A": "$ x $-"]),
        ("ENV = PROD\nURL_PROD = p\nURL_DEV = d\nURL = $(URL_$(ENV))",
         ["ENV": "PROD", "URL_PROD": "p", "URL_DEV": "d", "URL": "p"]),
        ("X = 1\nA = $X$(Y)\nY = 2\nX2 = hack", ["X": "1", "Y": "2", "X2": "hack", "A": "hack"]),
        ("A = $(MISSING:default=x)", ["A": "x"]),
        ("E =\nA = $(E:default=x)", ["E": "", "A": "x"]),
        ("B = 1\nA = $(B:default=x)", ["A": "1", "B": "1"]),
        ("B = 1\nA = $(M:default=$(B)2)", ["A": "12", "B": "1"]),
        ("A = $(M:default=:default=y)", ["A": "y"]),
        // $(inherited) and self-references take the next lower assignment, "" at the bottom.
        ("A = 1\nA = $(inherited) 2", ["A": "1 2"]),
        ("A = 1\nA = ${inherited} 2", ["A": "1 2"]),
        ("A = 1\nA = $(A) 2", ["A": "1 2"]),
        ("A = a\nA = $(inherited) b\nA = $(inherited) c", ["A": "a b c"]),
        ("A = $(inherited) x", ["A": " x"]),
        ("A = $(inherited:default=none)", ["A": "none"]),
        ("A = a\nB = $(A)\nA = $(inherited)+$(B)", ["A": "a+a", "B": "a+"]),
        // Cycles end in "" through the inherited rule, without an error.
        ("A = $(A)", ["A": ""]),
        ("A = $(B)\nB = $(A)", ["A": "", "B": ""]),
        ("A = 1\nA = $(B)\nB = $(A)", ["A": "1", "B": ""]),
        ("A = x$(B)\nB = y$(C)\nC = z$(A)", ["A": "xyz", "B": "yzx", "C": "zxy"]),
    ]

    @Test(arguments: referenceCases)
    func references(text: String, expected: [String: String]) throws {
        #expect(try Self.values(text) == expected)
    }

    static let conditionCases: [(String, [String: String])] = [
        ("A = 1\nA[sdk=iphoneos*] = 2", ["A": "1"]),
        ("A[sdk=iphoneos*] = 2\nA = 1", ["A": "1"]),
        ("A[sdk=iphoneos*] = 2", [:]),
        ("A[sdk=iphoneos*] = 2\nB = $(A)", ["B": ""]),
        ("A[config=Debug][arch=arm64] = 2\nA = 1\nA[arch=x86_64] = 3", ["A": "1"]),
        // swift-build: a condition with no value to match matches the pattern `*` (and only that).
        ("A = 1\nA[sdk=*] = 2", ["A": "2"]),
        ("A[sdk=*] = 2", ["A": "2"]),
        ("A = 1\nA [sdk=*] [arch=*] = $(inherited)2", ["A": "12"]),
        ("A = 1\nA[sdk=*][arch=arm64] = 2", ["A": "1"]),
        ("A = 1\nA[sdk= *] = 2", ["A": "1"]),
        // Values of ignored conditional assignments are never evaluated, so their operators do not matter.
        ("A[sdk=iphoneos*] = $(B:lower)\nA = 1", ["A": "1"]),
    ]

    @Test(arguments: conditionCases)
    func conditions(text: String, expected: [String: String]) throws {
        #expect(try Self.values(text) == expected)
    }

    @Test func winningAssignmentLocation() throws {
        let text = "A = 1\n\nA = $(inherited) \\\n  2\nB = $(A)\n"
        let fileSystem = InMemoryFileSystem(files: [Self.path: text])
        let settings = try XCConfigLoader.load(path: Self.path, fileSystem: fileSystem)
        #expect(settings["A"] == XCConfigSetting(key: "A", value: "1 2", file: Self.path, line: 3))
        #expect(settings["B"] == XCConfigSetting(key: "B", value: "1 2", file: Self.path, line: 5))
    }
}
