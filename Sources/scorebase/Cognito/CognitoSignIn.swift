import FoundationEssentials
import Shared

/// The sign-in conversations with Cognito, each ending in a session token (`CognitoTokens`):
/// password (`USER_PASSWORD_AUTH`), SRP (`USER_SRP_AUTH`, then `PASSWORD_VERIFIER`), the
/// `NEW_PASSWORD_REQUIRED` challenge either may bring, and refresh (`REFRESH_TOKEN_AUTH`).
struct CognitoSignIn: Sendable {
    var cognito: CognitoClient
    var now: @Sendable () -> Date
    /// Asked only when Cognito wants a new password (a temporary one was used); gets the username.
    var newPassword: @Sendable (String) async throws -> String = { _ in
        throw ToolError(.notPermitted, "Cognito asks for a new password", hints: ["Pass it with --new-password-stdin."])
    }

    var pool: CognitoPool { cognito.pool }

    func withPassword(username: String, password: String) async throws -> AccessToken {
        let received = now()
        let answer = try await cognito.initiateAuth(
            flow: "USER_PASSWORD_AUTH",
            parameters: ["USERNAME": .string(username), "PASSWORD": .string(password)], hashUsername: username)
        return try await finish(answer, username: username, receivedAt: received)
    }

    /// SRP: the password itself is never sent. `srp` carries the ephemeral secret (random in a real run).
    func withSRP(username: String, password: String, srp: CognitoSRP) async throws -> AccessToken {
        let challenge = try await cognito.initiateAuth(
            flow: "USER_SRP_AUTH", parameters: ["USERNAME": .string(username), "SRP_A": .string(srp.publicValueHex)],
            hashUsername: username)
        guard challenge["ChallengeName"]?.stringValue == "PASSWORD_VERIFIER",
              let parameters = challenge["ChallengeParameters"]?.objectValue
        else {
            return try await finish(challenge, username: username, receivedAt: now())
        }
        func parameter(_ name: String) throws -> String {
            guard let value = parameters[name]?.stringValue, !value.isEmpty else {
                throw UndecodableResponse(status: 200, reason: "the PASSWORD_VERIFIER challenge has no \(name)", host: pool.host)
            }
            return value
        }
        // USER_ID_FOR_SRP goes into the hashes; the USERNAME parameter is what Cognito wants back.
        let cognitoUsername = try parameter("USERNAME")
        let timestamp = CognitoTimestamp.format(now())
        let srpChallenge = CognitoSRP.Challenge(
            poolName: pool.poolName, userID: try parameter("USER_ID_FOR_SRP"), password: password,
            serverPublicHex: try parameter("SRP_B"), saltHex: try parameter("SALT"),
            secretBlock: try parameter("SECRET_BLOCK"), timestamp: timestamp)
        let signature: String
        do {
            signature = try srp.signature(for: srpChallenge)
        } catch let CognitoSRP.Failure.invalidChallenge(reason) {
            throw UndecodableResponse(status: 200, reason: "the SRP challenge cannot be answered: \(reason)", host: pool.host)
        }
        let received = now()
        let answer = try await cognito.respond(
            to: "PASSWORD_VERIFIER", session: challenge["Session"]?.stringValue, username: cognitoUsername,
            responses: [
                "PASSWORD_CLAIM_SECRET_BLOCK": .string(srpChallenge.secretBlock),
                "PASSWORD_CLAIM_SIGNATURE": .string(signature), "TIMESTAMP": .string(timestamp),
            ])
        return try await finish(answer, username: cognitoUsername, receivedAt: received)
    }

    /// A new access and ID token from the session's refresh token. With a client secret, `SECRET_HASH` is
    /// computed with Cognito's own name for the user (`cognito:username`), which differs from what was
    /// typed when the user signed in with an email alias.
    func refresh(_ session: AccessToken) async throws -> AccessToken {
        guard let refreshToken = session.refreshToken else {
            throw ToolError(.notPermitted, "the saved session has no refresh token", hints: ["Run 'scorebase auth login'."])
        }
        let username = session.details["username"]?.stringValue ?? session.details["sub"]?.stringValue ?? ""
        let received = now()
        let answer = try await cognito.initiateAuth(
            flow: "REFRESH_TOKEN_AUTH", parameters: ["REFRESH_TOKEN": .string(refreshToken)], hashUsername: username)
        guard let result = answer["AuthenticationResult"]?.objectValue else {
            throw UndecodableResponse(status: 200, reason: "the refresh answer has no AuthenticationResult", host: pool.host)
        }
        return try CognitoTokens.token(from: result, receivedAt: received, previous: session, host: pool.host)
    }

    /// Tokens, or the next challenge answered until there are tokens.
    private func finish(_ answer: JSONObject, username: String, receivedAt: Date) async throws -> AccessToken {
        var answer = answer, received = receivedAt
        while true {
            if let result = answer["AuthenticationResult"]?.objectValue {
                return try CognitoTokens.token(from: result, receivedAt: received, previous: nil, host: pool.host)
            }
            let challenge = answer["ChallengeName"]?.stringValue ?? "(none)"
            guard challenge == "NEW_PASSWORD_REQUIRED" else {
                throw ToolError(
                    .notPermitted, "Cognito asks for the \(challenge) challenge, which scorebase cannot answer",
                    hints: ["Sign in once in the ScoreBase app to complete it, then try again."])
            }
            let name = answer["ChallengeParameters"]?["USERNAME"]?.stringValue ?? username
            let password = try await newPassword(name)
            received = now()
            answer = try await cognito.respond(
                to: challenge, session: answer["Session"]?.stringValue, username: name,
                responses: ["NEW_PASSWORD": .string(password)])
        }
    }
}
