import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import DigitalLink
@testable import tracewise

/// The hot path (line bytes → `DigitalLinkScan` → `ParseLinkScanWriter`, and `ParseLinkFieldPlan` for
/// `--fields`) against the general path (`DigitalLinkParser.parse` → `ParseLinkRecord.jsonValue`, with
/// `FieldSelection.apply`, written by Shared's JSONWriter): the same bytes for every link of the GS1 case file, strict and lenient, and for
/// links chosen for what the writer must get right.
struct ParseLinkScanWriterTests {
    static let chosen = [
        // escapes in values and in other parameters, a repeated parameter name, + as a space
        "https://id.gs1.org/01/09506000134352/10/A%22B%5CC%2FD?17=271200&linkType=gs1:pip&x=1&linkType=gs1%3Aepil",
        "https://id.gs1.org/01/09506000134352?note=%00%1F%7F&a+b=c+d&%C3%A9=%E2%82%AC",
        // dates: day 00, a date AI whose value is not a date, date-times, several dates
        "https://id.gs1.org/01/09506000134352/10/X?15=280200&7003=2712312359&11=260101&7007=260101260131",
        "https://example.com/shop/00/106141412345678908?02=09506000134352&37=12",
        "https://id.gs1.org/414/9506000134376/254/1?7040=1ABC",
        // lenient: padding and alphas
        "https://example.com/gtin/9506000134352/lot/ABC?exp=271231",
        // invalid of several kinds, and a URI with quotes and control-free oddities
        "https://id.gs1.org/01/09506000134353", "https://id.gs1.org/01/09506000134352/21/A/10/B",
        "ftp://id.gs1.org/01/09506000134352", "https://example.com/\"quoted\"/01/09506000134352",
        "https://id.gs1.org/01/09506000134352/10/A%2", "https://id.gs1.org/01/09506000134352?17=",
        // more parameters than are compared pairwise (`UniqueParameterNames`): repeats found by hashing
        "https://id.gs1.org/01/09506000134352/10/X?17=271231&"
            + (0..<40).map { "p\($0 % 13)=v\($0)" }.joined(separator: "&") + "&linkType=a&p3=last&%70%31=encoded",
    ]

    static func reference(_ uris: [String], lenient: Bool, format: OutputFormat, fields: FieldSelection? = nil) -> String {
        let parser = DigitalLinkParser(lenient: lenient)
        var builder = ParseLinkRecordBuilder(currentYear: 2026)
        let records = uris.map { uri in
            let value = builder.record(uri: uri, parser: parser).jsonValue
            return JSONWriter.compact(fields.map { $0.apply(to: value) } ?? value)
        }
        return format == .ndjson
            ? records.map { $0 + "\n" }.joined()
            : (records.isEmpty ? "[]\n" : "[" + records.joined(separator: ",") + "]\n")
    }

    static func hotPath(
        _ uris: [String], lenient: Bool, format: OutputFormat, fields: FieldSelection? = nil, threads: Int
    ) -> (String, String) {
        let out = BufferSink(), err = BufferSink()
        var session = ParseLinkSession(
            parser: DigitalLinkParser(lenient: lenient), builder: ParseLinkRecordBuilder(currentYear: 2026),
            output: ParseLinkOutput(encoder: encoder(format, fields: fields), sink: out), notes: err, tool: "tracewise", threads: threads)
        session.handle(batch: URIBatch(uris))
        session.finish()
        return (out.text, err.text)
    }

    static func encoder(_ format: OutputFormat, fields: FieldSelection? = nil) -> ParseLinkRecordEncoder {
        ParseLinkRecordEncoder(
            format: format, isSingle: false, isPretty: false, fields: fields,
            table: TableRenderer(columns: ParseLinkRecordShape.tableColumns, maxWidth: nil))
    }

    @Test(arguments: [false, true], [OutputFormat.ndjson, .json])
    func theHotPathWritesWhatTheRecordWriterWrites(lenient: Bool, format: OutputFormat) {
        let uris = Self.chosen + DigitalLinkCase.all.map(\.uri)
        let expected = Self.reference(uris, lenient: lenient, format: format)
        for threads in [1, 2] {
            let (got, _) = Self.hotPath(uris, lenient: lenient, format: format, threads: threads)
            #expect(got == expected)
            if got != expected {
                let pairs = zip(got.split(separator: "\n"), expected.split(separator: "\n"))
                if let first = pairs.first(where: { $0.0 != $0.1 }) { Issue.record("got \(first.0)\nexpected \(first.1)") }
            }
        }
    }

    @Test(arguments: ParseLinkFieldPlanTests.selections)
    func fieldsOnTheHotPathWriteWhatTheGeneralPathWrites(_ selection: String) throws {
        let fields = try #require(FieldSelection(selection))
        let uris = Self.chosen + DigitalLinkCase.all.map(\.uri)
        for lenient in [false, true] {
            let expected = Self.reference(uris, lenient: lenient, format: .ndjson, fields: fields)
            let (got, _) = Self.hotPath(uris, lenient: lenient, format: .ndjson, fields: fields, threads: 2)
            #expect(got == expected, "\(selection), lenient \(lenient)")
        }
    }

    @Test func notesNameTheURIInInputOrder() {
        let (_, err) = Self.hotPath(
            ["https://example.com/gtin/9506000134352", "ftp://x", "https://id.gs1.org/01/09506000134352?exp=271231"],
            lenient: false, format: .ndjson, threads: 1)
        #expect(err == """
            tracewise: note: https://id.gs1.org/01/09506000134352?exp=271231: query parameter exp= kept as an ordinary \
            parameter; it is the deprecated convenience alpha for AI 17 (write 17= or use --lenient)

            """)
    }
}
