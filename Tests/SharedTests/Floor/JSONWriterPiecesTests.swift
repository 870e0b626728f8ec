import Testing
@testable import ToolkitFloor

/// A large answer is written a piece at a time, never as one string beside its tree (issue: a 60 MiB
/// answer cost 9 times its size). The pieces joined are the bytes of the whole.
struct JSONWriterPiecesTests {
    static let value: JSONValue = .object(JSONObject([
        ("items", .array((0..<500).map { .object(JSONObject([("id", .integer($0)), ("name", .string("item \($0) ✓ \"quoted\""))])) })),
        ("empty", .array([])), ("nested", .object(JSONObject([("a", .object(JSONObject())), ("b", .null), ("c", .bool(true))]))),
    ]))

    @Test(arguments: [nil, 2] as [Int?])
    func piecesJoinedAreTheWholeDocument(indent: Int?) {
        var pieces: [[UInt8]] = []
        JSONWriter.write(Self.value, indent: indent, pieceSize: 1024) { pieces.append($0) }
        let whole = indent == nil ? JSONWriter.compact(Self.value) : JSONWriter.pretty(Self.value)
        #expect(String(decoding: pieces.joined(), as: UTF8.self) == whole)
        #expect(pieces.count > 10, "written as it goes, not at the end")
        #expect(pieces.dropLast().allSatisfy { $0.count >= 1024 && $0.count < 2048 })
    }

    @Test func aScalarIsOnePiece() {
        var pieces: [[UInt8]] = []
        JSONWriter.write(.string("x"), indent: nil) { pieces.append($0) }
        #expect(pieces == [Array(#""x""#.utf8)])
    }

    /// Strings without escapes are read straight from the input; with escapes, as before.
    @Test func stringsWithAndWithoutEscapesParseAlike() throws {
        let text = #"["plain","tab\there","\u00e9\ud83d\ude00","end\\","",  "a\/b"]"#
        #expect(try JSONParser.parse(text) == .array([
            .string("plain"), .string("tab\there"), .string("é😀"), .string("end\\"), .string(""), .string("a/b"),
        ]))
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse("[\"a\u{01}b\"]") }
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse("[\"unterminated") }
    }
}
