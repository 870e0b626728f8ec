import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport
@testable import upsctl

/// What the single-address card says must read right: no candidates is a count, not `[]`, and a ZIP+4
/// extension that came without its ZIP is never shown as the postal code.
struct UPSVerdictCardTests {
    func card(_ address: String) async -> ToolHarness.Result {
        await ToolHarness(tool: Upsctl.definition, terminal: true, columns: 80)
            .run("--mock -q --color never validate \(address) -o table")
    }

    @Test func aCardWithNoCandidatesSaysZeroNotAnEmptyList() async {
        let result = await card("--street '1 NOWHERE RD' --city 'NEW YORK' --state NY")
        #expect(result.stdout.contains("CANDIDATES  0"), "\(result.stdout)")
        #expect(!result.stdout.contains("[]"), "\(result.stdout)")
    }

    @Test func anExtensionWithoutItsZipIsNotShownAsTheZip() async {
        let result = await card("--street '26 FEDERAL PLZ' --city 'NEW YORK' --state NY")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(!result.stdout.contains("9881"), "the ZIP+4 extension alone reads as a ZIP: \(result.stdout)")
        let json = await ToolHarness(tool: Upsctl.definition)
            .run("--mock -q validate --street '26 FEDERAL PLZ' --city 'NEW YORK' --state NY -o json")
        #expect(json.stdout.contains("\"postalCodeExtended\":\"9881\""), "JSON keeps what UPS sent: \(json.stdout)")
    }

    @Test func anAmbiguousRowShowsWhatWasTypedAndItsCandidateCount() async {
        let files = InMemoryFileSystem(files: ["/work/in.csv": "id,street,city,state\nA,1 AMBIGUOUS ST,NEW YORK,NY\n"])
        let result = await ToolHarness(tool: Upsctl.definition, fileSystem: files, terminal: true, columns: 80)
            .run("--mock -q --color never validate --input /work/in.csv -o table")
        #expect(result.stdout.contains("1 AMBIGUOUS ST"), "\(result.stdout)")
        #expect(result.stdout.contains("3 candidates"), "\(result.stdout)")
        #expect(!result.stdout.contains("MAIN ST"), "a candidate shown as if it matched: \(result.stdout)")
    }
}
