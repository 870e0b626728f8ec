import Shared

/// `tracewise auth token`: the ID token API requests would carry, on stdout, for other tools. The one
/// place tracewise prints a secret, because that is what it is asked for.
enum AuthTokenCommand {
    static let spec = CommandSpec(
        "token", abstract: "Print a valid Firebase ID token (refreshing the session if needed) and a newline.",
        discussion: "Prints TRACEWISE_ID_TOKEN when set, else the saved session's ID token, refreshed first when "
            + "60 s or less remain. Exit 77 when there is none.",
        examples: [
            Example(
                "curl -H \"Authorization: Bearer $(tracewise auth token)\" https://trace-wise.eu/api/v1/health",
                "Use the token with another tool."),
        ],
        action: run)

    static func run(_ context: CommandContext) async throws -> ExitCode {
        if let idToken = try context.settings.string("TRACEWISE_ID_TOKEN") {
            context.stdout.write(idToken + "\n")
            return .success
        }
        let session = try FirebaseSession(context: context)
        let saved = session.saved
        guard saved != nil || session.isMock else {
            var error = FirebaseSession.notSignedIn(session.displayName)
            if try context.settings.string("TRACEWISE_API_KEY") != nil {
                error.hints.insert("TRACEWISE_API_KEY is set, but an API key is not an ID token.", at: 0)
            }
            throw error
        }
        let stack = try HTTPStack(
            context: context, profile: TracewiseService.profile,
            secrets: [saved?.value, saved?.refreshToken].compactMap { $0 })
        let token = try await session.provider(stack: stack).token(rejecting: nil)
        context.stdout.write(token.value + "\n")
        return .success
    }
}
