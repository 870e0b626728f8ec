import Foundation
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// Firebase answers, saved sessions and a harness for tracewise's in-process auth tests.
enum TracewiseAuth {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)
    static let sessions = "/home/tester/.local/state/tracewise/sessions"
    static let productionSession = sessions + "/production.json"
    static let signInPath = "/v1/accounts:signInWithPassword"
    static let refreshPath = "/v1/token"
    /// Long enough for the redactor (which ignores values under 4 characters), distinctive enough to grep.
    static let password = "Pa55-Needle-Word"
    static let webKey = "AIzaSy-Web-Key-Needle"

    static func harness(
        _ transport: MockTransport? = nil, variables: [String: String] = [:], fileSystem: InMemoryFileSystem = InMemoryFileSystem(),
        terminal: Bool = false
    ) -> ToolHarness {
        ToolHarness(
            tool: AllTools.definition("tracewise"), variables: variables, fileSystem: fileSystem, now: now,
            terminal: terminal, transport: transport)
    }

    /// The sign-in answer as Firebase sends it: `expiresIn` a string.
    static func signInAnswer(idToken: String = "id-token-1", refreshToken: String = "refresh-token-1", expiresIn: String = "3600")
        -> MockResponse
    {
        .json(.object([
            "kind": .string("identitytoolkit#VerifyPasswordResponse"), "localId": .string("uid-ada"),
            "email": .string("ada@example.test"), "displayName": .string(""), "idToken": .string(idToken),
            "registered": .bool(true), "refreshToken": .string(refreshToken), "expiresIn": .string(expiresIn),
        ]))
    }

    /// The securetoken answer: snake_case, `expires_in` a string.
    static func refreshAnswer(idToken: String = "id-token-2", refreshToken: String = "refresh-token-1") -> MockResponse {
        .json(.object([
            "access_token": .string(idToken), "expires_in": .string("3600"), "token_type": .string("Bearer"),
            "refresh_token": .string(refreshToken), "id_token": .string(idToken), "user_id": .string("uid-ada"),
            "project_id": .string("123456789012"),
        ]))
    }

    /// `{"error":{"code":400,"message":M,"errors":[…]}}`, plus any extra fields (`status`).
    static func firebaseError(_ message: String, status: Int = 400, extra: [String: JSONValue] = [:]) -> MockResponse {
        var error = JSONObject()
        error["code"] = .integer(status)
        error["message"] = .string(message)
        error["errors"] = .array([.object(["message": .string(message), "domain": .string("global"), "reason": .string("invalid")])])
        for (key, value) in extra { error[key] = value }
        return .json(.object(["error": .object(error)]), status: status)
    }

    /// A saved session file whose ID token has `expiresIn` seconds left at `now`.
    /// The origin of the production preset, which sessions are signed in at unless a test says otherwise.
    static let origin = "https://trace-wise.eu:443"

    static func sessionFile(
        idToken: String = "id-token-old", refreshToken: String = "refresh-token-1", expiresIn: Double, origin: String? = origin
    ) -> String {
        var details = JSONObject()
        details["uid"] = .string("uid-ada")
        details["email"] = .string("ada@example.test")
        let token = AccessToken(
            value: idToken, expiresAt: now.addingTimeInterval(expiresIn), refreshToken: refreshToken, details: details)
        var json = token.json.objectValue ?? JSONObject()
        if let origin { json["origin"] = .string(origin) }
        return JSONWriter.compact(.object(json)) + "\n"
    }

    static func withSession(
        expiresIn: Double, idToken: String = "id-token-old", path: String = productionSession, origin: String? = origin
    ) -> InMemoryFileSystem {
        InMemoryFileSystem(files: [path: sessionFile(idToken: idToken, expiresIn: expiresIn, origin: origin)])
    }

    static func body(_ request: HTTPRequest) -> String {
        request.body.map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// An unsigned JWT like the emulator's, with these claims.
    static func jwt(_ claims: JSONValue) -> String {
        func segment(_ text: String) -> String {
            Data(text.utf8).base64EncodedString().replacingOccurrences(of: "+", with: "-")
                .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
        }
        return segment(#"{"alg":"none","typ":"JWT"}"#) + "." + segment(JSONWriter.compact(claims)) + "."
    }
}
