import FoundationEssentials
import Shared
import Synchronization

/// The RepairMinder login session of one environment, on top of the Shared service session: where it
/// is saved, and the token provider that gives out its access token, refreshed through
/// `POST /api/auth/refresh` when 60 s or less remain or after a 401, one refresh between every process
/// started together (the store's lock).
///
/// Sessions live in `$XDG_STATE_HOME/repairminder/sessions/` (in memory under `--mock`), one `0600` file
/// per environment and base URL, so a staging login never replaces the production one. Signing in with
/// another email replaces the environment's session.
struct RepairminderLogin: Sendable {
    let session: ServiceSession
    let store: FileTokenStore
    let key: String

    static let mockEmail = "mock@example.test"
    static let mockPassword = "mock-password"

    init(_ session: ServiceSession) {
        self.session = session
        store = session.tokenStore(.state("sessions"))
        key = "\(session.environment)|\(session.baseURL.absoluteString)"
    }

    static func open(_ context: CommandContext) throws -> RepairminderLogin {
        RepairminderLogin(try ServiceSession(context, service: RepairminderService.definition))
    }

    var environment: String { session.environment }
    var isMock: Bool { session.isMock }

    /// The session as saved, possibly expired; nil when there is none or the file is unreadable.
    var saved: AccessToken? { store.load(key: key) }

    /// Where the session is saved, or "memory" under `--mock`.
    var location: String { isMock ? "memory only (mock mode)" : store.path(for: key) }

    var authClient: RepairminderAuthClient {
        RepairminderAuthClient(session: session, now: session.context.environment.now)
    }

    /// The provider of the saved session's token (under `--mock`, of a mock sign-in); exit 77 when no one
    /// is signed in, before any request.
    func signedInProvider() throws -> CachingTokenProvider {
        guard saved != nil || isMock else { throw notSignedIn() }
        return provider()
    }

    /// The provider of the session's access token: from memory, the saved file, or a refresh. When the
    /// service refuses the refresh token the session is removed and the error says to sign in again; a
    /// network failure or outage leaves it alone.
    func provider() -> CachingTokenProvider {
        let store = store, key = key, isMock = isMock, auth = authClient, context = session.context
        let logger = session.stack.logger, environment = environment
        let notSignedIn = notSignedIn()
        let ended = Mutex<String?>(nil)
        return CachingTokenProvider(
            key: key, store: store, now: context.environment.now,
            fetch: {
                if let reason = ended.withLock({ $0 }) {
                    throw ToolError(
                        .notPermitted, "session expired: the service refused to renew it (\(reason))",
                        hints: ["Run 'repairminder auth login' to sign in again."])
                }
                guard isMock else { throw notSignedIn }
                logger.note("mock mode: signing in as \(Self.mockEmail)")
                guard case .signedIn(let token) = try await auth.login(email: Self.mockEmail, password: Self.mockPassword, code: nil)
                else { throw ToolError(.notPermitted, "the mock fixtures ask for a two-factor code for \(Self.mockEmail)") }
                return token
            },
            refresh: { token in
                logger.note("refreshing the \(environment) session")
                do {
                    return try await auth.refresh(token)
                } catch let refused as RepairminderAuthClient.Refused {
                    try? store.delete(key: key)
                    ended.withLock { $0 = refused.message }
                    throw ToolError(.notPermitted, "session expired: \(refused.message)")
                }
            },
            onEvent: { logger.note($0) }, onWarning: { context.warn($0) }, unsaved: .session, secrets: session.stack.secrets)
    }

    /// Saves a new session (after `auth login`), under the refresh lock so no refresh running in another
    /// process overwrites it with the old account's token.
    func save(_ token: AccessToken) async throws {
        try await store.replace(token, key: key)
    }

    /// Removes the session, under the refresh lock so a refresh under way cannot save it back.
    func forget() async throws {
        try await store.remove(key: key)
    }

    func notSignedIn() -> ToolError {
        ToolError(
            .notPermitted, "not signed in to \(environment)",
            hints: ["Run 'repairminder auth login --email EMAIL', or set REPAIRMINDER_TOKEN (CI)."])
    }
}
