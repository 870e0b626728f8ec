import FoundationEssentials
import Shared

/// Cognito's JSON API, without an SDK: every call is `POST /` with
/// `Content-Type: application/x-amz-json-1.1` and `X-Amz-Target: AWSCognitoIdentityProviderService.ACTION`,
/// unsigned (the user-pool calls a client makes need no AWS credentials).
struct CognitoClient: Sendable {
    var pool: CognitoPool
    var client: HTTPClient

    /// Calls `action` with `body` and returns Cognito's answer, or throws its error (`CognitoError`).
    ///
    /// Sign-in calls are safe to send again after a 5xx or 429: none of them changes anything that a
    /// second identical call would change twice (a challenge session is only read).
    func call(_ action: String, _ body: JSONObject, sensitive: Set<String> = []) async throws -> JSONObject {
        var request = HTTPRequest(method: .post, url: pool.endpoint, isSafeToRetry: true)
        request.headers["Content-Type"] = "application/x-amz-json-1.1"
        request.headers["X-Amz-Target"] = "AWSCognitoIdentityProviderService.\(action)"
        request.body = Array(JSONWriter.compact(.object(body)).utf8)
        // A challenge's session and an SRP proof are as good as a password for a few minutes.
        request.sensitiveFields = sensitive.union(["Session", "PASSWORD_CLAIM_SIGNATURE"])
        // SRP's public value and its answer's time are new on every sign-in: a recording is replayed without them.
        request.varyingFields = ["SRP_A", "TIMESTAMP"]
        let response = try await client.send(request)
        guard response.isSuccess else {
            if let error = CognitoError.from(response) { throw error }
            throw APIError.unexpectedBody(response, host: pool.host, requestID: response.headers["x-amzn-requestid"])
        }
        guard let answer = response.json?.objectValue else {
            throw UndecodableResponse(status: response.status, reason: "the answer is not a JSON object", host: pool.host)
        }
        return answer
    }

    /// `InitiateAuth` with `flow` and `parameters` (the client id and, with a secret, `SECRET_HASH` added).
    func initiateAuth(flow: String, parameters: JSONObject, hashUsername: String) async throws -> JSONObject {
        var parameters = parameters
        if let hash = pool.secretHash(for: hashUsername) { parameters["SECRET_HASH"] = .string(hash) }
        return try await call("InitiateAuth", [
            "AuthFlow": .string(flow), "ClientId": .string(pool.clientID), "AuthParameters": .object(parameters),
        ])
    }

    /// `RespondToAuthChallenge`: the answer to `challenge` for `username` (Cognito's name for the user),
    /// with `SECRET_HASH` when the client has a secret.
    func respond(
        to challenge: String, session: String?, username: String, responses: JSONObject
    ) async throws -> JSONObject {
        var responses = responses
        responses["USERNAME"] = .string(username)
        if let hash = pool.secretHash(for: username) { responses["SECRET_HASH"] = .string(hash) }
        var body: JSONObject = [
            "ChallengeName": .string(challenge), "ClientId": .string(pool.clientID),
            "ChallengeResponses": .object(responses),
        ]
        if let session { body["Session"] = .string(session) }
        return try await call("RespondToAuthChallenge", body)
    }

    /// `RevokeToken`: ends the refresh token at Cognito (and the access tokens issued from it).
    func revoke(refreshToken: String) async throws {
        var body: JSONObject = ["Token": .string(refreshToken), "ClientId": .string(pool.clientID)]
        if let secret = pool.clientSecret { body["ClientSecret"] = .string(secret) }
        _ = try await call("RevokeToken", body)
    }
}
