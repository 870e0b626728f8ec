import FoundationEssentials
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport
@testable import upsctl

/// `upsctl --mock validate`: every built-in answer shape, chosen by the markers `--help` documents.
struct UPSValidateMockTests {
    func mock(_ options: String) async -> ToolHarness.Result {
        await ToolHarness(tool: AllTools.definition("upsctl")).run("--mock -q -o json validate " + options)
    }

    @Test(arguments: [
        ("--street '26 FEDERAL PLZ' --city 'NEW YORK' --state NY --postal-code 10278", "valid", 1),
        ("--street '1 AMBIGUOUS ST' --city 'NEW YORK' --state NY", "ambiguous", 3),
        ("--street 'single st' --city 'ALISO VIEJO' --state CA", "valid", 1),
        ("--street '1 NOWHERE LN' --state NY", "no_candidates", 0),
        ("--city 'NEW YORK' --mode classify", "unverified", 0),
        ("--street '26 FEDERAL PLZ' --city 'NEW YORK' --mode both", "valid", 1),
    ])
    func eachAnswerShape(options: String, status: String, candidates: Int) async {
        let result = await mock(options)
        #expect(result.exitCode == .success, "\(result.stderr)")
        let output = UPSValidate.json(result.stdout)
        #expect(output["status"] == .string(status))
        #expect(output["candidates"]?.arrayValue?.count == candidates)
    }

    @Test func theSingleObjectShapeReadsLikeAList() async {
        let result = await mock("--street 'SINGLE'")
        #expect(UPSValidate.json(result.stdout)["candidates"]?.value(at: "0.addressLines") == .array([
            .string("5 SINGLE AVE"),
        ]))
    }

    @Test func bothClassifiesTheInputAndTheCandidate() async {
        let output = UPSValidate.json(await mock("--street '26 FEDERAL PLZ' --mode both").stdout)
        #expect(output["classification"]?["code"] == .string("1"))
        #expect(output.value(at: "candidates.0.classification.description") == .string("Commercial"))
    }

    @Test func theAmbiguousAlertIsInTheResult() async {
        let output = UPSValidate.json(await mock("--street '1 AMBIGUOUS ST'").stdout)
        #expect(output["alerts"]?.arrayValue?.count == 1)
    }

    @Test(arguments: [
        ("--street 'EXPIRED' --state NY", ExitCode.notPermitted, "250002"),
        ("--street '1 BUSY ST' --state NY --retries 0", ExitCode.temporaryFailure, "10429"),
        ("--street '1 OUTSIDE ST' --state TX --env cie", ExitCode.failure, "NY and CA"),
        ("--street '1 MAIN ST' --country XX", ExitCode.failure, "264002"),
    ])
    func eachErrorAnswer(options: String, exitCode: ExitCode, message: String) async {
        let result = await mock(options)
        #expect(result.exitCode == exitCode)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func theRoutesNameFixturesByMarkerElseByPath() {
        func name(_ body: String, option: String = "1") -> String {
            var request = HTTPRequest(
                method: .post, url: HTTPURL(string: "https://wwwcie.ups.com/api/addressvalidation/v2/\(option)")!)
            request.body = Array(body.utf8)
            return FixtureTransport.Route.fixtureName(for: request, routes: XAVMockRoutes.routes)
        }
        let format = #"{"XAVRequest":{"AddressKeyFormat":"#
        #expect(name(format + #"{"AddressLine":["1 Ambiguous Rd"],"CountryCode":"US"}}}"#) == "xav_ambiguous")
        #expect(name(format + #"{"AddressLine":"x","CountryCode":"xx"}}}"#) == "xav_bad_country")
        #expect(name(format + #"{"AddressLine":["AMBIGUOUSLY"],"CountryCode":"US"}}}"#)
            == "post_api_addressvalidation_v2_1")
        #expect(name("not json", option: "3") == "post_api_addressvalidation_v2_3")
        // Every marker's fixture is built in, so the help text never promises an answer that is missing.
        for fixture in XAVMockRoutes.markers.map(\.fixture) + [XAVMockRoutes.badCountryFixture] {
            #expect(BuiltinFixtures.all[fixture] != nil, "\(fixture)")
        }
    }
}
