import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport
@testable import DigitalLink
@testable import tracewise

/// A line over 1 MiB is that line's error record: never cut and judged by its first MiB, in any mode,
/// and the lines after it are read as usual.
struct ParseLinkLongLineTests {
    static let valid = "https://id.gs1.org/01/09506000134352"
    /// A link valid in its first MiB whose invalid expiry (month 13) lies past the 1 MiB mark.
    static let longLink = valid + "?x=" + String(repeating: "a", count: (1 << 20) + 10) + "&17=991399"
    static let preview = String(longLink.prefix(64)) + "…"

    func run(_ line: String, stdin: String) async -> ToolHarness.Result {
        let harness = ToolHarness(tool: Tracewise.definition)
        return await harness.run(line, stdin: stdin)
    }

    @Test("issue 50 finding 8: a line over 1 MiB is its error record, and the next line is still parsed")
    func aLineOverOneMiBIsItsErrorRecord() async throws {
        for mode in ["", "--lenient "] {
            let result = await run("parse-link \(mode)-o ndjson", stdin: Self.longLink + "\r\n" + Self.valid + "\n")
            #expect(result.exitCode == .dataError, "\(mode): \(result.stderr)")
            let records = result.stdout.split(separator: "\n").map(String.init)
            try #require(records.count == 2, "\(mode)")
            let record = try JSONParser.parse(records[0])
            #expect(record["valid"] == .bool(false))
            #expect(record["uri"] == .string(Self.preview))
            #expect(record["error"]?.stringValue?.hasPrefix("too long:") == true)
            #expect(record["error"] == .string(URIBatch.tooLongReason))
            #expect(try JSONParser.parse(records[1])["valid"] == .bool(true))
            #expect(result.stderr == "tracewise: 1 of 2 inputs is invalid\n", "\(mode)")
        }
    }

    @Test func exactlyOneMiBIsReadAndJudged() async throws {
        let link = Self.valid + "?x=" + String(repeating: "a", count: (1 << 20) - Self.valid.utf8.count - 3)
        #expect(link.utf8.count == 1 << 20)
        let result = await run("parse-link -o ndjson", stdin: link + "\n")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(try JSONParser.parse(result.stdout)["valid"] == .bool(true))
    }

    @Test func csvAndTablesShowTheSameRecord() async throws {
        for format in ["csv", "table"] {
            let result = await run("parse-link -o \(format)", stdin: Self.longLink + "\n" + Self.valid + "\n")
            #expect(result.exitCode == .dataError, "\(format)")
            #expect(result.stdout.contains(Self.preview), "\(format): \(result.stdout.prefix(400))")
            #expect(result.stdout.contains("too long"), "\(format)")
            #expect(result.stdout.contains("09506000134352"), "\(format): the next line is parsed")
        }
    }

    @Test func aLongBlankLineAndALongArgumentAreRecordsToo() async throws {
        let blank = await run("parse-link", stdin: String(repeating: " ", count: (1 << 20) + 1) + "\n")
        #expect(blank.exitCode == .dataError)
        #expect(try JSONParser.parse(blank.stdout)["error"] == .string(URIBatch.tooLongReason))
        let argument = await ToolHarness(tool: Tracewise.definition).run(arguments: ["parse-link", Self.longLink])
        #expect(argument.exitCode == .dataError)
        #expect(try JSONParser.parse(argument.stdout)["uri"] == .string(Self.preview))
    }

    @Test func thePreviewNeverCutsACharacter() {
        var batch = URIBatch()
        batch.appendTooLong(Array(String(repeating: "a", count: 63).utf8) + Array("€€".utf8))
        #expect(String(decoding: batch.bytes, as: UTF8.self) == String(repeating: "a", count: 63) + "…")
        #expect(batch.tooLongLines == [0])
    }

    /// The built binary through a pipe: a 3 MiB line costs no more than its first MiB, the run goes on.
    @Test func theBuiltToolReadsPastAThreeMiBLine() async throws {
        _ = try BuiltBinary.path("tracewise")
        let url = TestScratch.root.appendingPathComponent("parse-link-long-\(UUID().uuidString).txt")
        let long = Self.valid + "?x=" + String(repeating: "a", count: 3 << 20) + "&17=991399"
        try (long + "\n" + Self.valid + "\n").write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try await BuiltBinary.shell("tracewise parse-link < \(url.path)")
        #expect(run.status == 65)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.contains(#""valid":false,"error":"too long:"#) == true)
        #expect(lines.last?.contains(#""valid":true"#) == true)
    }

    /// Issue 53: a table showed a long line of characters it must escape in time quadratic in its length
    /// (a 1 MiB line of U+202E did not finish in a minute). The whole line, escaped, at 1 MiB less a byte.
    @Test func aTableShowsAOneMiBLineOfEscapesWhole() async throws {
        let count = ((1 << 20) - 1) / 3
        let result = await run("parse-link -o table", stdin: String(repeating: "\u{202E}", count: count) + "\n")
        #expect(result.exitCode == .dataError)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        try #require(lines.count == 4)
        #expect(lines[0] == String(repeating: "\\u202e", count: count))
        #expect(lines[1].hasPrefix("invalid: "))
        #expect(!lines[1].unicodeScalars.contains("\u{202E}"))
    }

    /// Issue 53: csv repeated the URI on every element's row, so a long line with many parameters wrote
    /// the square of its length (600 KB and 60,000 parameters: 36 GB). A URI that would add more than
    /// 64 KiB so is on its link's first row only; a usual one is on every row.
    @Test func csvRepeatsALongURIOnlyWhileItStaysSmall() async throws {
        let parameters = (0..<500).map { "p\($0)=v" }.joined(separator: "&")
        let long = Self.valid + "?x=" + String(repeating: "a", count: 20_000) + "&" + parameters
        let short = Self.valid + "?" + (0..<20).map { "p\($0)=v" }.joined(separator: "&")
        let result = await run("parse-link -o csv --fields uri,title", stdin: long + "\n" + short + "\n")
        #expect(result.exitCode == .success, "\(result.stderr)")
        let rows = result.stdout.split(separator: "\n").map(String.init)
        try #require(rows.count == 1 + 502 + 21)
        #expect(result.stdout.utf8.count < 200_000)
        #expect(rows[1] == long + ",GTIN")
        #expect(rows[2] == ",x")
        #expect(rows[502] == ",p499")
        #expect(rows[503] == short + ",GTIN")
        #expect(rows.last == short + ",p19")
    }
}
