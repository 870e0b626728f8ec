import Foundation
import Testing
import ToolkitTestSupport
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// One case of `Fixtures/dotenv-cases.json`. The same file is checked against python-dotenv by
/// `Tests/oracles/check_dotenv_oracle.py`, which skips the cases marked `pythonDiffers`.
struct DotEnvCase: Decodable, Sendable, CustomTestStringConvertible {
    struct Entry: Decodable, Sendable {
        var key: String
        var value: String
        var line: Int
    }

    var name: String
    var input: String
    var env: [String: String]
    var expect: [String: String]
    var warningLines: [Int]
    /// When present, the exact `entries` list, duplicates included.
    var entries: [Entry]?
    /// Why python-dotenv gives a different answer, for the deliberate differences.
    var pythonDiffers: String?

    var testDescription: String { name }

    static let fixtureURL = PackageRoot.appending("Tests/SharedTests/Fixtures/dotenv-cases.json")

    static func load() throws -> [DotEnvCase] {
        try JSONDecoder().decode([DotEnvCase].self, from: Data(contentsOf: fixtureURL))
    }

    /// The cases for `@Test(arguments:)`; empty if the file is unreadable, which `fixtureLoads` reports.
    static let all: [DotEnvCase] = (try? load()) ?? []
}

@Suite("DotEnvParser")
struct DotEnvParserTests {
    @Test("the case file loads and covers every topic")
    func fixtureLoads() throws {
        let cases = try DotEnvCase.load()
        #expect(cases.count >= 70)
        #expect(Set(cases.map(\.name)).count == cases.count, "case names must be unique")
    }

    @Test(arguments: DotEnvCase.all)
    func fixtureCase(_ testCase: DotEnvCase) {
        let file = DotEnvParser.parse(testCase.input, environment: testCase.env)
        #expect(file.values.mapValues(\.value) == testCase.expect)
        #expect(file.warnings.map(\.line) == testCase.warningLines)
        if let expected = testCase.entries {
            let entries = expected.map { DotEnvEntry(key: $0.key, value: $0.value, line: $0.line) }
            #expect(file.entries == entries)
        }
    }

    @Test func warningMessageIsPlainEnglish() {
        let file = DotEnvParser.parse("A=1\n\nB=\"open\nC=2\nD 3\n")
        #expect(file.warnings == [
            DotEnvWarning(
                line: 3,
                message: "could not parse this statement: "
                    + "the double-quoted value has no closing quote"
            ),
            DotEnvWarning(
                line: 5,
                message: "could not parse this statement: expected '=' after the key"
            ),
        ])
    }

    @Test func valuesKeepTheLastEntryWithItsLine() {
        let file = DotEnvParser.parse("A=1\nB=2\nA=3\n")
        #expect(file.values["A"] == DotEnvEntry(key: "A", value: "3", line: 3))
        #expect(file.entries.count == 3)
    }

    @Test func environmentIsOnlyReadForExpansion() {
        let file = DotEnvParser.parse("A=file\n", environment: ["A": "env", "OTHER": "x"])
        #expect(file.values.mapValues(\.value) == ["A": "file"])
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func lineNumbersWithEveryLineEnding(_ newline: String) {
        let text = ["A=1", "", "B=\"two", "lines\"", "bad line", "C=3"].joined(separator: newline)
        let file = DotEnvParser.parse(text)
        #expect(file.entries.map(\.line) == [1, 3, 6])
        #expect(file.entries[1].value == "two\(newline)lines")
        #expect(file.warnings.map(\.line) == [5])
    }

    /// Pathological input (50 000 lines, 20 000 nested `${A:`, an unclosed quote over 20 000 escapes) is
    /// parsed correctly. How long it takes is not asserted here (tests assert no timings); a quadratic
    /// parser shows as a slow suite.
    @Test func largeAndPathologicalInputIsParsed() {
        let lineCount = 50_000
        var text = ""
        for index in 0..<lineCount {
            // Every value refers to the same short key: chaining them would make the output itself quadratic.
            text += "KEY_\(index)=\"value ${KEY_0} \\n\" # note\n"
        }
        text += "UNCLOSED=" + String(repeating: "${A:", count: 20_000) + "\n"
        text += "OPEN=\"" + String(repeating: "x\\\" ", count: 20_000) + "\n"
        let file = DotEnvParser.parse(text)
        #expect(file.entries.count == lineCount + 2)
    }
}
