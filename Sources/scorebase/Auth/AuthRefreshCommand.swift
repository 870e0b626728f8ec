import FoundationEssentials
import Shared

/// `scorebase auth refresh`: a new access and ID token now, whatever the old one's age
/// (`REFRESH_TOKEN_AUTH`), e.g. after the user's attributes or groups changed.
enum AuthRefreshCommand {
    static let spec = CommandSpec(
        "refresh", abstract: "Refresh the access and ID token now.",
        discussion: "Exit 77 when the refresh token was refused (signed out everywhere, revoked, user disabled): "
            + "the session is then removed, and 'scorebase auth login' starts a new one.",
        examples: [Example("scorebase auth refresh && scorebase auth status", "New tokens, then who and until when.")],
        action: run)

    static func run(_ context: CommandContext) async throws -> ExitCode {
        let login = try ScorebaseLogin(context)
        let provider = try login.signedInProvider()
        // Refusing the current token is how the provider is told to replace it.
        let current = await provider.currentToken()
        let token = try await provider.token(rejecting: current)
        let expiry = token.expiresAt.map { "; valid until " + ISO8601DateTime.format($0) } ?? ""
        context.note("refreshed the session of \(login.username ?? "the user")\(expiry)")
        return .success
    }
}
