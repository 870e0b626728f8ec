import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport
@testable import upsctl

/// `validate --input … --dry-run`: the batch's preflight. It reads the whole input offline and sends
/// nothing, and what it reports is what a real run then does: the same records for the rows that fail
/// locally, and as many requests as there are unique addresses.
struct UPSPreflightTests {
    static let csv = """
        id,street,town,state,zip,country,notes
        1,26 Federal Plaza,New York,NY,10278,US,lobby
        2,26 Federal Plaza,New York,NY,10278,US,again
        3,1 Main St,Albany,NY,12207,US,
        4,10 Main St,Springfield,IL,62701,USA,a country UPS refuses
        5,,Albany,NY,12207,US,no street

        """
    static let variables = ["UPS_CLIENT_ID": "id-1", "UPS_CLIENT_SECRET": "secret-1"]

    func run(_ line: String, transport: (any HTTPTransport)?, files: InMemoryFileSystem) async -> ToolHarness.Result {
        await ToolHarness(tool: Upsctl.definition, variables: Self.variables, fileSystem: files, transport: transport).run(line)
    }

    @Test func thePreflightReportsWhatARealRunThenDoes() async throws {
        let files = InMemoryFileSystem(files: ["/work/in.csv": Self.csv])
        let nothing = MockTransport()
        let preflight = await run("validate --input /work/in.csv --dry-run -o json --rate 4 --output-file /work/out.ndjson", transport: nothing, files: files)
        #expect(preflight.exitCode == .failure, "a row would fail: \(preflight.stderr)")
        #expect(nothing.requests.isEmpty)
        #expect(!files.fileExists(at: "/work/out.ndjson"), "no output file is made")
        let report = try #require(try? JSONParser.parse(preflight.stdout))
        #expect(report["rowCount"]?.intValue == 5 && report["failing"]?.intValue == 1)
        #expect(report["columns"]?["town"]?.stringValue == "city" && report["columns"]?["zip"]?.stringValue == "postal_code")
        #expect(report["ignored"] == .array([.string("notes")]))
        #expect(report["seconds"] == .number("0.8"), "3 requests at 4 a second")

        let fixtures = try FixtureSet(builtin: UPSService.definition.profile.builtinFixtures, fileSystem: files)
        let service = FixtureTransport(fixtures: fixtures, service: XAVMockService.service)
        let real = await run("validate --input /work/in.csv -o ndjson", transport: service, files: files)
        let sent = service.requests.filter { $0.url.path().contains("addressvalidation") }
        #expect(report["requests"]?.intValue == sent.count, "identical addresses are sent once")
        #expect(sent.count == 3, "5 rows: one fails locally, two are the same address")
        let failedInRealRun = real.stdout.split(separator: "\n").filter { $0.contains(#""code":"DATA""#) }.map(String.init)
        let failedInPreflight = (report["rows"]?.arrayValue ?? []).map { JSONWriter.compact($0) }
        #expect(failedInPreflight == failedInRealRun)
    }

    @Test func theReportGoesToStderrAndTheFailingRowsToStdout() async {
        let files = InMemoryFileSystem(files: ["/work/in.csv": Self.csv])
        let result = await run("validate --input /work/in.csv --dry-run -o ndjson", transport: MockTransport(), files: files)
        #expect(result.stdout.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("--dry-run: preflight of /work/in.csv; nothing was sent"))
        #expect(result.stderr.contains("columns: id, street → address1, town → city, state, zip → postal_code, country"), "\(result.stderr)")
        #expect(result.stderr.contains("ignored: notes"))
        #expect(result.stderr.contains("rows: 5, 1 of them would fail before any request"))
        #expect(result.stderr.contains("requests: 3 (unique addresses; 1 repeated row reuses an answer)"), "\(result.stderr)")
        #expect(result.stderr.contains("time: depends on the service's pace"))
    }

    @Test(arguments: [
        ("id,street,city\n1,1 Main St,Albany\n", ExitCode.success),
        ("id,city\n1,Albany\n", .dataError),
    ])
    func exitCodesAreARealRunsBeforeItsFirstRequest(_ csv: String, _ code: ExitCode) async {
        let files = InMemoryFileSystem(files: ["/work/in.csv": csv])
        let result = await run("validate --input /work/in.csv --dry-run", transport: MockTransport(), files: files)
        #expect(result.exitCode == code, "\(result.stderr)")
    }
}
