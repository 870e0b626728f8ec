import FoundationEssentials
import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport
@testable import upsctl

/// `--resume` sends again the rows whose records are errors a later run may not meet (issue 37 item 8),
/// so a resumed file equals an uninterrupted run's, record for record: ndjson, csv, and a shard's.
@Suite(.verifiesStubs)
struct UPSResumeRedoTests {
    typealias U = UPSValidate
    static let rows = 30
    static let csv = "id,address1,city,state,zip\n" + (1...rows).map { "R-\($0),\($0) Main St,New York,NY,10001\n" }.joined()

    func run(_ options: String, _ transport: MockTransport, _ files: InMemoryFileSystem) async -> ToolHarness.Result {
        await U.run("-q validate --input /work/in.csv --concurrency 1 --retries 0 " + options, transport, fileSystem: files)
    }

    /// Address Validation's answers, in order (the last repeats); the token is cached by the first run.
    func xav(_ answers: [MockResponse] = [.json(U.valid)]) -> MockTransport {
        let transport = MockTransport()
        transport.onSequence(.post, U.xavPath, answers)
        return transport
    }

    func text(_ files: InMemoryFileSystem, _ path: String) throws -> String { try files.readText(at: path) }

    /// Issue 37 item 8: a resumed run exited 0 with the `interrupted` records still in the file. Rows that
    /// met a 503, a 429 or Ctrl-C are sent again and their records replaced in place; the other records
    /// are kept; the rows never written are sent; the file then equals an uninterrupted run's byte for
    /// byte.
    @Test(arguments: [("ndjson", ""), ("csv", ""), ("ndjson", "--shard 1/3"), ("csv", "--shard 0/2")])
    func resumeRedoesWhatDidNotFinish(_ format: String, _ shard: String) async throws {
        let files = InMemoryFileSystem(files: ["/work/in.csv": Self.csv])
        let options = "-o \(format) \(shard) --output-file"
        let whole = await run("\(options) /work/whole", U.transport(), files)
        #expect(whole.exitCode == .success, "\(whole.stderr)")
        let expected = try text(files, "/work/whole")

        // A first run where every third request meets a 503, and some others a 429.
        let shardRows = expected.split(separator: "\n").count - (format == "csv" ? 1 : 0)
        let failing: [MockResponse] = (0..<shardRows).map { index in
            switch index % 3 {
            case 1: .json(U.envelope([("9590001", "Service unavailable")]), status: 503)
            case 2 where index % 2 == 0: .json(U.envelope([("10429", "Too Many Requests")]), status: 429)
            default: .json(U.valid)
            }
        }
        let first = await run("\(options) /work/out", xav(failing), files)
        #expect(first.exitCode == .failure, "\(first.stderr)")
        // Then cut as Ctrl-C leaves it: the last two rows written in flight (`interrupted`), the rest never
        // read, and half a record from a kill mid-write.
        var lines = try text(files, "/work/out").split(separator: "\n").map(String.init)
        let header = format == "csv" ? 1 : 0
        let records = lines.count - header
        let kept = records * 2 / 3
        lines = Array(lines.prefix(header + kept))
        for index in (lines.count - 2)..<lines.count {
            lines[index] = interrupted(lines[index], format: format)
        }
        let cut = lines.joined(separator: "\n") + "\n" + "{\"line\":9"
        try files.writeFileAtomically(Array(cut.utf8), to: "/work/out", mode: 0o644)
        let redo = lines.dropFirst(header).filter { $0.contains("503") || $0.contains("429") || $0.contains("interrupted") }.count
        #expect(redo >= 4)

        let healthy = xav()
        let resumed = await run("\(options) /work/out --resume", healthy, files)
        #expect(resumed.exitCode == .success, "\(resumed.stderr)")
        #expect(try text(files, "/work/out") == expected)
        #expect(U.xavRequests(healthy).count == redo + (records - kept), "only the rows that did not finish are sent")
        #expect(!files.fileExists(at: "/work/out.resume-tail"))
    }

    /// A record made `interrupted`, as Ctrl-C writes the rows in flight.
    func interrupted(_ record: String, format: String) -> String {
        if format == "csv" {
            // id,address1,city,state,zip, then the result columns: status … error_code, error_message.
            let fields = record.split(separator: ",", omittingEmptySubsequences: false).prefix(5)
            return (fields + ["error", "", "", "", "", "", "", "", "0", "interrupted", "not finished: the batch was interrupted"])
                .joined(separator: ",")
        }
        let key = record.prefix { $0 != "s" }  // {"line":N,"id":"R-N",
        return key + #"status":"error","classification":null,"candidate":null,"candidateCount":0,"#
            + #""error":{"code":"interrupted","message":"not finished: the batch was interrupted"}}"#
    }

    /// Offsets come from the reader, not from writing records again: a file whose lines end in CRLF (saved
    /// again by a spreadsheet or an editor) is cut where its first record to send again begins, and the
    /// records kept stay byte for byte.
    @Test(arguments: ["ndjson", "csv"])
    func resumeCutsACRLFFileWhereTheReaderFoundTheRecord(_ format: String) async throws {
        let files = InMemoryFileSystem(files: ["/work/in.csv": Self.csv])
        let whole = await run("-o \(format) --output-file /work/whole", U.transport(), files)
        #expect(whole.exitCode == .success, "\(whole.stderr)")
        let lines = try text(files, "/work/whole").split(separator: "\n").map(String.init)
        let header = format == "csv" ? 1 : 0
        let kept = Array(lines.prefix(header + 10))
        let saved = (kept + [interrupted(lines[header + 10], format: format)]).joined(separator: "\r\n") + "\r\n"
        try files.writeFileAtomically(Array(saved.utf8), to: "/work/out", mode: 0o644)
        let healthy = xav()
        let resumed = await run("-o \(format) --output-file /work/out --resume", healthy, files)
        #expect(resumed.exitCode == .success, "\(resumed.stderr)")
        #expect(U.xavRequests(healthy).count == Self.rows - 10)
        let expected = kept.joined(separator: "\r\n") + "\r\n" + lines.dropFirst(header + 10).joined(separator: "\n") + "\n"
        #expect(try text(files, "/work/out") == expected)
    }

    /// The circuit breaker's story end to end: a batch stopped against a service that is down, then
    /// resumed once it answers, equals an uninterrupted run.
    @Test func resumeAfterTheCircuitBreakerCompletesTheBatch() async throws {
        let files = InMemoryFileSystem(files: ["/work/in.csv": Self.csv])
        _ = await run("--output-file /work/whole", U.transport(), files)
        let stopped = await run("--output-file /work/out", xav([.status(503)]), files)
        #expect(stopped.exitCode == .temporaryFailure, "\(stopped.stderr)")
        let healthy = xav()
        let resumed = await run("--output-file /work/out --resume", healthy, files)
        #expect(resumed.exitCode == .success, "\(resumed.stderr)")
        #expect(try text(files, "/work/out") == text(files, "/work/whole"))
        #expect(U.xavRequests(healthy).count == Self.rows)
    }

    /// An answer about the row (UPS's 400 for a bad country) is what a later run would meet too: kept,
    /// not sent again, while an interrupted row after it is.
    @Test func resumeKeepsErrorsALaterRunWouldMeetToo() async throws {
        let files = InMemoryFileSystem(files: ["/work/in.csv": Self.csv])
        let refused = MockResponse.json(U.envelope([("264002", "Country code is invalid or missing.")]), status: 400)
        _ = await run("--output-file /work/out", U.transport(xav: [.json(U.valid), refused, .json(U.valid)]), files)
        var lines = try text(files, "/work/out").split(separator: "\n").map(String.init)
        #expect(lines[1].contains(#""code":"264002""#))
        lines[5] = interrupted(lines[5], format: "ndjson")
        try files.writeFileAtomically(Array((lines.joined(separator: "\n") + "\n").utf8), to: "/work/out", mode: 0o644)
        let again = xav()
        let resumed = await run("--output-file /work/out --resume", again, files)
        // The exit code counts this run's rows, as for the rows skipped before the first one sent again.
        #expect(resumed.exitCode == .success, "\(resumed.stderr)")
        #expect(U.xavRequests(again).count == 1)
        let after = try text(files, "/work/out").split(separator: "\n").map(String.init)
        #expect(after[1] == lines[1])
        #expect(after[5].contains(#""status":"valid""#))
    }

    /// A record after the first one sent again that belongs to another row: exit 65, the file as it was.
    @Test func resumeLeavesAFileThatDoesNotMatchAsItWas() async throws {
        let files = InMemoryFileSystem(files: ["/work/in.csv": Self.csv])
        _ = await run("--output-file /work/out", U.transport(), files)
        var lines = try text(files, "/work/out").split(separator: "\n").map(String.init)
        lines[3] = interrupted(lines[3], format: "ndjson")
        lines[10] = lines[10].replacingOccurrences(of: "\"R-11\"", with: "\"X\"")
        let before = lines.joined(separator: "\n") + "\n"
        try files.writeFileAtomically(Array(before.utf8), to: "/work/out", mode: 0o644)
        let resumed = await run("--output-file /work/out --resume", xav(), files)
        #expect(resumed.exitCode == .dataError, "\(resumed.stderr)")
        #expect(resumed.stderr.contains("--resume: /work/out does not match the input: the input's row at line 12 (id R-11) has the record of line 12 (id X)"),
            "\(resumed.stderr)")
        #expect(try text(files, "/work/out") == before)
        #expect(!files.fileExists(at: "/work/out.resume-tail"))
    }
}
