import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
@testable import upsctl
import ToolkitTestSupport

/// `upsctl validate --input` with CSVs as real tools export them: column names, delimiters, ragged rows,
/// NDJSON arrays, `--fields`, and `--output-file` with `--resume`.
@Suite(.verifiesStubs)
struct UPSBatchSpreadsheetTests {
    let batch = UPSBatchTests()

    /// The AddressKeyFormat of every XAV request sent, in order.
    func sentAddresses(_ mock: MockTransport) throws -> [JSONValue] {
        try mock.requests.filter { $0.url.path().hasPrefix("/api/") }.map {
            try #require(try JSONParser.parse(bytes: $0.body ?? [])["XAVRequest"]?["AddressKeyFormat"])
        }
    }

    @Test func anExportsColumnNamesAreUnderstoodAndTheRestNamedAsIgnored() async throws {
        let csv = "Customer ID,Street Address,Address Line 2,Town,ST,Zip Code,Country,Phone\n"
            + "C-1,1 Main St,Apt 2,New York,NY,10001,US,555-0100\n"
        let mock = batch.transport()
        let result = await batch.run("validate --input - -o ndjson", stdin: csv, transport: mock)
        #expect(result.exitCode == .success, "\(result.stderr)")
        let sent = try #require(try sentAddresses(mock).first)
        #expect(sent["AddressLine"] == .array([.string("1 Main St"), .string("Apt 2")]))
        #expect(sent["PoliticalDivision2"] == .string("New York"))
        #expect(sent["PoliticalDivision1"] == .string("NY"))
        #expect(sent["PostcodePrimaryLow"] == .string("10001"))
        #expect(try batch.records(result.stdout).first?["id"] == .string("C-1"))
        #expect(result.stderr.contains("upsctl: ignoring column Phone: not address fields"))
        let quiet = await batch.run("validate --input - -o ndjson -q", stdin: csv, transport: batch.transport())
        #expect(!quiet.stderr.contains("ignoring"))
    }

    @Test func columnMapsAnyHeaderAndWinsOverAMatch() async throws {
        let csv = "Strasse,Ort,PLZ,Street\n1 Main St,New York,10001,ignored\n"
        let mock = batch.transport()
        let result = await batch.run(
            "validate --input - -o ndjson --column address1=Strasse --column city=ort --column zip=PLZ", stdin: csv,
            transport: mock)
        #expect(result.exitCode == .success, "\(result.stderr)")
        let sent = try #require(try sentAddresses(mock).first)
        #expect(sent["AddressLine"] == .array([.string("1 Main St")]))
        #expect(sent["PoliticalDivision2"] == .string("New York"))
        #expect(sent["PostcodePrimaryLow"] == .string("10001"))
        #expect(result.stderr.contains("ignoring column Street"))
    }

    @Test(arguments: [
        ("--column adress1=Street", "unknown field 'adress1'", "Did you mean 'address1'?"),
        ("--column address1", "--column expects FIELD=HEADER", nil),
        ("--delimiter :", "--delimiter must be one of", nil),
        ("--fields id,stauts", "unknown field 'stauts'", "Did you mean 'status'?"),
        ("--resume", "--resume continues the records in --output-file FILE", nil),
    ] as [(String, String, String?)])
    func badBatchOptionsAreUsageErrors(_ options: String, _ message: String, _ hint: String?) async {
        let mock = MockTransport()
        let result = await batch.run("validate --input - -o csv \(options)", stdin: "street,city\n1 Main,X\n", transport: mock)
        #expect(result.exitCode == .usage, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        if let hint { #expect(result.stderr.contains(hint)) }
        #expect(!result.stderr.contains("rows:"), "no summary for a command line that never ran")
        #expect(mock.requests.isEmpty)
    }

    @Test func aHeaderWithoutAStreetColumnIsExit65NamingWhatWasFoundAndAccepted() async {
        let mock = MockTransport()
        let result = await batch.run("validate --input - -o ndjson", stdin: "Name,Zip Code\nA,10001\n", transport: mock)
        #expect(result.exitCode == .dataError)
        #expect(result.stderr.contains("the input has no street column"))
        #expect(result.stderr.contains("Columns found: Name, Zip Code."))
        #expect(result.stderr.contains("street address"))
        #expect(result.stderr.contains("--column address1=HEADER"))
        #expect(mock.requests.isEmpty)
        let missing = await batch.run("validate --input - --column address1=Strasse", stdin: "Name,Zip\nA,1\n", transport: mock)
        #expect(missing.exitCode == .dataError)
        #expect(missing.stderr.contains("the input has no column 'Strasse'"))
    }

    @Test(arguments: [
        ("street;city;state\n1 Main St, Suite 2;New York;NY\n", ""),
        ("street\tcity\tstate\n1 Main St, Suite 2\tNew York\tNY\n", ""),
        ("street|city|state\n1 Main St, Suite 2|New York|NY\n", ""),
        ("street;city;state\n1 Main St, Suite 2;New York;NY\n", "--delimiter ';'"),
        ("street\tcity\tstate\n1 Main St, Suite 2\tNew York\tNY\n", "--delimiter tab"),
        ("street\tcity\tstate\n1 Main St, Suite 2\tNew York\tNY\n", "--delimiter '\\t'"),
    ])
    func theDelimiterIsDetectedOrGiven(_ csv: String, _ option: String) async throws {
        let mock = batch.transport()
        let result = await batch.run("validate --input - -o ndjson \(option)", stdin: csv, transport: mock)
        #expect(result.exitCode == .success, "\(result.stderr)")
        let sent = try #require(try sentAddresses(mock).first)
        #expect(sent["AddressLine"] == .array([.string("1 Main St, Suite 2")]))
        #expect(sent["PoliticalDivision2"] == .string("New York"))
    }

    @Test func aRaggedRowKeepsItsId() async throws {
        let csv = "id,street,city\nR-1,1 Main St,New York,extra\n"
        let result = await batch.run("validate --input - -o ndjson", stdin: csv, transport: MockTransport())
        let record = try #require(try batch.records(result.stdout).first)
        #expect(record["id"] == .string("R-1"))
        #expect(record["status"] == .string("error"))
        #expect(record["error"]?["message"] == .string("the row has 4 fields but the header has 3"))
    }

    @Test func ndjsonStreetArraysAreAddressLinesAndOtherValuesAreRowErrors() async throws {
        let input = #"{"id":1,"address1":["1 Main St","Apt 2"],"city":"New York"}"# + "\n"
            + #"{"id":"2","street":"1 Main St","zip":10001}"# + "\n"
            + #"{"id":"3","address1":["a",{"b":1}]}"# + "\n"
        let mock = batch.transport()
        let result = await batch.run("validate --input - --input-format ndjson -o ndjson", stdin: input, transport: mock)
        let records = try batch.records(result.stdout)
        #expect(records.map { $0["id"] } == [.string("1"), .string("2"), .string("3")])
        #expect(records.map { $0["status"] } == [.string("valid"), .string("error"), .string("error")])
        #expect(records[1]["error"]?["message"]?.stringValue?.contains("'zip' must be text, not a number") == true)
        #expect(records[2]["error"]?["message"] == .string("'address1' must be text or an array of text lines"))
        #expect(try sentAddresses(mock).map { $0["AddressLine"] } == [.array([.string("1 Main St"), .string("Apt 2")])])
    }

    @Test func fieldsPickColumnsForCSVAndTableAndKeysForNDJSON() async throws {
        let csv = "id,street,city,state\n7,1 Main St,New York,NY\n"
        let asCSV = await batch.run("validate --input - -o csv --fields id,status,matched_city", stdin: csv, transport: batch.transport())
        #expect(asCSV.stdout == "id,status,matched_city\n7,valid,NEW YORK\n")
        let table = await batch.run("validate --input - -o table --fields line,city,matched", stdin: csv, transport: batch.transport())
        #expect(table.stdout.hasPrefix("LINE  CITY      MATCHED\n2     New York  1 MAIN ST, NEW YORK, NY 10001\n"), "\(table.stdout)")
        let lines = await batch.run("validate --input - -o ndjson --fields id,candidate.city", stdin: csv, transport: batch.transport())
        #expect(lines.stdout == #"{"id":"7","candidate":{"city":"NEW YORK"}}"# + "\n")
    }

    @Test func theDefaultTableShowsTheMatchWholeAndLeavesOutEmptyColumns() async {
        let csv = "id,street,city,state\n7,1 Main St,New York,NY\n"
        let table = await batch.run("validate --input - -o table", stdin: csv, transport: batch.transport())
        let lines = table.stdout.split(separator: "\n").map { $0.split(separator: "  ", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) } }
        #expect(lines.first == ["LINE", "ID", "STATUS", "ADDRESS", "CANDIDATES"])
        #expect(lines.dropFirst().first == ["2", "7", "valid", "1 MAIN ST, NEW YORK, NY 10001", "1"])
    }
}

/// `--output-file FILE` and `--resume`: a batch cut off part-way goes on where it stopped.
@Suite(.verifiesStubs)
struct UPSBatchResumeTests {
    let batch = UPSBatchTests()
    static let csv = "id,street,city,state\n" + (1...5).map { "\($0),\($0) Main St,New York,NY\n" }.joined()

    func run(_ line: String, _ fileSystem: InMemoryFileSystem, _ mock: MockTransport) async -> ToolHarness.Result {
        await ToolHarness(
            tool: AllTools.definition("upsctl"), variables: UPSBatchTests.credentials, fileSystem: fileSystem, transport: mock
        ).run(line)
    }

    func apiRequests(_ mock: MockTransport) -> Int { mock.requests.filter { $0.url.path().hasPrefix("/api/") }.count }

    @Test(arguments: ["ndjson", "csv"])
    func resumeSkipsTheRowsDoneAndAppendsTheRest(_ format: String) async throws {
        let files = InMemoryFileSystem(files: ["/work/in.csv": Self.csv])
        let full = batch.transport()
        let whole = await run("validate --input in.csv --output-file out -o \(format)", files, full)
        #expect(whole.exitCode == .success, "\(whole.stderr)")
        #expect(whole.stdout.isEmpty)
        let complete = String(decoding: try files.readFile(at: "/work/out"), as: UTF8.self)
        let lines = complete.split(separator: "\n", omittingEmptySubsequences: false)
        // Cut after two records (plus the CSV header), and half of the third, as a kill mid-write would.
        let keep = format == "csv" ? 3 : 2
        let cut = lines.prefix(keep).joined(separator: "\n") + "\n" + lines[keep].prefix(10)
        try files.writeFileAtomically(Array(cut.utf8), to: "/work/out", mode: 0o644)
        // The token is cached from the first run: only Address Validation is asked.
        let mock = MockTransport()
        mock.on(.post, "/api/addressvalidation/v2/1", respond: .json(UPSBatchTests.valid))
        let resumed = await run("validate --input in.csv --output-file out -o \(format) --resume", files, mock)
        #expect(resumed.exitCode == .success, "\(resumed.stderr)")
        #expect(apiRequests(mock) == 3)
        #expect(resumed.stderr.contains("resuming after the 2 rows already in out"))
        #expect(String(decoding: try files.readFile(at: "/work/out"), as: UTF8.self) == complete)
    }

    @Test func aFileThatDoesNotMatchTheInputIsExit65NamingTheLine() async throws {
        let files = InMemoryFileSystem(files: [
            "/work/in.csv": Self.csv,
            "/work/out": #"{"line":2,"id":"1","status":"valid"}"# + "\n" + #"{"line":3,"id":"X","status":"valid"}"# + "\n",
        ])
        let mock = MockTransport()
        let result = await run("validate --input in.csv --output-file out -o ndjson --resume", files, mock)
        #expect(result.exitCode == .dataError)
        #expect(result.stderr.contains("--resume: out does not match the input: the input's row at line 3 (id 2) has the record of line 3 (id X)"))
        #expect(mock.requests.isEmpty)
        #expect(try files.readFile(at: "/work/out").count > 0, "the file is left as it was")
    }

    @Test func aCSVFileWithARecordThatCannotBeReadIsExit65AndLeftAsItWas() async throws {
        let header = "id,street,city,state," + BatchRecord.resultColumns.joined(separator: ",")
        let broken = header + "\n1,1 Main St,New York,NY,valid,,\"1 MAIN ST\n"
        let files = InMemoryFileSystem(files: ["/work/in.csv": Self.csv, "/work/out": broken])
        let mock = MockTransport()
        let result = await run("validate --input in.csv --output-file out -o csv --resume", files, mock)
        #expect(result.exitCode == .dataError, "\(result.stderr)")
        #expect(result.stderr.contains("--resume: out does not match the input: its record at line 2 cannot be read as CSV"))
        #expect(mock.requests.isEmpty)
        #expect(String(decoding: try files.readFile(at: "/work/out"), as: UTF8.self) == broken)
    }

    @Test func aTableCannotGoToAFile() async {
        let files = InMemoryFileSystem(files: ["/work/in.csv": Self.csv])
        let result = await run("validate --input in.csv --output-file out -o table", files, MockTransport())
        #expect(result.exitCode == .usage)
        #expect(result.stderr.contains("--output-file writes ndjson or csv"))
        #expect(!files.fileExists(at: "/work/out"))
    }
}
