import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// `config set KEY=VALUE` as one word, and a `config template` that reads well at 80 columns, in every
/// tool: the words a person types from `.env` habits, and the file they read in a terminal.
struct ConfigPlainWordsTests {
    static func home(_ tool: String) -> String { "/home/tester/.config/\(tool)/config.xcconfig" }

    @Test(arguments: AllTools.names)
    func configSetTakesKeyEqualsValueAsOneWord(_ name: String) async throws {
        let files = InMemoryFileSystem()
        let key = GlobalSettings.timeout.name(in: AllTools.definition(name))
        let result = await ToolHarness(tool: AllTools.definition(name), fileSystem: files).run("config set \(key)=45")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(try files.readText(at: Self.home(name)).contains("\(key) = 45\n"))
    }

    @Test func configSetOneWordKeepsAnEqualsSignInTheValue() async throws {
        let files = InMemoryFileSystem()
        let result = await ToolHarness(tool: AllTools.definition("upsctl"), fileSystem: files).run("config set UPS_MERCHANT_ID=abc=d")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(try files.readText(at: Self.home("upsctl")).contains("UPS_MERCHANT_ID = abc=d\n"))
    }

    @Test func configSetOneWordWithValueStdinIsAUsageError() async {
        let result = await ToolHarness(tool: AllTools.definition("upsctl")).run("config set UPS_MERCHANT_ID=abc --value-stdin", stdin: "x")
        #expect(result.exitCode == .usage, "\(result.stderr)")
        #expect(result.stderr.contains("not both"), "\(result.stderr)")
    }

    @Test func configSetOneWordWithAnUnknownKeySuggests() async {
        let result = await ToolHarness(tool: AllTools.definition("upsctl")).run("config set UPS_MERCHANTID=abc")
        #expect(result.exitCode == .usage)
        #expect(result.stderr.contains("unknown setting 'UPS_MERCHANTID'"), "\(result.stderr)")
        #expect(result.stderr.contains("UPS_MERCHANT_ID"), "\(result.stderr)")
    }

    @Test(arguments: AllTools.names)
    func configTemplateReadsWellAt80Columns(_ name: String) async {
        let tool = AllTools.definition(name)
        let result = await ToolHarness(tool: tool).run("config template")
        #expect(result.exitCode == .success)
        for line in result.stdout.split(separator: "\n") {
            #expect(DisplayWidth.of(line) <= 80, "over 80 columns: \(line)")
        }
        // A setting is named by its full name, as a file writes it.
        #expect(!result.stdout.contains("without MOCK"), "\(result.stdout)")
        // Booleans read as `config show` shows them.
        #expect(result.stdout.contains("// \(GlobalSettings.mock.name(in: tool)) = false\n"), "\(result.stdout)")
        for spec in tool.allSettings where !spec.isBootstrap {
            if case .boolean = spec.valueType {
                #expect(!result.stdout.contains("// \(spec.name) = 0\n") && !result.stdout.contains("// \(spec.name) = 1\n"))
            }
        }
    }
}
