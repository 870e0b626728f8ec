import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
@testable import DigitalLink
@testable import tracewise

/// ParseLinkSession with the lenient parser: lenient notes on stderr, -q, counts, the output's flushing,
/// and workers that write what one thread writes.
struct ParseLinkSessionTests {
    func session(
        quiet: Bool = false, format: OutputFormat = .ndjson, threads: Int = 1
    ) -> (ParseLinkSession, BufferSink, BufferSink) {
        let out = BufferSink(), err = BufferSink()
        let encoder = ParseLinkRecordEncoder(
            format: format, isSingle: false, isPretty: false, fields: nil,
            table: TableRenderer(columns: ParseLinkTextRenderer.tableColumns, maxWidth: nil))
        let session = ParseLinkSession(
            parser: DigitalLinkParser(lenient: true), builder: ParseLinkRecordBuilder(currentYear: 2026),
            output: ParseLinkOutput(encoder: encoder, sink: out), notes: quiet ? nil : err, tool: "tracewise",
            threads: threads)
        return (session, out, err)
    }

    @Test(arguments: [OutputFormat.ndjson, .json, .csv, .table])
    func workersWriteExactlyWhatOneThreadWrites(_ format: OutputFormat) {
        // Mixed valid and invalid URIs with notes, in batches big and small, with single URIs between.
        let uris = (0..<3_000).map { $0 % 7 == 3 ? "ftp://x/\($0)" : "https://example.com/\($0)/gtin/9506000134352" }
        var outputs: [(String, String)] = []
        for threads in [1, 3] {
            var (session, out, err) = session(format: format, threads: threads)
            session.handle(batch: URIBatch(Array(uris[0..<1_000])))
            session.handle(uris[1_000])
            session.handle(batch: URIBatch(Array(uris[1_001..<1_100])))
            session.handle(batch: URIBatch(Array(uris[1_100...])))
            session.finish()
            #expect(session.count == 3_000)
            #expect(session.invalidCount == uris.filter { $0.hasPrefix("ftp") }.count)
            outputs.append((out.text, err.text))
        }
        #expect(outputs[0].0 == outputs[1].0)
        #expect(outputs[0].1 == outputs[1].1)
        #expect(!outputs[0].0.isEmpty)
    }

    @Test func aParallelFirstBatchOpensTheJSONArray() throws {
        var (session, out, _) = session(format: .json, threads: 2)
        session.handle(batch: URIBatch((0..<600).map { "https://x/\($0)" }))
        session.finish()
        let array = try #require(try JSONParser.parse(out.text).arrayValue)
        #expect(array.count == 600)
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
        #expect(out.text.hasPrefix(#"{"uri":"https://a","valid":false"#))
        let before = out.bytes.count
        let line = before
        for _ in 0..<(ParseLinkOutput.flushThreshold / line + 1) { session.handle("https://a") }
        #expect(out.bytes.count > before)
    }
}
