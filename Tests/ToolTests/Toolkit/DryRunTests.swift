import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport
@testable import upsctl

/// `--dry-run`: each request printed instead of sent (token endpoints included), nothing written to the
/// file system (its listing the same before and after), local checks failing as without it.
struct DryRunTests {
    static let home = "/home/tester"
    /// A file system with a user config and a cached UPS token, so "nothing written" means something.
    static func files() -> InMemoryFileSystem {
        InMemoryFileSystem(files: [
            "\(home)/.config/repairminder/config.xcconfig": "REPAIRMINDER_EMAIL = ann@example.com\n",
            "/work/events.ndjson": #"{"gtin":"09506000134352","serial":"SN123","bizStep":"shipping","when":"2026-01-01T00:00:00Z"}"# + "\nnot json\n"
                + #"{"gtin":"09506000134352","serial":"SN124","bizStep":"receiving","when":"2026-01-01T00:00:00Z"}"# + "\n",
        ])
    }

    struct Run {
        var result: ToolHarness.Result
        var sent: [HTTPRequest]
        var before: [String]
        var after: [String]
        var records: [JSONValue] { result.stdout.split(separator: "\n").compactMap { try? JSONParser.parse(String($0)) } }
    }

    func dryRun(_ tool: String, _ line: String, variables: [String: String] = [:], stdin: String = "") async -> Run {
        let files = Self.files()
        let before = files.listing
        let transport = MockTransport()
        let harness = ToolHarness(tool: AllTools.definition(tool), variables: variables, fileSystem: files, transport: transport)
        let result = await harness.run(line + " --dry-run -o ndjson", stdin: stdin)
        return Run(result: result, sent: transport.requests, before: before, after: files.listing)
    }

    @Test(arguments: [
        ("upsctl", "validate --street '1 Main St' --city Albany --state NY", ["UPS_CLIENT_ID": "id-1", "UPS_CLIENT_SECRET": "Secret-Needle"],
         "https://onlinetools.ups.com/api/addressvalidation/v2/1"),
        ("repairminder", "orders get ord_1", [:], "https://api.repairminder.com/api/orders/ord_1"),
        ("repairminder", "settings set default_scope=company", [:], "https://api.repairminder.com/api/user/settings"),
        ("scorebase", "leagues get lg_1", ["SCOREBASE_COGNITO_USER_POOL_ID": "eu-west-1_Abc", "SCOREBASE_COGNITO_CLIENT_ID": "c1"],
         "https://api.scorebase.com/v1/leagues/lg_1"),
        ("tracewise", "products get --gtin 09506000134352", ["TRACEWISE_API_KEY": "Key-Needle"],
         "https://trace-wise.eu/api/v1/products?gtin=09506000134352"),
    ])
    func aRequestIsPrintedNotSentAndNothingIsWritten(_ tool: String, _ line: String, _ variables: [String: String], _ url: String) async {
        let run = await dryRun(tool, line, variables: variables)
        #expect(run.result.exitCode == .success, "\(run.result.stderr)")
        #expect(run.sent.isEmpty, "sent: \(run.sent.map(\.url))")
        #expect(run.before == run.after)
        let record = run.records.first
        #expect(run.records.count == 1, "\(run.result.stdout)")
        #expect(record?["url"]?.stringValue == url)
        #expect(record?["method"] != nil && record?["headers"]?.objectValue != nil)
        #expect(!run.result.stdout.contains("Needle"), "secrets redacted")
        if tool != "tracewise" {
            #expect(record?.value(at: "headers.Authorization")?.stringValue == "<not signed in>", "\(run.result.stdout)")
        }
    }

    @Test func aSignInIsPrintedWithItsPasswordRedactedAndNoSessionSaved() async {
        let run = await dryRun(
            "repairminder", "auth login --email ann@example.com --password-stdin", stdin: "Password-Needle\n")
        #expect(run.result.exitCode == .success, "\(run.result.stderr)")
        #expect(run.sent.isEmpty && run.before == run.after)
        #expect(run.records.first?.value(at: "body.email")?.stringValue == "ann@example.com")
        #expect(!run.result.stdout.contains("Password-Needle"))
        #expect(run.result.stderr.contains("--dry-run: the rest of the sign-in"), "\(run.result.stderr)")
    }

    @Test func aListingWithAllShowsItsFirstRequestAndSaysSo() async {
        let run = await dryRun("repairminder", "orders list --all")
        #expect(run.records.count == 1 && run.sent.isEmpty)
        #expect(run.result.stderr.contains("--dry-run: the next pages would follow once this answer came"))
    }

    @Test func localChecksFailAsWithoutIt() async {
        let missing = await dryRun("upsctl", "validate --street x")
        #expect(missing.result.exitCode == .configuration)
        let usage = await dryRun("repairminder", "orders list --limit 0")
        #expect(usage.result.exitCode == .usage)
        #expect(missing.result.stdout.isEmpty && usage.result.stdout.isEmpty)
    }

    @Test func eachLineOfABatchIsOneRequest() async {
        let run = await dryRun("tracewise", "events add --input /work/events.ndjson")
        #expect(run.result.exitCode == .dataError, "a malformed line fails as without --dry-run: \(run.result.stderr)")
        #expect(run.sent.isEmpty && run.before == run.after)
        #expect(run.records.compactMap { $0.value(at: "body.serial")?.stringValue } == ["SN123", "SN124"])
        #expect(run.records.contains { $0.value(at: "error.code")?.stringValue == "DATA" })
        #expect(run.result.stderr.contains("2 events shown, not sent; 1 malformed line"))
    }

    /// A `-` run whose every line printed its request writes no empty document after them (`[]` or a CSV
    /// header would read as an answer of no records).
    @Test(arguments: ["json", "csv"])
    func identifiersFromStandardInputWriteNoEmptyDocumentAfterTheirRequests(_ format: String) async {
        let harness = ToolHarness(tool: AllTools.definition("repairminder"), fileSystem: Self.files(), transport: MockTransport())
        let result = await harness.run("orders get - --dry-run -o \(format)", stdin: "ord_1\nord_2\n")
        #expect(result.exitCode == .success, "\(result.stderr)")
        // The requests only: in CSV each is its own header and row, and the orders' header never follows.
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let requests = format == "json" ? lines : lines.filter { $0 != "method,url,headers,body" }
        #expect(requests.count == 2, "\(result.stdout)")
        #expect(requests.allSatisfy { $0.hasPrefix(#"{"method":"GET""#) || $0.hasPrefix("GET,") }, "\(result.stdout)")
    }

    @Test func identifiersFromStandardInputAreARequestEach() async {
        let run = await dryRun("repairminder", "orders get -", stdin: "ord_1\nord_2\n")
        #expect(run.result.exitCode == .success)
        #expect(run.records.compactMap { $0["url"]?.stringValue } == ["https://api.repairminder.com/api/orders/ord_1", "https://api.repairminder.com/api/orders/ord_2"])
    }

    @Test func configSetShowsTheChangeAndLeavesTheFile() async {
        let set = await dryRun("repairminder", "config set REPAIRMINDER_EMAIL bob@example.com")
        #expect(set.result.exitCode == .success)
        #expect(set.result.stdout == "- REPAIRMINDER_EMAIL = ann@example.com\n+ REPAIRMINDER_EMAIL = bob@example.com\n")
        #expect(set.before == set.after)
        let secret = await dryRun("repairminder", "config set REPAIRMINDER_PASSWORD --value-stdin", stdin: "pw\n")
        #expect(secret.result.stdout == "+ REPAIRMINDER_PASSWORD = <redacted>\n")
        let unset = await dryRun("repairminder", "config unset REPAIRMINDER_EMAIL")
        #expect(unset.result.stdout == "- REPAIRMINDER_EMAIL = ann@example.com\n")
        #expect(unset.before == unset.after)
    }
}
