import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport
@testable import DigitalLink
@testable import tracewise

/// `parse-link --lenient` reading the values out of links the standard refuses, and the SDK's names
/// (`gtin`, `serial`, `batch`, `expiry`) beside `ais`. The TraceWise SDK's own parse tests are here with
/// the values it expects.
struct ParseLinkLenientFaultsTests {
    /// The SDK's test links: a GTIN whose check digit is wrong (it should be 1), and the same with `21`
    /// before `10` and the data attribute `17` in the path.
    static let sdkLink = "https://id.gs1.org/01/04012345678905/21/SN123456"
    static let sdkFullLink = "https://id.gs1.org/01/04012345678905/21/SN123456/10/BATCH001/17/251231"
    static let sdkInvalid = "https://example.com/invalid"

    func run(_ line: String, stdin: String = "") async -> ToolHarness.Result {
        await ToolHarness(tool: Tracewise.definition).run(line, stdin: stdin)
    }

    func records(_ text: String) throws -> [JSONValue] {
        try text.split(separator: "\n").map { try JSONParser.parse(String($0)) }
    }

    // MARK: the SDK's three cases, as the SDK expects them

    @Test func theSDKsLinkGivesItsGTINAndSerialUnderLenient() throws {
        guard case .faulty(let link, let problems) = DigitalLinkParser(lenient: true).parse(Self.sdkLink) else {
            Issue.record("expected the link to be read with its faults")
            return
        }
        #expect(link.gtin == "04012345678905")
        #expect(link.serial == "SN123456")
        #expect(link.batch == nil && link.expiry == nil)
        #expect(problems == ["AI 01 value '04012345678905': wrong check digit (expected 1)"])
    }

    @Test func theSDKsFullLinkGivesAllFourValuesAndEachFaultUnderLenient() throws {
        guard case .faulty(let link, let problems) = DigitalLinkParser(lenient: true).parse(Self.sdkFullLink) else {
            Issue.record("expected the link to be read with its faults")
            return
        }
        #expect(link.gtin == "04012345678905")
        #expect(link.serial == "SN123456")
        #expect(link.batch == "BATCH001")
        #expect(link.expiry == "251231")
        #expect(problems.count == 3, "\(problems)")
        #expect(problems.contains { $0.contains("AI 17 is a data attribute") })
        #expect(problems.contains { $0.contains("AI 10 must come before AI 21") })
        #expect(problems.contains { $0.contains("wrong check digit") })
    }

    @Test func aURIThatIsNoDigitalLinkIsRefusedInBothModes() {
        for lenient in [false, true] {
            guard case .invalid(let reason) = DigitalLinkParser(lenient: lenient).parse(Self.sdkInvalid) else {
                Issue.record("expected a refusal, lenient \(lenient)")
                continue
            }
            #expect(reason == "no GS1 primary key in the path")
        }
    }

    @Test func strictModeStillRefusesTheSDKsLinks() {
        for uri in [Self.sdkLink, Self.sdkFullLink] {
            guard case .invalid = DigitalLinkParser().parse(uri) else {
                Issue.record("strict mode read \(uri)")
                continue
            }
        }
    }

    // MARK: the command

    @Test func lenientPrintsTheValuesTheProblemsAndOneNotePerURIAndExitsZero() async throws {
        let result = await run("parse-link --lenient '\(Self.sdkLink)' '\(Self.sdkFullLink)'")
        #expect(result.exitCode == .success, "\(result.stderr)")
        let printed = try records(result.stdout)
        #expect(printed.count == 2)
        #expect(printed[0]["valid"] == .bool(false))
        #expect(printed[0]["gtin"] == .string("04012345678905"))
        #expect(printed[0]["serial"] == .string("SN123456"))
        #expect(printed[0]["batch"] == nil)
        #expect(printed[0]["problems"]?.arrayValue?.count == 1)
        #expect(printed[0]["error"] == printed[0]["problems"]?.arrayValue?.first)
        #expect(printed[1]["batch"] == .string("BATCH001"))
        #expect(printed[1]["expiry"] == .string("251231"))
        #expect(printed[1].value(at: "ais.17") == .string("251231"))
        #expect(printed[1]["problems"]?.arrayValue?.count == 3)
        let notes = result.stderr.split(separator: "\n").map(String.init)
        #expect(notes.count == 2, "one note per URI: \(notes)")
        #expect(notes[0].hasPrefix("tracewise: note: \(Self.sdkLink): "))
        #expect(notes[1].hasPrefix("tracewise: note: \(Self.sdkFullLink): "))
        #expect(notes[1].contains("wrong check digit") && notes[1].contains("AI 10 must come before AI 21"))
    }

    @Test func lenientExits65OnlyForAnInputThatYieldsNothing() async throws {
        let result = await run("parse-link --lenient '\(Self.sdkLink)' '\(Self.sdkInvalid)'")
        #expect(result.exitCode == .dataError)
        let printed = try records(result.stdout)
        #expect(printed[1] == .object([
            "uri": .string(Self.sdkInvalid), "form": .string("uri"), "valid": .bool(false), "error": .string("no GS1 primary key in the path"),
        ]))
        #expect(result.stderr.hasSuffix("tracewise: 1 of 2 inputs is invalid\n"))
    }

    @Test func withoutLenientTheFaultyLinksStayInvalidWithTheirReason() async throws {
        let result = await run("parse-link -o ndjson '\(Self.sdkLink)' '\(Self.sdkFullLink)'")
        #expect(result.exitCode == .dataError)
        for record in try records(result.stdout) {
            #expect(record.objectValue?.keys.sorted() == ["error", "form", "uri", "valid"])
        }
        #expect(result.stderr == "tracewise: 2 of 2 inputs are invalid\n")
    }

    @Test func lenientReadsAKeyQualifierWrittenInTheQuery() async throws {
        let result = await run("parse-link --lenient 'https://id.gs1.org/01/09506000134352?10=ABC&17=271231'")
        #expect(result.exitCode == .success)
        let record = try JSONParser.parse(result.stdout)
        #expect(record["batch"] == .string("ABC"))
        #expect(record["expiry"] == .string("271231"))
        #expect(record["problems"] == .array([.string("AI 10 is a key qualifier and belongs in the path, not the query")]))
    }

    @Test func aValidRecordCarriesTheSDKsNamesItHasValuesFor() async throws {
        let result = await run("parse-link 'https://id.gs1.org/01/09506000134352/10/ABC?17=271231'")
        let record = try JSONParser.parse(result.stdout)
        #expect(record["gtin"] == .string("09506000134352"))
        #expect(record["batch"] == .string("ABC"))
        #expect(record["expiry"] == .string("271231"))
        #expect(record["serial"] == nil)
        #expect(record["problems"] == nil)
        let sscc = try JSONParser.parse(await run("parse-link 'https://id.gs1.org/00/106141412345678908'").stdout)
        #expect(sscc["gtin"] == nil, "an SSCC link has no GTIN")
    }

    @Test func aTableAndCSVShowTheFaultsOfALinkReadAnyway() async {
        let table = await run("parse-link --lenient -o table '\(Self.sdkLink)'")
        #expect(table.stdout == """
            \(Self.sdkLink)
            form: uri
            canonical: none
            AI  TITLE   VALUE
            01  GTIN    04012345678905
            21  SERIAL  SN123456
            problem: AI 01 value '04012345678905': wrong check digit (expected 1)


            """)
        let csv = await run("parse-link --lenient -o csv --fields ai,value,valid,error '\(Self.sdkLink)'")
        #expect(csv.stdout == """
            ai,value,valid,error
            01,04012345678905,false,AI 01 value '04012345678905': wrong check digit (expected 1)
            21,SN123456,false,AI 01 value '04012345678905': wrong check digit (expected 1)

            """)
    }

    // MARK: issue 39: the scan writer fetches what it writes

    /// The scan writer's writers once read each AI's info with `unsafelyUnwrapped`, sound only if the
    /// worker had fetched it first. A fresh fragment table now fetches them itself in `withLink`, the only
    /// way to a `ParsedLink` of a read link: its bytes are the record's even with nothing fetched before.
    @Test func aFreshScanWriterFetchesTheInfosOfTheLinkItWrites() throws {
        let uri = "https://id.gs1.org/01/09506000134352/10/ABC/21/X?17=271231&linkType=gs1:pip"
        let scan = DigitalLinkScan()
        let fragments = ParseLinkAIFragments()
        let builder = ParseLinkRecordBuilder(currentYear: 2026)
        let buffer = OutputByteBuffer(capacity: 64)
        try Array(uri.utf8).withUnsafeBufferPointer { bytes in
            let parser = DigitalLinkParser()
            try parser.scan(bytes, into: scan)
            Array("https://id.gs1.org".utf8).withUnsafeBufferPointer { parser.makeCanonicalURI(of: scan, stem: $0) }
            fragments.withLink(scan, input: bytes, isCheckedURI: true, compressed: nil, builder: builder) { link in
                buffer.write { link.writeRecord(currentYear: 2026, at: &$0) }
            }
        }
        var reference = ParseLinkRecordBuilder(currentYear: 2026)
        let expected = JSONWriter.compact(reference.record(uri: uri, result: DigitalLinkParser().parse(uri)).jsonValue)
        #expect(buffer.withBytes { String(decoding: $0, as: UTF8.self) } == expected)
    }
}
