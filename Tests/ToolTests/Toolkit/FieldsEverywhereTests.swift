import Testing
@testable import Shared
@testable import ToolkitCommandModel
@testable import ToolkitFloor
import ToolkitTestSupport

/// `--fields` on every tool and format: the names the records have pick and order the output; a name
/// they lack is exit 64 with "Did you mean" and an empty stdout.
struct FieldsEverywhereTests {
    func run(_ tool: String, _ arguments: String) async -> ToolHarness.Result {
        await ToolHarness(tool: AllTools.definition(tool)).run("--mock -q " + arguments)
    }

    @Test(arguments: [
        ("repairminder", "orders list --fields id,stauts", "status"),
        ("repairminder", "orders get ord_8d2f41 --fields id,client.nmae", "client.name"),
        ("tracewise", "products list --fields gtin,nmae", "name"),
        ("scorebase", "leagues list --fields name,sport_typ", "sport_type"),
        ("upsctl", "validate --street '26 FEDERAL PLZ' --city 'NEW YORK' --fields stauts", "status"),
        ("tracewise", "config show -o table --fields name,vaule", "value"),
    ])
    func aMisspeltFieldIsAUsageErrorInEveryFormat(tool: String, arguments: String, suggestion: String) async {
        for format in ["json", "ndjson", "csv", "table"] {
            let result = await run(tool, arguments.replacingOccurrences(of: "-o table ", with: "") + " -o " + format)
            if tool == "tracewise", arguments.hasPrefix("config"), format.hasSuffix("json") { continue }  // keyed by setting
            #expect(result.exitCode == .usage, "\(tool) \(arguments) -o \(format): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(tool) \(arguments) -o \(format)")
            #expect(result.stderr.contains("Did you mean '\(suggestion)'?"), "\(result.stderr)")
        }
    }

    /// `--fields ''` (a script's unset variable) names nothing: a usage error, not every field unasked.
    @Test(arguments: ["products list --fields ''", "products list --fields ' , '", "parse-link --fields '' https://id.gs1.org/01/09506000134352"])
    func fieldsNamingNothingIsAUsageError(arguments: String) async {
        let result = await run("tracewise", arguments)
        #expect(result.exitCode == .usage, "\(arguments): \(result.stderr)")
        #expect(result.stdout.isEmpty, "\(result.stdout)")
        #expect(result.stderr.contains("--fields names no field"), "\(result.stderr)")
    }

    @Test func theChosenFieldsAreTheColumnsAndKeysInOrder() async {
        let csv = await run("repairminder", "orders list --fields status,id -o csv")
        #expect(csv.stdout.hasPrefix("status,id\nin_repair,ord_8d2f41\n"), "\(csv.stdout)")
        let table = await run("repairminder", "orders list --fields status,client.name -o table")
        #expect(table.stdout.hasPrefix("STATUS                CLIENT\nin_repair             Ann Example\n"), "\(table.stdout)")
        let ndjson = await run("tracewise", "products list --fields name,gtin -o ndjson")
        #expect(ndjson.stdout.hasPrefix(#"{"name":"Aurora Kettle 1.7 L","gtin":"09506000134352"}"#), "\(ndjson.stdout)")
    }
}
