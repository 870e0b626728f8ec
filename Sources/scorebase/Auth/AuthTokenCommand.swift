import Shared

/// `scorebase auth token [--id]`: the access token (or the ID token) on stdout, for other tools. The one
/// place scorebase prints a secret, because that is what it is asked for.
enum AuthTokenCommand {
    static let idToken = OptionKey<Bool>.flag("id", help: "Print the ID token instead of the access token.")

    static let spec = CommandSpec(
        "token", abstract: "Print a valid access token (refreshing the session if needed) and a newline.",
        discussion: "Exit 77 when no one is signed in or the session cannot be refreshed.",
        options: [idToken.spec],
        examples: [
            Example(
                "curl -H \"Authorization: Bearer $(scorebase auth token)\" https://api.scorebase.com/v1/leagues",
                "Use the token with another tool."),
            Example("scorebase auth token --id | cut -d. -f2 | base64 -d 2>/dev/null | jq .", "Read the ID token's claims."),
        ],
        action: run)

    static func run(_ context: CommandContext) async throws -> ExitCode {
        let token = try await ScorebaseLogin.open(context).signedInProvider().token(rejecting: nil)
        if context.command[idToken] {
            guard let id = token.details["id_token"]?.stringValue else {
                throw ToolError(.notPermitted, "the session has no ID token", hints: ["Run 'scorebase auth login' again."])
            }
            context.stdout.write(id + "\n")
        } else {
            context.stdout.write(token.value + "\n")
        }
        return .success
    }
}
