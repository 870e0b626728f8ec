import Testing
@testable import ToolkitFloor

/// A JSON answer kept as its text (issue: a 60 MiB answer cost 4 times its size as a tree): read a part at
/// a time, it gives what the built value gives, byte for byte, and refuses what the parser refuses.
struct JSONTextTests {
    /// An envelope around a page far over `JSONText.largeMember`, with escapes, nesting, empty containers,
    /// numbers kept as sent, and a large object that names a key twice.
    static let document: String = {
        let items = (0..<3000).map { #"{"id":"ord_\#($0)","total":1.50,"e":1E3,"note":"tab\there \u00e9 \"q\" \/","tags":[],"o":{}}"# }
        let twice = #"{"k":1,"big":"\#(String(repeating: "x", count: 70_000))","k":2}"#
        return #"{"success":true,"data":{"items":[\#(items.joined(separator: ","))],"pagination":{"total":3000,"has_more":false},"twice":\#(twice)},"error":null}"#
    }()

    static func envelope(_ body: JSONValue) throws -> JSONValue {
        guard let success = body["success"]?.boolValue else { return body }
        guard success else { throw JSONParser.Failure(offset: 0, reason: body["error"]?["message"]?.stringValue ?? "?") }
        return body["data"] ?? .null
    }

    @Test(arguments: [nil, 2] as [Int?])
    func aLargeAnswerIsWrittenAsItsBuiltValueIs(indent: Int?) throws {
        let text = try JSONText(validating: Array(Self.document.utf8))
        let value = try JSONParser.parse(Self.document)
        var pieces: [[UInt8]] = []
        JSONWriter.write(text, indent: indent, pieceSize: 4096) { pieces.append($0) }
        let whole = indent == nil ? JSONWriter.compact(value) : JSONWriter.pretty(value)
        #expect(String(decoding: pieces.joined(), as: UTF8.self) == whole)
        #expect(pieces.count > 10, "written as it goes")
    }

    @Test func anEnvelopeIsUnwrappedWithoutBuildingItsLargeMember() throws {
        let text = try JSONText(validating: Array(Self.document.utf8))
        let data = try text.unwrapped(by: Self.envelope)
        #expect(data.bytes.count == text.bytes.count, "the data's text is the answer's own, not a copy")
        #expect(data.value == (try JSONParser.parse(Self.document))["data"])
        #expect(data.value(at: "items")?.count == 3000)
        #expect(data.value(at: "pagination.total")?.value == .integer(3000))
        #expect(data.value(at: "items.2999.id")?.value == .string("ord_2999"))
        #expect(data["twice"]?["k"]?.value == .integer(2), "the last of a key named twice, as JSONObject keeps it")
    }

    @Test func anEnvelopeThatSaysFailureIsReadWhole() throws {
        let big = String(repeating: "y", count: 70_000)
        let body = #"{"success":false,"error":{"message":"no","detail":["\#(big)"]},"data":null}"#
        let text = try JSONText(validating: Array(body.utf8))
        #expect(throws: JSONParser.Failure(offset: 0, reason: "no")) { try text.unwrapped(by: Self.envelope) }
    }

    @Test(arguments: [
        "", " ", "[1,]", "{\"a\":1,}", "[\"a\u{01}b\"]", "[\"unterminated", "01", "1.", "[1 2]", "{\"a\" 1}", "tru", "[\"\\x\"]",
        "[\"\\u12G4\"]", "{}x", String(repeating: "[", count: 600) + String(repeating: "]", count: 600),
    ])
    func whatTheParserRefusesIsRefused(_ text: String) {
        #expect(throws: JSONParser.Failure.self) { try JSONText(validating: Array(text.utf8)) }
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(text) }
    }

    @Test(arguments: ["[]", "{}", " [ 1 , \"a\" , {\"b\" : [ ]} ] ", "-0.5e-3", "\"\\ud83d\\ude00\"", "null", "\u{FEFF}[true]"])
    func whatTheParserReadsIsReadAlike(_ text: String) throws {
        let parsed = try JSONText(validating: Array(text.utf8))
        #expect(parsed.value == (try JSONParser.parse(text)))
        var elements: [JSONValue] = []
        parsed.forEachElement { elements.append($0.value) }
        #expect(elements == (try JSONParser.parse(text)).arrayValue ?? [])
    }
}
