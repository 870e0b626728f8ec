import Foundation
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// With --debug, no secret string reaches the log: headers, JSON and form bodies, query strings.
@Suite(.verifiesStubs)
struct RedactionTests {
    static let secrets = ["S3cr3t-Needle-42", "T0K3N-Needle", "R3fresh-Needle", "P4ss-Needle", "K3y-Needle"]

    @Test func debugLogOfAFullExchangeContainsNoSecret() async throws {
        let sink = BufferSink()
        let logger = HTTPLogger(level: .debug, sink: sink, redactor: Redactor(secrets: ["S3cr3t-Needle-42"]))
        let transport = MockTransport()
        transport.on(.post, "/token", respond: .json(.object([
            "access_token": .string("T0K3N-Needle"), "refresh_token": .string("R3fresh-Needle"),
            "expires_in": .string("3600"), "idToken": .string("T0K3N-Needle"),
        ])))
        let client = HTTPClient(transport: transport, middlewares: [LoggingMiddleware(logger: logger, now: { Date() })])
        let basic = Base64.encode(Array("client:S3cr3t-Needle-42".utf8))
        var request = HTTPRequest(
            method: .post, url: HTTPURL(string: "https://h.example/token?key=K3y-Needle&x=1")!,
            headers: ["Authorization": "Basic \(basic)", "X-API-Key": "K3y-Needle", "Content-Type": "application/x-www-form-urlencoded"])
        request.body = Array("grant_type=password&password=P4ss-Needle&client_secret=S3cr3t-Needle-42".utf8)
        _ = try await client.send(request)
        let log = sink.text
        for secret in Self.secrets + [basic] { #expect(!log.contains(secret), "\(secret) leaked into: \(log)") }
        #expect(log.contains("grant_type=password"))
        #expect(log.contains("x=1"))
        #expect(log.contains("\"expires_in\":\"3600\""))
    }

    @Test func cognitoAuthParametersAreMaskedButTheUsernameKept() {
        let body = #"{"AuthFlow":"USER_PASSWORD_AUTH","AuthParameters":{"USERNAME":"ann","PASSWORD":"P4ss-Needle","SECRET_HASH":"abc"}}"#
        let text = Redactor().body(Array(body.utf8), contentType: "application/x-amz-json-1.1")
        #expect(text == #"{"AuthFlow":"USER_PASSWORD_AUTH","AuthParameters":{"USERNAME":"ann","PASSWORD":"<redacted>","SECRET_HASH":"<redacted>"}}"#)
    }

    @Test(arguments: ["password", "client_secret", "refresh_token", "idToken", "two_factor_token", "apiKey", "X-Api-Key"])
    func credentialFieldNames(_ name: String) {
        #expect(Redactor.isCredentialField(name))
        #expect(Redactor.isCredentialParameter(name))
    }

    /// Names that hold data as often as secrets are masked only where a request declares them sensitive:
    /// UPS's `ResponseStatus.Code` must survive a `--debug` log and a recording. Public names that match a
    /// credential's pattern (page cursors, the token type) are not masked either.
    @Test(arguments: [
        "email", "grant_type", "expires_in", "status", "id", "pageToken", "nextPageToken", "NextToken", "code",
        "Code", "token_type", "TokenType",
    ])
    func ordinaryFieldNames(_ name: String) {
        #expect(!Redactor.isCredentialField(name))
    }

    @Test func keyIsACredentialAsAQueryParameterAndAField() {
        #expect(Redactor.isCredentialParameter("key"))
        #expect(Redactor.isCredentialField("key"))
        #expect(Redactor().url("/v1/accounts:signIn?key=AIza-1234&x=1") == "/v1/accounts:signIn?key=<redacted>&x=1")
    }

    @Test func statusCodesSurviveAndDeclaredFieldsAreMasked() {
        let ups = #"{"XAVResponse":{"Response":{"ResponseStatus":{"Code":"1","Description":"Success"}}}}"#
        #expect(Redactor().body(Array(ups.utf8), contentType: "application/json") == ups)
        let signIn = #"{"email":"a@b.c","code":"123456","password":"pw-1234"}"#
        let masked = Redactor().body(Array(signIn.utf8), contentType: "application/json", sensitive: ["code"])
        #expect(masked == #"{"email":"a@b.c","code":"<redacted>","password":"<redacted>"}"#)
    }

    @Test func secretsAddedLaterAreScrubbedAndSoAreTheirOtherSpellings() {
        let registry = SecretRegistry()
        let redactor = Redactor(registry: registry)
        #expect(redactor.scrub("token a/b+c==") == "token a/b+c==")
        registry.add("a/b+c==")
        #expect(redactor.scrub("token a/b+c==") == "token <redacted>")
        #expect(redactor.scrub("?t=a%2Fb%2Bc%3D%3D") == "?t=<redacted>")
        registry.add(#"quo"te"#)
        #expect(redactor.scrub(#"{"m":"quo"te"}"#) == #"{"m":"<redacted>"}"#)
    }

    @Test func literalSecretsAreScrubbedFromAnyText() {
        let redactor = Redactor(secrets: ["S3cr3t-Needle-42", "ab"])
        #expect(redactor.scrub("x S3cr3t-Needle-42 y ab") == "x <redacted> y ab")
    }
}
