import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// Outside text that comes from the user's input rather than a service: upsctl's batch table shows its
/// CSV's cells, and parse-link's notes and table the values it decoded, with every control character as
/// its escape (docs/output.md, "Outside text is shown, never obeyed").
struct OutsideTextInputTests {
    @Test("issue 50 finding 1: upsctl's batch table shows a CSV cell's title sequence as text")
    func upsctlBatchTableFromACSVCell() async {
        let transport = MockTransport()
        transport.on(.post, "/security/v1/oauth/token", respond: .json(.object([
            "access_token": .string("tok"), "expires_in": .string("3600"),
        ])))
        transport.on(.post, "/api/addressvalidation/v2/1", respond: .json(UPSBatchTests.valid))
        let csv = "id,street,city,state,zip\n"
            + "E\u{1B}]0;pwned\u{07}1,1 Main St\u{1B}[2J\u{202E},New York,NY,10001\n"
        let harness = ToolHarness(
            tool: AllTools.definition("upsctl"), variables: UPSBatchTests.credentials, terminal: true, columns: 80,
            transport: transport)
        let result = await harness.run("--color never validate --input - -o table", stdin: csv)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(TerminalObeyed.characters(in: result.stdout).isEmpty, "\(result.stdout.debugDescription)")
        #expect(result.stdout.contains(#"E\x1b]0;pwned\x071"#), "\(result.stdout)")
        // The progress line and the summary are the tool's own; nothing of the input reaches them raw.
        let own = result.stderr.replacingOccurrences(of: "\r\u{1B}[2K", with: "")
        #expect(TerminalObeyed.characters(in: own).isEmpty, "\(result.stderr.debugDescription)")
    }

    @Test("issue 50 finding 1: parse-link --lenient's note on a value of %1B%5D0%3BT%07 shows it as text")
    func parseLinkLenientNote() async {
        let link = "https://id.gs1.org/01/09506000134352/10/%1B%5D0%3BT%07"
        let harness = ToolHarness(tool: AllTools.definition("tracewise"), terminal: true, columns: 80)
        let result = await harness.run(arguments: ["--color", "never", "parse-link", "--lenient", link])
        #expect(TerminalObeyed.characters(in: result.stderr).isEmpty, "\(result.stderr.debugDescription)")
        #expect(TerminalObeyed.characters(in: result.stdout).isEmpty, "\(result.stdout.debugDescription)")
        #expect(result.stderr.contains("tracewise: note: "), "\(result.stderr)")
        #expect(result.stdout.contains(#"\x1b]0;T\x07"#), "\(result.stdout)")
        // To a pipe, the table (from the parser's scan) and CSV: the table shows, CSV keeps the data.
        let piped = ToolHarness(tool: AllTools.definition("tracewise"))
        let table = await piped.run(arguments: ["parse-link", "--lenient", "-o", "table", link])
        #expect(TerminalObeyed.characters(in: table.stdout).isEmpty, "\(table.stdout.debugDescription)")
        #expect(table.stdout.contains(#"\x1b]0;T\x07"#), "\(table.stdout)")
        let csv = await piped.run(arguments: ["parse-link", "--lenient", "-o", "csv", link])
        #expect(csv.stdout.contains("\u{1B}]0;T\u{07}"), "CSV keeps the data as it is: \(csv.stdout.debugDescription)")
    }
}
