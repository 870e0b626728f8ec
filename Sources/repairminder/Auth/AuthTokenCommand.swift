import Shared

/// `repairminder auth token`: a valid access token and a newline on stdout, for other tools.
enum AuthTokenCommand {
    static let spec = CommandSpec(
        "token", abstract: "Print a valid access token (refreshing the session if needed) and a newline.",
        discussion: "REPAIRMINDER_TOKEN when set, else the session's token. Exit 77 when no one is signed in or the "
            + "session cannot be renewed.",
        examples: [
            Example(
                "curl -H \"Authorization: Bearer $(repairminder auth token)\" https://api.repairminder.com/api/auth/me",
                "Use the token with another tool."),
        ],
        action: run)

    static func run(_ context: CommandContext) async throws -> ExitCode {
        if let token = try context.settings.value(RepairminderSettings.token) {
            context.stdout.write(token + "\n")
            return .success
        }
        let token = try await RepairminderLogin.open(context).signedInProvider().token(rejecting: nil)
        context.stdout.write(token.value + "\n")
        return .success
    }
}
