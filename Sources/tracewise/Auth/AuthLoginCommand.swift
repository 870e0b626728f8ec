import Shared

/// `tracewise auth login [--email E] [--password-stdin]`: signs in to Firebase with email and password and
/// saves the session (ID token, refresh token, expiry, uid, email) for the selected environment.
enum AuthLoginCommand {
    static let spec = CommandSpec(
        "login", abstract: "Sign in with email and password and save the session.",
        discussion: "Signs in through Firebase Authentication (TRACEWISE_FIREBASE_API_KEY is the project's web API "
            + "key) and saves the session under $XDG_STATE_HOME/tracewise/sessions/, one per environment (and "
            + "emulator host), so later commands send its ID token and refresh it when needed. The password comes "
            + "from standard input with --password-stdin, from TRACEWISE_PASSWORD, or from a prompt with echo off "
            + "when standard input is a terminal; never from an option value. With FIREBASE_AUTH_EMULATOR_HOST the "
            + "Firebase Auth emulator on this machine is used instead, and any API key is accepted.",
        options: [
            OptionSpec("email", valueName: "EMAIL", help: "The account's email.", setting: TracewiseSettings.email.spec.name),
            LoginPassword.passwordStdin.spec,
        ],
        examples: [
            Example("tracewise auth login --email ada@example.com", "Sign in; the password is asked for on the terminal."),
            Example(
                "printf '%s\\n' \"$PASSWORD\" | tracewise auth login --email ada@example.com --password-stdin",
                "Sign in from a script."),
            Example(
                "FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 tracewise --env staging auth login --email ada@example.test",
                "Sign in against a local Firebase Auth emulator."),
        ],
        action: run)

    static func run(_ context: CommandContext) async throws -> ExitCode {
        let login = try FirebaseLogin(try ServiceSession(context, service: TracewiseService.definition))
        // Settings first, so a missing API key or email is reported before anyone types a password.
        let endpoints = try login.endpoints()
        let email = try LoginIdentity(
            setting: TracewiseSettings.email, option: "email", label: "Email", mockDefault: FirebaseLogin.mockEmail
        ).read(context, isMock: login.isMock)
        let password = try passwordSource(email: email).read(context, account: email, isMock: login.isMock)
        let auth = FirebaseAuthClient(client: login.session.plainClient, endpoints: endpoints, now: context.environment.now)
        var token = try await auth.signIn(email: email, password: password)
        context.secrets.add(token.value)
        context.secrets.add(token.refreshToken)
        // The fixtures answer with their own user; in mock mode the sign-in is the identity given.
        if token.details["email"] == nil || login.isMock { token.details["email"] = .string(email) }
        do {
            try await login.save(token)
        } catch {
            throw SessionNotSaved(host: login.session.host, location: login.location, error: error, tool: context.tool.name)
        }
        let who = token.details["email"]?.stringValue ?? email
        context.note("signed in to \(login.displayName) as \(who); session saved in \(login.location)")
        return .success
    }

    static func passwordSource(email: String) -> LoginPassword {
        LoginPassword(
            setting: TracewiseSettings.password, mockPassword: FirebaseLogin.mockPassword, loginArguments: "--email \(email)")
    }
}
