import FoundationEssentials
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
@testable import DigitalLink
@testable import tracewise

/// The pure parts of tracewise's auth: the command lines, Firebase's error codes, endpoints and answers.
struct TracewiseAuthParseTests {
    let parser = CommandLineParser(root: Tracewise.definition.rootSpec)

    @Test func loginTakesAnEmailAndAFlagForStdinButNoPasswordOption() throws {
        let parsed = try parser.parse(["auth", "login", "--email=ada@example.test", "--password-stdin"])
        #expect(parsed.path == ["auth", "login"])
        #expect(parsed.string("email") == "ada@example.test")
        #expect(parsed.flag("password-stdin") == true)
        #expect(throws: UsageError.self) { try parser.parse(["auth", "login", "--password", "x"]) }
        #expect(throws: UsageError.self) { try parser.parse(["auth", "token", "extra"]) }
    }

    @Test func codesAreThePartBeforeTheDetail() {
        #expect(FirebaseAuthError.split("INVALID_PASSWORD") == ("INVALID_PASSWORD", nil))
        let (code, detail) = FirebaseAuthError.split("WEAK_PASSWORD : Password should be at least 6 characters")
        #expect(code == "WEAK_PASSWORD")
        #expect(detail == "Password should be at least 6 characters")
    }

    /// Sign-in asks the one classifier: an answer a later try may pass (408, 429, 500, 502, 503, 504) or a
    /// server fault is the service's failure (`APIError`, exit 69 or 75), anything else Firebase's verdict.
    @Test(arguments: [(400, false), (403, false), (408, true), (429, true), (500, true), (501, true), (503, true)])
    func aSignInAnswerIsTheServicesFailureWhenALaterTryMayPassIt(status: Int, isServiceFailure: Bool) {
        let body = Array(#"{"error":{"code":\#(status),"message":"SOMETHING_ELSE"}}"#.utf8)
        let error = FirebaseAuthError.from(HTTPResponse(status: status, body: body), operation: .refresh, host: "h")
        #expect((error is APIError) == isServiceFailure, "\(error)")
        if FailureKind.of(status: status).isTemporary { #expect(error is APIError) }
    }

    @Test func endpointsForGoogleAndForTheEmulator() {
        let google = FirebaseEndpoints(apiKey: "k y&z", emulatorHost: nil)
        #expect(google.signInURL.absoluteString
            == "https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=k%20y%26z")
        #expect(google.refreshURL.absoluteString == "https://securetoken.googleapis.com/v1/token?key=k%20y%26z")
        let emulator = FirebaseEndpoints(apiKey: "k", emulatorHost: "[::1]:9099")
        #expect(emulator.refreshURL.absoluteString == "http://[::1]:9099/securetoken.googleapis.com/v1/token?key=k")
    }

    @Test func lifetimesMayBeStringsOrNumbersAndCountFromArrival() throws {
        let arrival = Date(timeIntervalSince1970: 1_000)
        let body = #"{"idToken":"i","refreshToken":"r","expiresIn":3600,"localId":"u","email":"e@x.test"}"#
        let token = try FirebaseAuthClient.parseSignIn(
            HTTPResponse(status: 200, body: Array(body.utf8)), host: "h", receivedAt: arrival)
        #expect(token.expiresAt == Date(timeIntervalSince1970: 4_600))
        #expect(token.details["uid"] == .string("u"))
        let refresh = #"{"id_token":"i2","refresh_token":"r","expires_in":"120","user_id":"u"}"#
        let refreshed = try FirebaseAuthClient.parseRefresh(
            HTTPResponse(status: 200, body: Array(refresh.utf8)), host: "h", receivedAt: arrival)
        #expect(refreshed.value == "i2")
        #expect(refreshed.expiresAt == Date(timeIntervalSince1970: 1_120))
    }

    @Test(arguments: [
        #"{"refreshToken":"r","expiresIn":"3600"}"#, #"{"idToken":"i","expiresIn":"0"}"#, #"{"idToken":"i"}"#, "[]",
    ])
    func aSignInAnswerWithoutATokenOrLifetimeIsReported(body: String) {
        #expect(throws: UndecodableResponse.self) {
            try FirebaseAuthClient.parseSignIn(HTTPResponse(status: 200, body: Array(body.utf8)), host: "h", receivedAt: Date())
        }
    }
}
