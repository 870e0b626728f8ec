import Shared

/// `tracewise auth logout`: forgets the saved session of the selected environment (and emulator host).
///
/// Only the local copy goes: Firebase has no REST call a client can use to revoke its own refresh token
/// (revocation needs the Admin SDK), so the token stays valid at Google until it is revoked there or the
/// password changes. With no file left here, nothing on this machine can use it.
enum AuthLogoutCommand {
    static let spec = CommandSpec(
        "logout", abstract: "Forget the saved session for the selected environment.",
        discussion: "Removes the session file; other environments' sessions stay. TRACEWISE_ID_TOKEN and "
            + "TRACEWISE_API_KEY, being settings, are not touched.",
        examples: [Example("tracewise --env staging auth logout", "Forget the staging session.")],
        action: run)

    static func run(_ context: CommandContext) async throws -> ExitCode {
        let login = try FirebaseLogin(try ServiceSession(context, service: TracewiseService.definition))
        if let saved = login.saved {
            try await login.forget()
            let who = saved.details["email"]?.stringValue.map { " (\($0))" } ?? ""
            context.note("signed out of \(login.displayName)\(who)")
        } else {
            context.note("no saved session for \(login.displayName)")
        }
        if try context.settings.value(TracewiseSettings.idToken) != nil {
            context.note("TRACEWISE_ID_TOKEN is still set, and requests will carry it")
        }
        return .success
    }
}
