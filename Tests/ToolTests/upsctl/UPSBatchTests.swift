import Foundation
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// `upsctl validate --input`: one record per row, in order, with line numbers; errors as records.
@Suite(.verifiesStubs)
struct UPSBatchTests {
    static let credentials = ["UPS_CLIENT_ID": "id-1", "UPS_CLIENT_SECRET": "secret-1"]
    static let valid = JSONValue.object(["XAVResponse": .object([
        "Response": .object(["ResponseStatus": .object(["Code": .string("1"), "Description": .string("Success")])]),
        "ValidAddressIndicator": .string(""),
        "Candidate": .array([.object(["AddressKeyFormat": .object([
            "AddressLine": .array([.string("1 MAIN ST")]), "PoliticalDivision2": .string("NEW YORK"),
            "PoliticalDivision1": .string("NY"), "PostcodePrimaryLow": .string("10001"), "CountryCode": .string("US"),
        ])])]),
    ])])

    func transport() -> MockTransport {
        let transport = MockTransport()
        transport.on(.post, "/security/v1/oauth/token", respond: .json(.object([
            "access_token": .string("tok"), "expires_in": .string("3600"),
        ])))
        transport.on(.post, "/api/addressvalidation/v2/1", respond: .json(Self.valid))
        return transport
    }

    func run(_ line: String, stdin: String = "", transport: MockTransport, files: [String: String] = [:]) async -> ToolHarness.Result {
        await ToolHarness(
            tool: AllTools.definition("upsctl"), variables: Self.credentials, fileSystem: InMemoryFileSystem(files: files),
            transport: transport
        ).run(line, stdin: stdin)
    }

    func records(_ text: String) throws -> [JSONValue] {
        try text.split(separator: "\n").map { try JSONParser.parse(String($0)) }
    }

    @Test func oneRecordPerRowInOrderWithPhysicalLineNumbers() async throws {
        let csv = "\u{FEFF}id,street,city,state,zip\r\n1,1 Main St,New York,NY,10001\r\n"
            + "2,\"2 Main St\nBuilding B\",New York,NY,10001\r\n\r\n3,3 Main St,New York,NY,10001\r\n"
        let mock = transport()
        let result = await run("validate --input - -o ndjson", stdin: csv, transport: mock)
        #expect(result.exitCode == .success, "\(result.stderr)")
        let rows = try records(result.stdout)
        #expect(rows.map { $0["line"] } == [.number("2"), .number("3"), .number("6")])
        #expect(rows.map { $0["id"] } == [.string("1"), .string("2"), .string("3")])
        #expect(rows.allSatisfy { $0["status"] == .string("valid") && $0["error"] == .null })
        #expect(result.stderr.contains("3 rows: 3 valid, 0 ambiguous, 0 no candidates, 0 errors"))
        #expect(mock.requests.filter { $0.url.path().hasPrefix("/api/") }.count == 3)
        #expect(mock.requests.filter { $0.url.path().hasPrefix("/security/") }.count == 1)
    }

    @Test func identicalAddressesAreSentOnce() async throws {
        let csv = "street,city,state\n1 Main St,New York,NY\n1 Main St,New York,NY\n1 Main St,New York,NY\n"
        let mock = transport()
        let result = await run("validate --input - -q", stdin: csv, transport: mock)
        #expect(try records(result.stdout).count == 3)
        #expect(mock.requests.filter { $0.url.path().hasPrefix("/api/") }.count == 1)
    }

    @Test func rowsThatCannotBeSentAreErrorRecordsAndTheRestGoOn() async throws {
        let csv = "id,street,city,state,country\na,1 Main St,New York,NY,USA\nb,1 Main St,New York,NY,US\nc,x,y,z,US,extra\n"
        let result = await run("validate --input - -o ndjson", stdin: csv, transport: transport())
        #expect(result.exitCode == .failure)
        let rows = try records(result.stdout)
        #expect(rows.map { $0["status"] } == [.string("error"), .string("valid"), .string("error")])
        #expect(rows[0].value(at: "error.message")?.stringValue?.contains("country") == true)
        #expect(rows[2].value(at: "error.message")?.stringValue?.contains("6 fields but the header has 5") == true)
    }

    @Test func aHeaderWithoutAddressColumnsIs65BeforeAnyRequest() async {
        let mock = MockTransport()
        let result = await run("validate --input -", stdin: "foo,bar\n1,2\n", transport: mock)
        #expect(result.exitCode == .dataError)
        #expect(result.stdout.isEmpty)
        #expect(mock.requests.isEmpty)
    }

    @Test func aMissingFileIs66() async {
        let mock = MockTransport()
        let result = await run("validate --input /nope.csv", transport: mock)
        #expect(result.exitCode == .noInput)
        #expect(mock.requests.isEmpty)
    }

    @Test func ndjsonInputUsesTheSameNames() async throws {
        let input = #"{"id":"n1","address1":"1 Main St","city":"New York","state":"NY"}"# + "\nnot json\n"
        let result = await run("validate --input - --input-format ndjson -o ndjson", stdin: input, transport: transport())
        let rows = try records(result.stdout)
        #expect(rows.map { $0["status"] } == [.string("valid"), .string("error")])
        #expect(rows[1]["line"] == .number("2"))
    }

    @Test func csvOutputIsTheInputColumnsThenTheResultColumns() async {
        let csv = "id,street,city,state\n1,\"1 Main St, Rear\",New York,NY\n"
        let result = await run("validate --input - -o csv -q", stdin: csv, transport: transport())
        let lines = result.stdout.split(separator: "\n")
        #expect(lines[0] == "id,street,city,state,status,classification,matched_address_lines,matched_city,matched_state,matched_postal_code,matched_postal_code_ext,matched_country,candidate_count,error_code,error_message")
        #expect(lines[1] == "1,\"1 Main St, Rear\",New York,NY,valid,,1 MAIN ST,NEW YORK,NY,10001,,US,1,,")
    }

    @Test func addressOptionsAndInputTogetherAreAUsageError() async {
        let mock = MockTransport()
        let result = await run("validate --input - --city X", transport: mock)
        #expect(result.exitCode == .usage)
        #expect(mock.requests.isEmpty)
    }

    @Test func aTerminalGetsAProgressLineThatQuietHides() async {
        let csv = "street,city,state\n1 Main St,New York,NY\n"
        var harness = ToolHarness(
            tool: AllTools.definition("upsctl"), variables: Self.credentials, transport: transport())
        harness.terminal = true
        let shown = await harness.run("validate --input - -o ndjson", stdin: csv)
        #expect(shown.stderr.contains("\r\u{1B}[2K1 row in "))
        #expect(shown.stderr.contains("1 row: 1 valid"))
        #expect(shown.stderr.hasPrefix("upsctl: reading CSV from the terminal: a header row"))
        let quiet = await harness.run("validate --input - -o ndjson -q", stdin: csv)
        #expect(quiet.stderr.isEmpty)
    }

    /// Issue 37 item 6: `validate --input big.csv -o ndjson | jq` on a terminal mixed the progress line
    /// into jq's lines on the same screen. With stdout a pipe or socket (as the environment says) no line
    /// is drawn unless `--progress` asks for one; the summary still comes.
    @Test func progressLineIsNotDrawnWhenStdoutIsAPipe() async {
        let csv = "street,city,state\n1 Main St,New York,NY\n"
        var harness = ToolHarness(
            tool: AllTools.definition("upsctl"), variables: Self.credentials, transport: transport())
        harness.terminal = true
        let toPipe: (inout CommandEnvironment) -> Void = {
            $0.io.stdoutIsTerminal = false
            $0.io.stdoutIsPipe = true
        }
        let piped = await harness.run("validate --input - -o ndjson", stdin: csv, adjusting: toPipe)
        #expect(piped.exitCode == .success, "\(piped.stderr)")
        #expect(!piped.stderr.contains("\r\u{1B}[2K"), "\(piped.stderr)")
        #expect(piped.stderr.contains("1 row: 1 valid"))
        let asked = await harness.run("validate --input - -o ndjson --progress", stdin: csv, adjusting: toPipe)
        #expect(asked.stderr.contains("\r\u{1B}[2K1 row in "), "\(asked.stderr)")
        // A regular file or /dev/null on stdout is no reader on the screen: drawn as on a terminal.
        let toFile = await harness.run("validate --input - -o ndjson", stdin: csv) { $0.io.stdoutIsTerminal = false }
        #expect(toFile.stderr.contains("\r\u{1B}[2K1 row in "), "\(toFile.stderr)")
    }

    @Test func aUPSErrorAnswerIsARecordWithUPSsCode() async throws {
        let mock = MockTransport()
        mock.on(.post, "/security/v1/oauth/token", respond: .json(.object([
            "access_token": .string("tok"), "expires_in": .string("3600"),
        ])))
        mock.on(.post, "/api/addressvalidation/v2/1", respond: .json(.object(["response": .object(["errors": .array([
            .object(["code": .string("9264030"), "message": .string("The state is not supported in the Customer Integration Environment.")]),
        ])])]), status: 400))
        let result = await run("validate --input - -o ndjson -q", stdin: "street,city,state\n1 Main,Austin,TX\n", transport: mock)
        #expect(result.exitCode == .failure)
        let row = try #require(try records(result.stdout).first)
        #expect(row.value(at: "error.code") == .string("9264030"))
        #expect(row.value(at: "error.message")?.stringValue?.contains("not supported") == true)
    }
}
