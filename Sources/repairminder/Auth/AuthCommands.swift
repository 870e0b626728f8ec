import Shared

/// `repairminder auth login|status|token|me|logout`, built by Shared from `RepairminderLogin`.
enum AuthCommands {
    static let spec = CommandSpec(
        "auth", abstract: "Sign in (with a two-factor code when asked), and check, print or forget the session.",
        discussion: "API requests carry REPAIRMINDER_TOKEN when it is set (as is, for CI), else the session's access "
            + "token as 'Authorization: Bearer', refreshed when 60 s or less remain and once after a 401.",
        subcommands: [login, status, token, AuthMeCommand.spec, logout])

    static let login = Shared.AuthCommands.login(
        RepairminderLogin.self,
        .init(
            "Sign in to RepairMinder and save the session.",
            discussion: "Sends POST /api/auth/login and saves the session (access token, refresh token, expiry and user) "
                + "under $XDG_STATE_HOME/repairminder/sessions/, one per environment. When the account has a second factor "
                + "the code is asked for on a terminal; elsewhere pass --code. Under --mock, mock-2fa@example.test asks "
                + "for a code (123456 is right), and mock-wrong-password@example.test is refused.",
            examples: [
                Example("repairminder auth login --email ann@example.com", "Sign in; the password (and code) are asked for."),
                Example(
                    "printf '%s\\n' \"$PASSWORD\" | repairminder auth login --email ann@example.com --password-stdin --code 123456",
                    "Sign in from a script, with a two-factor code."),
                Example("repairminder --mock auth login --email mock-2fa@example.test", "See the two-factor prompt in mock mode."),
            ]),
        options: [RepairminderLogin.email.spec, LoginPassword.passwordStdin.spec, RepairminderLogin.code.spec])

    static let status = Shared.AuthCommands.status(
        RepairminderLogin.self,
        .init(
            "Show who is signed in, with which credential, and until when.",
            discussion: "The credential is REPAIRMINDER_TOKEN when set, else the saved session (renewed when 60 s or "
                + "less remain). Exit 0 when a credential is at hand or could be renewed without a person, 77 otherwise. "
                + "Never prints a token. With -q nothing is printed but errors: made for cron.",
            examples: [Example("repairminder auth status -q || repairminder auth login", "Sign in only when needed.")]))
        .showing(.record, AuthStatusShape.record(adding: [
            .text("host", help: "The service's host."), .text("name"), .text("userId"),
            .text("session", help: "Where the session is saved."),
        ]))

    static let token = Shared.AuthCommands.token(
        RepairminderLogin.self,
        .init(
            "Print a valid access token (refreshing the session if needed) and a newline.",
            discussion: "REPAIRMINDER_TOKEN when set, else the session's token. Exit 77 when no one is signed in or the "
                + "session cannot be renewed.",
            examples: [
                Example(
                    "curl -H \"Authorization: Bearer $(repairminder auth token)\" https://api.repairminder.com/api/auth/me",
                    "Use the token with another tool."),
            ]))

    /// Tells the service (`POST /api/auth/logout`) and forgets the session, even when the call fails (no
    /// network, an expired token, an outage): a warning then says the service was not told.
    static let logout = Shared.AuthCommands.logout(
        RepairminderLogin.self,
        .init(
            "Sign out at the service and forget the session of this environment.",
            discussion: "Other environments' sessions stay. REPAIRMINDER_TOKEN, when set, is not touched. The ids kept "
                + "for completion in this environment are forgotten too.",
            examples: [Example("repairminder auth logout", "Sign out.")]))
}
