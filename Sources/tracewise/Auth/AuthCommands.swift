import Shared

/// `tracewise auth login|status|token|logout`, built by Shared from `FirebaseLogin`.
enum AuthCommands {
    static let spec = CommandSpec(
        "auth", abstract: "Sign in to Firebase, and check, print or forget the session.",
        discussion: "API requests carry X-API-Key when TRACEWISE_API_KEY is set, and a Firebase ID token as "
            + "'Authorization: Bearer' from TRACEWISE_ID_TOKEN, else from the session saved by 'auth login'.",
        subcommands: [login, status, token, logout])

    static let login = Shared.AuthCommands.login(
        FirebaseLogin.self,
        .init(
            "Sign in with email and password and save the session.",
            discussion: "Signs in through Firebase Authentication (TRACEWISE_FIREBASE_API_KEY is the project's web API "
                + "key) and saves the session under $XDG_STATE_HOME/tracewise/sessions/, one per environment (and "
                + "emulator host), so later commands send its ID token and refresh it when needed. The password comes "
                + "from standard input with --password-stdin, from TRACEWISE_PASSWORD, or from a prompt with echo off "
                + "when standard input is a terminal; never from an option value. With FIREBASE_AUTH_EMULATOR_HOST the "
                + "Firebase Auth emulator on this machine is used instead, and any API key is accepted.",
            examples: [
                Example("tracewise auth login --email ada@example.com", "Sign in; the password is asked for on the terminal."),
                Example(
                    "printf '%s\\n' \"$PASSWORD\" | tracewise auth login --email ada@example.com --password-stdin",
                    "Sign in from a script."),
                Example(
                    "FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 tracewise --env staging auth login --email ada@example.test",
                    "Sign in against a local Firebase Auth emulator."),
            ]),
        options: [
            OptionSpec("email", valueName: "EMAIL", help: "The account's email.", setting: TracewiseSettings.email.spec.name),
            LoginPassword.passwordStdin.spec,
        ])

    static let status = Shared.AuthCommands.status(
        FirebaseLogin.self,
        .init(
            "Show who is signed in, with which credential, and until when.",
            discussion: "The credential is TRACEWISE_ID_TOKEN when set, else the saved session (refreshed when 60 s "
                + "or less remain), else TRACEWISE_API_KEY alone. Exit 0 when a valid credential is at hand or could "
                + "be refreshed without a person, 77 otherwise (not signed in, session ended, ID token expired). "
                + "Never prints a token. With -q nothing is printed but errors: made for cron.",
            examples: [Example("tracewise auth status -q || tracewise auth login", "Sign in only when needed.")]))
        .showing(.record, AuthStatusShape.record(adding: [
            .text("emulator", help: "The Firebase Auth emulator's host, when one is used."),
            FieldSpec("apiKey", .boolean, nullable: false, help: "Whether TRACEWISE_API_KEY is set."), .text("uid"),
        ]))

    /// The one place tracewise prints a secret, because that is what it is asked for.
    static let token = Shared.AuthCommands.token(
        FirebaseLogin.self,
        .init(
            "Print a valid Firebase ID token (refreshing the session if needed) and a newline.",
            discussion: "Prints TRACEWISE_ID_TOKEN when set, else the saved session's ID token, refreshed first when "
                + "60 s or less remain. Exit 77 when there is none.",
            examples: [
                Example(
                    "curl -H \"Authorization: Bearer $(tracewise auth token)\" https://trace-wise.eu/api/v1/health",
                    "Use the token with another tool."),
            ]))

    /// Only the local copy goes: Firebase has no REST call a client can use to revoke its own refresh token
    /// (revocation needs the Admin SDK), so the token stays valid at Google until it is revoked there or the
    /// password changes. With no file left here, nothing on this machine can use it.
    static let logout = Shared.AuthCommands.logout(
        FirebaseLogin.self,
        .init(
            "Forget the saved session for the selected environment.",
            discussion: "Removes the session file; other environments' sessions stay. TRACEWISE_ID_TOKEN and "
                + "TRACEWISE_API_KEY, being settings, are not touched. The values kept for completion in this environment "
                + "are forgotten too.",
            examples: [Example("tracewise --env staging auth logout", "Forget the staging session.")]))
}
