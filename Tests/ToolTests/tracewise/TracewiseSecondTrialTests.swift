import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport
@testable import tracewise

/// What a first-time user met in mock mode (second trial, 2026-12-06): `products get -` answers that
/// could only be matched to their lines by counting, a GTIN-13 the mock did not find, `--fields` through
/// a list that made it an object, parse-link's `--fields help` listing JSON keys for csv, a bad
/// environment name failing a command that needs none, and scanner data taken for an events ID.
@Suite(.verifiesStubs)
struct TracewiseSecondTrialTests {
    func run(_ line: String, stdin: String = "", variables: [String: String] = [:]) async -> ToolHarness.Result {
        await ToolHarness(tool: Tracewise.definition, variables: variables).run(line, stdin: stdin)
    }

    /// Every record of `products get -` carries its line, answers as failures do (only failures did).
    @Test func everyLineRecordCarriesItsInput() async throws {
        let lines = ["https://id.gs1.org/01/09506000134352/21/SN124", "09506000134352", "09506000134369"]
        let result = await run("--mock -q products get - -o ndjson", stdin: lines.joined(separator: "\n") + "\n")
        #expect(result.exitCode == .failure, "\(result.stderr)")
        let records = try result.stdout.split(separator: "\n").map { try JSONParser.parse(String($0)) }
        #expect(records.map { $0["input"]?.stringValue } == lines, "\(result.stdout)")
        #expect(records.prefix(2).allSatisfy { $0["gtin"] == .string("09506000134352") }, "\(result.stdout)")
        #expect(records[2]["error"] != nil, "\(result.stdout)")
        let csv = await run("--mock -q products get - -o csv", stdin: lines.joined(separator: "\n") + "\n")
        #expect(csv.stdout.hasPrefix("input,gtin,"), "\(csv.stdout)")
        #expect(csv.stdout.contains("\n09506000134352,09506000134352,"), "\(csv.stdout)")
    }

    /// A GTIN-13 (or -8, -12) with a right check digit is asked for with the 14 digits a Digital Link and
    /// the service carry: the mock finds the product, as the real service is asked the same thing. It was
    /// sent as typed, and the mock answered 404.
    @Test(arguments: [
        "products get --gtin 9506000134352", "products get 'https://id.gs1.org/01/09506000134352'", "events list 9506000134352:SN123",
    ])
    func aShortGTINIsAskedForWithFourteenDigits(_ line: String) async {
        let result = await run("--mock -q " + line + " -o json")
        #expect(result.exitCode == .success, "\(line): \(result.stderr)")
        #expect(result.stdout.contains("09506000134352"), "\(result.stdout)")
    }

    @Test(arguments: [
        ("products get --gtin 95060002", "gtin=00000095060002"), ("products get --gtin 950600013439", "gtin=00950600013439"),
        ("products get --gtin 09506000134352", "gtin=09506000134352"),
    ])
    func theRequestCarriesTheFourteenDigits(_ line: String, _ query: String) async {
        let transport = MockTransport()
        transport.on(.get, "/api/v1/products", respond: .json(.object(["gtin": .string("x")])))
        let result = await ToolHarness(tool: Tracewise.definition, transport: transport).run(line)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(transport.requests.first?.url.query == query)
    }

    /// A path through a list keeps it a list, the item at its index: it became `{"elements":{"0":…}}`.
    @Test func fieldsThroughAListKeepItAList() async throws {
        let result = await run("parse-link --fields elements.1.value,uri -o ndjson https://id.gs1.org/01/09506000134352/10/ABC")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout == #"{"elements":[null,{"value":"ABC"}],"uri":"https://id.gs1.org/01/09506000134352/10/ABC"}"# + "\n")
    }

    /// `--fields help` lists what the chosen format takes: csv's columns, not the JSON keys it refuses.
    @Test func fieldsHelpListsTheColumnsOfCSV() async {
        let csv = await run("parse-link -o csv --fields help")
        #expect(csv.exitCode == .success, "\(csv.stderr)")
        let names = csv.stdout.split(separator: "\n").map { String($0.split(separator: " ").first ?? "") }
        #expect(names == ParseLinkRecordShape.csvColumns, "\(csv.stdout)")
        let json = await run("parse-link -o json --fields help")
        #expect(json.stdout.hasPrefix("uri "), "\(json.stdout)")
        #expect(json.stdout.contains("\nelements "), "\(json.stdout)")
    }

    /// parse-link needs no settings: a bad environment name does not stop it. A command that talks to the
    /// service still stops at it (78).
    @Test func aBadEnvironmentNameStopsOnlyWhatNeedsOne() async {
        let parsed = await run("parse-link https://id.gs1.org/01/09506000134352", variables: ["TRACEWISE_ENV": "bogus"])
        #expect(parsed.exitCode == .success, "\(parsed.stderr)")
        #expect(parsed.stdout.contains(#""valid":true"#), "\(parsed.stdout)")
        let fetched = await run("products get --gtin 09506000134352", variables: ["TRACEWISE_ENV": "bogus"])
        #expect(fetched.exitCode == .configuration, "\(fetched.stderr)")
        #expect(fetched.stderr.contains("bogus"), "\(fetched.stderr)")
    }

    /// An element string or scanner data is refused by name with the way to a link, as `products get`
    /// refuses it: it was taken for an ID ("expected GTIN:SERIAL", 64).
    @Test(arguments: ["(01)09506000134352(21)XYZ", "]d2010950600013435221XYZ", "^010950600013435221XYZ"])
    func eventsListRefusesGS1DataThatIsNoLinkByName(_ input: String) async {
        let result = await run("--mock events list '\(input)'")
        #expect(result.exitCode == .dataError, "\(result.stderr)")
        #expect(result.stderr.contains("not a digital link"), "\(result.stderr)")
        #expect(result.stderr.contains("tracewise parse-link"), "\(result.stderr)")
    }
}
