import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport
@testable import DigitalLink
@testable import tracewise

/// Input as files in the wild hold it, through the whole tool: a spreadsheet's padding at the end of a
/// line, an old Mac file's lone CRs, a query parameter without `=`, a `%` that starts no escape, and a
/// URI that only looks compressed under `--lenient`.
struct ParseLinkUntidyInputTests {
    static let link = "https://id.gs1.org/01/09506000134352/10/ABC"

    func run(_ arguments: [String], stdin: String = "") async -> ToolHarness.Result {
        await ToolHarness(tool: Tracewise.definition).run(arguments: arguments, stdin: stdin)
    }

    func records(_ stdout: String) throws -> [JSONValue] {
        try stdout.split(separator: "\n").map { try JSONParser.parse(String($0)) }
    }

    /// Spaces and tabs at the end of a line are dropped: the link was refused ("character ' ' is not
    /// allowed in a URI"). The `uri` is the link as read.
    @Test func aLinePaddedWithSpacesOrTabsIsTheLink() async throws {
        let result = await run(["parse-link", "-o", "ndjson"], stdin: "\(Self.link) \n\(Self.link)\t\t\r\n\(Self.link) \t")
        #expect(result.exitCode == .success, "\(result.stdout)\(result.stderr)")
        let read = try records(result.stdout)
        #expect(read.count == 3)
        #expect(read.allSatisfy { $0["valid"] == .bool(true) && $0["uri"] == .string(Self.link) }, "\(result.stdout)")
    }

    /// Lines ended by a lone CR are lines: `a\rb\r` was one input holding a CR, refused as a whole.
    @Test func linesEndedByALoneCRAreLines() async throws {
        let result = await run(["parse-link", "-o", "ndjson"], stdin: "\(Self.link)\r(01)09506000134352(10)A\r\r\(Self.link)\r")
        #expect(result.exitCode == .success, "\(result.stdout)\(result.stderr)")
        let read = try records(result.stdout)
        #expect(read.map { $0["form"]?.stringValue } == ["uri", "element-string", "uri"], "\(result.stdout)")
        #expect(read.allSatisfy { $0["valid"] == .bool(true) }, "\(result.stdout)")
    }

    /// In a file of LF lines, a lone CR inside a later line is refused by name, never part of a value.
    @Test func aLoneCRInsideALineOfAnLFFileIsRefused() async throws {
        let result = await run(["parse-link", "-o", "ndjson"], stdin: "\(Self.link)\n\(Self.link)\rX\n(01)09506000134352(10)A\rB\n")
        let read = try records(result.stdout)
        #expect(read.map { $0["valid"] } == [.bool(true), .bool(false), .bool(false)], "\(result.stdout)")
        #expect(read.dropFirst().allSatisfy { $0["error"]?.stringValue?.contains("0xD (a control character)") == true }, "\(result.stdout)")
    }

    /// `?x` is kept in `otherQuery` with an empty value (it vanished), and a `%` without two hex digits
    /// is refused wherever it is: it was accepted in a parameter without `=` and in the path's stem.
    @Test func aParameterWithoutEqualsIsKeptAndABarePercentIsRefusedEverywhere() async throws {
        let kept = await run(["parse-link", "-o", "ndjson", Self.link + "?x&linkType=all"])
        #expect(kept.exitCode == .success, "\(kept.stdout)")
        #expect(try JSONParser.parse(kept.stdout)["otherQuery"] == .object(["x": .string(""), "linkType": .string("all")]), "\(kept.stdout)")
        let bad = [Self.link + "?17=2712%", Self.link + "?x=%zz", Self.link + "?x%zz", Self.link + "?%",
                   "https://example.com/a%zz/01/09506000134352", Self.link + "%"]
        let refused = await run(["parse-link", "-o", "ndjson"] + bad)
        #expect(refused.exitCode == .dataError)
        let read = try records(refused.stdout)
        #expect(read.count == bad.count)
        #expect(read.allSatisfy { $0["error"]?.stringValue?.contains("malformed percent-escape") == true }, "\(refused.stdout)")
    }

    /// Beside a compressed link's blob too: a parameter without `=` is kept, a bare `%` refused.
    @Test func besideABlobAParameterWithoutEqualsIsKeptAndABarePercentRefused() async throws {
        let kept = await run(["parse-link", "-o", "ndjson", "https://id.gs1.org/ARFKk4XBoA?x&linkType=all"])
        #expect(kept.exitCode == .success, "\(kept.stdout)")
        #expect(try JSONParser.parse(kept.stdout)["otherQuery"] == .object(["x": .string(""), "linkType": .string("all")]), "\(kept.stdout)")
        let refused = await run(["parse-link", "-o", "ndjson", "https://id.gs1.org/ARFKk4XBoA?x%zz"])
        #expect(refused.exitCode == .dataError)
        #expect(try JSONParser.parse(refused.stdout)["error"]?.stringValue?.contains("malformed percent") == true, "\(refused.stdout)")
    }

    /// Under --lenient a malformed escape in the path before the AIs is a problem and the values are read,
    /// as one in a value is.
    @Test func aMalformedEscapeBeforeTheAIsIsAProblemUnderLenient() async throws {
        let result = await run(["parse-link", "--lenient", "-o", "ndjson", "https://example.com/a%zz/01/09506000134352"])
        #expect(result.exitCode == .success, "\(result.stdout)\(result.stderr)")
        let record = try JSONParser.parse(result.stdout)
        #expect(record["gtin"] == .string("09506000134352"), "\(result.stdout)")
        #expect(record["problems"] == .array([.string("the path before the AIs: malformed percent-escape '%zz' (a literal % is written %25)")]))
    }

    /// A URI the parser refuses whose last segment looks like a blob, which does not decode, is read as the
    /// URI it also is under --lenient: the parser's rejection, kept from the first try, is read again in
    /// spite of its faults. Strict, the blob's error stands.
    @Test func aRefusedURIThatLooksCompressedIsReadInSpiteOfItsFaultsUnderLenient() async throws {
        // A key, a word and a last segment of letters and digits: a blob to the form test, which does not
        // decode; a convenience alpha and a faulty GTIN to the parser.
        let uri = "https://id.gs1.org/414/gtin/95060001343Ab"
        let lenient = await run(["parse-link", "--lenient", "-o", "ndjson", uri])
        #expect(lenient.exitCode == .success, "\(lenient.stdout)\(lenient.stderr)")
        let record = try JSONParser.parse(lenient.stdout)
        #expect(record["form"] == .string("uri"), "\(lenient.stdout)")
        #expect(record["valid"] == .bool(false))
        #expect(record["gtin"] == .string("95060001343Ab"), "\(lenient.stdout)")
        #expect(record["problems"]?.arrayValue?.count == 1, "\(lenient.stdout)")
        let strict = await run(["parse-link", "-o", "ndjson", uri])
        #expect(strict.exitCode == .dataError)
        #expect(try JSONParser.parse(strict.stdout)["form"] == .string("compressed"), "strict, the blob's error stands: \(strict.stdout)")
    }
}
