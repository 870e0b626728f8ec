import Foundation
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport
@testable import DigitalLink
@testable import tracewise

/// `tracewise parse-link` in-process: where URIs come from, exit codes, every output format, streaming
/// JSON, escaping and dates. Expectations use links whose verdict is the same for the interim stub parser
/// and the real one; tests that need the real parser's query handling enable themselves when it is there.
struct ParseLinkCommandTests {
    static let gtinLink = "https://id.gs1.org/01/09506000134352"
    static let gtinRecord = #"{"uri":"https://id.gs1.org/01/09506000134352","form":"uri","valid":true,"primaryKey":"01","gtin":"09506000134352","ais":{"01":"09506000134352"},"elements":[{"ai":"01","title":"GTIN","value":"09506000134352","in":"path"}],"otherQuery":{},"elementString":"(01)09506000134352","canonicalUri":"https://id.gs1.org/01/09506000134352"}"#
    static let contractLink = "https://id.gs1.org/01/09506000134352/10/ABC?17=271231"
    static let notALink = "https://example.com/foo"
    static let legacyLink = "https://example.com/gtin/9506000134352"
    /// True once the real parser is merged: it accepts legacy links in lenient mode, with notes.
    static let parserHasLenientNotes: Bool = {
        if case .valid(let link) = DigitalLinkParser(lenient: true).parse(legacyLink) { return !link.notes.isEmpty }
        return false
    }()
    /// True once the real parser is merged: it reads the query string (the stub never does).
    static let parserReadsQuery: Bool = {
        if case .valid(let link) = DigitalLinkParser().parse(contractLink) { return link.value(of: "17") != nil }
        return false
    }()

    func run(_ line: String, stdin: String = "", terminal: Bool = false, now: Date? = nil) async -> ToolHarness.Result {
        var harness = ToolHarness(tool: Tracewise.definition, terminal: terminal)
        if let now { harness.now = now }
        return await harness.run(line, stdin: stdin)
    }

    func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

    func parse(_ line: String) throws -> JSONValue { try JSONParser.parse(line) }

    // MARK: inputs and exit codes

    /// What GS1's engine accepts and we now do too: a NUL in a parameter that is not GS1 data (escaped in
    /// the JSON), and `exp=` in strict mode as an ordinary parameter, with a note.
    @Test func aNulInAnOtherParameterAndExpInStrictModeAreKept() async throws {
        let result = await run(
            "parse-link -o ndjson 'https://id.gs1.org/01/09506000134352?note=a%00b' 'https://id.gs1.org/01/09506000134352?exp=271231'")
        #expect(result.exitCode == .success, "\(result.stderr)")
        let records = lines(result.stdout)
        #expect(records.count == 2)
        #expect(records.first?.contains(#""otherQuery":{"note":"a\u0000b"}"#) == true)
        #expect(try parse(records[1]).value(at: "otherQuery.exp") == .string("271231"))
        #expect(try parse(records[1]).value(at: "ais.17") == nil)
        #expect(result.stderr.contains("query parameter exp= kept as an ordinary parameter"))
        let lenient = await run("parse-link --lenient 'https://id.gs1.org/01/09506000134352?exp=271231'")
        #expect(try parse(lenient.stdout).value(at: "ais.17") == .string("271231"))
    }

    @Test func oneArgumentPrintsOneObjectAndExitsZero() async {
        let result = await run("parse-link \(Self.gtinLink)")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout == Self.gtinRecord + "\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func anInvalidLinkIsARecordAndExit65() async throws {
        let result = await run("parse-link \(Self.notALink)")
        #expect(result.exitCode == .dataError)
        let record = try parse(result.stdout)
        #expect(record["uri"] == .string(Self.notALink))
        #expect(record["valid"] == .bool(false))
        #expect(record["error"]?.stringValue?.isEmpty == false)
        #expect(record["ais"] == nil)
    }

    @Test func severalArgumentsStreamNDJSONInOrder() async throws {
        let result = await run("parse-link \(Self.gtinLink) \(Self.notALink) \(Self.gtinLink)")
        #expect(result.exitCode == .dataError)
        let records = try lines(result.stdout).map(parse)
        #expect(records.map { $0["valid"] } == [.bool(true), .bool(false), .bool(true)])
        #expect(lines(result.stdout)[0] == Self.gtinRecord)
    }

    @Test func stdinSkipsBlankLinesAndToleratesCRLF() async throws {
        let stdin = "\u{FEFF}\(Self.gtinLink)\r\n\r\n   \n\t\n\(Self.gtinLink)\n\n\(Self.gtinLink)"
        let result = await run("parse-link", stdin: stdin)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(lines(result.stdout) == [Self.gtinRecord, Self.gtinRecord, Self.gtinRecord])
    }

    @Test func dashReadsStdinInItsPlaceAmongArguments() async throws {
        let result = await run("parse-link \(Self.notALink) - \(Self.gtinLink)", stdin: "\(Self.gtinLink)\n\(Self.gtinLink)\n")
        #expect(result.exitCode == .dataError)
        let uris = try lines(result.stdout).map { try parse($0)["uri"]?.stringValue }
        #expect(uris == [Self.notALink, Self.gtinLink, Self.gtinLink, Self.gtinLink])
    }

    @Test func aLoneDashIsAStreamEvenForOneLine() async {
        let result = await run("parse-link -o json -", stdin: Self.gtinLink + "\n")
        #expect(result.stdout == "[" + Self.gtinRecord + "]\n")
    }

    @Test func emptyStdinPrintsNothingAndExitsZero() async {
        let result = await run("parse-link", stdin: "\n\n")
        #expect(result.exitCode == .success)
        #expect(result.stdout.isEmpty)
    }

    @Test func aTerminalWithNoArgumentsGetsUsageNotAWait() async {
        let result = await run("parse-link", terminal: true)
        #expect(result.exitCode == .usage)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("tracewise: error: no URIs given"))
        #expect(result.stderr.contains("usage: tracewise parse-link"))
        #expect(result.stderr.contains("See 'tracewise parse-link --help'."))
    }

    @Test func aTerminalWithDashReadsWhatIsTyped() async {
        let result = await run("parse-link -o ndjson -", stdin: Self.gtinLink + "\n", terminal: true)
        #expect(result.exitCode == .success)
        #expect(result.stdout == Self.gtinRecord + "\n")
    }

    // MARK: formats

    @Test func jsonOverStdinIsOneStreamedArray() async throws {
        let stdin = [Self.gtinLink, Self.notALink, Self.gtinLink].joined(separator: "\n")
        let result = await run("parse-link -o json", stdin: stdin)
        #expect(result.stdout.hasPrefix("[{"))
        #expect(result.stdout.hasSuffix("}]\n"))
        #expect(lines(result.stdout).count == 1)
        let array = try #require(try parse(result.stdout).arrayValue)
        #expect(array.count == 3)
        #expect(array[1]["valid"] == .bool(false))
    }

    @Test func jsonOfNothingIsAnEmptyArray() async {
        #expect(await run("parse-link -o json", stdin: "").stdout == "[]\n")
    }

    @Test func jsonOnATerminalIsPrettyAndStillOneArray() async throws {
        let result = await run("parse-link -o json \(Self.gtinLink) \(Self.notALink)", terminal: true)
        #expect(result.stdout.hasPrefix("[\n  {\n    \"uri\": "))
        #expect(result.stdout.hasSuffix("\n  }\n]\n"))
        #expect(try parse(result.stdout).arrayValue?.count == 2)
    }

    @Test func ndjsonOfOneArgumentIsOneLine() async {
        #expect(await run("parse-link -o ndjson \(Self.gtinLink)").stdout == Self.gtinRecord + "\n")
    }

    @Test func aTerminalGetsATableBlockPerURI() async {
        let result = await run("parse-link --color never \(Self.gtinLink) \(Self.notALink)", terminal: true)
        let expected = """
            \(Self.gtinLink)
            form: uri
            canonical: https://id.gs1.org/01/09506000134352
            AI  TITLE  VALUE
            01  GTIN   09506000134352

            \(Self.notALink)
            invalid:
            """
        #expect(result.stdout.hasPrefix(expected))
        #expect(result.exitCode == .dataError)
    }

    @Test func csvHasOneRowPerElement() async {
        let result = await run("parse-link -o csv \(Self.gtinLink) \(Self.notALink)")
        let rows = lines(result.stdout)
        #expect(rows.first == "uri,valid,primaryKey,ai,title,value,in,date,error,form,canonicalUri")
        #expect(rows[1] == "\(Self.gtinLink),true,01,01,GTIN,09506000134352,path,,,uri,https://id.gs1.org/01/09506000134352")
        #expect(rows[2].hasPrefix("\(Self.notALink),false,,,,,,,"))
    }

    @Test func fieldsPickKeysOfEachRecord() async {
        let result = await run("parse-link --fields uri,valid,ais.01 \(Self.gtinLink) \(Self.notALink)")
        #expect(lines(result.stdout) == [
            #"{"uri":"https://id.gs1.org/01/09506000134352","valid":true,"ais":{"01":"09506000134352"}}"#,
            #"{"uri":"https://example.com/foo","valid":false,"ais":{"01":null}}"#,
        ])
    }

    @Test func fieldsPickCSVColumns() async {
        let result = await run("parse-link -o csv --fields uri,ai,value \(Self.gtinLink) \(Self.notALink)")
        #expect(lines(result.stdout) == ["uri,ai,value", "\(Self.gtinLink),01,09506000134352", "\(Self.notALink),,"])
    }

    @Test func fieldsPickTheColumnsOfEachTableBlock() async {
        let result = await run("parse-link -o table --fields value,ai \(Self.gtinLink) \(Self.notALink)")
        #expect(result.stdout == """
            \(Self.gtinLink)
            form: uri
            canonical: https://id.gs1.org/01/09506000134352
            VALUE           AI
            09506000134352  01

            \(Self.notALink)
            invalid: no GS1 primary key in the path


            """)
    }

    @Test(arguments: [
        ("-o csv --fields uri,vlaue", "unknown field 'vlaue'", "Did you mean 'value'?"),
        ("-o ndjson --fields url,valid", "unknown field 'url'", "Did you mean 'uri'?"),
        ("-o table --fields ai,titel", "unknown field 'titel'", "Did you mean 'title'?"),
    ] as [(String, String, String?)])
    func unknownFieldsAreUsageErrors(_ options: String, _ message: String, _ hint: String?) async {
        let result = await run("parse-link \(options) \(Self.gtinLink)")
        #expect(result.exitCode == .usage)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        if let hint { #expect(result.stderr.contains(hint)) }
    }

    @Test func oddURIsAreEscapedAsJSON() async throws {
        let odd = "https://example.com/a\"b\\c\u{01}\u{7F}d\té😀"
        let result = await run(arguments: ["parse-link", odd])
        #expect(result.stdout.hasPrefix(#"{"uri":"https://example.com/a\"b\\c\u0001\u007fd\té😀","form":"uri","valid":false"#))
        #expect(try parse(result.stdout)["uri"] == .string(odd))
    }

    func run(arguments: [String]) async -> ToolHarness.Result {
        await ToolHarness(tool: Tracewise.definition).run(arguments: arguments)
    }

    // MARK: dates and titles (need the real parser, which reads the query string)

    @Test(.enabled(if: parserReadsQuery)) func theContractExampleWithItsDateAndDictionaryTitles() async throws {
        let result = await run("parse-link '\(Self.contractLink)'")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout == #"{"uri":"https://id.gs1.org/01/09506000134352/10/ABC?17=271231","form":"uri","valid":true,"primaryKey":"01","gtin":"09506000134352","batch":"ABC","expiry":"271231","ais":{"01":"09506000134352","10":"ABC","17":"271231"},"elements":[{"ai":"01","title":"GTIN","value":"09506000134352","in":"path"},{"ai":"10","title":"BATCH/LOT","value":"ABC","in":"path"},{"ai":"17","title":"USE BY or EXPIRY","value":"271231","in":"query","date":"2027-12-31"}],"otherQuery":{},"elementString":"(01)09506000134352(10)ABC(17)271231","canonicalUri":"https://id.gs1.org/01/09506000134352/10/ABC?17=271231"}"# + "\n")
    }

    @Test(.enabled(if: parserReadsQuery)) func theCenturyFollowsTheInjectedClock() async throws {
        // 1 January 2078: 27 is 51 years behind 78, so it is 2127 by the GS1 rule; day 00 is the month's last.
        let result = await run("parse-link 'https://id.gs1.org/01/09506000134352?17=270200'", now: Date(timeIntervalSince1970: 3_408_220_800))
        let record = try parse(result.stdout)
        #expect(record["elements"]?.arrayValue?.last?["date"] == .string("2127-02-28"))
    }

    // MARK: strict and lenient (need the real parser)

    @Test(.enabled(if: parserHasLenientNotes)) func lenientAcceptsALegacyLinkWithNotesOnStderr() async throws {
        let strict = await run("parse-link \(Self.legacyLink)")
        #expect(strict.exitCode == .dataError)
        #expect(strict.stderr == "tracewise: the input is invalid\n", "no note without --lenient, only why it exits 65")
        let lenient = await run("parse-link --lenient \(Self.legacyLink)")
        #expect(lenient.exitCode == .success)
        #expect(try parse(lenient.stdout)["ais"]?["01"] == .string("09506000134352"))
        let notes = lines(lenient.stderr)
        #expect(!notes.isEmpty)
        #expect(notes.allSatisfy { $0.hasPrefix("tracewise: note: \(Self.legacyLink): ") })
        #expect(await run("parse-link -q --lenient \(Self.legacyLink)").stderr.isEmpty)
    }
}
