import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// A `-` reader where it meets `--fields`, a failing service and input of any size: `--fields` is checked
/// once before the first line, one identifier's 404 or 5xx is its line's record, and a line longer than an
/// identifier may be is refused as that line, never cut and sent.
struct IdentifierLinesSeamsTests {
    static func records(_ stdout: String) -> [JSONValue] {
        stdout.split(separator: "\n").compactMap { try? JSONParser.parse(String($0)) }
    }

    /// A misspelt field is exit 64 with nothing on stdout, as without `-`, not a record per line.
    @Test(arguments: [
        ("repairminder", "orders get -", "ord_8d2f41\nord_8d2f57\n", "stauts", "status"),
        ("scorebase", "leagues get -", "lg_01HZX4K8Q2M7\n", "nmae", "name"),
        ("tracewise", "cirpass get -", "dpp-0001\n", "orgin", "origin"),
    ])
    func fieldsWithADashReaderAreCheckedBeforeTheFirstLine(
        _ tool: String, _ line: String, _ stdin: String, _ wrong: String, _ meant: String
    ) async {
        let result = await ToolHarness(tool: AllTools.definition(tool))
            .run("--mock -q \(line) -o ndjson --fields \(wrong)", stdin: stdin)
        #expect(result.exitCode == .usage, "\(result.stdout) \(result.stderr)")
        #expect(result.stdout.isEmpty, "\(result.stdout)")
        #expect(result.stderr.contains("unknown field '\(wrong)'") && result.stderr.contains("Did you mean '\(meant)'?"), "\(result.stderr)")
    }

    /// The record's own fields (columns or not), a path inside one, and the error record's fields pass.
    @Test func fieldsTheRecordsOrTheirErrorRecordsHavePass() async {
        let result = await ToolHarness(tool: AllTools.definition("repairminder"))
            .run("--mock -q orders get - -o ndjson --fields id,notes,client.email,input,error.code", stdin: "ord_8d2f41\nord_nope\n")
        #expect(result.exitCode == .failure, "\(result.stderr)")
        let records = Self.records(result.stdout)
        #expect(records.count == 2)
        #expect(records.first?["notes"]?.stringValue != nil && records.first?.value(at: "client.email")?.stringValue != nil)
        #expect(records.last?["input"] == .string("ord_nope") && records.last?.value(at: "error.code")?.stringValue != nil)
    }

    /// A 500 for one identifier, after its retries, is that line's record; the next lines are answered.
    @Test(arguments: [
        ("repairminder", "orders get -", "ord_8d2f41\nmock-500\nord_8d2f57\n", ["ord_8d2f41", "ord_8d2f57"]),
        ("scorebase", "leagues get -", "lg_01HZX4K8Q2M7\nmock-500\nlg_01HZX4K8Q2M7\n", ["lg_01HZX4K8Q2M7", "lg_01HZX4K8Q2M7"]),
    ])
    func oneLinesServerErrorIsThatLinesRecord(_ tool: String, _ line: String, _ stdin: String, _ answered: [String]) async {
        let result = await ToolHarness(tool: AllTools.definition(tool)).run("--mock -q --retries 0 \(line) -o ndjson", stdin: stdin)
        #expect(result.exitCode == .failure, "\(result.stderr)")
        let records = Self.records(result.stdout)
        #expect(records.count == 3, "\(result.stdout)")
        guard records.count == 3 else { return }
        #expect(records[1]["input"] == .string("mock-500"))
        #expect(records[1].value(at: "error.message")?.stringValue?.contains("server error") == true, "\(records[1])")
        #expect([records[0], records[2]].map { JSONWriter.compact($0) }.enumerated().allSatisfy { $1.contains(answered[$0]) })
    }

    /// What every line would meet still ends the run: a service that cannot be reached is 69 at the first.
    @Test func aConnectionThatFailsEndsTheRun() async {
        let harness = ToolHarness(
            tool: AllTools.definition("repairminder"),
            variables: ["REPAIRMINDER_TOKEN": "t", "REPAIRMINDER_API_BASE_URL": "https://rm.example.test"])
        let result = await harness.run("--retries 0 orders get - -o ndjson", stdin: "ord_1\nord_2\n")
        #expect(result.exitCode == .unavailable, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    /// A 10 MB line is refused as that line (its start shown), the next line still answered; nothing of
    /// it is cut to a shorter identifier and sent.
    @Test func aLineLongerThanAnIdentifierIsThatLinesRecord() async throws {
        let huge = String(repeating: "A", count: 10_000_000)
        let result = await ToolHarness(tool: AllTools.definition("repairminder"))
            .run("--mock -q orders get - -o ndjson", stdin: "\(huge)\nord_8d2f41\n")
        #expect(result.exitCode == .failure, "\(result.stderr)")
        let records = Self.records(result.stdout)
        #expect(records.count == 2)
        let input = try #require(records.first?["input"]?.stringValue)
        #expect(input.hasPrefix("AAAA") && input.hasSuffix("…") && input.utf8.count < 100)
        #expect(records.first?.value(at: "error.message")?.stringValue?.contains("at most \(PathSegment.maximumLength) bytes") == true)
        #expect(records.last?["id"] == .string("ord_8d2f41"))
    }

    /// At the limit an identifier is sent whole; one byte more is refused, on a line or on the command line.
    @Test func anIdentifierOverTheLimitIsRefusedNotCut() async throws {
        let longest = String(repeating: "x", count: PathSegment.maximumLength)
        let harness = ToolHarness(tool: AllTools.definition("repairminder"))
        let sent = await harness.run(arguments: ["--dry-run", "orders", "get", longest, "-o", "ndjson"])
        #expect(sent.exitCode == .success && sent.stdout.contains("/api/orders/\(longest)\""), "\(sent.stderr)")
        let refused = await harness.run(arguments: ["--dry-run", "orders", "get", longest + "x"])
        #expect(refused.exitCode == .usage && refused.stdout.isEmpty)
        #expect(refused.stderr.contains("ID is \(PathSegment.maximumLength + 1) bytes long"), "\(refused.stderr)")
        let line = await harness.run("--dry-run -q orders get - -o ndjson", stdin: longest + "x\n")
        #expect(line.exitCode == .failure)
        #expect(Self.records(line.stdout).first?["input"] == .string(longest + "x"), "refused whole, not cut")
    }

    /// A digital link is sent in a query, not a path, but it is an identifier all the same.
    @Test func aDigitalLinkOverTheLimitIsRefused() async {
        let link = "https://id.gs1.org/01/09506000134352/21/" + String(repeating: "S", count: PathSegment.maximumLength)
        let result = await ToolHarness(tool: AllTools.definition("tracewise")).run(arguments: ["--dry-run", "products", "get", link])
        #expect(result.exitCode == .usage && result.stdout.isEmpty, "\(result.stdout)")
        #expect(result.stderr.contains("DIGITAL_LINK is \(link.utf8.count) bytes long"), "\(result.stderr)")
    }
}
