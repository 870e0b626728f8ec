import Foundation
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

struct Base64Tests {
    // RFC 4648 section 10, "Test Vectors": BASE64("") ... BASE64("foobar").
    static let rfc4648Vectors: [(String, String)] = [
        ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"),
        ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy"),
    ]

    @Test(arguments: rfc4648Vectors)
    func standardAlphabetMatchesRFC4648(plain: String, encoded: String) {
        #expect(Base64.encode(Array(plain.utf8)) == encoded)
        #expect(Base64.decode(encoded) == Array(plain.utf8))
        // Padding may be left out when decoding.
        #expect(Base64.decode(encoded.replacingOccurrences(of: "=", with: "")) == Array(plain.utf8))
    }

    // The same section 10 vectors in base64url (RFC 4648 section 5), which this API writes unpadded.
    @Test(arguments: rfc4648Vectors)
    func urlAlphabetMatchesRFC4648(plain: String, encoded: String) {
        let unpadded = encoded.replacingOccurrences(of: "=", with: "")
        #expect(Base64.encodeURL(Array(plain.utf8)) == unpadded)
        #expect(Base64.decodeURL(unpadded) == Array(plain.utf8))
        #expect(Base64.decodeURL(encoded) == Array(plain.utf8))
    }

    // RFC 4648 section 9, "Illustrations and Examples", which exercise "+" and "/".
    @Test func section9ExamplesAndTheTwoAlphabets() {
        #expect(Base64.encode([0x14, 0xfb, 0x9c, 0x03, 0xd9, 0x7e]) == "FPucA9l+")
        #expect(Base64.encode([0x14, 0xfb, 0x9c, 0x03, 0xd9]) == "FPucA9k=")
        #expect(Base64.encode([0x14, 0xfb, 0x9c, 0x03]) == "FPucAw==")
        #expect(Base64.encodeURL([0x14, 0xfb, 0x9c, 0x03, 0xd9, 0x7e]) == "FPucA9l-")
        #expect(Base64.encode([0xfb, 0xff, 0xbf]) == "+/+/")
        #expect(Base64.encodeURL([0xfb, 0xff, 0xbf]) == "-_-_")
        #expect(Base64.decode("+/+/") == [0xfb, 0xff, 0xbf])
        #expect(Base64.decodeURL("-_-_") == [0xfb, 0xff, 0xbf])
        // Each alphabet rejects the other's two special characters.
        #expect(Base64.decode("-_-_") == nil)
        #expect(Base64.decodeURL("+/+/") == nil)
    }

    @Test func randomRoundTripsAgreeWithFoundation() {
        var generator = SystemRandomNumberGenerator()
        for length in Array(0...70) + [255, 256, 257, 1_000, 4_099] {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let encoded = Base64.encode(bytes)
            #expect(encoded == Data(bytes).base64EncodedString())
            #expect(Base64.decode(encoded) == bytes)
            let url = Base64.encodeURL(bytes)
            #expect(!url.contains("=") && !url.contains("+") && !url.contains("/"))
            #expect(Base64.decodeURL(url) == bytes)
        }
    }

    @Test(arguments: [
        "Zm9v!", "Zm 9v", "Zm9v\n", "Z", "Zm9vY", "Zg=", "Zg===", "Z===", "=", "==", "Zm=v", "Zg==Zg==",
        "Zm8==", "Zh==", "Zm9=", "é",
    ])
    func rejectsMalformedStandardText(_ text: String) {
        // Bad characters, whitespace, a lone trailing character, wrong or misplaced padding, and
        // non-zero leftover bits ("Zh", "Zm9", RFC 4648 section 3.5) are all refused.
        #expect(Base64.decode(text) == nil)
    }

    @Test(arguments: ["Zm9v+", "Zm9v/", "Zm9v=", "Z", "Zg=", "Zh", "a.b", "Zm9v "])
    func rejectsMalformedURLText(_ text: String) {
        #expect(Base64.decodeURL(text) == nil)
    }
}

struct HexTests {
    @Test func encodesLowercase() {
        #expect(Hex.encode([]) == "")
        #expect(Hex.encode([0x00, 0x01, 0x7f, 0x80, 0xab, 0xff]) == "00017f80abff")
        #expect(Hex.encode(Array(0...255)).count == 512)
    }

    @Test func decodesEitherCase() {
        #expect(Hex.decode("") == [])
        #expect(Hex.decode("deadBEEF") == [0xde, 0xad, 0xbe, 0xef])
        #expect(Hex.decode(Hex.encode(Array(0...255))) == Array(0...255))
    }

    @Test(arguments: ["0", "abc", "0g", "0x00", "de ad", "-1", "ÿÿ", "zz"])
    func rejectsMalformedText(_ text: String) {
        #expect(Hex.decode(text) == nil)
    }
}
