import Testing
import ToolkitTestSupport

@testable import Shared
@testable import ToolkitCommandModel

/// A list with no rows says so on a terminal, in the noun of its command (`No clients found`, stderr,
/// exit 0); to a pipe the output is what it always is.
struct EmptyListTests {
    static let repairminder = AllTools.definition("repairminder")

    /// stderr without the line every `--mock` run starts with.
    static func said(_ stderr: String) -> String {
        stderr.split(separator: "\n").filter { !$0.contains("mock mode:") }.map { $0 + "\n" }.joined()
    }

    @Test func anEmptyListSaysSoOnATerminal() async {
        let result = await ToolHarness(tool: Self.repairminder, terminal: true).run("--mock clients list --search zzz")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout == "")
        #expect(Self.said(result.stderr) == "No clients found\n")
    }

    @Test func anEmptyListToAPipeStaysAsItIs() async {
        let json = await ToolHarness(tool: Self.repairminder).run("--mock clients list --search zzz -o json")
        #expect(json.exitCode == .success)
        #expect(json.stdout == "[]\n")
        #expect(Self.said(json.stderr) == "")
        let table = await ToolHarness(tool: Self.repairminder).run("--mock clients list --search zzz -o table")
        #expect(table.stdout == "")
        #expect(Self.said(table.stderr) == "")
    }

    @Test func quietSilencesTheNoteAndAListWithRowsHasNone() async {
        let quiet = await ToolHarness(tool: Self.repairminder, terminal: true).run("--mock -q clients list --search zzz")
        #expect(Self.said(quiet.stderr) == "")
        let some = await ToolHarness(tool: Self.repairminder, terminal: true).run("--mock clients list")
        #expect(some.exitCode == .success)
        #expect(!some.stderr.contains("found"))
    }

    @Test func aStreamedListWithNoRowsSaysSoToo() async {
        // `--all` streams its pages through a RecordStream.
        let result = await ToolHarness(tool: Self.repairminder, terminal: true).run("--mock clients list --search zzz --all")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(Self.said(result.stderr) == "No clients found\n")
    }

    /// Every list command of the four tools declares what it lists.
    @Test func everyListCommandHasANoun() {
        for tool in AllTools.definitions {
            for (path, spec) in tool.rootSpec.allDescendants() where path.last == "list" {
                #expect(spec.listNoun != nil, "\(tool.name) \(path.joined(separator: " "))")
            }
        }
    }
}
