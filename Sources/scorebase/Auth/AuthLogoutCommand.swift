import Shared

/// `scorebase auth logout`: revokes the refresh token at Cognito (`RevokeToken`) and forgets the session.
/// The session is forgotten even when the revocation fails (no network, a pool that does not allow it, an
/// emulator without it): a warning says so, since the token then stays valid at Cognito until it expires.
enum AuthLogoutCommand {
    static let spec = CommandSpec(
        "logout", abstract: "Revoke the refresh token and forget the session of the current user.",
        discussion: "Other users' and environments' sessions stay.",
        examples: [Example("scorebase auth logout", "Sign out.")],
        action: run)

    static func run(_ context: CommandContext) async throws -> ExitCode {
        let login = try ScorebaseLogin.open(context)
        guard let username = login.username, let saved = login.saved else {
            context.note("no saved session for \(login.environment)\(login.username.map { " as \($0)" } ?? "")")
            return .success
        }
        if let refreshToken = saved.refreshToken {
            context.secrets.add(refreshToken)
            do {
                try await CognitoClient(pool: login.pool, client: login.session.plainClient).revoke(refreshToken: refreshToken)
            } catch {
                context.warn("could not revoke the refresh token at \(login.pool.host) (\(Self.describe(error))); it stays valid there until it expires")
            }
        }
        try await login.forget(username)
        context.note("signed out of \(login.environment) as \(username)")
        return .success
    }

    private static func describe(_ error: any Error) -> String {
        (error as? any CLIError)?.message ?? "\(error)"
    }
}
