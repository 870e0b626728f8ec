/// What a tool adds to `LoginSession` for its service: how it signs in, renews, signs out and stands in
/// under `--mock`, and what its `auth` commands say. Shared does the rest: where sessions are kept, one
/// renewal between processes, "sign in again", the identity and password prompts, save-or-fail, and the
/// `auth` command group (`AuthCommands`).
public protocol LoginService: Sendable {
    /// The login of a command: opens the service session and checks the settings the sign-in needs, so
    /// a missing one is reported before anyone types a password.
    init(_ context: CommandContext) throws

    var login: LoginSession { get }

    // MARK: auth login

    /// Checks the settings the sign-in needs beyond those `init` reads, before the identity is asked for.
    func checkSignInSettings() throws

    /// Who signs in: the identity's setting, option and prompt.
    var identity: LoginIdentity { get }

    /// The setting that may hold the password (`LoginPassword`).
    var passwordSetting: SettingKey<String> { get }

    /// Settings holding credentials the service's sign-in and renewal carry besides the password and the
    /// session (Firebase's web API key, Cognito's client secret), for `CredentialRoutes`.
    var credentialSettings: [SettingKey<String>] { get }

    /// Reads the password (and whatever else the sign-in needs from the person) and signs in as
    /// `account`: the session to save. Every secret read joins the run's secrets.
    func signIn(as account: String) async throws -> AccessToken

    /// `signed in to production as ann@example.com`, before `; session saved in …`.
    func signedIn(as account: String, token: AccessToken) -> String

    /// Saves the session of `account` (a tool that keeps several users also marks the current one).
    func save(_ token: AccessToken, for account: String) async throws

    /// Where the session of `account` is saved, for messages.
    func location(for account: String) -> String

    // MARK: renewal

    /// A new session from `token`'s refresh token.
    func renew(_ token: AccessToken) async throws -> AccessToken

    /// The "sign in again" error a failed renewal means, or nil when `error` leaves the session usable
    /// (no network, an outage): then the session is kept and the error shown as it is.
    func sessionEnded(by error: any Error) -> (any Error & Sendable)?

    /// The `-v` line before a renewal.
    var renewalNote: String { get }

    /// The account a mock sign-in uses, and the sign-in itself (under `--mock`, with no session saved).
    var mockAccount: String { get }
    func mockSignIn() async throws -> AccessToken

    /// Exit 77 with how to sign in.
    func notSignedIn() -> ToolError

    // MARK: auth status, token, logout

    /// `auth status`'s record, and an error to exit with after it is printed (an expired token setting).
    func status() async throws -> (record: JSONObject, failure: (any Error)?)

    /// What `auth token` prints: a token setting that wins over the session, or the session's token.
    func printedToken() async throws -> String

    /// Tells the service the session ends (a revocation); the session is forgotten here whatever happens.
    func signOut(_ saved: AccessToken) async throws

    /// `signed out of production as ann@example.com`, or with no session `no saved session for production`.
    func signedOut(_ saved: AccessToken?) -> String

    /// A warning when `signOut` failed: what it means at the service.
    func signOutFailed(_ reason: String) -> String

    /// Forgets the session `auth logout` found.
    func forget(_ saved: AccessToken) async throws

    /// A note after `auth logout`, for a credential setting the logout leaves in force.
    func afterSignOut() throws -> String?
}

extension LoginService {
    public var context: CommandContext { login.context }

    public func checkSignInSettings() throws {}
    public var credentialSettings: [SettingKey<String>] { [] }
    public func save(_ token: AccessToken, for account: String) async throws { try await login.save(token) }
    public func location(for account: String) -> String { login.location }
    public func signedIn(as account: String, token: AccessToken) -> String {
        "signed in to \(login.displayName) as \(account)"
    }

    /// The provider of the session's token; exit 78 when a setting from the working directory would send
    /// it elsewhere (`requireTrustedSessionRoutes`), 77 when no one is signed in at this base URL, before
    /// any request (a dry run needs no session: its requests show `<not signed in>`).
    public func signedInProvider() throws -> CachingTokenProvider {
        try requireTrustedSessionRoutes()
        guard login.saved != nil || login.isMock || context.isDryRun else { throw notSignedInHere() }
        return login.provider(self)
    }

    /// `notSignedIn()`, saying so when the session is held for another base URL.
    public func notSignedInHere() -> ToolError { login.notSignedIn(notSignedIn()) }

    /// Exit 78 when a session is held (for any origin: one held for another counts as a credential from
    /// elsewhere) and a setting that decides where it goes comes from a working-directory file.
    public func requireTrustedSessionRoutes() throws {
        guard login.held != nil else { return }
        try login.session.requireTrustedRoutes(for: credentialSettings, and: [.elsewhere("the saved session")])
    }

    /// Exit 78 before `auth login` asks for anything, when the password (its setting, standard input or the
    /// prompt) or another sign-in credential would go where a working-directory file says.
    public func requireTrustedSignInRoutes() throws {
        let password: CredentialRoutes.Credential
        if context.command[LoginPassword.passwordStdin] {
            password = .elsewhere("the password on standard input")
        } else if let setting = try context.settings.resolve(passwordSetting.name(in: context.tool)) {
            password = .setting(setting)
        } else {
            password = .elsewhere("the password typed at the prompt")
        }
        try login.session.requireTrustedRoutes(for: credentialSettings, and: [password])
    }

    public func printedToken() async throws -> String {
        try await signedInProvider().token(rejecting: nil).value
    }

    public func signOut(_ saved: AccessToken) async throws {}
    public func forget(_ saved: AccessToken) async throws { try await login.forget() }
    public func signOutFailed(_ reason: String) -> String {
        "could not sign out at \(login.session.host) (\(reason)); the session is forgotten here anyway"
    }
    public func afterSignOut() throws -> String? { nil }

    /// The session's token for `auth status`, and how it was come by: `saved` (still valid), `new` (a mock
    /// sign-in) or `renewedWord` (renewed just now).
    public func sessionToken(renewedWord: String = "refreshed") async throws -> (token: AccessToken, freshness: String) {
        let provider = try signedInProvider()
        let cached = await provider.currentToken()
        let token = try await provider.token(rejecting: nil)
        return (token, cached == token ? "saved" : (cached == nil ? "new" : renewedWord))
    }
}
