import Testing

@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// `#include` resolution, positional overriding across files, and the errors that name file and line.
@Suite struct XCConfigIncludeTests {
    static let root = "/p/Config.xcconfig"

    static func load(_ files: [String: String]) throws(XCConfigError) -> [String: XCConfigSetting] {
        try XCConfigLoader.load(path: root, fileSystem: InMemoryFileSystem(files: files))
    }

    static let shared = "/p/Shared.xcconfig"

    static let valueCases: [(String, [String: String], [String: String])] = [
        ("same directory", [
            root: "#include \"Shared.xcconfig\"\nB = $(A)", shared: "A = 1",
        ], ["A": "1", "B": "1"]),
        ("nested directories resolve against the including file", [
            root: "#include \"configs/base.xcconfig\"",
            "/p/configs/base.xcconfig": "#include \"common/defaults.xcconfig\"",
            "/p/configs/common/defaults.xcconfig": "A = nested",
            "/p/common/defaults.xcconfig": "A = wrong",
        ], ["A": "nested"]),
        ("falls back to the directories of outer includers", [
            root: "#include \"configs/base.xcconfig\"",
            "/p/configs/base.xcconfig": "#include \"Secrets.xcconfig\"",
            "/p/Secrets.xcconfig": "TOKEN = t",
        ], ["TOKEN": "t"]),
        ("parent directory", [
            root: "#include \"configs/base.xcconfig\"",
            "/p/configs/base.xcconfig": "#include \"../Shared.xcconfig\"",
            shared: "A = up",
        ], ["A": "up"]),
        ("extension added", [root: "#include \"Shared\"", shared: "A = 1"], ["A": "1"]),
        ("exact name first", [
            root: "#include \"Shared\"", "/p/Shared": "A = bare", shared: "A = x",
        ], ["A": "bare"]),
        ("a directory is not an include", [
            root: "#include \"Shared\"", "/p/Shared/inner.txt": "", shared: "A = file",
        ], ["A": "file"]),
        ("absolute path", [
            root: "#include \"/etc/tool/base\"", "/etc/tool/base.xcconfig": "A = abs",
        ], ["A": "abs"]),
        ("directive spacing and comment", [
            root: "  #  include \"Shared.xcconfig\" // why", shared: "A = 1",
        ], ["A": "1"]),
        ("optional and missing", [root: "#include? \"Secrets.xcconfig\"\nA = 1"], ["A": "1"]),
        ("optional and present", [
            root: "#include? \"Secrets.xcconfig\"\nA = $(TOKEN)", "/p/Secrets.xcconfig": "TOKEN = t",
        ], ["A": "t", "TOKEN": "t"]),
        // Includes are positional: later lines win, whichever file they are in.
        ("include after a local line overrides it", [
            root: "A = local\n#include \"Shared.xcconfig\"", shared: "A = shared",
        ], ["A": "shared"]),
        ("local line after an include overrides it", [
            root: "#include \"Shared.xcconfig\"\nA = local", shared: "A = shared",
        ], ["A": "local"]),
        ("inherited across files", [
            root: "#include \"Shared\"\nFLAGS = $(inherited) -b", shared: "FLAGS = -a",
        ], ["FLAGS": "-a -b"]),
        ("forward reference into the includer", [
            root: "#include \"Shared.xcconfig\"\nHOST = https:/$()/example.com",
            shared: "URL = $(HOST)/api",
        ], ["HOST": "https://example.com", "URL": "https://example.com/api"]),
        ("diamond is not a cycle", [
            root: "#include \"B.xcconfig\"\n#include \"C.xcconfig\"",
            "/p/B.xcconfig": "#include \"D.xcconfig\"\nB = $(D)",
            "/p/C.xcconfig": "#include \"D.xcconfig\"\nC = $(D)",
            "/p/D.xcconfig": "D = d",
        ], ["B": "d", "C": "d", "D": "d"]),
        ("CRLF and BOM in an included file", [
            root: "#include \"W.xcconfig\"\r\n", "/p/W.xcconfig": "\u{FEFF}A = 1\r\nB = 2\r\n",
        ], ["A": "1", "B": "2"]),
    ]

    @Test(arguments: valueCases)
    func values(name: String, files: [String: String], expected: [String: String]) throws {
        #expect(try Self.load(files).mapValues(\.value) == expected, "\(name)")
    }

    @Test func locationsPointIntoIncludedFiles() throws {
        let settings = try Self.load([
            Self.root: "A = 1\n#include \"configs/../Shared\"\nC = 3",
            "/p/Shared.xcconfig": "\nB = 2",
        ])
        #expect(settings["A"] == XCConfigSetting(key: "A", value: "1", file: Self.root, line: 1))
        #expect(settings["B"] == XCConfigSetting(key: "B", value: "2", file: "/p/Shared.xcconfig", line: 2))
        #expect(settings["C"] == XCConfigSetting(key: "C", value: "3", file: Self.root, line: 3))
    }

    static func error(_ file: String, _ line: Int, _ message: String) -> XCConfigError {
        XCConfigError(file: file, line: line, message: message)
    }

    static let cycleBack = "would create a cycle: Config.xcconfig -> B.xcconfig -> Config.xcconfig"
    static let onlyDefault = "(only :default= is supported)"

    static let errorCases: [(String, [String: String], XCConfigError)] = [
        ("missing required include", [root: "A = 1\n#include \"Missing.xcconfig\""],
         error(root, 2, "could not find included file 'Missing.xcconfig'")),
        ("missing include in a nested file",
         [root: "#include \"a/B\"", "/p/a/B.xcconfig": "\n\n#include \"C\""],
         error("/p/a/B.xcconfig", 3, "could not find included file 'C'")),
        ("an extension is not replaced", [root: "#include \"Shared.txt\"", "/p/Shared.txt.xcconfig": "A = 1"],
         error(root, 1, "could not find included file 'Shared.txt'")),
        ("cycle", [root: "#include \"B.xcconfig\"", "/p/B.xcconfig": "A = 1\n#include \"Config.xcconfig\""],
         error("/p/B.xcconfig", 2, "including 'Config.xcconfig' " + cycleBack)),
        ("self include", [root: "\n#include \"Config\""],
         error(root, 2, "including 'Config' would create a cycle: Config.xcconfig -> Config.xcconfig")),
        ("optional include cycle", [root: "#include? \"sub/../B\"", "/p/B.xcconfig": "#include? \"Config\""],
         error("/p/B.xcconfig", 1, "including 'Config' " + cycleBack)),
        ("malformed line in an included file",
         [root: "#include \"B\"\nA = 1", "/p/B.xcconfig": "OK = 1\nBAD-KEY = 2"],
         error("/p/B.xcconfig", 2, "expected '=' after BAD, found '-'")),
        ("unknown directive", [root: "A = 1\n#import \"B.xcconfig\""],
         error(root, 2, "unsupported directive '#import' (only #include and #include? exist)")),
        ("unknown operator", [root: "A = 1\n\nB = $(A:lower)"],
         error(root, 3, "unsupported operator ':lower' " + onlyDefault)),
        ("unknown operator in an overridden value", [root: "B = $(A:upper)\nB = 1"],
         error(root, 1, "unsupported operator ':upper' " + onlyDefault)),
        ("unterminated reference in an included file", [root: "#include \"B\"", "/p/B.xcconfig": "\nX = $(Y"],
         error("/p/B.xcconfig", 2, "unterminated reference: missing ')'")),
        ("entry file missing", [:], error(root, 0, "cannot read the file: no such file")),
    ]

    @Test(arguments: errorCases)
    func errors(name: String, files: [String: String], expected: XCConfigError) {
        #expect(throws: expected, "\(name)") { try Self.load(files) }
    }

    @Test func explosiveExpansionIsAnError() throws {
        var lines = ["K0 = 0123456789abcdef"]
        for level in 1...20 { lines.append("K\(level) = $(K\(level - 1))$(K\(level - 1))") }
        let text = lines.joined(separator: "\n")
        let error = #expect(throws: XCConfigError.self) { try Self.load([Self.root: text]) }
        #expect(error?.line == 18)
        #expect(error?.message.contains("expands to more than") == true)
    }

    @Test func deepChainsAreAnErrorNotACrash() throws {
        let count = XCConfigEvaluator.maximumDepth + 10
        let lines = (0..<count).map { "K\($0) = $(K\($0 + 1))" } + ["K\(count) = end"]
        let text = lines.joined(separator: "\n")
        let error = #expect(throws: XCConfigError.self) { try Self.load([Self.root: text]) }
        #expect(error?.message.contains("nested more than") == true)
        let shallow = (0..<50).map { "K\($0) = $(K\($0 + 1))" } + ["K50 = end"]
        #expect(try Self.load([Self.root: shallow.joined(separator: "\n")])["K0"]?.value == "end")
    }
}
