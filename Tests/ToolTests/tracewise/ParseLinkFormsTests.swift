import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport
@testable import DigitalLink
@testable import tracewise

/// Every form GS1 data comes in, through the whole command (issue 53 item 5): GS1's engine corpus read
/// from stdin as the engine reads it, and the contract's examples, `--stem` and `--compress`.
struct ParseLinkFormsTests {
    func run(_ arguments: [String], stdin: String = "") async -> ToolHarness.Result {
        let harness = ToolHarness(tool: Tracewise.definition)
        return await harness.run(arguments: arguments, stdin: stdin)
    }

    func records(_ text: String) throws -> [JSONValue] {
        try text.split(separator: "\n").map { try JSONParser.parse(String($0)) }
    }

    /// The 870 inputs of GS1's engine corpus, piped through parse-link: the engine's AIs and Digital Link
    /// where it read them, refused where it refused (but the two written-down differences, `]d1`/`]Q1`).
    @Test func theEngineCorpusReadsThroughTheCommandAsTheEngineReadsIt() async throws {
        let corpus = GS1EngineReading.all
        let result = await run(["parse-link", "-o", "ndjson"], stdin: corpus.map(\.input).joined(separator: "\n") + "\n")
        let printed = try records(result.stdout)
        try #require(printed.count == corpus.count)
        var agreed = 0
        for (reading, record) in zip(corpus, printed) {
            #expect(record["input"] == .string(reading.input), "\(reading.input)")
            #expect(record["form"] == .string(reading.input.first == "(" ? "element-string" : "scan"), "\(reading.input)")
            guard let ais = reading.aisOnce, !reading.input.hasPrefix("]d1"), !reading.input.hasPrefix("]Q1") else {
                #expect(record["valid"] == .bool(false), "\(reading.input)")
                continue
            }
            let elements = record["elements"]?.arrayValue ?? []
            let read = elements.map { "\($0["ai"]?.stringValue ?? "")=\($0["value"]?.stringValue ?? "")" }
            #expect(record["valid"] == .bool(true), "\(reading.input): \(record["error"]?.stringValue ?? "")")
            #expect(read == ais, "\(reading.input)")
            #expect(record["canonicalUri"] == (reading.link.map(JSONValue.string) ?? .null), "\(reading.input)")
            if read == ais { agreed += 1 }
        }
        #expect(agreed == corpus.filter { $0.ais != nil }.count - 2)
    }

    @Test func theContractsFormsEachGiveTheirRecord() async throws {
        let scan = "]d2010950600013435210ABC\u{1D}21XYZ"
        let result = await run([
            "parse-link", "(01)09506000134352(10)ABC(17)271231", scan, "^0109506000134352", "https://id.gs1.org/ARFKk4XBoA",
            "https://id.gs1.org/01/09506000134352/ZZZZZZZZ",
        ])
        let printed = try records(result.stdout)
        try #require(printed.count == 5)
        #expect(printed[0]["input"] == .string("(01)09506000134352(10)ABC(17)271231"))
        #expect(printed[0]["uri"] == nil)
        #expect(printed[0]["form"] == .string("element-string"))
        #expect(printed[0]["canonicalUri"] == .string("https://id.gs1.org/01/09506000134352/10/ABC?17=271231"))
        #expect(printed[1]["form"] == .string("scan"))
        #expect(printed[1]["canonicalUri"] == .string("https://id.gs1.org/01/09506000134352/10/ABC/21/XYZ"))
        #expect(printed[2]["form"] == .string("scan"))
        #expect(printed[2]["gtin"] == .string("09506000134352"))
        // Once refused as "not supported": a compressed link decodes.
        #expect(printed[3]["uri"] == .string("https://id.gs1.org/ARFKk4XBoA"))
        #expect(printed[3]["form"] == .string("compressed"))
        #expect(printed[3]["valid"] == .bool(true))
        #expect(printed[3]["canonicalUri"] == .string("https://id.gs1.org/01/09506000134352"))
        #expect(!result.stdout.contains("not supported"))
        // A blob that does not decode is an invalid input of its form.
        #expect(printed[4]["form"] == .string("compressed"))
        #expect(printed[4]["valid"] == .bool(false))
        #expect(result.exitCode == .dataError)
    }

    /// A canonical link is copied into its record unscanned when its stem needs no JSON escape; a stem
    /// that does is escaped, whatever form the AIs came in.
    @Test func aStemWithAQuoteIsEscapedInEveryCanonicalLink() async throws {
        let result = await run(["parse-link", "-o", "ndjson", "--stem", #"https://example.com/a"b"#,
                                "https://id.gs1.org/01/09506000134352/10/ABC", "(01)09506000134352"])
        let printed = try records(result.stdout)
        try #require(printed.count == 2)
        #expect(printed[0]["canonicalUri"] == .string(#"https://example.com/a"b/01/09506000134352/10/ABC"#))
        #expect(printed[1]["canonicalUri"] == .string(#"https://example.com/a"b/01/09506000134352"#))
    }

    @Test func stemAndCompressWriteTheOtherLinks() async throws {
        let link = "https://id.gs1.org/01/09506000134352/10/ABC?17=271231"
        let result = await run(["parse-link", "--stem", "https://example.com/shop", "--compress", link, "(01)09506000134352"])
        let printed = try records(result.stdout)
        try #require(printed.count == 2)
        #expect(printed[0]["canonicalUri"] == .string("https://example.com/shop/01/09506000134352/10/ABC?17=271231"))
        #expect(printed[1]["compressedUri"] == .string("https://example.com/shop/ARFKk4XBoA"))
        // The compressed link of a URI is on its own stem, and reads back as the same AIs.
        let compressed = try #require(printed[0]["compressedUri"]?.stringValue)
        #expect(compressed.hasPrefix("https://id.gs1.org/"))
        let back = try JSONParser.parse(await run(["parse-link", compressed]).stdout)
        #expect(back["ais"] == printed[0]["ais"])
        #expect(back["form"] == .string("compressed"))
        let bad = await run(["parse-link", "--stem", "ftp://x", link])
        #expect(bad.exitCode == .usage)
    }

    /// About one blob in two thousand that `--compress` writes has no lower case or digit
    /// (`AAEFWP_DZEVA`): it reads back as the compressed link it is, where a slug of the same letters
    /// that does not decode stays a URI without a primary key.
    @Test func everyLinkCompressWritesReadsBackEvenABlobOfUpperCaseAlone() async throws {
        let link = "http://example.net/00/004597676527469652"
        let compressed = try JSONParser.parse(await run(["parse-link", "--compress", link]).stdout)["compressedUri"]
        #expect(compressed == .string("http://example.net/AAEFWP_DZEVA"))
        let back = try JSONParser.parse(await run(["parse-link", "http://example.net/AAEFWP_DZEVA"]).stdout)
        #expect(back["form"] == .string("compressed"))
        #expect(back["ais"]?["00"] == .string("004597676527469652"))
        #expect(GS1DataForm.of("https://example.com/summer-sale-2024") == .uri)
        let slug = try JSONParser.parse(await run(["parse-link", "https://example.com/summer-sale-2024"]).stdout)
        #expect(slug["error"] == .string("no GS1 primary key in the path"))
    }

    /// A compressed link's values go into JSON unlooked-at only when none can hold what JSON escapes: a
    /// value the blob holds in seven-bit ASCII (`A"B`), or a parameter percent-decoded beside the blob,
    /// is escaped. The link itself was checked as a URI's characters are, and holds no quote.
    @Test func aCompressedValueOrParameterHoldingAQuoteIsEscaped() async throws {
        let inBlob = try JSONParser.parse(await run(["parse-link", "https://id.gs1.org/ARFKk4XBoCEHBRQg"]).stdout)
        #expect(inBlob["form"] == .string("compressed"))
        #expect(inBlob["ais"]?["10"] == .string(#"A"B"#))
        let beside = try JSONParser.parse(await run(["parse-link", "https://id.gs1.org/ARFKk4XBoA?x=%22"]).stdout)
        #expect(beside["otherQuery"]?["x"] == .string(#"""#))
        // A parameter inside the blob, in seven-bit ASCII: a control character, a backslash.
        for (blob, value) in [("ARFKk4XBoeBxgEC", "\u{1}"), ("ARFKk4XBoeBxgG4", "\\")] {
            let inside = try JSONParser.parse(await run(["parse-link", "https://id.gs1.org/" + blob]).stdout)
            #expect(inside["otherQuery"]?["x"] == .string(value), "\(blob)")
        }
    }

    @Test func aTableShowsTheFormAndTheCanonicalLinkAboveTheRows() async {
        let result = await run(["parse-link", "-o", "table", "(01)09506000134352(10)ABC"])
        #expect(result.stdout == """
            (01)09506000134352(10)ABC
            form: element-string
            canonical: https://id.gs1.org/01/09506000134352/10/ABC
            AI  TITLE      VALUE
            01  GTIN       09506000134352
            10  BATCH/LOT  ABC


            """)
    }
}
