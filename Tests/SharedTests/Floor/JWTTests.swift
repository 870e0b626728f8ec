import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

struct JWTTests {
    // The example HS256 token shown on jwt.io (signed with "your-256-bit-secret").
    static let jwtIOExample = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"
        + ".eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ"
        + ".SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"

    /// A token with `claims` as its payload; the header and signature don't matter here.
    private func token(_ claims: String) -> String {
        "eyJhbGciOiJub25lIn0." + Base64.encodeURL(Array(claims.utf8)) + ".sig"
    }

    @Test func decodesTheJWTIOExample() throws {
        let payload = try JWT.payload(of: Self.jwtIOExample)
        #expect(payload == .object(["sub": .string("1234567890"), "name": .string("John Doe"),
                                    "iat": .number("1516239022")]))
        #expect(payload.objectValue?.keys == ["sub", "name", "iat"])
        #expect(JWT.expiry(of: Self.jwtIOExample) == nil)  // it has "iat" but no "exp"
    }

    @Test func acceptsPaddedPayloadsAndEmptySignatures() throws {
        // RFC 7519 section 6.1: an unsecured JWT has an empty signature segment.
        let padded = "e30." + Base64.encode(Array(#"{"a":1}"#.utf8)) + "."
        #expect(try JWT.payload(of: padded)["a"] == .number("1"))
    }

    @Test(arguments: ["", "abc", "a.b", "a.b.c.d", "a.b.c.d.e"])
    func rejectsTokensWithoutThreeSegments(_ text: String) {
        #expect(throws: JWTError.notThreeSegments) { try JWT.payload(of: text) }
    }

    @Test(arguments: ["a.!!!.c", "a.eyJ+In0.c", "a.e.c", "a.eyJhIjoxfQ=.c"])
    func rejectsPayloadsThatAreNotBase64URL(_ text: String) {
        #expect(throws: JWTError.badBase64URL) { try JWT.payload(of: text) }
    }

    @Test(arguments: ["[1,2]", "\"text\"", "42", "null", "{\"a\":", "not json", ""])
    func rejectsPayloadsThatAreNotJSONObjects(_ claims: String) {
        #expect(throws: JWTError.payloadNotObject) { try JWT.payload(of: token(claims)) }
    }

    @Test func errorsSayWhatIsWrong() {
        #expect(JWTError.notThreeSegments.reason.contains("three"))
        #expect("\(JWTError.badBase64URL)".hasPrefix("invalid JWT: "))
    }

    @Test func expiryReadsNumbersAndNumericStrings() {
        #expect(JWT.expiry(of: token(#"{"exp":1516242622}"#)) == 1_516_242_622)
        #expect(JWT.expiry(of: token(#"{"exp":"1516242622"}"#)) == 1_516_242_622)
        #expect(JWT.expiry(of: token(#"{"exp":1516242622.75}"#)) == 1_516_242_622)
        #expect(JWT.expiry(of: token(#"{"exp":1.5e9}"#)) == 1_500_000_000)
        #expect(JWT.expiry(of: token(#"{"exp":"1516242622.5"}"#)) == 1_516_242_622)
        #expect(JWT.expiry(of: token(#"{"exp":-1.5}"#)) == -2)  // rounded down, not toward zero
        #expect(JWT.expiry(of: token(#"{"exp":"soon"}"#)) == nil)
        #expect(JWT.expiry(of: token(#"{"exp":true}"#)) == nil)
        #expect(JWT.expiry(of: token(#"{"exp":1e400}"#)) == nil)
        #expect(JWT.expiry(of: "not a token") == nil)
    }
}
