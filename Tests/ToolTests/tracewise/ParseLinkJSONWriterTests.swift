import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
@testable import DigitalLink
@testable import tracewise

/// The hand-written JSON of parse-link: exact bytes and escaping. (That the hot path writes what Shared's
/// JSONWriter writes for every link of GS1's case file is `ParseLinkScanWriterTests`.)
struct ParseLinkJSONWriterTests {
    /// `uri` rejected for `reason`, as the scan writer writes it.
    func invalid(_ uri: String, _ reason: String, into buffer: OutputByteBuffer = OutputByteBuffer(capacity: 16)) -> String {
        Array(uri.utf8).withUnsafeBufferPointer { input in
            buffer.write { ParsedLink.rejected(input, form: nil, reason: reason).writeRecord(currentYear: 2026, at: &$0) }
        }
        return String(decoding: buffer.bytes, as: UTF8.self)
    }

    @Test func aValidLinkInContractOrder() {
        let uri = "https://id.gs1.org/01/09506000134352/10/A%22B%2FD?17=271200&linkType=gs1:pip&x=1&linkType=gs1%3Aepil"
        let (out, _) = ParseLinkScanWriterTests.hotPath([uri], lenient: false, format: .ndjson, threads: 1)
        #expect(out == #"{"uri":"https://id.gs1.org/01/09506000134352/10/A%22B%2FD?17=271200&linkType=gs1:pip&x=1&linkType=gs1%3Aepil","form":"uri","valid":true,"primaryKey":"01","gtin":"09506000134352","batch":"A\"B/D","expiry":"271200","ais":{"01":"09506000134352","10":"A\"B/D","17":"271200"},"elements":[{"ai":"01","title":"GTIN","value":"09506000134352","in":"path"},{"ai":"10","title":"BATCH/LOT","value":"A\"B/D","in":"path"},{"ai":"17","title":"USE BY or EXPIRY","value":"271200","in":"query","date":"2027-12-31"}],"otherQuery":{"linkType":"gs1:epil","x":"1"},"elementString":"(01)09506000134352(10)A\"B/D(17)271200","canonicalUri":"https://id.gs1.org/01/09506000134352/10/A%22B%2FD?17=271200"}"# + "\n")
    }

    /// The parser tells the writer when no value can need an escape (a URI with no `%`), and the writer
    /// then copies the values unscanned: the scan is reused for the next link, which must not inherit it.
    @Test func aLinkWithAnEscapedQuoteAfterAPlainOneIsEscaped() {
        let uris = ["https://id.gs1.org/01/09506000134352/10/ABC", "https://id.gs1.org/01/09506000134352/10/A%22B?x=%5C"]
        let (out, _) = ParseLinkScanWriterTests.hotPath(uris, lenient: false, format: .ndjson, threads: 1)
        let lines = out.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.last?.contains(#""ais":{"01":"09506000134352","10":"A\"B"}"#) == true)
        #expect(lines.last?.contains(#""otherQuery":{"x":"\\"}"#) == true)
    }

    @Test func controlCharactersAreEscapedAndUnicodePassesThrough() {
        #expect(invalid("ctl\u{00}\u{08}\u{09}\u{0A}\u{0C}\u{0D}\u{1F}\u{7F} é€😀", "bad \"q\" \\")
            == #"{"uri":"ctl\u0000\b\t\n\f\r\u001f\u007f é€😀","valid":false,"error":"bad \"q\" \\"}"#)
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
        _ = invalid(String(repeating: "\u{01}", count: 5_000), "x", into: buffer)
        let text = invalid("https://example.com/foo", "no primary key in the path", into: buffer)
        let second = #"{"uri":"https://example.com/foo","valid":false,"error":"no primary key in the path"}"#
        #expect(buffer.count == 5_000 * 6 + 36 + second.utf8.count)
        #expect(text.hasSuffix(second))
    }
}
