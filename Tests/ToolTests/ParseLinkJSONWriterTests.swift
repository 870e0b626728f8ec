import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
@testable import DigitalLink
@testable import tracewise

/// The hand-written JSON of parse-link: exact bytes, escaping, and agreement with Shared's JSONWriter.
struct ParseLinkJSONWriterTests {
    typealias Element = ParseLinkRecord.Element

    static let records: [ParseLinkRecord] = [
        ParseLinkRecord(uri: "https://example.com/foo", outcome: .invalid(error: "no primary key in the path"), notes: []),
        ParseLinkRecord(
            uri: "https://id.gs1.org/01/09506000134352/10/A%22B?17=271200&linkType=gs1:pip",
            outcome: .valid(
                primaryKey: "01",
                elements: [
                    Element(ai: "01", title: "GTIN", value: "09506000134352", place: .path, date: nil),
                    Element(ai: "10", title: "BATCH/LOT", value: "A\"B\\C/D", place: .path, date: nil),
                    Element(ai: "17", title: "USE BY or EXPIRY", value: "271200", place: .query, date: "2027-12-31"),
                ],
                otherQuery: [
                    DigitalLinkQueryParameter(name: "linkType", value: "gs1:pip"),
                    DigitalLinkQueryParameter(name: "x", value: "1"),
                    DigitalLinkQueryParameter(name: "linkType", value: "gs1:epil"),
                ]),
            notes: []),
        ParseLinkRecord(uri: "ctl\u{00}\u{08}\u{09}\u{0A}\u{0C}\u{0D}\u{1F}\u{7F} é€😀", outcome: .invalid(error: "bad \"q\""), notes: []),
        ParseLinkRecord(uri: "", outcome: .valid(primaryKey: "00", elements: [], otherQuery: []), notes: []),
    ]

    func written(_ record: ParseLinkRecord) -> String {
        var out: [UInt8] = []
        ParseLinkJSONWriter.appendRecord(record, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    @Test(arguments: records)
    func sameBytesAsSharedJSONWriter(_ record: ParseLinkRecord) {
        #expect(written(record) == JSONWriter.compact(record.jsonValue))
    }

    @Test func aValidRecordInContractOrder() {
        #expect(written(Self.records[1]) == #"{"uri":"https://id.gs1.org/01/09506000134352/10/A%22B?17=271200&linkType=gs1:pip","valid":true,"primaryKey":"01","ais":{"01":"09506000134352","10":"A\"B\\C/D","17":"271200"},"elements":[{"ai":"01","title":"GTIN","value":"09506000134352","in":"path"},{"ai":"10","title":"BATCH/LOT","value":"A\"B\\C/D","in":"path"},{"ai":"17","title":"USE BY or EXPIRY","value":"271200","in":"query","date":"2027-12-31"}],"otherQuery":{"linkType":"gs1:epil","x":"1"},"elementString":"(01)09506000134352(10)A\"B\\C/D(17)271200"}"#)
    }

    @Test func controlCharactersAreEscapedAndUnicodePassesThrough() {
        #expect(written(Self.records[2]) == #"{"uri":"ctl\u0000\b\t\n\f\r\u001f\u007f é€😀","valid":false,"error":"bad \"q\""}"#)
    }

    @Test func anEmptyValidRecordKeepsEveryKey() {
        #expect(written(Self.records[3]) == #"{"uri":"","valid":true,"primaryKey":"00","ais":{},"elements":[],"otherQuery":{},"elementString":""}"#)
    }

    @Test func appendingReusesTheBuffer() {
        var out: [UInt8] = Array("x".utf8)
        JSONWriter.writeString("a\"b", into: &out)
        JSONWriter.writeString("", into: &out)
        #expect(String(decoding: out, as: UTF8.self) == #"x"a\"b""""#)
    }

    /// The escapes byte by byte, the plain way: what the eight-bytes-at-a-time scan must agree with.
    static func referenceEscaped(_ text: String) -> [UInt8] {
        let hex = Array("0123456789abcdef".utf8)
        var out: [UInt8] = [34]
        for byte in text.utf8 {
            switch byte {
            case 34, 92: out += [92, byte]
            case 0x0A: out += [92, UInt8(ascii: "n")]
            case 0x0D: out += [92, UInt8(ascii: "r")]
            case 0x09: out += [92, UInt8(ascii: "t")]
            case 0x08: out += [92, UInt8(ascii: "b")]
            case 0x0C: out += [92, UInt8(ascii: "f")]
            case 0..<0x20, 0x7F: out += [92, UInt8(ascii: "u"), 48, 48, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: out.append(byte)
            }
        }
        return out + [34]
    }

    @Test func escapingAgreesWithTheReferenceForEveryPositionInAWord() {
        // Each special byte at each offset of strings 0...20 bytes long, so the eight-byte scan meets it in
        // every lane, in the tail, and next to multi-byte UTF-8.
        let specials: [String] = ["\"", "\\", "\n", "\u{01}", "\u{1F}", "\u{7F}", "é", "😀", "/", " ", "~"]
        for length in 0...20 {
            for offset in 0..<max(length, 1) {
                for special in specials {
                    var text = String(repeating: "a", count: length)
                    if length > 0 {
                        let index = text.index(text.startIndex, offsetBy: offset)
                        text.replaceSubrange(index...index, with: special)
                    }
                    var mine: [UInt8] = []
                    JSONWriter.writeString(text, into: &mine)
                    #expect(mine == Self.referenceEscaped(text), "\(Array(text.utf8))")
                }
            }
        }
    }

    @Test func theBufferGrowsWhenARecordIsLargerThanItsRoom() {
        let buffer = OutputByteBuffer(capacity: 16)
        let big = ParseLinkRecord(uri: String(repeating: "\u{01}", count: 5_000), outcome: .invalid(error: "x"), notes: [])
        ParseLinkJSONWriter.appendRecord(big, into: buffer)
        ParseLinkJSONWriter.appendRecord(Self.records[1], into: buffer)
        #expect(buffer.count == 5_000 * 6 + 36 + written(Self.records[1]).utf8.count)
        #expect(String(decoding: buffer.bytes, as: UTF8.self).hasSuffix(written(Self.records[1])))
    }

    @Test func theOutputParsesBackToTheSameValue() throws {
        for record in Self.records {
            #expect(try JSONParser.parse(written(record)) == record.jsonValue)
        }
    }
}

extension ParseLinkRecord: CustomTestStringConvertible {
    public var testDescription: String { uri.isEmpty ? "(empty)" : String(uri.prefix(40)) }
}
