import Shared

/// `repairminder auth login [--email E] [--password-stdin] [--code CODE]`.
enum AuthLoginCommand {
    static let email = OptionKey<String?>.value(
        "email", valueName: "EMAIL", help: "The account's email.", setting: RepairminderSettings.email.spec.name)
    static let code = OptionKey<String?>.value(
        "code", valueName: "CODE", help: "The two-factor code, when the account has a second factor (asked for on a terminal).")

    static let spec = CommandSpec(
        "login", abstract: "Sign in to RepairMinder and save the session.",
        discussion: "Sends POST /api/auth/login and saves the session (access token, refresh token, expiry and user) "
            + "under $XDG_STATE_HOME/repairminder/sessions/, one per environment. When the account has a second factor "
            + "the code is asked for on a terminal; elsewhere pass --code. Under --mock, mock-2fa@example.test asks "
            + "for a code (123456 is right), and mock-wrong-password@example.test is refused.",
        options: [email.spec, LoginPassword.passwordStdin.spec, code.spec],
        examples: [
            Example("repairminder auth login --email ann@example.com", "Sign in; the password (and code) are asked for."),
            Example(
                "printf '%s\\n' \"$PASSWORD\" | repairminder auth login --email ann@example.com --password-stdin --code 123456",
                "Sign in from a script, with a two-factor code."),
            Example("repairminder --mock auth login --email mock-2fa@example.test", "See the two-factor prompt in mock mode."),
        ],
        action: run)

    static func run(_ context: CommandContext) async throws -> ExitCode {
        let login = try RepairminderLogin.open(context)
        let io = context.environment.io
        let account = try LoginIdentity(
            setting: RepairminderSettings.email, option: "email", label: "Email", mockDefault: RepairminderLogin.mockEmail
        ).read(context, isMock: login.isMock)
        let password = try LoginPassword(
            setting: RepairminderSettings.password, mockPassword: RepairminderLogin.mockPassword,
            loginArguments: "--email \(account)"
        ).read(context, account: account, isMock: login.isMock)
        var code = context.command[Self.code]
        context.secrets.add(code)
        let auth = login.authClient
        var answer = try await auth.login(email: account, password: password, code: code)
        if case .needsCode(let message) = answer {
            guard code == nil else {
                throw ToolError(
                    .notPermitted, "the two-factor code was not accepted\(message.map { ": \($0)" } ?? "")",
                    hints: ["Use the current code from your authenticator app, and pass it with --code."])
            }
            guard io.stdinIsTerminal else {
                throw ToolError(
                    .notPermitted, "\(account) has two-factor authentication, and there is no terminal to ask for the code",
                    hints: ["Pass the current code: repairminder auth login --email \(account) --code CODE"])
            }
            guard let typed = io.readSecretLine("Two-factor code for \(account): "), !typed.isEmpty else {
                throw ToolError(.notPermitted, "no two-factor code was entered")
            }
            code = typed.trimmedWhitespace
            context.secrets.add(code)
            answer = try await auth.login(email: account, password: password, code: code)
        }
        guard case .signedIn(var token) = answer else {
            throw ToolError(
                .notPermitted, "the two-factor code was not accepted",
                hints: ["Try again with the current code from your authenticator app."])
        }
        token.details["email"] = .string(account)
        do {
            try await login.save(token)
        } catch {
            throw SessionNotSaved(host: login.session.host, location: login.location, error: error, tool: context.tool.name)
        }
        context.note("signed in to \(login.environment) as \(account); session saved in \(login.location)")
        return .success
    }
}
