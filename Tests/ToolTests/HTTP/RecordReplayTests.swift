import Foundation
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport
@testable import repairminder
@testable import DigitalLink
@testable import tracewise
@testable import upsctl

/// `--record DIR` against a service, then `--mock --mock-dir DIR`: the same stdout and exit code for every
/// command that talks to a service, and no secret in any recorded file. The "service" is each tool's own
/// mock service and fixtures, served by a transport, so every command meets realistic answers (UPS's `ResponseStatus.Code`
/// among them, which redaction by name used to destroy).
///
/// Not compared, because their output is local state rather than an answer: `auth token` (it prints the
/// credential, which a recording must not hold) and tracewise's `auth status`/`logout` (a mock session
/// lives in memory for one run). Their recordings are still checked for secrets.
struct RecordReplayTests {
    struct Tool: Sendable {
        var name: String
        var profile: ServiceProfile
        var credentials: [String: String]
        var replayVariables: [String: String]
    }

    static let ups = Tool(
        name: "upsctl", profile: UPSService.definition.profile,
        credentials: ["UPS_CLIENT_ID": "client-id-1", "UPS_CLIENT_SECRET": "client-Secret-Needle"],
        replayVariables: ["UPS_CLIENT_ID": "client-id-1"])
    static let tracewise = Tool(
        name: "tracewise", profile: TracewiseService.definition.profile,
        credentials: ["TRACEWISE_API_KEY": "tw-Key-Needle", "TRACEWISE_FIREBASE_API_KEY": "AIza-Web-Needle",
                      "TRACEWISE_EMAIL": "ada@example.test", "TRACEWISE_PASSWORD": "Pass-Needle-1"],
        replayVariables: ["TRACEWISE_EMAIL": "ada@example.test"])
    static let repairminder = Tool(
        name: "repairminder", profile: RepairminderService.definition.profile,
        credentials: ["REPAIRMINDER_TOKEN": "rm-Token-Needle"], replayVariables: [:])

    static let csv = "id,street,city,state,zip\n1,26 FEDERAL PLZ,NEW YORK,NY,10278\n2,1 AMBIGUOUS ST,NEW YORK,NY,10001\n"

    static let xav = #"{"XAVRequest":{"AddressKeyFormat":{"AddressLine":["26 FEDERAL PLZ"],"PoliticalDivision2":"NEW YORK","#
        + #""PoliticalDivision1":"NY","CountryCode":"US"}}}"#

    static let compared: [(Tool, String)] = [
        (ups, UPSValidate.aliso), (ups, "-o json \(UPSValidate.aliso)"),
        (ups, "validate --mode both --street '26 FEDERAL PLZ' --city 'NEW YORK' --state NY -o json"),
        (ups, "validate --input /work/in.csv -o ndjson"), (ups, "validate --input /work/in.csv -o csv"),
        (ups, "auth status -o json"), (ups, "api POST /api/addressvalidation/v2/1 --input /work/xav.json"),
        (tracewise, "products get --gtin 09506000134352 --serial SN123 -o json"),
        (tracewise, "products get 'https://id.gs1.org/01/09506000134352/21/SN123'"),
        (tracewise, "products list --all -o ndjson"), (tracewise, "products list -o table"),
        (tracewise, "products register --user u-42 'https://id.gs1.org/01/09506000134352/21/SN123'"),
        (tracewise, "products owned --user u-42 --all"),
        (tracewise, "events add 'https://id.gs1.org/01/09506000134352/21/SN123' --biz-step shipping --read-point urn:epc:id:sgln:9506000.00001.0"),
        (tracewise, "events list 09506000134352:SN123 --all -o ndjson"),
        (tracewise, "cirpass get dpp-0001 -o json"), (tracewise, "cirpass list --limit 5"),
        (tracewise, "health"), (tracewise, "api /v1/health"), (tracewise, "auth login --password-stdin"),
        (repairminder, "api /api/orders"),
    ]

    static let uncompared: [(Tool, String)] = [(ups, "auth token"), (tracewise, "auth token"), (tracewise, "auth status")]

    func harness(_ tool: Tool, variables: [String: String], files: InMemoryFileSystem, transport: (any HTTPTransport)?) -> ToolHarness {
        ToolHarness(tool: AllTools.definition(tool.name), variables: variables, fileSystem: files, transport: transport)
    }

    func record(_ tool: Tool, _ line: String, files: InMemoryFileSystem) async throws -> ToolHarness.Result {
        let service = FixtureTransport(
            fixtures: try FixtureSet(builtin: tool.profile.builtinFixtures, fileSystem: files), routes: tool.profile.routes,
            service: tool.profile.mockService)
        let prefix = AllTools.definition(tool.name).prefix
        let variables = tool.credentials.merging(["\(prefix)_RECORD_DIR": "/rec"]) { $1 }
        return await harness(tool, variables: variables, files: files, transport: service)
            .run(line, stdin: tool.credentials["TRACEWISE_PASSWORD"] ?? "")
    }

    @Test(arguments: compared.indices)
    func replayPrintsWhatTheLiveRunPrinted(_ index: Int) async throws {
        let (tool, line) = Self.compared[index]
        let files = InMemoryFileSystem(files: ["/work/in.csv": Self.csv, "/work/xav.json": Self.xav])
        let live = try await record(tool, line, files: files)
        #expect(live.exitCode == .success, "\(line): \(live.stderr)")
        let prefix = AllTools.definition(tool.name).prefix
        let variables = tool.replayVariables.merging(["\(prefix)_MOCK": "1", "\(prefix)_MOCK_DIR": "/rec"]) { $1 }
        let replay = await harness(tool, variables: variables, files: files, transport: nil).run(line, stdin: "x")
        #expect(replay.exitCode == live.exitCode, "\(line): \(replay.stderr)")
        #expect(replay.stdout == live.stdout, "\(line)")
        try expectNoSecrets(tool, files)
    }

    /// A recording is what `--record` was asked for: one that cannot be written is exit 74, naming it.
    @Test func aRecordingThatCannotBeWrittenIsExit74() async throws {
        let files = InMemoryFileSystem(files: ["/rec": "a file where the directory should be"])
        let result = try await record(Self.tracewise, "health", files: files)
        #expect(result.exitCode == .outputFailed, "\(result.stderr)")
        #expect(result.stderr.contains("error: cannot write the recording /rec"), "\(result.stderr)")
    }

    @Test(arguments: uncompared.indices)
    func recordingsOfLocalStateHoldNoSecret(_ index: Int) async throws {
        let (tool, line) = Self.uncompared[index]
        let files = InMemoryFileSystem()
        _ = try await record(tool, "auth login --password-stdin", files: files).exitCode
        _ = try await record(tool, line, files: files)
        try expectNoSecrets(tool, files)
    }

    /// No credential from the settings, no token the service issued, and every field that holds one masked.
    func expectNoSecrets(_ tool: Tool, _ files: InMemoryFileSystem) throws {
        let names = files.contentsOfDirectory(at: "/rec")
        #expect(!names.isEmpty)
        let issued = ["mock-ups-access-token-not-a-real-credential", "mock-refresh-token-not-a-real-credential"]
        for name in names {
            let text = try files.readText(at: "/rec/" + name)
            for secret in Array(tool.credentials.filter { !$0.key.hasSuffix("_EMAIL") }.values) + issued {
                #expect(!text.contains(secret), "\(secret) in \(name)")
            }
            #expect(!text.contains("fQ.\""), "an unsigned JWT kept whole in \(name)")
        }
    }
}
