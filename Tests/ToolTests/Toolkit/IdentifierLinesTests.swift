import Foundation
import Synchronization
import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// `-` in place of an identifier: one record per line of standard input, written as soon as it is
/// answered, failures as `{"input","error"}` records, blank lines skipped, exit 1 when any line failed,
/// and a failure every line would meet alike ending the run with its own code.
struct IdentifierLinesTests {
    @Test(arguments: [
        ("repairminder", "orders get -", "ord_8d2f41\n\n  nope  \nord_8d2f57\n", ["ord_8d2f41", "nope", "ord_8d2f57"]),
        ("repairminder", "lookup barcode -", "356938035643809\n0000000000000\n", ["dev_51c2", "0000000000000"]),
        ("scorebase", "leagues get -", "lg_01HZX4K8Q2M7\nmock-404\n", ["lg_01HZX4K8Q2M7", "mock-404"]),
        ("tracewise", "cirpass get -", "dpp-0001\ndpp-0404\n", ["dpp-0001", "dpp-0404"]),
        ("tracewise", "products get -", "https://id.gs1.org/01/09506000134352/21/SN124\n09506000134369\n123\n",
         ["SN124", "09506000134369", "123"]),
    ])
    func eachLineGivesOneRecordAndFailuresDoNotStopTheRun(_ tool: String, _ line: String, _ stdin: String, _ expected: [String]) async throws {
        let result = await ToolHarness(tool: AllTools.definition(tool)).run("--mock -q " + line + " -o ndjson", stdin: stdin)
        #expect(result.exitCode == .failure, "\(result.stderr)")
        let records = result.stdout.split(separator: "\n").map { try? JSONParser.parse(String($0)) }
        #expect(records.count == expected.count, "\(result.stdout)")
        for (record, identity) in zip(records, expected) {
            let text = JSONWriter.compact(record ?? .null)
            #expect(text.contains(identity), "\(identity) in \(text)")
        }
        let failed = records.compactMap { $0 }.filter { $0["error"] != nil }
        #expect(!failed.isEmpty && failed.count < records.count)
        #expect(failed.allSatisfy { $0["input"]?.stringValue != nil && $0.value(at: "error.code") != nil && $0.value(at: "error.message") != nil })
        #expect(result.stderr.isEmpty, "failures are records, not stderr lines: \(result.stderr)")
    }

    @Test func everyLineAnsweredIsExitZero() async {
        let result = await ToolHarness(tool: AllTools.definition("repairminder")).run("--mock orders get - -o csv", stdin: "ord_8d2f41\r\nord_8d2f57")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == 3)
    }

    /// Not signed in is the same for every line: the run ends 77 at the first, with the usual message.
    @Test func aFailureEveryLineWouldMeetEndsTheRun() async {
        let harness = ToolHarness(
            tool: AllTools.definition("repairminder"), variables: ["REPAIRMINDER_API_BASE_URL": "https://rm.example.test"])
        let result = await harness.run("orders get -", stdin: "ord_1\nord_2\n")
        #expect(result.exitCode == .notPermitted, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("not signed in"), "\(result.stderr)")
    }

    @Test func onATerminalEachIDIsAskedFor() async {
        let harness = ToolHarness(tool: AllTools.definition("repairminder"), terminal: true, columns: 80)
        var (environment, out, err) = harness.environment(arguments: ["--mock", "orders", "get", "-"])
        let typed = Mutex<[String?]>(["ord_8d2f41", "", "ord_nope", nil])
        let prompts = Mutex<[String]>([])
        environment.io.readLine = { prompt in
            prompts.withLock { $0.append(prompt) }
            return typed.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        }
        let code = await ToolRunner(tool: harness.tool).run(environment)
        #expect(code == .failure, "\(err.text)")
        #expect(prompts.withLock { $0 } == Array(repeating: "Order ID: ", count: 4))
        #expect(out.text.contains("ID  ") && out.text.contains("ord_8d2f41"), "rows, not cards: \(out.text)")
        // The error wraps inside its column: the words are there, on one or two lines.
        #expect(out.text.contains("not found: Order") && out.text.contains("not found"), "\(out.text)")
        #expect(!out.text.contains("reference  "), "no card")
    }

    /// At 80 columns a failed line's error reads in a few lines of whole words, though the first row (a
    /// product, whose name, maker and category filled the width) came before any error: the ERROR column
    /// was left 5 columns, a message of 100 characters some 25 lines.
    @Test func aFailedLinesErrorReadsInAFewLinesAt80Columns() async {
        let harness = ToolHarness(tool: AllTools.definition("tracewise"), variables: ["NO_COLOR": "1"], terminal: true, columns: 80)
        var (environment, out, err) = harness.environment(arguments: ["--mock", "products", "get", "-"])
        let typed = Mutex<[String?]>(["https://id.gs1.org/01/09506000134352/21/SN124", "https://id.gs1.org/01/09506000134353", nil])
        environment.io.readLine = { _ in typed.withLock { $0.isEmpty ? nil : $0.removeFirst() } }
        let code = await ToolRunner(tool: harness.tool).run(environment)
        #expect(code == .failure, "\(err.text)")
        let lines = out.text.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 }, "\(out.text)")
        #expect(out.text.contains("invalid digital link"), "whole words on a line: \(out.text)")
        #expect(out.text.contains("\n09506000134352  SN124   Aurora"), "the product's name stays, cut if it must: \(out.text)")
        // The header, the product's row, and the error's few lines.
        #expect(lines.count <= 7, "\(out.text)")
    }

    /// A real process with its standard input kept open: each record is read back before the next line
    /// is written, as a scanner at a counter would see it.
    @Test func eachAnswerArrivesBeforeTheNextLineIsWritten() async throws {
        let home = try ProcessHome()
        defer { home.remove() }
        let process = try BuiltBinary.start(
            "exec repairminder --mock -q orders get - -o ndjson 2>/dev/null", home: home, holdInput: true)
        for (index, id) in ["ord_8d2f41", "ord_nope", "ord_8d2f63"].enumerated() {
            try process.write(id + "\n")
            // Bounded by the default deadline, which names the answer awaited if it never comes.
            try await process.waitForOutput(in: .stdout, "the answer for \(id) while standard input stayed open") {
                $0.filter { $0 == "\n" }.count > index
            }
            let line = process.output(.stdout).split(separator: "\n").last.map(String.init) ?? ""
            #expect(line.contains(id), "\(line)")
        }
        process.closeInput()
        let finished = try await process.finish()
        #expect(finished.status == 1, "\(finished.stdout)")
    }
}
