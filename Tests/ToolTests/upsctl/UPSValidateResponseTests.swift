import FoundationEssentials
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport
@testable import upsctl

/// `upsctl validate` reading UPS's answers (docs/upsctl.md, "The answer"), in every output form.
struct UPSValidateResponseTests {
    typealias U = UPSValidate

    static let success = #""Response":{"ResponseStatus":{"Code":"1","Description":"Success"}}"#

    /// An `XAVResponse` with a success status and `rest` after it.
    static func answer(_ rest: String) -> MockResponse {
        .json(U.json(#"{"XAVResponse":{"# + success + (rest.isEmpty ? "" : "," + rest) + "}}"))
    }

    // MARK: - Shapes

    @Test func aValidArrayAnswerIsTheContractShape() async {
        let result = await U.output(of: .json(U.valid))
        #expect(result.exitCode == .success)
        #expect(result.stdout == U.validOutput)
    }

    @Test func aLoneCandidateObjectWithAStringLineReadsTheSame() async {
        let result = await U.output(of: Self.answer(#"""
            "ValidAddressIndicator":"",
            "Candidate":{"AddressKeyFormat":{"AddressLine":"26601 ALISO CREEK RD STE D",
            "PoliticalDivision2":"ALISO VIEJO","PoliticalDivision1":"CA","PostcodePrimaryLow":"92656",
            "PostcodeExtendedLow":"4831","Region":"ALISO VIEJO CA 92656-4831","CountryCode":"US"}}
            """#))
        #expect(result.stdout == U.validOutput)
        let sample = try? XAVResponse.result(of: U.json(#"""
            {"XAVResponse":{"Response":{"ResponseStatus":{"Code":"1","Description":"Success"}},
            "ValidAddressIndicator":"","Candidate":{"AddressKeyFormat":{"AddressLine":"12380 MORRIS RD",
            "PoliticalDivision2":"ALPHARETTA","PoliticalDivision1":"GA","PostcodePrimaryLow":"30005",
            "PostcodeExtendedLow":"4616","Region":"ALPHARETTA GA 30005-4616","CountryCode":"US"}}}}
            """#))
        #expect(sample?.candidates.map(\.addressLines) == [["12380 MORRIS RD"]])
        #expect(sample?.candidates.first?.fullPostalCode == "30005-4616")
    }

    @Test func ambiguousKeepsUPSsOrder() async throws {
        let candidates = ["1-3 E MAIN ST", "1-3 W MAIN ST", "1 MAIN ST"].map {
            #"{"AddressKeyFormat":{"AddressLine":"\#($0)","CountryCode":"US"}}"#
        }
        let result = await U.output(of: Self.answer(
            #""AmbiguousAddressIndicator":"","Candidate":["# + candidates.joined(separator: ",") + "]"))
        #expect(result.exitCode == .success)
        let output = U.json(result.stdout)
        #expect(output["status"] == .string("ambiguous"))
        #expect(output["candidates"]?.arrayValue?.map { $0["addressLines"]?.value(at: "0") } == [
            .string("1-3 E MAIN ST"), .string("1-3 W MAIN ST"), .string("1 MAIN ST"),
        ])
    }

    @Test func noCandidatesIsAResultNotAnError() async {
        let result = await U.output(of: Self.answer(#""NoCandidatesIndicator":"""#))
        #expect(result.exitCode == .success)
        #expect(result.stdout == #"{"status":"no_candidates","candidates":[],"alerts":[]}"# + "\n")
    }

    @Test func classificationOfTheInputAndOfEachCandidate() async {
        let result = await U.output(of: Self.answer(#"""
            "ValidAddressIndicator":"","AddressClassification":{"Code":"2","Description":"Residential"},
            "Candidate":[{"AddressClassification":{"Code":"1","Description":"Commercial"},
            "AddressKeyFormat":{"PostcodePrimaryLow":"10001","CountryCode":"US"}}]
            """#), options: "--mode both")
        #expect(result.stdout
            == #"{"status":"valid","classification":{"code":"2","description":"Residential"},"#
            + #""candidates":[{"postalCode":"10001","country":"US","#
            + #""classification":{"code":"1","description":"Commercial"}}],"alerts":[]}"# + "\n")
    }

    @Test(arguments: [
        (#"{"Code":"0","Description":"Unknown"}"#, "0", "Unclassified"),
        (#"{"Code":"1","Description":"COMMERCIAL"}"#, "1", "Commercial"),
        (#"{"Code":"7","Description":"Mystery"}"#, "7", "Mystery"),
        (#"{"Code":"7"}"#, "7", "Unknown"),
    ])
    func classificationCodesAreMappedOrKept(raw: String, code: String, description: String) throws {
        let result = try XAVResponse.result(of: U.json(
            #"{"XAVResponse":{"# + Self.success + #","AddressClassification":"# + raw + "}}"))
        #expect(result.classification == .init(code: code, upsDescription: description))
        #expect(result.classification?.description == description)
    }

    @Test func classificationOnlyIsUnverifiedWithoutCandidates() async {
        let result = await U.output(
            of: Self.answer(#""AddressClassification":{"Code":"1","Description":"Commercial"}"#),
            options: "--mode classify")
        #expect(result.exitCode == .success)
        #expect(result.stdout
            == #"{"status":"unverified","classification":{"code":"1","description":"Commercial"},"#
            + #""candidates":[],"alerts":[]}"# + "\n")
    }

    @Test func aSparseCandidateKeepsOnlyWhatCame() throws {
        let result = try XAVResponse.result(of: U.json(#"{"XAVResponse":{"# + Self.success
            + #","ValidAddressIndicator":"","Candidate":[{"AddressKeyFormat":"#
            + #"{"PostcodePrimaryLow":"10001","CountryCode":"US"}},"#
            + #"{"AddressKeyFormat":{"AddressLine":[]}}]}}"#))
        #expect(result.candidates == [
            .init(postalCode: "10001", country: "US"), .init(),
        ])
        #expect(JSONWriter.compact(result.candidates[0].json) == #"{"postalCode":"10001","country":"US"}"#)
    }

    @Test func alertsComeOneOrManyAndUnknownKeysAreIgnored() throws {
        func alerts(_ raw: String) throws -> [ValidationResult.Alert] {
            try XAVResponse.result(of: U.json(#"{"XAVResponse":{"Response":{"ResponseStatus":{"Code":"1"},"#
                + #""TransactionReference":{"TransactionIdentifier":"x"},"Alert":"# + raw
                + #"},"Extra":[1]}}"#))
                .alerts
        }
        #expect(try alerts(#"{"Code":"A1","Description":"One"}"#) == [.init(code: "A1", description: "One")])
        let two = #"[{"Code":"A1","Description":"One"},{"Code":"A2","Description":"Two"}]"#
        #expect(try alerts(two).count == 2)
    }

    @Test(arguments: [
        #"{"XAVResponse":{"Response":{"ResponseStatus":{"Code":"0","Description":"Failure"}}}}"#,
        #"{"XAVResponse":{"ValidAddressIndicator":""}}"#,
        #"{"something":"else"}"#,
    ])
    func aFailureOnA200IsAFailure(body: String) async {
        let result = await U.output(of: .json(U.json(body)))
        #expect(result.exitCode == .failure)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("upsctl: error: "))
    }

    @Test func theFailureStatusSaysWhatUPSSaid() async {
        let result = await U.output(of: .json(U.json(#"{"XAVResponse":{"Response":{"ResponseStatus":"#
            + #"{"Code":"0","Description":"Failure"},"Alert":{"Code":"X9","Description":"No good"}}}}"#)))
        #expect(result.stderr.contains("ResponseStatus 0 Failure): X9 No good"))
    }

    // MARK: - Other formats

    @Test func rawPrintsUPSsBytes() async {
        let body = #"{"XAVResponse" : {"Response":{"ResponseStatus":{"Code":"1"}},"#
            + #""NoCandidatesIndicator":""}}"#
        let result = await U.output(
            of: .text(body, headers: ["Content-Type": "application/json"]), options: "--raw")
        #expect(result.exitCode == .success)
        #expect(result.stdout == body + "\n")
    }

    @Test func aTerminalGetsACardWithTheCandidatesAndAlertsOnStderr() async {
        let transport = U.transport(xav: [.json(U.json(#"""
            {"XAVResponse":{"Response":{"ResponseStatus":{"Code":"1"},
            "Alert":{"Code":"A1","Description":"Look"}},
            "ValidAddressIndicator":"","AddressClassification":{"Code":"1","Description":"Commercial"},
            "Candidate":[{"AddressKeyFormat":{"AddressLine":["26601 ALISO CREEK RD","STE D"],
            "PoliticalDivision2":"ALISO VIEJO","PoliticalDivision1":"CA","PostcodePrimaryLow":"92656",
            "PostcodeExtendedLow":"4831","CountryCode":"US"}}]}}
            """#))])
        let variables = U.variables.merging(["NO_COLOR": "1"]) { $1 }
        let result = await U.run(U.aliso, transport, variables: variables, terminal: true)
        let lines = result.stdout.split(separator: "\n").map { String($0).trimmedWhitespace }
        #expect(lines.count == 5, "\(result.stdout)")
        #expect(lines.first == "STATUS          valid")
        #expect(lines.dropFirst().first == "CLASSIFICATION  Commercial")
        #expect(lines.dropFirst(2).first == "CANDIDATES      1")
        #expect(lines.dropFirst(3).first?.hasPrefix("#  ADDRESS") == true)
        #expect(lines.last?.hasPrefix("1  26601 ALISO CREEK RD, STE D") == true)
        #expect(lines.last?.contains("92656-4831") == true)
        #expect(result.stderr == "upsctl: UPS alert A1: Look\n")
    }

    @Test func csvHasTheSameRows() async {
        let result = await U.run("-o csv " + U.aliso, U.transport())
        #expect(result.stdout
            == "status,classification,candidate,address,city,state,postalCode,country,type\n"
            + "valid,,1,26601 ALISO CREEK RD STE D,ALISO VIEJO,CA,92656-4831,US,\n")
    }
}
