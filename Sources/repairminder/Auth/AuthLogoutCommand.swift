import Shared

/// `repairminder auth logout`: tells the service (`POST /api/auth/logout`) and forgets the session. The
/// session is forgotten even when the call fails (no network, an expired token, an outage): a warning then
/// says the service was not told.
enum AuthLogoutCommand {
    static let spec = CommandSpec(
        "logout", abstract: "Sign out at the service and forget the session of this environment.",
        discussion: "Other environments' sessions stay. REPAIRMINDER_TOKEN, when set, is not touched.",
        examples: [Example("repairminder auth logout", "Sign out.")],
        action: run)

    static func run(_ context: CommandContext) async throws -> ExitCode {
        let login = try RepairminderLogin.open(context)
        guard let saved = login.saved else {
            context.note("no saved session for \(login.environment)")
            return .success
        }
        context.secrets.add(saved.value)
        context.secrets.add(saved.refreshToken)
        do {
            try await login.authClient.logout(accessToken: saved.value)
        } catch {
            let reason = (error as? any CLIError)?.message ?? "\(error)"
            context.warn("could not sign out at \(login.session.host) (\(reason)); the session is forgotten here anyway")
        }
        try await login.forget()
        let who = saved.details["email"]?.stringValue.map { " as \($0)" } ?? ""
        context.note("signed out of \(login.environment)\(who)")
        return .success
    }
}
