import Shared

/// `scorebase auth login|status|token|refresh|logout` (toolkit contract §6).
enum AuthCommands {
    static let spec = CommandSpec(
        "auth", abstract: "Sign in to Cognito, and check, print, refresh or forget the session.",
        discussion: "API requests carry the signed-in user's access token as 'Authorization: Bearer', refreshed "
            + "when 60 s or less remain and once after a 401.",
        subcommands: [
            AuthLoginCommand.spec, AuthStatusCommand.spec, AuthTokenCommand.spec, AuthRefreshCommand.spec,
            AuthLogoutCommand.spec,
        ])
}
