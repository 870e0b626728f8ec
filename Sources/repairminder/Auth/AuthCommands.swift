import Shared

/// `repairminder auth login|status|token|me|logout` (toolkit contract §6).
enum AuthCommands {
    static let spec = CommandSpec(
        "auth", abstract: "Sign in (with a two-factor code when asked), and check, print or forget the session.",
        discussion: "API requests carry REPAIRMINDER_TOKEN when it is set (as is, for CI), else the session's access "
            + "token as 'Authorization: Bearer', refreshed when 60 s or less remain and once after a 401.",
        subcommands: [
            AuthLoginCommand.spec, AuthStatusCommand.spec, AuthTokenCommand.spec, AuthMeCommand.spec, AuthLogoutCommand.spec,
        ])
}
