import Foundation
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// Cognito answers, ID tokens, saved sessions and a harness for scorebase's in-process tests.
enum ScorebaseFakes {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)
    static let pool = "eu-west-1_AbCdEf123"
    static let client = "3n4b5urk1ft4fl3mg5e62d9ado"
    static let clientSecret = "Client-Secret-Needle-0123456789"
    static let password = "Pa55-Needle-Word"
    static let sessions = "/home/tester/.local/state/scorebase/sessions"
    static let responses = "/home/tester/.cache/scorebase/responses"
    static let scope = "production%7Ceu-west-1_AbCdEf123%7C3n4b5urk1ft4fl3mg5e62d9ado"
    static func sessionPath(_ user: String) -> String { sessions + "/" + scope + "%7C" + FileTokenStore.fileName(for: user) + ".json" }
    static let cognitoURL = "https://cognito-idp.eu-west-1.amazonaws.com/"
    static let api = "https://api.scorebase.com/v1"
    /// The production preset's origin, which sessions record (docs/files.md).
    static let origin = "https://api.scorebase.com:443"

    static let variables = [
        "SCOREBASE_COGNITO_USER_POOL_ID": pool, "SCOREBASE_COGNITO_CLIENT_ID": client,
        "SCOREBASE_COGNITO_CLIENT_SECRET": clientSecret, "SCOREBASE_PASSWORD": password,
    ]

    static func harness(
        _ transport: MockTransport? = nil, variables: [String: String] = variables,
        fileSystem: InMemoryFileSystem = InMemoryFileSystem(), now: Date = now
    ) -> ToolHarness {
        ToolHarness(
            tool: AllTools.definition("scorebase"), variables: variables, fileSystem: fileSystem, now: now, transport: transport)
    }

    static func jwt(_ claims: JSONObject) -> String {
        Base64.encodeURL(Array(#"{"alg":"RS256","typ":"JWT"}"#.utf8)) + "."
            + Base64.encodeURL(Array(JSONWriter.compact(.object(claims)).utf8)) + ".c2ln"
    }

    static func idToken(username: String = "alice", tenant: String = "tn_alpha", n: Int = 1) -> String {
        jwt([
            "sub": .string("sub-alice-0001"), "cognito:username": .string(username), "email": .string("alice@example.test"),
            "email_verified": .string("true"), "custom:tenant_id": .string(tenant), "token_use": .string("id"),
            "jti": .string("id-\(n)"),
        ])
    }

    /// `{"AuthenticationResult":{…}}` as Cognito sends it (no ChallengeParameters, as moto).
    static func tokens(access: String = "access-token-1", refresh: String? = "refresh-token-1", username: String = "alice", n: Int = 1)
        -> MockResponse
    {
        var result: JSONObject = [
            "AccessToken": .string(access), "ExpiresIn": .integer(3600), "TokenType": .string("Bearer"),
            "IdToken": .string(idToken(username: username, n: n)),
        ]
        if let refresh { result["RefreshToken"] = .string(refresh) }
        return .json(.object(["AuthenticationResult": .object(result)]), headers: ["Content-Type": "application/x-amz-json-1.1"])
    }

    static func cognitoError(_ type: String, _ message: String) -> MockResponse {
        .json(.object(["__type": .string(type), "message": .string(message)]), status: 400,
              headers: ["X-Amzn-ErrorType": type + ":", "x-amzn-requestid": "cognito-req-7"])
    }

    /// A saved session of `user` (logged in as typed `login`) with `expiresIn` seconds left at `now`.
    static func withSession(
        login: String = "alice", username: String = "alice", expiresIn: Double = 3000, access: String = "access-token-old",
        files: InMemoryFileSystem = InMemoryFileSystem(), origin: String = origin
    ) throws -> InMemoryFileSystem {
        var details = JSONObject()
        details["id_token"] = .string(idToken(username: username))
        details["username"] = .string(username)
        details["sub"] = .string("sub-alice-0001")
        details["tenant"] = .string("tn_alpha")
        let token = AccessToken(
            value: access, expiresAt: now.addingTimeInterval(expiresIn), refreshToken: "refresh-token-1", details: details)
        try files.createDirectory(at: sessions, mode: 0o700)
        var json = token.json.objectValue ?? JSONObject()
        json["origin"] = .string(origin)
        try files.writeFileAtomically(Array((JSONWriter.compact(.object(json)) + "\n").utf8), to: sessionPath(login), mode: 0o600)
        try files.writeFileAtomically(
            Array(#"{"username":"\#(login)"}"#.utf8), to: sessions + "/" + scope + ".current", mode: 0o600)
        return files
    }

    static func leagues(requestID: String = "srv-req-1") -> MockResponse {
        .json(.object([
            "request_id": .string(requestID), "timestamp": .string("2026-05-14T09:30:00Z"),
            "data": .array([
                .object(["league_id": .string("lg_1"), "name": .string("Alpha"), "sport_type": .string("curling"),
                         "updated_at": .string("2026-02-01T00:00:00Z"), "logo_url": .null, "extra": .integer(7)]),
            ]),
        ]), headers: ["X-Request-Id": requestID])
    }

    static func body(_ request: HTTPRequest) throws -> JSONValue {
        try JSONParser.parse(bytes: request.body ?? [])
    }

    static func secretHash(_ user: String) -> String {
        Base64.encode(HMACSHA256.authenticate(message: Array((user + client).utf8), key: Array(clientSecret.utf8)))
    }
}
