import Synchronization
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
@testable import DigitalLink
@testable import tracewise
import ToolkitTestSupport

/// ParseLinkSession with the lenient parser: lenient notes on stderr, -q, counts, the output's flushing,
/// and workers that write what one thread writes.
struct ParseLinkSessionTests {
    func encoder(_ format: OutputFormat) -> ParseLinkRecordEncoder {
        ParseLinkRecordEncoder(
            format: format, isSingle: false, isPretty: false, fields: nil,
            table: TableRenderer(columns: ParseLinkRecordShape.tableColumns, maxWidth: nil))
    }

    func session(
        quiet: Bool = false, format: OutputFormat = .ndjson, threads: Int = 1
    ) -> (ParseLinkSession, BufferSink, BufferSink) {
        let out = BufferSink(), err = BufferSink()
        return (session(writingTo: out, format: format, notes: quiet ? nil : err, threads: threads), out, err)
    }

    /// A lenient session writing its records to `sink`.
    func session(
        writingTo sink: any OutputSink, format: OutputFormat = .ndjson, notes: (any OutputSink)? = nil, threads: Int
    ) -> ParseLinkSession {
        ParseLinkSession(
            parser: DigitalLinkParser(lenient: true), builder: ParseLinkRecordBuilder(currentYear: 2026),
            output: ParseLinkOutput(encoder: encoder(format), sink: sink), notes: notes, tool: "tracewise", threads: threads)
    }

    @Test(arguments: [OutputFormat.ndjson, .json, .csv, .table])
    func workersWriteExactlyWhatOneThreadWrites(_ format: OutputFormat) async throws {
        // Mixed valid and invalid URIs with notes: batches large enough for other threads (of uneven
        // sizes, so a later one may finish first), small ones parsed on the calling thread between them,
        // and single URIs.
        let uris = (0..<6_000).map { $0 % 7 == 3 ? "ftp://x/\($0)" : "https://example.com/\($0)/gtin/9506000134352" }
        let cuts = [0, 1_000, 1_001, 1_300, 1_400, 2_500, 2_800, 2_810, 3_900, 4_200, 6_000]
        var outputs: [(String, String)] = []
        for threads in [1, 2, 3] {
            var (session, out, err) = session(format: format, threads: threads)
            try await session.run(batches: zip(cuts, cuts.dropFirst()).map { URIBatch(Array(uris[$0..<$1])) })
            session.finish()
            #expect(session.count == 6_000)
            #expect(session.invalidCount == uris.filter { $0.hasPrefix("ftp") }.count)
            outputs.append((out.text, err.text))
        }
        for other in outputs.dropFirst() {
            #expect(other.0 == outputs[0].0)
            #expect(other.1 == outputs[0].1)
        }
        #expect(!outputs[0].0.isEmpty)
    }

    @Test func batchesAreCutByBytesNotByCount() async throws {
        // 150 URIs of about 220 bytes: a full batch (32 KiB) of fewer than 256 links, which a rule by
        // count kept whole.
        let tail = String(repeating: "x", count: 200)
        let uris = (0..<150).map { "https://example.com/01/09506000134352/21/\(tail)\($0)" } + ["https://a"]
        var (session, out, _) = session(threads: 2)
        #expect(uris.dropLast().joined().utf8.count >= session.batchBytes)
        try await ParseLinkCommand.readLines(from: BufferInput(uris.joined(separator: "\n")), into: &session)
        session.finish()
        #expect(session.batchCount == 2, "a full batch, then the rest")
        let lines = out.text.split(separator: "\n")
        #expect(lines.count == 151)
        #expect(lines[149].contains("x149\""))
    }

    @Test func anOutputThatFailsStopsTheRunWithEveryBatchInHandFinished() async throws {
        let uris = (0..<20_000).map { "https://example.com/\($0)/gtin/9506000134352" }.joined(separator: "\n")
        var (whole, wholeOut, _) = session(threads: 1)
        try await ParseLinkCommand.readLines(from: BufferInput(uris), into: &whole)
        whole.finish()
        let sink = FailingSink(capacity: 100_000)
        var session = session(writingTo: sink, threads: 2)
        await #expect(throws: WriteFailure.self) { try await ParseLinkCommand.readLines(from: BufferInput(uris), into: &session) }
        session.finish()  // returns: every batch in hand is finished and written (to a sink that takes no more)
        #expect(sink.text.utf8.count == 100_000)
        #expect(wholeOut.text.hasPrefix(sink.text), "what was written is the start of the output, in input order")
        #expect(session.count < 20_000)
    }

    @Test func aFlushWritesEveryBatchStillInHand() {
        var (session, out, _) = session(threads: 2)
        for start in stride(from: 0, to: 3_000, by: 300) {
            session.handle(batch: URIBatch((start..<start + 300).map { "https://x/\($0)" }))
        }
        session.flush()
        let lines = out.text.split(separator: "\n")
        #expect(lines.count == 3_000)
        #expect(lines.last?.hasPrefix(#"{"uri":"https://x/2999""#) == true)
    }

    @Test func aParallelFirstBatchOpensTheJSONArray() async throws {
        var (session, out, _) = session(format: .json, threads: 2)
        try await session.run(batches: [URIBatch((0..<600).map { "https://x/\($0)" }), URIBatch(["https://y"])])
        session.finish()
        let array = try #require(try JSONParser.parse(out.text).arrayValue)
        #expect(array.count == 601)
        #expect(array[599]["uri"] == .string("https://x/599"))
    }

    @Test func lenientNotesGoToStderrOnePerLineWithTheURI() {
        var (session, out, err) = session()
        session.handle("https://example.com/gtin/9506000134352")
        session.handle("ftp://x")
        session.finish()
        #expect(err.text == """
            tracewise: note: https://example.com/gtin/9506000134352: convenience alpha /gtin/ read as AI 01
            tracewise: note: https://example.com/gtin/9506000134352: GTIN-13 9506000134352 padded to 14 digits

            """)
        #expect(out.text.split(separator: "\n").count == 2)
        #expect(session.count == 2)
        #expect(session.invalidCount == 1)
    }

    @Test func quietDropsTheNotes() {
        var (session, out, err) = session(quiet: true)
        session.handle("https://example.com/gtin/9506000134352")
        session.finish()
        #expect(err.text.isEmpty)
        #expect(!out.text.isEmpty)
    }

    @Test func outputWaitsForAFlushUntilTheBufferIsLarge() {
        var (session, out, _) = session()
        session.handle("https://a")
        #expect(out.text.isEmpty)
        session.flush()
        #expect(out.text.hasPrefix(#"{"uri":"https://a","form":"uri","valid":false"#))
        let before = out.bytes.count
        let line = before
        for _ in 0..<(ParseLinkOutput.flushThreshold / line + 1) { session.handle("https://a") }
        #expect(out.bytes.count > before)
    }

    /// Input in pieces, one per read, that says whether a read would wait, and what the output held
    /// when each read came.
    final class PiecewiseInput: InputSource {
        let pieces: Mutex<[String]>
        let readsWouldWait: Bool
        let out: BufferSink
        let outputAtReads = Mutex<[String]>([])
        init(_ pieces: [String], readsWouldWait: Bool, out: BufferSink) {
            self.pieces = Mutex(pieces)
            self.readsWouldWait = readsWouldWait
            self.out = out
        }
        func read(upTo maxCount: Int) throws(FileSystemError) -> [UInt8] {
            let text = out.text
            outputAtReads.withLock { $0.append(text) }
            return pieces.withLock { $0.isEmpty ? [] : Array($0.removeFirst().utf8) }
        }
        func hasInputNow() -> Bool { !readsWouldWait }
    }

    @Test func recordsAreDeliveredBeforeAReadThatMayWait() async throws {
        let (session0, out, _) = session(threads: 2)
        var session = session0
        let input = PiecewiseInput(["https://a\n", "https://b\n"], readsWouldWait: true, out: out)
        try await ParseLinkCommand.readLines(from: input, into: &session)
        session.finish()
        let seen = input.outputAtReads.withLock { $0 }
        #expect(seen.count == 3)
        #expect(seen[1].hasPrefix(#"{"uri":"https://a""#), "the first record is out before the second read")
        #expect(seen[2].contains(#"{"uri":"https://b""#))
    }

    @Test func aFileStreamsThroughWithoutAFlushPerRead() async throws {
        let (session0, out, _) = session(threads: 2)
        var session = session0
        let input = PiecewiseInput(["https://a\n", "https://b\n", "https://c\n"], readsWouldWait: false, out: out)
        try await ParseLinkCommand.readLines(from: input, into: &session)
        let seen = input.outputAtReads.withLock { $0 }
        #expect(seen.count == 4)
        #expect(seen.allSatisfy { $0.isEmpty }, "nothing written while input was at hand")
        session.finish()
        #expect(out.text.split(separator: "\n").count == 3)
    }
}

extension ParseLinkSession {
    /// `batches`, in order, through `run` (with several threads, side by side).
    mutating func run(batches: [URIBatch]) async throws {
        var rest = batches[...]
        try await run(
            next: { batch in
                guard let first = rest.popFirst() else { return false }
                batch = first
                return true
            },
            hasBatchNow: { true })
    }
}
