import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport
@testable import DigitalLink
@testable import tracewise

/// What a first-time user met (trial of 2026-12-06): an AI read twice printed JSON with a key twice, a
/// `--stem` with a query swallowed the AIs, a value's line feed started a line of its own on stderr, and
/// `/414/gtin/…` was called a compressed link that does not decode, `bad` was "not an http:// URI" to a
/// command that reads four forms, and the summary called an element string a link.
struct ParseLinkFirstUseTests {
    func run(_ arguments: [String], stdin: String = "") async -> ToolHarness.Result {
        await ToolHarness(tool: Tracewise.definition).run(arguments: arguments, stdin: stdin)
    }

    /// The same AI read twice with the same value (a label scanned twice) is valid, as in GS1's engine,
    /// and kept once: one key in `ais`, one element, one AI in the compressed link. Seen before: the key
    /// twice in one object, the second element "in":"query", AI 10 twice in the blob.
    @Test(arguments: [
        "(01)09506000134352(10)ABC(10)ABC",
        "]d201095060001343521012\u{1D}1012",
        "https://id.gs1.org/01/09506000134352/ARFKk4XBoELGkb6",
    ])
    func anAIReadTwiceWithTheSameValueIsKeptOnce(_ input: String) async throws {
        let result = await run(["parse-link", "--compress", "-o", "ndjson", input])
        #expect(result.exitCode == .success, "\(result.stdout)\(result.stderr)")
        let record = try JSONParser.parse(result.stdout)
        let elements = record["elements"]?.arrayValue ?? []
        let ais = elements.compactMap { $0["ai"]?.stringValue }
        #expect(Set(ais).count == ais.count, "\(result.stdout)")
        #expect(!result.stdout.contains(#""10":"ABC","10""#) && !result.stdout.contains(#""01":"09506000134352","01""#))
        #expect(elements.allSatisfy { $0["in"] == .string("path") }, "\(result.stdout)")
        guard let compressed = record["compressedUri"]?.stringValue else { Issue.record("no compressedUri"); return }
        let again = await run(["parse-link", "-o", "ndjson", compressed])
        #expect(try JSONParser.parse(again.stdout)["elements"]?.arrayValue?.count == elements.count, "\(again.stdout)")
    }

    /// With another value it is a fault: refused, or under --lenient read with the first value.
    @Test func anAIReadTwiceWithAnotherValueStaysAFault() async throws {
        let strict = await run(["parse-link", "-o", "ndjson", "(01)09506000134352(10)ABC(10)ABD"])
        #expect(strict.exitCode == .dataError)
        #expect(strict.stdout.contains("AI 10 appears twice with different values"))
        let lenient = await run(["parse-link", "--lenient", "-o", "ndjson", "(01)09506000134352(10)ABC(10)ABD"])
        #expect(lenient.exitCode == .success)
        #expect(try JSONParser.parse(lenient.stdout)["ais"]?["10"] == .string("ABC"))
    }

    /// The AIs' path follows the stem, so a stem with a query or fragment is refused (exit 64); it wrote
    /// `https://example.com/shop?x=1/01/…`.
    @Test(arguments: ["https://example.com/shop?x=1", "https://example.com/#frag"])
    func aStemWithAQueryOrFragmentIsRefused(_ stem: String) async {
        let result = await run(["parse-link", "--stem", stem, "(01)09506000134352"])
        #expect(result.exitCode == .usage)
        #expect(result.stderr.contains("without spaces, query or fragment"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    /// A line feed in a value reaches stderr's note as `\n`, on the note's one line: it started a line
    /// that had no `tracewise: note:` before it.
    @Test func aLineFeedInAValueStaysOnTheNotesLine() async throws {
        let result = await run(["parse-link", "--lenient", "-o", "ndjson", "(01)09506000134352(10)A\nB"])
        #expect(result.exitCode == .success, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(lines.allSatisfy { $0.hasPrefix("tracewise: note: ") })
        #expect(result.stderr.contains(#"(10)A\nB"#))
    }

    /// Digits alone after a key and a word are a value behind a convenience alpha, not a blob: strict,
    /// the parser's reason; lenient, read as the URI. It said "compressed" and the blob's error.
    @Test func aConvenienceAlphaBeforeDigitsIsAURIsFault() async throws {
        let strict = await run(["parse-link", "-o", "ndjson", "https://id.gs1.org/414/gtin/9506000134352"])
        let record = try JSONParser.parse(strict.stdout)
        #expect(record["form"] == .string("uri"), "\(strict.stdout)")
        #expect(record["error"]?.stringValue?.contains("convenience alpha '/gtin/'") == true, "\(strict.stdout)")
        let lenient = await run(["parse-link", "--lenient", "-o", "ndjson", "https://id.gs1.org/414/gtin/9506000134352"])
        #expect(try JSONParser.parse(lenient.stdout)["form"] == .string("uri"), "\(lenient.stdout)")
        #expect(lenient.exitCode == .success)
    }

    /// A line like none of the forms is told what they look like; one that looks like a URI keeps the
    /// URI's reason; the summary counts inputs.
    @Test func aLineOfNoFormIsToldWhatTheFormsLookLike() async throws {
        let result = await run(["parse-link", "-o", "ndjson", "bad", "09506000134352", "id.gs1.org/01/09506000134352"])
        let records = try result.stdout.split(separator: "\n").map { try JSONParser.parse(String($0)) }
        try #require(records.count == 3, "\(result.stdout)")
        #expect(records[0]["error"] == .string(GS1DataReader.notGS1Data))
        #expect(records[1]["error"] == .string(GS1DataReader.notGS1Data))
        #expect(records[2]["error"] == .string("not an http:// or https:// URI"))
        #expect(result.stderr == "tracewise: 3 of 3 inputs are invalid\n")
    }

    /// A control character in a value is named by its code, as in a URI: the table showed a tab as a space
    /// ("character ' ' is not allowed").
    @Test func aControlCharacterInAValueIsNamedByItsCode() async throws {
        let result = await run(["parse-link", "-o", "ndjson", "(01)09506000134352(10)A\tB"])
        let record = try JSONParser.parse(result.stdout)
        #expect(record["error"]?.stringValue?.hasSuffix("character 0x9 (a control character) is not allowed (GS1 CSET 82)") == true,
                "\(result.stdout)")
        let table = await run(["parse-link", "-o", "table", "(01)09506000134352(10)A\tB"])
        #expect(table.stdout.contains("0x9 (a control character)"), "\(table.stdout)")
    }
}
