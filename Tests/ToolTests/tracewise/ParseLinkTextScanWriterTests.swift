import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import DigitalLink
@testable import tracewise

/// `-o csv` and `-o table` to a pipe on the hot path (line bytes → `DigitalLinkScan` → `ParseLinkCells` →
/// `ParseLinkTextScanWriter`) against the record path (`ParseLinkRecord` → `ParseLinkTextRenderer`): the
/// same bytes for every link of the GS1 case file, strict and lenient, with and without `--fields`, and
/// for links chosen for quoting, control characters, non-ASCII text (which goes through the record) and
/// a title wider in bytes than on screen.
struct ParseLinkTextScanWriterTests {
    static let chosen = ParseLinkScanWriterTests.chosen + [
        "https://example.com/a,b/01/09506000134352/10/%22Q%22%2C1?x=%20lead&y=trail%20",
        "https://id.gs1.org/01/09506000134352/10/A%0AB%0DC%09D?17=271200&n=%7F",
        "https://id.gs1.org/01/09506000134352?3141=000123&3100=000500",
        "https://id.gs1.org/01/09506000134352/10/%C3%A9t%C3%A9?%E2%82%AC=1",
        "https://id.gs1.org/01/09506000134353/10/%C3%A9",
        // more rows than `ParseLinkCells` first has room for, with a name repeated
        "https://id.gs1.org/01/09506000134352/10/L?" + (0..<20).map { "p\($0)=v\($0)" }.joined(separator: "&") + "&p3=last",
        // a comma in the URI and spaces inside values (quoted), a value longer than its title
        "https://example.com/a,b/01/09506000134352/21/AB?x=a%20b&y=ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
    ]

    static let selections = [
        nil, "uri,ai,value", "error,valid", "date,title,in,primaryKey", "value,uri,value",
        // more columns than `ParseLinkCells` first has widths for
        "uri,valid,primaryKey,ai,title,value,in,date,error,error,date,in,value,title,ai,primaryKey,valid,uri,value",
        // a title longer in bytes than on screen ("AREA (m²)") in many columns of one line
        Array(repeating: "title", count: 40).joined(separator: ","),
    ]

    static func table() -> TableRenderer {
        TableRenderer(columns: ParseLinkRecordShape.tableColumns, maxWidth: nil)
    }

    /// What the record path writes for `uris`.
    static func reference(_ uris: [String], lenient: Bool, format: OutputFormat, fields: FieldSelection?) -> String {
        let parser = DigitalLinkParser(lenient: lenient)
        var builder = ParseLinkRecordBuilder(currentYear: 2026)
        let columns = fields?.paths.compactMap { ParseLinkRecordShape.csvColumns.firstIndex(of: $0) }
        var text = format == .csv ? ParseLinkRecordShape.csvHeader(columns: columns) : ""
        for uri in uris {
            let record = builder.record(uri: uri, parser: parser)
            text += format == .csv
                ? ParseLinkTextRenderer.csvRows(record, columns: columns)
                : ParseLinkTextRenderer.tableBlock(record, renderer: table(), columns: columns)
        }
        return text
    }

    static func hotPath(_ uris: [String], lenient: Bool, format: OutputFormat, fields: FieldSelection?, threads: Int) -> String {
        let out = BufferSink()
        let encoder = ParseLinkRecordEncoder(format: format, isSingle: false, isPretty: false, fields: fields, table: table())
        var session = ParseLinkSession(
            parser: DigitalLinkParser(lenient: lenient), builder: ParseLinkRecordBuilder(currentYear: 2026),
            output: ParseLinkOutput(encoder: encoder, sink: out), notes: nil, tool: "tracewise", threads: threads)
        session.handle(batch: URIBatch(uris))
        session.finish()
        return out.text
    }

    @Test(arguments: [OutputFormat.csv, .table], selections)
    func csvAndTableOnTheHotPathWriteWhatTheRecordRenderersWrite(format: OutputFormat, selection: String?) throws {
        let fields = try selection.map { try #require(FieldSelection($0)) }
        let uris = Self.chosen + DigitalLinkCase.all.map(\.uri)
        for lenient in [false, true] {
            let expected = Self.reference(uris, lenient: lenient, format: format, fields: fields)
            for threads in [1, 2] {
                let got = Self.hotPath(uris, lenient: lenient, format: format, fields: fields, threads: threads)
                #expect(got == expected, "\(format) \(selection ?? "all"), lenient \(lenient), \(threads) threads")
                if got != expected {
                    let pairs = zip(got.split(separator: "\n"), expected.split(separator: "\n"))
                    if let first = pairs.first(where: { $0.0 != $0.1 }) { Issue.record("got \(first.0)\nexpected \(first.1)") }
                }
            }
        }
    }
}
