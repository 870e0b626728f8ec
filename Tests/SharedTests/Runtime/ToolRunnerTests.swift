import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// The whole tool in-process: a command line in; exit code, stdout and stderr out.
struct ToolRunnerTests {
    let harness = ToolHarness(tool: SampleTool.definition)

    /// The snapshots are help at 80 columns: what a terminal of that width shows, or `COLUMNS=80` asks
    /// for in a pipe (a pipe without it gets help unwrapped, `helpToAPipeIsNotWrapped`).
    let harness80 = ToolHarness(tool: SampleTool.definition, variables: ["COLUMNS": "80"])

    @Test func helpGoesToStdoutWithExitZero() async throws {
        let result = await harness80.run("--help")
        #expect(result.exitCode == .success)
        #expect(result.stderr.isEmpty)
        try Snapshot.check(result.stdout, named: "sample-help.txt")
    }

    @Test func helpToAPipeIsNotWrapped() async {
        let result = await harness.run("--help")
        let wrapped = await harness80.run("--help")
        #expect(result.stdout.split(separator: "\n").count < wrapped.stdout.split(separator: "\n").count, "\(result.stdout)")
    }

    @Test func commandHelpShowsOptionsDefaultsVariablesAndExamples() async throws {
        let result = await harness80.run("orders list --help")
        #expect(result.exitCode == .success)
        try Snapshot.check(result.stdout, named: "sample-orders-list-help.txt")
        #expect(result.stdout.contains("Env: SAMPLE_LIMIT."))
        #expect(result.stdout.contains("sample orders list --status open"))
    }

    @Test func helpCommandEqualsHelpFlag() async {
        let viaCommand = await harness.run("help orders list")
        let viaFlag = await harness.run("orders list -h")
        #expect(viaCommand.stdout == viaFlag.stdout)
        #expect(viaCommand.exitCode == .success)
    }

    @Test func helpForAnUnknownCommandIsAUsageError() async {
        let result = await harness.run("help ordrs")
        #expect(result.exitCode == .usage)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "sample: error: unknown command 'ordrs' for 'sample'\nDid you mean 'orders'?\nSee 'sample help --help'.\n")
    }

    @Test func versionPrintsNameAndVersion() async {
        let result = await harness.run("--version")
        #expect(result.stdout == "sample 9.9.9 (\(ToolkitVersion.commit), \(ToolkitVersion.date))\n")
        #expect(result.exitCode == .success)
    }

    @Test func misspelledCommandExits64WithSuggestionAndNothingOnStdout() async {
        let result = await harness.run("ordrs list")
        #expect(result.exitCode == .usage)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "sample: error: unknown command 'ordrs' for 'sample'\nDid you mean 'orders'?\nSee 'sample --help'.\n")
    }

    @Test func globalOptionsWorkAfterTheCommandWords() async {
        let result = await harness.run("orders list --status open -q -o json")
        #expect(result.exitCode == .success)
        let parsed = SampleTool.recorder.lastCommand
        #expect(parsed?.flag("quiet") == true)
        #expect(parsed?.string("output") == "json")
    }

    @Test func helpWrapsToColumns() async {
        var narrow = harness
        narrow.variables["COLUMNS"] = "70"
        let result = await narrow.run("--help")
        let longest = result.stdout.split(separator: "\n").map(\.count).max() ?? 0
        #expect(longest <= 70)
    }
}
