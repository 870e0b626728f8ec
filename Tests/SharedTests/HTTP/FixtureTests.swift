import Foundation
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// The fixture file format: parsing, the response it gives, and stable serialisation.
struct FixtureTests {
    static let tokenFixture = """
        {
          "status": 200,
          "headers": {
            "Content-Type": "application/json",
            "Retry-After": "2"
          },
          "body": {
            "token_type": "Bearer",
            "expires_in": "14399",
            "zeta": 1.50,
            "alpha": [
              1E3,
              -0.0,
              "x/y",
              "é\\n"
            ],
            "empty": {}
          }
        }

        """

    @Test func parsesStatusHeadersAndJSONBody() throws {
        let fixture = try Fixture.parse(Self.tokenFixture, source: "t.json")
        let response = fixture.response
        #expect(response.status == 200)
        #expect(response.headers["retry-after"] == "2")
        #expect(response.text == #"{"token_type":"Bearer","expires_in":"14399","zeta":1.50,"#
            + #""alpha":[1E3,-0.0,"x/y","é\n"],"empty":{}}"#)
    }

    @Test func serialisesToTheSameBytes() throws {
        let fixture = try Fixture.parse(Self.tokenFixture, source: "t.json")
        #expect(fixture.serialized == Self.tokenFixture)
        let again = try Fixture.parse(fixture.serialized, source: "again")
        #expect(again.serialized == fixture.serialized)
    }

    @Test func responseRoundTripKeepsTheBodyByteIdentical() throws {
        let compact = #"{"b":1,"a":{"z":[true,null,"\u0001"],"y":12345678901234567890.000},"c":"\"/\\"}"#
        let response = HTTPResponse(
            status: 201,
            headers: ["Content-Type": "application/json", "Set-Cookie": "a=1", "set-cookie": "b=2"],
            body: Array(compact.utf8))
        let fixture = Fixture(response: response)
        let parsed = try Fixture.parse(fixture.serialized, source: "r.json")
        #expect(parsed.response.body == response.body)
        #expect(parsed.response.status == 201)
        #expect(parsed.response.headers == response.headers)
        #expect(fixture.serialized.contains(#""Set-Cookie": ["#))
    }

    @Test(arguments: [
        ("<html><body>502 Bad Gateway</body></html>\n", "text/html"),
        ("", "text/plain"),
        ("{\"spaced\": true}", "text/plain"),
        ("42", "text/plain"),
    ])
    func nonJSONBodiesAreKeptAsText(_ body: String, _ type: String) throws {
        let response = HTTPResponse(status: 502, headers: ["Content-Type": type], body: Array(body.utf8))
        let fixture = try Fixture.parse(Fixture(response: response).serialized, source: "x")
        #expect(fixture.response.body == response.body)
        #expect(fixture.response.headers == response.headers)
    }

    @Test func bodyTextAndEmptyBodies() throws {
        let html = try Fixture.parse(#"{"status":502,"bodyText":"<h1>Bad gateway</h1>"}"#, source: "x")
        #expect(html.response.text == "<h1>Bad gateway</h1>")
        #expect(html.response.headers.fields.isEmpty)
        let empty = try Fixture.parse(#"{"status":204,"bodyText":""}"#, source: "x")
        #expect(empty.response.body.isEmpty)
        #expect(empty.serialized == "{\n  \"status\": 204,\n  \"headers\": {},\n  \"bodyText\": \"\"\n}\n")
    }

    @Test func binaryBodiesUseBase64() throws {
        let response = HTTPResponse(
            status: 200, headers: ["Content-Type": "image/png"], body: [0x89, 0x50, 0xFF, 0x00])
        let fixture = Fixture(response: response)
        #expect(fixture.serialized.contains(#""bodyBase64": "iVD/AA==""#))
        #expect(try Fixture.parse(fixture.serialized, source: "x").response.body == response.body)
    }

    @Test func jsonBodyWithoutContentTypeGetsOne() throws {
        let text = #"{"status":200,"body":[1],"headers":{"Retry-After":2}}"#
        let fixture = try Fixture.parse(text, source: "x")
        #expect(fixture.response.headers["Content-Type"] == "application/json")
        #expect(fixture.response.headers["Retry-After"] == "2")
    }

    @Test func commentsAndRequestNotesAreAllowed() throws {
        let text = #"{"_why":"429 then 200","request":"GET /x","status":429,"bodyText":""}"#
        let fixture = try Fixture.parse(text, source: "x")
        #expect(fixture.status == 429)
        #expect(fixture.request == "GET /x")
        #expect(fixture.serialized.hasPrefix("{\n  \"request\": \"GET /x\",\n  \"status\": 429"))
    }

    @Test(arguments: [
        ("{\"status\":200,", "invalid JSON at byte "),
        ("{\"status\":\"200\",\"body\":1}", "\"status\" must be an HTTP status code"),
        ("{\"status\":99,\"bodyText\":\"\"}", "\"status\" must be an HTTP status code"),
        ("{\"status\":200,\"body\":1,\"bodytext\":\"x\"}", "unknown key \"bodytext\""),
        ("{\"status\":200,\"body\":1,\"bodyText\":\"x\"}", "give only one of body, bodyText"),
        ("{\"status\":200,\"headers\":[],\"body\":1}", "\"headers\" must be an object"),
        ("{\"status\":200,\"headers\":{\"A\":true},\"body\":1}", "header \"A\" must be a string"),
        ("{\"status\":200,\"bodyText\":1}", "\"bodyText\" must be a string"),
    ])
    func malformedFixturesNameTheFile(_ text: String, _ reason: String) {
        #expect {
            try Fixture.parse(text, source: "/mocks/get_x.json")
        } throws: { error in
            guard let error = error as? ToolError else { return false }
            return error.exitCode == .dataError
                && error.message.hasPrefix("malformed mock fixture /mocks/get_x.json: ")
                && error.message.contains(reason)
        }
    }
}
