import Testing
@testable import Shared
@testable import ToolkitCommandModel
import ToolkitTestSupport

/// Every command of every tool that talks to its service has a mock answer: the command model is walked,
/// and each command found must have a line below that runs offline with `--mock` and succeeds. A command
/// added without one fails here by name.
struct MockCoverageTests {
    /// Command path → a command line that exercises it. Commands that never talk to the service
    /// (`config`, `completion`, `man`, `parse-link`, `cache`) are listed as nil.
    static let lines: [String: [String: String?]] = [
        "upsctl": [
            "validate": "validate --street '1 Main Street' --city Springfield --state IL --postal-code 62701",
            "auth status": "auth status", "auth token": "auth token", "auth logout": "auth logout",
            "api": "api POST /api/addressvalidation/v2/1 --input -",
        ],
        "tracewise": [
            "parse-link": nil,
            "products get": "products get --gtin 09506000134352 --serial SN123", "products list": "products list --all",
            "products register": "products register --user u-42 --gtin 09506000134352 --serial SN124",
            "products owned": "products owned --user mock-uid-7Qm2",
            "events add": "events add --gtin 09506000134352 --serial SN123 --biz-step shipping",
            "events list": "events list 09506000134352:SN123 --all", "cirpass get": "cirpass get dpp-0001",
            "cirpass list": "cirpass list", "health": "health",
            "auth login": "auth login --password-stdin", "auth status": "auth status", "auth token": "auth token",
            "auth logout": "auth logout", "api": "api /v1/health",
        ],
        "scorebase": [
            "leagues list": "leagues list", "leagues get": "leagues get lg_01HZX4K8Q2M7", "cache clear": nil, "cache show": nil,
            "auth login": "auth login --password-stdin", "auth status": "auth status", "auth token": "auth token",
            "auth logout": "auth logout", "auth refresh": "auth refresh", "api": "api /leagues",
        ],
        "repairminder": [
            "dashboard stats": "dashboard stats --scope company --period last_month",
            "dashboard enquiries": "dashboard enquiries --breakdown", "dashboard categories": "dashboard categories",
            "orders list": "orders list --all", "orders get": "orders get ord_8d2f41",
            "orders create": "orders create --set client.id=cli_3a91", "orders update": "orders update ord_8d2f41 --set status=collected",
            "devices list": "devices list --all", "devices get": "devices get dev_51c2",
            "devices update": "devices update dev_51c2 --set status=repaired", "devices queue": "devices queue",
            "clients list": "clients list", "clients get": "clients get cli_3a91", "clients orders": "clients orders cli_3a91",
            "tickets list": "tickets list", "tickets get": "tickets get tkt_9001", "tickets messages": "tickets messages tkt_9001",
            "tickets reply": "tickets reply tkt_9001 -m hello", "lookup qr": "lookup qr RM-10482",
            "lookup barcode": "lookup barcode 356938035643809", "settings get": "settings get",
            "settings set": "settings set notifications.email=false",
            "auth login": "auth login --password-stdin", "auth status": "auth status", "auth token": "auth token",
            "auth logout": "auth logout", "auth me": "auth me", "api": "api /api/orders",
        ],
    ]

    static func leafPaths(_ tool: ToolDefinition) -> [String] {
        var paths: [String] = []
        func visit(_ command: CommandSpec, _ path: [String]) {
            if command.subcommands.isEmpty { paths.append(path.joined(separator: " ")) }
            for sub in command.subcommands { visit(sub, path + [sub.name]) }
        }
        for command in tool.commands { visit(command, [command.name]) }
        return paths
    }

    @Test(arguments: AllTools.names)
    func everyCommandHasAMockLine(_ name: String) {
        let known = Self.lines[name] ?? [:]
        let missing = Self.leafPaths(AllTools.definition(name)).filter { known[$0] == nil }
        #expect(missing.isEmpty, "\(name): commands without a mock line: \(missing)")
        let stale = known.keys.filter { !Self.leafPaths(AllTools.definition(name)).contains($0) }
        #expect(stale.isEmpty, "\(name): lines for commands that do not exist: \(stale)")
    }

    @Test(arguments: AllTools.names)
    func everyCommandAnswersInMockMode(_ name: String) async {
        let tool = AllTools.definition(name)
        let lines = (Self.lines[name] ?? [:]).values.compactMap { $0 }
        let xav = #"{"XAVRequest":{"AddressKeyFormat":{"AddressLine":["1 Main St"],"PostcodePrimaryLow":"62701","CountryCode":"US"}}}"#
        for line in lines.sorted() {
            let result = await ToolHarness(tool: tool).run("--mock " + line + " -o json", stdin: line.hasPrefix("api") ? xav : "secret\n")
            #expect(result.exitCode == .success, "\(name) \(line): \(result.stderr)")
            #expect(!result.stderr.contains("no mock fixture"), "\(name) \(line)")
        }
    }
}
