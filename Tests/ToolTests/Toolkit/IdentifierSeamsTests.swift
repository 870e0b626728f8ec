import Foundation
import Synchronization
import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// Where identifiers meet paths, prompts, `--fields` and failures (docs/output.md, "Identifiers"): each
/// identifier is exactly one path segment, an end of input ends a prompt, `--fields` with `-` is checked
/// before the first line, and one line's failure is that line's record.
struct IdentifierSeamsTests {
    static let commandsTakingAnIdentifier: [(tool: String, line: String, argument: String)] = [
        ("repairminder", "orders update ID --set note=x", "ID"),
        ("repairminder", "orders get ID", "ID"),
        ("repairminder", "clients orders ID", "ID"),
        ("repairminder", "clients get ID", "ID"),
        ("repairminder", "devices update ID --set status=ready", "ID"),
        ("repairminder", "tickets reply ID -m hi", "ID"),
        ("repairminder", "tickets messages ID", "ID"),
        ("repairminder", "lookup barcode ID", "CODE"),
        ("tracewise", "events list --gtin 09506000134352 --serial ID", "--serial"),
        ("tracewise", "events list 09506000134352:ID", "the serial"),
        ("tracewise", "cirpass get ID", "ID"),
        ("tracewise", "products owned --user ID", "--user"),
        ("scorebase", "leagues get ID", "ID"),
    ]

    static func run(_ tool: String, _ line: String, identifier: String, stdin: String = "") async -> ToolHarness.Result {
        let words = try! ShellWords.split(line).map { $0.replacingOccurrences(of: "ID", with: identifier) }
        let variables = ["SCOREBASE_COGNITO_USER_POOL_ID": "eu-west-1_Abc", "SCOREBASE_COGNITO_CLIENT_ID": "c1"]
        return await ToolHarness(tool: AllTools.definition(tool), variables: variables)
            .run(arguments: ["--dry-run"] + words, stdin: stdin)
    }

    /// `.`, `..` and an empty identifier would be resolved into another resource (`/api/orders/..` is
    /// `/api/`, `clients orders ..` every order): refused before any request, even a dry run's, naming the
    /// argument.
    @Test(arguments: commandsTakingAnIdentifier)
    func dotSegmentIdentifiersAreRefusedBeforeAnythingIsSent(_ command: (tool: String, line: String, argument: String)) async {
        // An empty serial is the older "missing serial" error: events belong to one item.
        for identifier in [".", "..", ""] where !(identifier.isEmpty && command.line.hasPrefix("events list")) {
            let result = await Self.run(command.tool, command.line, identifier: identifier)
            #expect(result.exitCode == .usage, "\(command.line) with '\(identifier)': \(result.stderr)")
            #expect(result.stdout.isEmpty, "nothing would be sent: \(result.stdout)")
            #expect(result.stderr.contains("error: \(command.argument) must not be"), "\(result.stderr)")
        }
    }

    /// A value that needs encoding is one segment whose decoding is the value, and the dry run shows
    /// exactly that URL.
    @Test(arguments: commandsTakingAnIdentifier.filter { !$0.line.hasPrefix("lookup") && !$0.line.contains(":ID") })
    func anIdentifierIsExactlyOnePercentEncodedSegment(_ command: (tool: String, line: String, argument: String)) async throws {
        let value = "a/../b ?#%41&=+é"
        let result = await Self.run(command.tool, command.line + " -o ndjson", identifier: value)
        #expect(result.exitCode == .success, "\(result.stderr)")
        let record = try JSONParser.parse(String(result.stdout.split(separator: "\n").first ?? ""))
        let url = try #require(record["url"]?.stringValue.flatMap { HTTPURL(string: $0) })
        let segments = url.path(percentEncoded: true).split(separator: "/", omittingEmptySubsequences: false)
        let encoded = PercentEncoding.segment(value)
        #expect(segments.filter { $0 == encoded }.count == 1, "\(url)")
        #expect(PercentEncoding.decodeLeniently(encoded[...]) == value)
    }

    /// On a `-` line, `..` is that line's error record, and the lines after it are still answered.
    @Test func aDotSegmentLineIsThatLinesErrorRecord() async {
        let result = await ToolHarness(tool: AllTools.definition("repairminder"))
            .run("--mock -q orders get - -o ndjson", stdin: "ord_8d2f41\n..\n.\nord_8d2f57\n")
        #expect(result.exitCode == .failure, "\(result.stderr)")
        let records = result.stdout.split(separator: "\n").compactMap { try? JSONParser.parse(String($0)) }
        #expect(records.map { $0["id"]?.stringValue ?? $0["input"]?.stringValue } == ["ord_8d2f41", "..", ".", "ord_8d2f57"])
        #expect(records[1].value(at: "error.code") == .string("USAGE"))
        #expect(records[1].value(at: "error.message")?.stringValue?.contains("must not be '..'") == true)
    }

    /// The URL given to libcurl is sent as it is: no dot segment is resolved away, so what `--dry-run`
    /// shows (and what `api PATH` was given) is what the service receives.
    @Test func libcurlSendsThePathAsBuilt() async throws {
        let server = try await LoopbackServer()
        let transport = CurlTransport(options: TransportOptions(timeout: 5))
        _ = try await transport.send(HTTPRequest(method: .get, url: server.url("/count/a/../b")))
        let counts = try #require(try await transport.send(HTTPRequest(method: .get, url: server.url("/counts"))).json)
        #expect(counts["a/../b"] == .number("1"), "\(counts)")
        #expect(counts["b"] == nil)
    }

    /// `api PATH` sends the path as typed, so one that is no URL path is refused; it was once sent to the
    /// base URL's root instead.
    @Test func anAPIPathThatIsNotAURLPathIsRefusedNotSentToTheRoot() async {
        let result = await ToolHarness(tool: AllTools.definition("repairminder")).run(arguments: ["--dry-run", "api", "/api/a b"])
        #expect(result.exitCode == .usage, "\(result.stdout)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("PATH '/api/a b' is not a URL path"), "\(result.stderr)")
        let encoded = await ToolHarness(tool: AllTools.definition("repairminder")).run(arguments: ["--dry-run", "api", "/api/a%20b"])
        #expect(encoded.stdout.contains("\"url\":\"https://api.repairminder.com/api/a%20b\""), "\(encoded.stdout)")
    }
}
