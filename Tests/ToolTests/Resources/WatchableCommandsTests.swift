import Foundation
import Testing
@testable import Shared
@testable import ToolkitCommandModel
@testable import ToolkitFloor
import ToolkitTestSupport

/// No watchable command can ignore `--watch`: a command offers the live view's options exactly when the
/// runner runs it from a declaration that allows them, and every list the tools declare takes them.
struct WatchableCommandsTests {
    static var commands: [(path: String, spec: CommandSpec)] {
        AllTools.definitions.flatMap { tool in
            tool.rootSpec.allDescendants(includeHidden: true).map { ("\(tool.name) \($0.path.joined(separator: " "))", $0.spec) }
        }
    }

    @Test func aCommandOffersWatchExactlyWhenTheRunnerRunsItsDeclaration() {
        var watchable = 0
        for (path, spec) in Self.commands {
            let offers = spec.options.contains { $0.long == WatchOptions.watch.long }
            let live = spec.resource.map { $0.live != .none } ?? false
            #expect(offers == live, "\(path): offers --watch \(offers), its resource allows it \(live)")
            if let resource = spec.resource {
                #expect(spec.shows == resource.declaration, "\(path) declares what its resource shows")
                let waits = spec.options.contains { $0.long == WatchOptions.until.long }
                #expect(waits == (resource.live == .watchAndWait), "\(path): --until")
            }
            if offers { watchable += 1 }
        }
        // The 23 watchable commands of issue 52's count (upsctl has none).
        #expect(watchable == 23)
    }

    @Test func everyListOfAToolIsAResourceThatWatches() {
        for (path, spec) in Self.commands where spec.shows?.form == .list && spec.resource != nil {
            #expect(spec.resource?.live == .watch, "\(path)")
        }
        let lists = Self.commands.filter { $0.spec.resource?.form == .list }.map(\.path)
        #expect(lists.count == 12, "\(lists)")
    }

    /// Each watchable command under `--mock`, piped: its first view as NDJSON `ADDED` events (one for a
    /// record), then Ctrl-C is 130 — the runner, not the command, runs the watch.
    @Test func everyWatchableCommandWatches() async {
        for (path, spec) in Self.commands where spec.options.contains(where: { $0.long == WatchOptions.watch.long }) {
            let words = path.split(separator: " ").map(String.init)
            let tool = AllTools.definition(words[0])
            let arguments = Self.arguments(for: words.dropFirst().joined(separator: " "), spec: spec)
            let schedule = PollSchedule(interruptAfter: 1)
            let result = await ToolHarness(tool: tool).run("--mock -q \(arguments) --watch -o ndjson") { schedule.adjust(&$0) }
            #expect(result.exitCode == .interrupted, "\(path): \(result.stderr)")
            let first = result.stdout.split(separator: "\n").first.map(String.init) ?? ""
            #expect(first.hasPrefix(#"{"type":"ADDED","object":"#), "\(path): \(result.stdout)")
        }
    }

    /// The arguments of a command that needs some, from the mock data.
    static func arguments(for command: String, spec: CommandSpec) -> String {
        let needed: [String: String] = [
            "orders get": "ord_8d2f41", "devices get": "dev_51c2", "clients get": "cli_3a91", "clients orders": "cli_3a91",
            "tickets get": "tkt_9001", "tickets messages": "tkt_9001", "leagues get": "lg_01HZX4K8Q2M7",
            "products get": "--gtin 09506000134352 --serial SN123", "products owned": "--user mock-uid-7Qm2",
            "events list": "09506000134352:SN123", "cirpass get": "dpp-0001",
        ]
        return command + (needed[command].map { " " + $0 } ?? "")
    }
}
