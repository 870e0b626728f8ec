import Shared

/// How `--mock` names the fixtures Cognito's sign-in answers from. ScoreBase's own API is
/// `ScorebaseMockService`, over a data set; a `--mock-dir` file named as derived from method and path
/// (`get_v1_leagues_lg_x`) wins over it. Cognito's calls all go to `POST /`, so their fixture names come from the
/// action and the flow or challenge: `cognito_initiate_auth_user_password_auth`,
/// `cognito_initiate_auth_user_srp_auth`, `cognito_initiate_auth_refresh_token_auth`,
/// `cognito_respond_password_verifier`, `cognito_respond_new_password_required`, `cognito_revoke_token`.
/// A username with a fixture of its own (`cognito_initiate_auth_user_USERNAME`) gets that answer, so the
/// mock users below act out every outcome of a sign-in.
enum ScorebaseMockRoutes {
    /// The users whose sign-in the built-in fixtures script: a temporary password, and each error.
    static let scenarioUsers = [
        "mock-new-password", "mock-unconfirmed", "mock-reset", "mock-throttled", "mock-wrong-password", "mock-unknown",
    ]

    static var all: [FixtureTransport.Route] {
        [
            FixtureTransport.Route(.post, "/", description: "cognito_ACTION_FLOW") { request, _ in cognitoName(request) },
        ]
    }

    static func cognitoName(_ request: HTTPRequest) -> String {
        let target = request.headers["X-Amz-Target"] ?? ""
        let action = target.split(separator: ".").last.map(String.init) ?? "unknown"
        let body = request.body.flatMap { try? JSONParser.parse(bytes: $0) }
        switch action {
        case "InitiateAuth":
            let user = body?["AuthParameters"]?["USERNAME"]?.stringValue ?? ""
            if scenarioUsers.contains(user) { return "cognito_initiate_auth_user_" + FixtureName.sanitize(user) }
            return "cognito_initiate_auth_" + FixtureName.sanitize(body?["AuthFlow"]?.stringValue ?? "")
        case "RespondToAuthChallenge":
            return "cognito_respond_" + FixtureName.sanitize(body?["ChallengeName"]?.stringValue ?? "")
        default:
            return "cognito_" + snakeCase(action)
        }
    }

    /// `RevokeToken` → `revoke_token`.
    static func snakeCase(_ text: String) -> String {
        var out = ""
        for character in text {
            if character.isUppercase, !out.isEmpty { out += "_" }
            out += character.lowercased()
        }
        return out
    }
}
