import FoundationEssentials
import Shared

/// repairminder's login: `POST /api/auth/login` with a second factor when the account has one, renewed
/// through `POST /api/auth/refresh`, ended with `POST /api/auth/logout`. Shared keeps the session
/// (`LoginSession`); this adds the service's calls, the two-factor code, and REPAIRMINDER_TOKEN, which
/// wins over any session.
///
/// The session key is the environment, so a staging login never replaces the production one, and the
/// session records the base URL's origin it was signed in at (`LoginSession`): it is used only there.
/// Signing in with another email, or at another base URL, replaces the environment's session.
struct RepairminderLogin: LoginService {
    let login: LoginSession

    static let mockEmail = "mock@example.test"
    static let mockPassword = "mock-password"

    static let email = OptionKey<String?>.value(
        "email", valueName: "EMAIL", help: "The account's email.", setting: RepairminderSettings.email.spec.name)
    static let code = OptionKey<String?>.value(
        "code", valueName: "CODE", help: "The two-factor code, when the account has a second factor (asked for on a terminal).")

    init(_ session: ServiceSession) {
        login = LoginSession(session)
    }

    init(_ context: CommandContext) throws {
        self.init(try ServiceSession(context, service: RepairminderService.definition))
    }

    var authClient: RepairminderAuthClient {
        RepairminderAuthClient(session: login.session, now: context.environment.now)
    }

    // MARK: auth login

    var identity: LoginIdentity {
        LoginIdentity(setting: RepairminderSettings.email, option: "email", label: "Email", mockDefault: Self.mockEmail)
    }

    var passwordSetting: SettingKey<String> { RepairminderSettings.password }

    /// The password, then the code when the service asks for one: from `--code`, else typed on a terminal.
    func signIn(as account: String) async throws -> AccessToken {
        let io = context.environment.io
        let password = try await LoginPassword(
            setting: RepairminderSettings.password, loginArguments: "--email \(account)"
        ).read(context, account: account)
        let code = context.command[Self.code]
        context.secrets.add(code)
        let auth = authClient
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
            answer = try await askForCode(account: account, password: password, auth: auth)
        }
        guard case .signedIn(var token) = answer else {
            throw ToolError(
                .notPermitted, "the two-factor code was not accepted (\(Self.codeTries) tries)",
                hints: ["Try again with the current code from your authenticator app."])
        }
        token.details["email"] = .string(account)
        return token
    }

    /// How many codes a person may type before the sign-in gives up: a typo is asked again, not a
    /// restart with the password.
    static let codeTries = 3

    /// The code typed on the terminal, asked again after a wrong one, `codeTries` times in all; the last
    /// answer (signed in, or still asking) is returned. Under `--mock` the prompt names the code that passes.
    private func askForCode(account: String, password: String, auth: RepairminderAuthClient) async throws -> RepairminderAuthClient.LoginAnswer {
        let io = context.environment.io
        let mockHint = login.isMock ? " (mock: \(RepairminderMockRoutes.mockCode))" : ""
        var answer = RepairminderAuthClient.LoginAnswer.needsCode(serviceMessage: nil)
        for attempt in 1...Self.codeTries {
            guard let typed = await io.askSecret("Two-factor code for \(account)\(mockHint): "), !typed.isEmpty else {
                throw ToolError(.notPermitted, "no two-factor code was entered")
            }
            let code = typed.trimmedWhitespace
            context.secrets.add(code)
            answer = try await auth.login(email: account, password: password, code: code)
            guard case .needsCode(let message) = answer else { return answer }
            if attempt < Self.codeTries {
                context.warn("the two-factor code was not accepted\(message.map { ": \($0)" } ?? ""); "
                    + "\(Self.codeTries - attempt) more \(attempt == Self.codeTries - 1 ? "try" : "tries")")
            }
        }
        return answer
    }

    // MARK: renewal

    func renew(_ token: AccessToken) async throws -> AccessToken { try await authClient.refresh(token) }

    func sessionEnded(by error: any Error) -> (any Error & Sendable)? {
        guard let refused = error as? RepairminderAuthClient.Refused else { return nil }
        return ToolError(
            .notPermitted, "session expired: the service refused to renew it (\(refused.message))",
            hints: ["Run 'repairminder auth login' to sign in again."])
    }

    var renewalNote: String { "refreshing the \(login.environment) session" }
    var mockAccount: String { Self.mockEmail }

    func mockSignIn() async throws -> AccessToken {
        guard case .signedIn(let token) = try await authClient.login(email: Self.mockEmail, password: Self.mockPassword, code: nil)
        else { throw ToolError(.notPermitted, "the mock fixtures ask for a two-factor code for \(Self.mockEmail)") }
        return token
    }

    func notSignedIn() -> ToolError {
        ToolError(
            .notPermitted, "not signed in to \(login.environment) at \(login.session.host)",
            hints: ["Run 'repairminder auth login --email EMAIL', or set REPAIRMINDER_TOKEN (CI)."])
    }

    // MARK: auth status, token, logout

    /// REPAIRMINDER_TOKEN when set (its expiry checked when it is a JWT), else the session.
    func status() async throws -> (record: JSONObject, failure: (any Error)?) {
        let now = context.environment.now()
        var record: JSONObject = ["environment": .string(login.environment), "host": .string(login.session.host)]
        if let token = try context.settings.value(RepairminderSettings.token) {
            record["source"] = .string("REPAIRMINDER_TOKEN")
            if let expiry = JWT.expiry(of: token).map({ Date(timeIntervalSince1970: Double($0)) }) {
                record.addExpiry(expiry, now: now)
                if expiry <= now {
                    throw ToolError(
                        .notPermitted, "REPAIRMINDER_TOKEN expired at \(ISO8601DateTime.format(expiry))",
                        hints: ["Set a current token, or unset it to use 'repairminder auth login'."])
                }
            }
        } else {
            let (token, freshness) = try await sessionToken(renewedWord: "renewed")
            let user = token.details["user"]
            record["source"] = .string("session")
            record["email"] = token.details["email"] ?? user?["email"] ?? .null
            record["name"] = user?["name"] ?? .null
            record["userId"] = user?["id"] ?? .null
            record["token"] = .string(freshness)
            record.addExpiry(token.expiresAt, now: now)
            record["session"] = .string(login.location)
        }
        return (record, nil)
    }

    func printedToken() async throws -> String {
        if let token = try context.settings.value(RepairminderSettings.token) { return token }
        return try await signedInProvider().token(rejecting: nil).value
    }

    func signOut(_ saved: AccessToken) async throws {
        try await authClient.logout(accessToken: saved.value)
    }

    func signedOut(_ saved: AccessToken?) -> String {
        guard let saved else { return "no saved session for \(login.environment)" }
        return "signed out of \(login.environment)" + (saved.details["email"]?.stringValue.map { " as \($0)" } ?? "")
    }
}
