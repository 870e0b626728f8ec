import Testing
@testable import Shared
@testable import tracewise

/// ParseLinkSession with a stand-in parser: lenient notes on stderr, -q, counts, and the output's flushing.
struct ParseLinkSessionTests {
    static let lenientParse: @Sendable (String) -> DigitalLinkResult = { uri in
        guard uri.hasPrefix("https://") else { return .invalid(reason: "not http(s)") }
        let link = DigitalLink(
            uri: uri, primaryKey: "01", elements: [DigitalLinkElement(ai: "01", value: "09506000134352")],
            notes: ["GTIN-13 9506000134352 padded to 14 digits", "alpha 'gtin' read as AI 01"])
        return .valid(link)
    }

    func session(quiet: Bool = false) -> (ParseLinkSession, BufferSink, BufferSink) {
        let out = BufferSink(), err = BufferSink()
        let output = ParseLinkOutput(
            format: .ndjson, isSingle: false, isPretty: false, fields: nil,
            table: TableRenderer(columns: ParseLinkTextRenderer.tableColumns, maxWidth: nil), sink: out)
        let session = ParseLinkSession(
            parse: Self.lenientParse, builder: ParseLinkRecordBuilder(currentYear: 2026), output: output,
            notes: quiet ? nil : err, tool: "tracewise")
        return (session, out, err)
    }

    @Test func lenientNotesGoToStderrOnePerLineWithTheURI() {
        var (session, out, err) = session()
        session.handle("https://example.com/gtin/9506000134352")
        session.handle("ftp://x")
        session.finish()
        #expect(err.text == """
            tracewise: note: https://example.com/gtin/9506000134352: GTIN-13 9506000134352 padded to 14 digits
            tracewise: note: https://example.com/gtin/9506000134352: alpha 'gtin' read as AI 01

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
        #expect(out.text.hasPrefix(#"{"uri":"https://a","valid":true"#))
        let before = out.bytes.count
        let line = before
        for _ in 0..<(ParseLinkOutput.flushThreshold / line + 1) { session.handle("https://a") }
        #expect(out.bytes.count > before)
    }
}
