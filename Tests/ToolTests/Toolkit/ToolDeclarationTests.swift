import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// Each tool's declarations: the commands that need no network work in-process.
struct ToolDeclarationTests {
    @Test(arguments: AllTools.names)
    func helpAndVersion(_ name: String) async {
        let harness = ToolHarness(tool: AllTools.definition(name))
        let help = await harness.run("--help")
        #expect(help.exitCode == .success)
        #expect(help.stdout.hasPrefix("\(name) — "))
        #expect(help.stdout.contains("EXIT STATUS:"))
        let version = await harness.run("--version")
        #expect(version.stdout == ToolkitVersion.line(tool: name) + "\n")
    }

    @Test(arguments: AllTools.names)
    func configShowListsEverySettingWithSecretsRedacted(_ name: String) async throws {
        let tool = AllTools.definition(name)
        var variables: [String: String] = [:]
        for setting in tool.allSettings where setting.isSecret { variables[setting.name] = "needle-\(setting.name)" }
        let result = await ToolHarness(tool: tool, variables: variables).run("config show -o json")
        #expect(result.exitCode == .success)
        let object = try JSONParser.parse(result.stdout).objectValue
        #expect(object?.keys == tool.allSettings.map(\.name))
        #expect(!result.stdout.contains("needle-"))
    }

    @Test(arguments: AllTools.names)
    func everyPrefixedSettingUsesTheToolPrefix(_ name: String) {
        let tool = AllTools.definition(name)
        let foreign = tool.allSettings.map(\.name).filter {
            !$0.hasPrefix(tool.prefix + "_") && !$0.hasPrefix("AWS_") && !$0.hasPrefix("FIREBASE_")
        }
        #expect(foreign.isEmpty)
    }

    @Test(arguments: AllTools.names)
    func everyEnvironmentPresetsABaseURLOrSaysItHasNone(_ name: String) {
        let tool = AllTools.definition(name)
        #expect(tool.environment(named: tool.defaultEnvironment) != nil)
        for environment in tool.environments {
            #expect(environment.values.keys.allSatisfy { tool.settingSpec(named: $0) != nil })
        }
    }

    /// A command's own option must not take a global option's name or letter: `auth login -e` would mean
    /// the email there and the environment everywhere else.
    @Test(arguments: AllTools.names)
    func noCommandOptionShadowsAGlobalOne(_ name: String) {
        let tool = AllTools.definition(name)
        let globals = GlobalOptions.options(for: tool)
        let longs = Set(globals.map(\.long)), shorts = Set(globals.compactMap(\.short))
        var clashes: [String] = []
        func visit(_ command: CommandSpec, _ path: [String]) {
            for option in command.options where longs.contains(option.long) || option.short.map(shorts.contains) == true {
                clashes.append((path + ["--" + option.long]).joined(separator: " "))
            }
            for sub in command.subcommands { visit(sub, path + [sub.name]) }
        }
        for command in tool.commands { visit(command, [command.name]) }
        #expect(clashes.isEmpty)
    }
}
