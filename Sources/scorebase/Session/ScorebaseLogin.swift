import FoundationEssentials
import Shared

/// scorebase's login: a Cognito user pool's sign-in (USER_PASSWORD_AUTH, or SRP), renewed with
/// REFRESH_TOKEN_AUTH, ended with RevokeToken. Shared keeps the session (`LoginSession`); this adds
/// Cognito's calls and the one thing only scorebase has: several users side by side.
///
/// The session key is the environment, pool, app client and user, so switching any of them never reuses
/// another's token. Which user commands act for is `SCOREBASE_USERNAME` when set, else the one `auth
/// login` signed in last (a small `…current` file beside the sessions).
struct ScorebaseLogin: LoginService {
    let login: LoginSession
    let pool: CognitoPool
    /// The user commands act for; nil when no one is signed in and SCOREBASE_USERNAME is not set.
    let username: String?

    static let mockUsername = "mock-user"
    static let mockPassword = "mock-password"

    static let usernameOption = OptionKey<String?>.value(
        "username", short: "u", valueName: "NAME", help: "Who signs in (also whose session later commands use).",
        setting: ScorebaseSettings.username.spec.name)
    enum Flow: String, CaseIterable, Sendable {
        case password, srp
    }
    static let flow = OptionKey<Flow?>.choice(
        "flow", of: Flow.self,
        help: "password sends the password to Cognito over TLS (USER_PASSWORD_AUTH); srp proves it without sending it (USER_SRP_AUTH, as Amplify does).",
        default: "password")
    static let idToken = OptionKey<Bool>.flag("id", help: "Print the ID token instead of the access token.")
    static let newPasswordStdin = OptionKey<Bool>.flag(
        "new-password-stdin",
        help: "Read the new password Cognito may ask for from standard input (the second line with --password-stdin).")

    init(_ session: ServiceSession) throws {
        pool = try CognitoPool.resolve(session.context.settings, tool: "scorebase", isMock: session.isMock)
        let scope = [pool.poolID, pool.clientID]
        // One store for the current-user mark and the session: under --mock it is in memory, per store.
        let store = LoginSession.store(of: session)
        let configured = try session.context.settings.value(ScorebaseSettings.username)
        let current = Self.currentUser(store: store, scope: LoginSession.key(environment: session.environment, parts: scope))
        username = configured ?? current ?? (session.isMock ? Self.mockUsername : nil)
        // The ID token is a secret too: a message may quote it.
        login = LoginSession(session, store: store, keyParts: scope + [username ?? ""], secretDetails: ["id_token"])
    }

    init(_ context: CommandContext) throws {
        try self.init(try ServiceSession(context, service: ScorebaseService.definition))
    }

    /// `environment|pool|client`: what every user's key starts with.
    var scope: String { LoginSession.key(environment: login.environment, parts: [pool.poolID, pool.clientID]) }

    /// The store key of `user`'s session.
    func key(for user: String) -> String { scope + "|" + user }

    func signInClient() -> CognitoSignIn {
        CognitoSignIn(cognito: CognitoClient(pool: pool, client: login.session.plainClient), now: context.environment.now)
    }

    // MARK: auth login

    var identity: LoginIdentity {
        LoginIdentity(setting: ScorebaseSettings.username, option: "username", label: "User name", mockDefault: Self.mockUsername)
    }

    var passwordSetting: SettingKey<String> { ScorebaseSettings.password }
    /// Every sign-in and renewal carries SECRET_HASH, made with the client secret.
    var credentialSettings: [SettingKey<String>] { [ScorebaseSettings.clientSecret] }

    /// The password (and the new one Cognito may ask for), then the flow chosen with `--flow`.
    func signIn(as user: String) async throws -> AccessToken {
        let newPassword = LoginNewPassword(option: Self.newPasswordStdin, askedBy: "Cognito")
        let secrets = try await LoginPassword(
            setting: ScorebaseSettings.password, loginArguments: "--username \(user)", newPassword: newPassword
        ).readWithNewPassword(context, account: user)
        context.secrets.add(pool.clientSecret)
        var signIn = signInClient()
        let context = context
        signIn.newPassword = { name in try await newPassword.ask(context, given: secrets.newPassword, account: name) }
        let token: AccessToken
        switch context.command[Self.flow] ?? .password {
        case .password:
            token = try await signIn.withPassword(username: user, password: secrets.password)
        case .srp:
            var generator = SystemRandomNumberGenerator()
            token = try await signIn.withSRP(username: user, password: secrets.password, srp: CognitoSRP(using: &generator))
        }
        context.secrets.add(token.details["id_token"]?.stringValue)
        return token
    }

    func signedIn(as user: String, token: AccessToken) -> String {
        "signed in to \(login.environment) as \(user)" + (token.details["tenant"]?.stringValue.map { ", tenant \($0)" } ?? "")
    }

    /// Saves `user`'s session and makes them the current user.
    func save(_ token: AccessToken, for user: String) async throws {
        try await login.store.replace(token, key: key(for: user))
        let text = JSONWriter.compact(.object(["username": .string(user)])) + "\n"
        try login.store.fileSystem.writeFileAtomically(Array(text.utf8), to: currentPath, mode: 0o600)
    }

    func location(for user: String) -> String {
        login.isMock ? "memory only (mock mode)" : login.store.path(for: key(for: user))
    }

    // MARK: renewal

    func renew(_ token: AccessToken) async throws -> AccessToken {
        let fresh = try await signInClient().refresh(token)
        context.secrets.add(fresh.details["id_token"]?.stringValue)
        return fresh
    }

    /// Cognito refused the refresh token: revoked, signed out everywhere, user disabled.
    func sessionEnded(by error: any Error) -> (any Error & Sendable)? {
        guard let error = error as? CognitoError, error.exitCode == .notPermitted else { return nil }
        return ToolError(
            .notPermitted, "the session of \(username ?? "the user") has ended: \(error.serviceMessage)",
            hints: ["Run 'scorebase auth login' to sign in again."])
    }

    var renewalNote: String { "refreshing the access token" }
    var mockAccount: String { username ?? Self.mockUsername }

    func mockSignIn() async throws -> AccessToken {
        try await signInClient().withPassword(username: mockAccount, password: Self.mockPassword)
    }

    func notSignedIn() -> ToolError {
        ToolError(
            .notPermitted, "not signed in to \(login.environment)\(username.map { " as \($0)" } ?? "")",
            hints: ["Run 'scorebase auth login --username NAME' (or with SCOREBASE_USERNAME and SCOREBASE_PASSWORD set)."])
    }

    // MARK: auth status, token, logout

    func status() async throws -> (record: JSONObject, failure: (any Error)?) {
        let (token, freshness) = try await sessionToken()
        let now = context.environment.now()
        var record = JSONObject()
        record["environment"] = .string(login.environment)
        record["pool"] = .string(pool.poolID)
        record["client"] = .string(pool.clientID)
        record["login"] = .string(username ?? "")
        record["username"] = token.details["username"] ?? .null
        // The toolkit's own keys are camelCase in every tool (docs/output.md); the token's claims keep theirs.
        record["userId"] = token.details["sub"] ?? .null
        record["email"] = token.details["email"] ?? .null
        record["tenant"] = token.details["tenant"] ?? .null
        record.addExpiry(token.expiresAt, now: now)
        record["token"] = .string(freshness)
        return (record, nil)
    }

    /// The access token, or with `--id` the ID token.
    func printedToken() async throws -> String {
        let token = try await signedInProvider().token(rejecting: nil)
        guard context.command[Self.idToken] else { return token.value }
        guard let id = token.details["id_token"]?.stringValue else {
            throw ToolError(.notPermitted, "the session has no ID token", hints: ["Run 'scorebase auth login' again."])
        }
        return id
    }

    func signOut(_ saved: AccessToken) async throws {
        guard let refreshToken = saved.refreshToken else { return }
        try await CognitoClient(pool: pool, client: login.session.plainClient).revoke(refreshToken: refreshToken)
    }

    func signOutFailed(_ reason: String) -> String {
        "could not revoke the refresh token at \(pool.host) (\(reason)); it stays valid there until it expires"
    }

    /// Forgets the session, and the current-user mark when it names its user.
    func forget(_ saved: AccessToken) async throws {
        try await login.forget()
        if let username, Self.currentUser(store: login.store, scope: scope) == username {
            try? login.store.fileSystem.removeFile(at: currentPath)
        }
    }

    func signedOut(_ saved: AccessToken?) -> String {
        guard saved != nil, let username else {
            return "no saved session for \(login.environment)\(username.map { " as \($0)" } ?? "")"
        }
        return "signed out of \(login.environment) as \(username)"
    }

    // MARK: the current user

    private var currentPath: String { Self.currentPath(store: login.store, scope: scope) }

    private static func currentPath(store: FileTokenStore, scope: String) -> String {
        FilePath.join(store.directory, FileTokenStore.fileName(for: scope) + ".current")
    }

    /// The user `auth login` signed in last for this environment, pool and client (nil when unreadable).
    static func currentUser(store: FileTokenStore, scope: String) -> String? {
        guard let bytes = try? store.fileSystem.readOwnFile(at: currentPath(store: store, scope: scope)),
              let json = try? JSONParser.parse(bytes: bytes)
        else { return nil }
        return json["username"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
    }
}
