import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// `TOOL config template` for every tool, from the settings model: every setting a file may hold with its
/// help, the required ones as `<FILL-ME>`, the others commented out at their defaults; and the round trip,
/// a template filled in loads with no error, while one left unfilled is exit 78 naming the line.
struct ConfigTemplateTests {
    /// A value each tool's required settings accept, as a person would fill them in.
    static let filled: [String: String] = [
        "UPS_CLIENT_ID": "my-client-id", "UPS_CLIENT_SECRET": "my-client-secret",
        "SCOREBASE_COGNITO_USER_POOL_ID": "eu-west-1_AbCdEf123", "SCOREBASE_COGNITO_CLIENT_ID": "my-app-client",
    ]

    static func template(_ tool: ToolDefinition) async -> String {
        let result = await ToolHarness(tool: tool).run("config template")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        return result.stdout
    }

    /// `config show -o json` with `text` as ./Config.xcconfig.
    static func show(_ tool: ToolDefinition, xcconfig text: String) async -> ToolHarness.Result {
        let files = InMemoryFileSystem(files: ["/work/Config.xcconfig": text])
        return await ToolHarness(tool: tool, fileSystem: files).run("config show -o json")
    }

    @Test(arguments: AllTools.names)
    func everySettingAFileMayHoldIsThereWithItsHelp(_ name: String) async {
        let tool = AllTools.definition(name)
        let lines = await Self.template(tool).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for spec in tool.allSettings {
            let line = lines.firstIndex { $0 == "\(spec.name) = <FILL-ME>" || $0.hasPrefix("// \(spec.name) =") }
            guard !spec.isBootstrap else {
                #expect(line == nil, "\(spec.name) locates the files: a file cannot set it")
                continue
            }
            guard let line else {
                Issue.record("\(name): \(spec.name) is not in the template")
                continue
            }
            // The help is wrapped to 80 columns: its comment lines, from the blank line above, read as one.
            let comment = lines[..<line].reversed().prefix { !$0.isEmpty }.reversed().map { $0.dropFirst(3) }
            #expect(comment.joined(separator: " ") == spec.help, "\(spec.name)'s help")
            if spec.isRequired {
                #expect(lines[line] == "\(spec.name) = <FILL-ME>")
            } else {
                var shown = (spec.defaultValue ?? "").replacingOccurrences(of: "//", with: "/$()/")
                // A boolean reads as `config show` shows it.
                if case .boolean = spec.valueType { shown = shown == "1" ? "true" : shown == "0" ? "false" : shown }
                #expect(lines[line] == "// \(spec.name) =" + (shown.isEmpty ? "" : " \(shown)"))
            }
        }
    }

    @Test func theRequiredSettingsAreTheOnesARealRunCannotDoWithout() {
        let required = AllTools.definitions.flatMap { $0.allSettings.filter(\.isRequired).map(\.name) }
        #expect(Set(required) == Set(Self.filled.keys))
    }

    @Test(arguments: AllTools.names)
    func aTemplateFilledInLoadsWithNoError(_ name: String) async throws {
        let tool = AllTools.definition(name)
        var text = await Self.template(tool)
        for (key, value) in Self.filled { text = text.replacingOccurrences(of: "\(key) = <FILL-ME>", with: "\(key) = \(value)") }
        let result = await Self.show(tool, xcconfig: text)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let shown = try JSONParser.parse(result.stdout)
        for spec in tool.allSettings where spec.isRequired {
            #expect(shown.value(at: "\(spec.name).value")?.stringValue.map { $0 == Self.filled[spec.name] || $0 == "<redacted>" } == true)
            #expect(shown.value(at: "\(spec.name).source")?.stringValue?.hasPrefix("xcconfig:/work/Config.xcconfig:") == true)
        }
    }

    /// Every line uncommented gives each setting its default: what the template shows is what it means
    /// (a URL's `//` written `/$()/`, so it is not read as a comment).
    @Test(arguments: AllTools.names)
    func everyDefaultUncommentedIsTheDefault(_ name: String) async throws {
        let tool = AllTools.definition(name)
        var text = await Self.template(tool)
        for (key, value) in Self.filled { text = text.replacingOccurrences(of: "\(key) = <FILL-ME>", with: "\(key) = \(value)") }
        let settingLines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            tool.allSettings.contains { line.hasPrefix("// \($0.name) =") } ? String(line.dropFirst(3)) : String(line)
        }
        let result = await Self.show(tool, xcconfig: settingLines.joined(separator: "\n"))
        #expect(result.exitCode == .success, "\(result.stderr)")
        let shown = try JSONParser.parse(result.stdout)
        for spec in tool.allSettings where !spec.isBootstrap && !spec.isRequired {
            guard var value = spec.defaultValue else { continue }
            if case .boolean = spec.valueType { value = BooleanText.parse(value) == true ? "true" : "false" }  // as config show says it
            #expect(shown.value(at: "\(spec.name).value") == .string(value), "\(spec.name)")
        }
    }

    @Test func aPlaceholderLeftIsExit78NamingTheKeyTheFileAndTheLine() async throws {
        let tool = AllTools.definition("upsctl")
        let text = await Self.template(tool)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0 == "UPS_CLIENT_ID = <FILL-ME>" }) + 1
        let files = InMemoryFileSystem(files: ["/work/Config.xcconfig": text])
        let result = await ToolHarness(tool: tool, fileSystem: files).run("--dry-run validate --street '1 Main St' --state NY")
        #expect(result.exitCode == .configuration)
        #expect(result.stderr.hasPrefix("upsctl: error: UPS_CLIENT_ID is still <FILL-ME> in /work/Config.xcconfig:\(line)\n"), "\(result.stderr)")
        #expect(result.stderr.contains("1 more <FILL-ME> left: /work/Config.xcconfig:\(line + 3)."), "\(result.stderr)")
    }

    /// Any file a setting comes from: a `.env` too.
    @Test func aPlaceholderInTheDotEnvFileIsExit78Too() async {
        let files = InMemoryFileSystem(files: ["/work/.env": "UPS_CLIENT_ID=abc\nUPS_CLIENT_SECRET=<FILL-ME>\n"])
        let result = await ToolHarness(tool: AllTools.definition("upsctl"), fileSystem: files).run("auth status")
        #expect(result.exitCode == .configuration)
        #expect(result.stderr.hasPrefix("upsctl: error: UPS_CLIENT_SECRET is still <FILL-ME> in /work/.env:2\n"), "\(result.stderr)")
    }
}
