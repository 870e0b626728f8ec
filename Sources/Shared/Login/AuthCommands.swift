/// The `auth` command group every tool with a login has, built from its `LoginService` as `api` is built
/// by `APICommand.spec`: `login`, `status`, `token` and `logout` behave alike in every tool, and the tool
/// gives their words (abstract, discussion, examples), its own options, and any command of its own.
public enum AuthCommands {
    /// The words of one command, as its help shows them.
    public struct Text: Sendable {
        public var abstract: String
        public var discussion: String?
        public var examples: [Example]

        public init(_ abstract: String, discussion: String? = nil, examples: [Example] = []) {
            self.abstract = abstract
            self.discussion = discussion
            self.examples = examples
        }
    }

    /// `auth login`: the identity (setting, else asked on a terminal), then the service's sign-in (which
    /// reads the password), then the session saved, or exit 74 saying the sign-in worked but was not saved.
    public static func login<Service: LoginService>(
        _ service: Service.Type, _ text: Text, options: [OptionSpec]
    ) -> CommandSpec {
        CommandSpec(
            "login", abstract: text.abstract, discussion: text.discussion, options: options, examples: text.examples,
            action: { context in
                // Settings first: a missing one is reported before anyone types a password.
                let service = try Service(context)
                try service.checkSignInSettings()
                try service.requireTrustedSignInRoutes()
                let account = try await service.identity.read(context, isMock: service.login.isMock)
                context.noteDryRunStopsEarly("the rest of the sign-in (a second factor, a challenge, the session saved)")
                let token = try await service.signIn(as: account)
                context.secrets.add(token.value)
                context.secrets.add(token.refreshToken)
                let location = service.location(for: account)
                do {
                    try await service.save(token, for: account)
                } catch {
                    throw SessionNotSaved(host: service.login.session.host, location: location, error: error, tool: context.tool.name)
                }
                context.note("\(service.signedIn(as: account, token: token)); session saved in \(location)")
                return .success
            })
    }

    /// `auth status`: the tool's record, unless `-q`; exit 77 when no credential is at hand.
    public static func status<Service: LoginService>(_ service: Service.Type, _ text: Text) -> CommandSpec {
        CommandSpec(
            "status", abstract: text.abstract, discussion: text.discussion, examples: text.examples,
            action: { context in
                let (record, failure) = try await Service(context).status()
                if !context.isQuiet { try context.output().print(.object(record)) }
                if let failure { throw failure }
                return .success
            })
    }

    /// `auth token`: a valid token and a newline on stdout, for other tools (`$(TOOL auth token)`).
    public static func token<Service: LoginService>(
        _ service: Service.Type, _ text: Text, options: [OptionSpec] = []
    ) -> CommandSpec {
        CommandSpec(
            "token", abstract: text.abstract, discussion: text.discussion, options: options, examples: text.examples,
            action: { context in
                let service = try Service(context)
                if context.isDryRun {
                    context.stdout.write(try await dryRunToken(service) + "\n")
                    return .success
                }
                context.stdout.write(try await service.printedToken() + "\n")
                return .success
            }).printingRawText()
    }

    /// What `auth token --dry-run` prints in place of the token: `<redacted>` when one is at hand (a saved
    /// session, a token setting), `<not signed in>` when none is. A saved session is not renewed to say so.
    static func dryRunToken(_ service: some LoginService) async throws -> String {
        if service.login.saved != nil { return Redactor.mask }
        do {
            _ = try await service.printedToken()
            return Redactor.mask
        } catch let error as any CLIError where error.exitCode == .notPermitted {
            return DryRunTransport.notSignedIn
        }
    }

    /// `auth logout`: tells the service when it can be told (a warning when that fails), and forgets the
    /// session here either way, and the values completion had seen in this environment.
    public static func logout<Service: LoginService>(_ service: Service.Type, _ text: Text) -> CommandSpec {
        CommandSpec(
            "logout", abstract: text.abstract, discussion: text.discussion, examples: text.examples,
            action: { context in
                let service = try Service(context)
                if context.isDryRun { return try dryRunLogout(service, context) }
                if let saved = service.login.saved {
                    // Signing out sends the session: the same rule as any request that carries it.
                    try service.requireTrustedSessionRoutes()
                    context.secrets.add(saved.value)
                    context.secrets.add(saved.refreshToken)
                    do {
                        try await service.signOut(saved)
                    } catch {
                        context.warn(service.signOutFailed(ErrorPhrase.of(error)))
                    }
                    try await service.forget(saved)
                    context.note(service.signedOut(saved))
                } else if let held = service.login.held, let origin = service.login.heldElsewhere {
                    // Signed in at another base URL: that service is not told (nothing goes anywhere).
                    try await service.forget(held.token)
                    context.note("\(service.signedOut(held.token)), signed in at \(origin): forgotten here without telling the service")
                } else {
                    context.note(service.signedOut(nil))
                }
                if let note = try service.afterSignOut() { context.note(note) }
                // The ids seen in this environment's answers go with the session.
                try service.login.session.seenValueStore.clear()
                return .success
            })
    }

    /// `auth logout --dry-run`: what would happen, and nothing else: the service is not told, the session
    /// stays, and no message says it is gone.
    static func dryRunLogout(_ service: some LoginService, _ context: CommandContext) throws -> ExitCode {
        guard let saved = service.login.saved else {
            context.note("--dry-run: \(service.signedOut(nil)); nothing would change")
            return .success
        }
        context.secrets.add(saved.value)
        context.secrets.add(saved.refreshToken)
        // "signed out of production as ann" → "would sign out of production as ann".
        let signOut = service.signedOut(saved).replacingText("signed out", with: "sign out")
        context.note("--dry-run: would \(signOut) and forget the session saved in \(service.login.location); "
            + "nothing was changed")
        return .success
    }
}
