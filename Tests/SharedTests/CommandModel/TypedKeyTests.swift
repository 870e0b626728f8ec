import Foundation
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// Options and settings read through typed keys: declared once, read with their types, a required option
/// enforced by the parser alone.
struct TypedKeyTests {
    enum Shape: String, CaseIterable, Sendable { case round, square }

    static let name = OptionKey<String>.required("name", valueName: "NAME", help: "Who.")
    static let shape = OptionKey<Shape?>.choice("shape", of: Shape.self, help: "Which shape.")
    static let count = OptionKey<Int?>.integer("count", range: 1...9, help: "How many.")
    static let tags = OptionKey<[String]>.repeated("tag", help: "A tag.")
    static let loud = OptionKey<Bool>.flag("loud", help: "Shout.")

    static let root = CommandSpec(
        "kit", abstract: "A tool.", options: [GlobalOptions.help.spec],
        subcommands: [
            CommandSpec(
                "make", abstract: "Make one.", options: [name.spec, shape.spec, count.spec, tags.spec, loud.spec],
                action: { _ in .success }),
        ])

    func parse(_ line: String) throws(UsageError) -> ParsedCommand {
        try CommandLineParser(root: Self.root).parse(line.split(separator: " ").map(String.init))
    }

    @Test func valuesArriveTyped() throws {
        let command = try parse("make --name ann --shape square --count 3 --tag a --tag b --loud")
        #expect(command[Self.name] == "ann")
        #expect(command[Self.shape] == .square)
        #expect(command[Self.count] == 3)
        #expect(command[Self.tags] == ["a", "b"])
        #expect(command[Self.loud])
        let bare = try parse("make --name ann")
        #expect(bare[Self.shape] == nil && bare[Self.count] == nil && bare[Self.tags].isEmpty && !bare[Self.loud])
        #expect(bare.has(Self.name) && !bare.has(Self.shape))
    }

    @Test func aMissingRequiredOptionIsTheParsersUsageError() {
        #expect(throws: UsageError("missing option --name NAME", commandPath: ["make"])) { try parse("make --loud") }
        #expect((try? parse("make --help"))?.values["help"] == ["true"], "--help still wins")
        #expect(HelpRenderer.describe(Self.name.spec) == "Who. Required.")
    }

    @Test func settingsArriveTypedAndAreCheckedAgainstTheirType() throws {
        let tool = SampleTool.definition
        let (environment, _, _) = ToolHarness(tool: tool, variables: ["SAMPLE_TIMEOUT": "2.5", "SAMPLE_RETRIES": "7"])
            .environment(arguments: [])
        let settings = Settings(tool: tool, environment: environment, flags: [:])
        #expect(try settings.value(GlobalSettings.timeout) == 2.5)
        #expect(try settings.value(GlobalSettings.retries) == 7)
        #expect(try settings.value(GlobalSettings.mock) == false)
        #expect(GlobalSettings.timeout.name(in: tool) == "SAMPLE_TIMEOUT")
        let (bad, _, _) = ToolHarness(tool: tool, variables: ["SAMPLE_RETRIES": "eleven"]).environment(arguments: [])
        let error = #expect(throws: ConfigError.self) {
            try Settings(tool: tool, environment: bad, flags: [:]).value(GlobalSettings.retries)
        }
        #expect(error?.message == "invalid value 'eleven' for SAMPLE_RETRIES (from env): expected a whole number")
    }
}
