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
        if let idToken = try context.settings.value(TracewiseSettings.idToken) {
            context.stdout.write(idToken + "\n")
            return .success
        }
        let login = try FirebaseLogin(try ServiceSession(context, service: TracewiseService.definition))
        let saved = login.saved
        guard saved != nil || login.isMock else {
            var error = FirebaseLogin.notSignedIn(login.displayName)
            if try context.settings.value(TracewiseSettings.apiKey) != nil {
                error.hints.insert("TRACEWISE_API_KEY is set, but an API key is not an ID token.", at: 0)
            }
            throw error
        }
        let token = try await login.provider().token(rejecting: nil)
        context.stdout.write(token.value + "\n")
        return .success
    }
}
