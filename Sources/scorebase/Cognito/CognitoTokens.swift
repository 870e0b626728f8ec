import FoundationEssentials
import Shared

/// A session from Cognito's `AuthenticationResult` (`AccessToken`, `IdToken`, `RefreshToken`, `ExpiresIn`):
/// the access token is the bearer for the ScoreBase API; the ID token's payload (not verified: the client
/// only reads it) names the user. Kept in `details`: `id_token`, `username` (`cognito:username`), `sub`,
/// `email`, `tenant` (`custom:tenant_id`).
enum CognitoTokens {
    static func token(from result: JSONObject, receivedAt: Date, previous: AccessToken?, host: String) throws -> AccessToken {
        guard let access = result["AccessToken"]?.stringValue, !access.isEmpty else {
            throw UndecodableResponse(status: 200, reason: "no AccessToken in the answer", host: host)
        }
        guard let lifetime = result["ExpiresIn"]?.intValue, lifetime > 0 else {
            throw UndecodableResponse(status: 200, reason: "no usable ExpiresIn in the answer", host: host)
        }
        var details = previous?.details ?? JSONObject()
        if let idToken = result["IdToken"]?.stringValue, !idToken.isEmpty {
            details["id_token"] = .string(idToken)
            let claims = (try? JWT.payload(of: idToken))?.objectValue ?? JSONObject()
            for (claim, key) in [("cognito:username", "username"), ("sub", "sub"), ("email", "email"), ("custom:tenant_id", "tenant")] {
                if let value = claims[claim]?.plainText { details[key] = .string(value) }
            }
        }
        if details["username"] == nil, let name = (try? JWT.payload(of: access))?["username"]?.stringValue {
            details["username"] = .string(name)
        }
        // No new refresh token in a refresh answer: the provider keeps the old one.
        let refresh = result["RefreshToken"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
        return AccessToken(
            value: access, expiresAt: receivedAt.addingTimeInterval(Double(lifetime)), refreshToken: refresh,
            details: details, obtainedAt: receivedAt)
    }
}
