import Foundation
import Testing
import ToolkitTestSupport

/// zsh and fish keep the order `__complete` gives (the values seen most recently first) instead of
/// sorting them: after `orders list` then `orders get ord_8d2f57`, <TAB> offers ord_8d2f57 before
/// ord_8d2f41. fish is asked for real (`complete --do-complete`); zsh's compsys needs a widget, so its
/// script is run with `_describe` standing in, which shows the flags the script asks for (`-V`: an
/// unsorted group), and the generated scripts are read for the same.
@Suite(.serialized)
struct CompletionKeepsOrderShellTests {
    static let line = "repairminder --mock orders get ord_8d2f"

    /// A home with the scripts, where the most recently seen id sorts after an older one.
    static func homeWithRecentFirst() async throws -> URL {
        let home = try await ValueCompletionShellTests.home("repairminder")
        let variables = ValueCompletionShellTests.variables(home)
        let seen = try await BuiltBinary.shell(
            "repairminder --mock orders list >/dev/null && repairminder --mock orders get ord_8d2f57 >/dev/null",
            environment: variables, directory: home)
        #expect(seen.status == 0, "\(seen.stderr)")
        return home
    }

    /// The values `__complete` gives for `line`, in its order.
    static func toolOrder(_ home: URL) async throws -> [String] {
        let run = try await BuiltBinary.shell(
            "repairminder __complete --mock orders get ord_8d2f", environment: ValueCompletionShellTests.variables(home), directory: home)
        return run.stdout.split(separator: "\n").filter { !$0.hasPrefix(":") }.map { String($0.split(separator: "\t")[0]) }
    }

    @Test func fishKeepsTheOrderCompleteGives() async throws {
        let home = try await Self.homeWithRecentFirst()
        defer { try? FileManager.default.removeItem(at: home) }
        let order = try await Self.toolOrder(home)
        #expect(order.count > 1 && order != order.sorted(), "the tool's order must differ from a sorted one: \(order)")
        let fish = try await BuiltBinary.shell(
            "fish --no-config -c 'source ./repairminder.fish; and complete --do-complete=$argv[1]' '\(Self.line)'",
            environment: ValueCompletionShellTests.variables(home), directory: home)
        #expect(fish.status == 0 && fish.stderr.isEmpty, "\(fish.stderr)")
        let offered = fish.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        #expect(offered == order, "fish offered \(offered), the tool gave \(order)")
    }

    @Test func zshAsksForAnUnsortedGroup() async throws {
        let home = try await Self.homeWithRecentFirst()
        defer { try? FileManager.default.removeItem(at: home) }
        let order = try await Self.toolOrder(home)
        let words = Self.line.split(separator: " ", omittingEmptySubsequences: false).map { "'\($0)'" }.joined(separator: " ")
        try """
            _describe() { print -r -- "flags: ${(j: :)@[1,-3]}"; local entry; for entry in "${(@P)${@[-1]}}"; do print -r -- "${entry%%:*}"; done }
            _message() { : }
            compset() { : }
            source ./_repairminder || exit 1
            words=(\(words)) CURRENT=\(Self.line.split(separator: " ").count)
            _repairminder
            exit 0
            """.write(to: home.appendingPathComponent("order.zsh"), atomically: true, encoding: .utf8)
        let zsh = try await BuiltBinary.shell("zsh -f order.zsh", environment: ValueCompletionShellTests.variables(home), directory: home)
        #expect(zsh.status == 0 && zsh.stderr.isEmpty, "\(zsh.stderr)")
        let lines = zsh.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.split(separator: " ").contains("-V") == true, "zsh's _describe was called with \(lines.first ?? "nothing")")
        #expect(Array(lines.dropFirst()) == order, "\(lines)")
    }

    @Test(arguments: ["repairminder", "scorebase", "tracewise", "upsctl"])
    func theGeneratedScriptsKeepTheToolsOrder(_ tool: String) throws {
        let root = PseudoTerminal.repository
        let zsh = try String(contentsOf: root.appendingPathComponent("completions/_\(tool)"), encoding: .utf8)
        let fish = try String(contentsOf: root.appendingPathComponent("completions/\(tool).fish"), encoding: .utf8)
        #expect(zsh.contains("_describe -V -t values"))
        for line in fish.split(separator: "\n") where line.contains("_values)'") && line.hasPrefix("complete ") {
            #expect(line.contains(" -k "), "\(line)")
        }
    }
}
