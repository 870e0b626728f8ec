import FoundationEssentials
import Shared
import Synchronization

/// The Cognito sign-in of one user, on top of the Shared service session: where it is saved, who is
/// signed in, and the token provider that gives out its access token, refreshed through
/// `REFRESH_TOKEN_AUTH` when 60 s or less remain or after a 401.
///
/// Sessions live in `$XDG_STATE_HOME/scorebase/sessions/` (in memory under `--mock`), one `0600` file per
/// environment, pool, client and user, so switching any of them never reuses another's token. Which user
/// commands act for is `SCOREBASE_USERNAME` when set, else the one `auth login` signed in last (a small
/// `…current` file beside the sessions).
struct ScorebaseLogin: Sendable {
    let session: ServiceSession
    let pool: CognitoPool
    let store: FileTokenStore
    /// The user commands act for; nil when no one is signed in and SCOREBASE_USERNAME is not set.
    let username: String?

    static let mockUsername = "mock-user"
    static let mockPassword = "mock-password"

    init(_ session: ServiceSession, username requested: String? = nil) throws {
        self.session = session
        pool = try CognitoPool.resolve(session.context.settings, tool: "scorebase", isMock: session.isMock)
        store = session.tokenStore(.state("sessions"))
        let scope = Self.scope(environment: session.environment, pool: pool)
        let configured = try requested ?? session.context.settings.value(ScorebaseSettings.username)
        username = configured ?? Self.currentUser(store: store, scope: scope) ?? (session.isMock ? Self.mockUsername : nil)
    }

    /// The login of the command's session.
    static func open(_ context: CommandContext) throws -> ScorebaseLogin {
        try ScorebaseLogin(try ServiceSession(context, service: ScorebaseService.definition))
    }

    var environment: String { session.environment }
    var isMock: Bool { session.isMock }
    var scope: String { Self.scope(environment: environment, pool: pool) }

    static func scope(environment: String, pool: CognitoPool) -> String {
        "\(environment)|\(pool.poolID)|\(pool.clientID)"
    }

    /// The store key of `user`'s session.
    func key(for user: String) -> String { scope + "|" + user }

    /// The session as saved, possibly expired; nil when there is none or the file is unreadable.
    var saved: AccessToken? {
        guard let username else { return nil }
        let token = store.load(key: key(for: username))
        session.context.secrets.add(token?.details["id_token"]?.stringValue)
        return token
    }

    /// Where `user`'s session is saved, or "memory" under `--mock`.
    func location(for user: String) -> String {
        isMock ? "memory only (mock mode)" : store.path(for: key(for: user))
    }

    func signIn() -> CognitoSignIn {
        CognitoSignIn(cognito: CognitoClient(pool: pool, client: session.plainClient), now: session.context.environment.now)
    }

    /// The provider of the saved session's token (under `--mock`, of the mock sign-in); exit 77 when no
    /// one is signed in, before any request.
    func signedInProvider() throws -> CachingTokenProvider {
        guard saved != nil || isMock else { throw notSignedIn() }
        return try provider()
    }

    /// The provider of the session's access token: from memory, the saved file, or a refresh. When Cognito
    /// refuses the refresh token (revoked, signed out everywhere, user disabled) the session is removed and
    /// the error says to sign in again; a network failure or outage leaves it alone. Under `--mock` with no
    /// session, the mock user is signed in from the fixtures.
    func provider() throws -> CachingTokenProvider {
        guard let username else { throw notSignedIn() }
        let store = store, key = key(for: username), isMock = isMock, signIn = signIn(), context = session.context
        let logger = session.stack.logger, secrets = session.stack.secrets
        let notSignedIn = notSignedIn()
        let ended = Mutex<CognitoError?>(nil)
        return CachingTokenProvider(
            key: key, store: store, now: context.environment.now,
            fetch: {
                if let refused = ended.withLock({ $0 }) {
                    throw ToolError(
                        .notPermitted, "the session of \(username) has ended: \(refused.serviceMessage)",
                        hints: ["Run 'scorebase auth login' to sign in again."])
                }
                guard isMock else { throw notSignedIn }
                logger.note("mock mode: signing in as \(username)")
                return try await signIn.withPassword(username: username, password: Self.mockPassword)
            },
            refresh: { token in
                logger.note("refreshing the access token")
                do {
                    let fresh = try await signIn.refresh(token)
                    secrets.add(fresh.details["id_token"]?.stringValue)
                    return fresh
                } catch let error as CognitoError where error.exitCode == .notPermitted {
                    try? store.delete(key: key)
                    ended.withLock { $0 = error }
                    throw error
                }
            },
            onEvent: { logger.note($0) }, onWarning: { context.warn($0) }, unsaved: .session, secrets: secrets)
    }

    /// Saves a new session (after `auth login`) and makes its user the current one, under the refresh lock
    /// so no refresh running in another process overwrites it with an older token.
    func save(_ token: AccessToken, for user: String) async throws {
        let store = store, key = key(for: user), pointer = currentPath
        try await store.replace(token, key: key)
        let text = JSONWriter.compact(.object(["username": .string(user)])) + "\n"
        try store.fileSystem.writeFileAtomically(Array(text.utf8), to: pointer, mode: 0o600)
    }

    /// Removes `user`'s session (and the current-user mark when it names them), under the refresh lock so a
    /// refresh under way cannot save it back.
    func forget(_ user: String) async throws {
        let store = store, key = key(for: user)
        try await store.remove(key: key)
        if Self.currentUser(store: store, scope: scope) == user { try? store.fileSystem.removeFile(at: currentPath) }
    }

    private var currentPath: String { Self.currentPath(store: store, scope: scope) }

    private static func currentPath(store: FileTokenStore, scope: String) -> String {
        FilePath.join(store.directory, FileTokenStore.fileName(for: scope) + ".current")
    }

    /// The user `auth login` signed in last for this environment, pool and client (nil when unreadable).
    static func currentUser(store: FileTokenStore, scope: String) -> String? {
        guard let bytes = try? store.fileSystem.readFile(at: currentPath(store: store, scope: scope)),
              let json = try? JSONParser.parse(bytes: bytes)
        else { return nil }
        return json["username"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
    }

    func notSignedIn() -> ToolError {
        let who = username.map { " as \($0)" } ?? ""
        return ToolError(
            .notPermitted, "not signed in to \(environment)\(who)",
            hints: ["Run 'scorebase auth login --username NAME' (or with SCOREBASE_USERNAME and SCOREBASE_PASSWORD set)."])
    }
}
