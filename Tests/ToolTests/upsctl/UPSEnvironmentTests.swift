import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport
@testable import upsctl

/// upsctl's environments: production by default, as a release build of UPS's own client is; and every run
/// that talks to the test environment (cie), where only New York and California answer, says so once.
@Suite(.verifiesStubs)
struct UPSEnvironmentTests {
    typealias U = UPSValidate
    static let note = "upsctl: answers come from UPS's test environment (cie), where only New York and California"

    /// How often the cie note is on stderr.
    static func notes(_ result: ToolHarness.Result) -> Int {
        result.stderr.components(separatedBy: note).count - 1
    }

    @Test func upsctlDefaultsToProduction() async throws {
        let transport = U.transport()
        let result = await U.run(U.aliso, transport)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(transport.requests.map { $0.url.host() } == ["onlinetools.ups.com", "onlinetools.ups.com"])
        #expect(Self.notes(result) == 0, "\(result.stderr)")
        let shown = await U.run("config show -o json")
        #expect(try JSONParser.parse(shown.stdout).value(at: "UPS_ENV.value") == .string("prod"))
    }

    @Test func aRunThatTalksToCIESaysSoOnce() async {
        let transport = U.transport()
        let result = await U.run("--env cie " + U.aliso, transport)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(transport.requests.map { $0.url.host() } == ["wwwcie.ups.com", "wwwcie.ups.com"])
        #expect(Self.notes(result) == 1, "\(result.stderr)")
    }

    /// A dry run would talk to cie: it says so too. A batch and `auth status` are runs like any other.
    @Test(arguments: [
        "--env cie --dry-run " + UPSValidate.aliso,
        "--env cie --dry-run validate --input - -o ndjson",
        "--env cie --dry-run auth status",
        "--env cie --dry-run api POST /api/addressvalidation/v2/1 -f XAVRequest.AddressKeyFormat.CountryCode=US",
    ])
    func aDryRunAgainstCIESaysSoOnce(_ line: String) async {
        let result = await ToolHarness(tool: Upsctl.definition, variables: U.variables)
            .run(line, stdin: "id,street,city,state\n1,1 Main St,New York,NY\n")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(Self.notes(result) == 1, "\(line): \(result.stderr)")
    }

    /// `--mock` talks to no environment, `-q` silences notes, and `auth logout` only forgets a token here.
    @Test(arguments: [
        "--env cie --mock " + UPSValidate.aliso,
        "--env cie -q --dry-run " + UPSValidate.aliso,
        "--env cie auth logout",
    ])
    func noNoteWhereNothingIsAskedOfCIEOrNotesAreOff(_ line: String) async {
        let result = await ToolHarness(tool: Upsctl.definition, variables: U.variables).run(line)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(Self.notes(result) == 0, "\(line): \(result.stderr)")
    }
}
