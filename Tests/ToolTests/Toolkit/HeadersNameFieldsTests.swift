import Foundation
import Testing
@testable import Shared
@testable import ToolkitCommandModel
@testable import ToolkitFloor
import ToolkitTestSupport

/// A table's header names a field `--fields` accepts: what the table calls ID (`scorebase leagues list`,
/// whose field is `league_id`) is accepted by that name, in any case, a space as `_`, and stands for the
/// field: the output keeps the service's name. An unknown field still suggests the closest.
struct HeadersNameFieldsTests {
    /// A list command of each tool, run under `--mock`.
    static let lists: [(tool: String, words: [String], line: String)] = [
        ("scorebase", ["leagues", "list"], "leagues list"),
        ("repairminder", ["orders", "list"], "orders list --limit 3"),
        ("tracewise", ["products", "list"], "products list"),
        ("repairminder", ["tickets", "list"], "tickets list"),
    ]

    static func spec(_ tool: String, _ words: [String]) -> CommandSpec? {
        var spec: CommandSpec? = AllTools.definition(tool).rootSpec
        for word in words { spec = spec?.subcommand(named: word) }
        return spec
    }

    @Test func theHeaderIDOfLeaguesListIsAFieldFieldsAccepts() async throws {
        let result = await ToolHarness(tool: AllTools.definition("scorebase")).run("--mock leagues list --fields id,name -o csv")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("league_id,name\r\n") || result.stdout.hasPrefix("league_id,name\n"), "\(result.stdout)")
        #expect(result.stdout.contains("lg_01HZX4K8Q2M7"), "\(result.stdout)")
    }

    @Test(arguments: 0..<lists.count)
    func everyHeaderOfATableIsAFieldFieldsAccepts(_ index: Int) async throws {
        let (tool, words, line) = Self.lists[index]
        let shape = try #require(Self.spec(tool, words)?.shows?.shape, "\(tool) \(line) declares its records")
        let names = shape.columns.map { $0.header.lowercased().replacingOccurrences(of: " ", with: "_") }
        let result = await ToolHarness(tool: AllTools.definition(tool)).run("--mock \(line) --fields \(names.joined(separator: ",")) -o csv")
        #expect(result.exitCode == .success, "\(tool) \(line) --fields \(names): \(result.stderr)")
        // Each name stands for its column's field, unless it is a declared field itself (`client`, whose
        // column shows `client.name`): then it is that field.
        let fields = zip(names, shape.columns).map { name, column in shape.paths.contains(name) ? name : column.path }
        let header = result.stdout.split(whereSeparator: \.isNewline).first.map(String.init)
        #expect(header == fields.joined(separator: ","), "\(result.stdout)")
    }

    @Test func anUnknownFieldSuggestsTheClosest() async {
        let result = await ToolHarness(tool: AllTools.definition("scorebase")).run("--mock leagues list --fields nmae")
        #expect(result.exitCode == .usage)
        #expect(result.stderr.contains("Did you mean 'name'?"), "\(result.stderr)")
    }
}
