import FoundationEssentials
import Shared

/// `scorebase auth status`: who is signed in, in which tenant, and until when. Never prints a token.
enum AuthStatusCommand {
    static let spec = CommandSpec(
        "status", abstract: "Show who is signed in, their tenant, and when the access token expires.",
        discussion: "Refreshes the access token first when 60 s or less remain. Exit 0 when a valid token is at "
            + "hand or could be refreshed without a person, 77 otherwise. With -q nothing is printed but errors.",
        examples: [Example("scorebase auth status -q || scorebase auth login", "Sign in only when needed.")],
        action: run)

    static func run(_ context: CommandContext) async throws -> ExitCode {
        let login = try ScorebaseLogin.open(context)
        let provider = try login.signedInProvider()
        let cached = await provider.currentToken()
        let token = try await provider.token(rejecting: nil)
        let now = context.environment.now()
        var record = JSONObject()
        record["environment"] = .string(login.environment)
        record["pool"] = .string(login.pool.poolID)
        record["client"] = .string(login.pool.clientID)
        record["login"] = .string(login.username ?? "")
        record["username"] = token.details["username"] ?? .null
        record["user_id"] = token.details["sub"] ?? .null
        record["email"] = token.details["email"] ?? .null
        record["tenant"] = token.details["tenant"] ?? .null
        if let expiry = token.expiresAt {
            record["expires_at"] = .string(ISO8601DateTime.format(expiry))
            record["expires_in"] = .integer(Int(expiry.timeIntervalSince(now)))
        }
        record["token"] = .string(cached == token ? "saved" : (cached == nil ? "new" : "refreshed"))
        if !context.isQuiet { try context.output().print(.object(record)) }
        return .success
    }
}
