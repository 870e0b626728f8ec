import Shared

/// `tracewise auth login|status|token|logout` (toolkit contract §6).
enum AuthCommands {
    static let spec = CommandSpec(
        "auth", abstract: "Sign in to Firebase, and check, print or forget the session.",
        discussion: "API requests carry X-API-Key when TRACEWISE_API_KEY is set, and a Firebase ID token as "
            + "'Authorization: Bearer' from TRACEWISE_ID_TOKEN, else from the session saved by 'auth login'.",
        subcommands: [AuthLoginCommand.spec, AuthStatusCommand.spec, AuthTokenCommand.spec, AuthLogoutCommand.spec])
}
