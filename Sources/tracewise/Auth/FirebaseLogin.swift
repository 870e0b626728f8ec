import FoundationEssentials
import Shared

/// The Firebase sign-in of one environment, on top of the Shared service session: where it is saved, and
/// the token provider that gives out its ID token, refreshed through securetoken when 60 s or less remain
/// (or after a 401).
///
/// Sign-ins live in `$XDG_STATE_HOME/tracewise/sessions/` (in memory under `--mock`), one `0600` file per
/// key. The key is the environment, plus the emulator host when `FIREBASE_AUTH_EMULATOR_HOST` is set, so a
/// staging or emulator login never replaces the production one. Each key holds one sign-in: signing in
/// with another email replaces it (the email is shown by `auth status`).
struct FirebaseLogin: Sendable {
    let session: ServiceSession
    let emulatorHost: String?
    let store: FileTokenStore
    let key: String

    static let mockEmail = "ada@example.test"
    static let mockPassword = "mock-password"

    init(_ session: ServiceSession) throws {
        self.session = session
        emulatorHost = try FirebaseEndpoints.emulatorHost(session.context)
        key = emulatorHost.map { "\(session.environment)|emulator=\($0)" } ?? session.environment
        store = session.tokenStore(.state("sessions"))
    }

    var environment: String { session.environment }
    var isMock: Bool { session.isMock }

    /// The sign-in as saved, possibly expired; nil when there is none (or the file is unreadable).
    var saved: AccessToken? { store.load(key: key) }

    /// Where the sign-in is saved, or "memory" under `--mock`.
    var location: String { isMock ? "memory only (mock mode)" : store.path(for: key) }

    /// The environment as messages name it: `production`, or `production (emulator 127.0.0.1:9099)`.
    var displayName: String { emulatorHost.map { "\(environment) (emulator \($0))" } ?? environment }

    func endpoints() throws -> FirebaseEndpoints { try FirebaseEndpoints.resolve(session.context, isMock: isMock) }

    /// The provider of the sign-in's ID token, from memory, the saved file, or a refresh.
    ///
    /// The refresh is this provider's `fetch`: it reads the saved refresh token (under the store's lock, so
    /// processes started together refresh once) and asks securetoken. When Firebase says the refresh token
    /// is dead (expired, revoked, user gone), the sign-in is removed and the error says to log in again.
    /// A network failure or outage leaves it alone. With no sign-in there is nothing to refresh: the error
    /// says to log in — except under `--mock`, where a mock sign-in needs no one.
    func provider() -> CachingTokenProvider {
        let store = store, key = key, isMock = isMock, environment = displayName, session = session
        let context = session.context, client = session.plainClient, now = context.environment.now
        let logger = session.stack.logger
        return CachingTokenProvider(
            key: key, store: store, now: now,
            fetch: {
                let auth = FirebaseAuthClient(
                    client: client, endpoints: try FirebaseEndpoints.resolve(context, isMock: isMock), now: now)
                guard let saved = store.load(key: key), saved.refreshToken != nil else {
                    guard isMock else { throw Self.notSignedIn(environment) }
                    logger.note("mock mode: signing in as \(Self.mockEmail)")
                    return try await auth.signIn(email: Self.mockEmail, password: Self.mockPassword)
                }
                logger.note("refreshing the ID token")
                do {
                    return try await auth.refresh(saved)
                } catch let error as FirebaseAuthError where error.endsSession {
                    try? store.delete(key: key)
                    throw error
                }
            },
            onEvent: { logger.note($0) }, onWarning: { context.warn($0) }, unsaved: .session, secrets: session.stack.secrets)
    }

    /// Saves a new sign-in (after `auth login`), under the refresh lock so no refresh running in another
    /// process overwrites it with the old account's token.
    func save(_ token: AccessToken) async throws {
        try await store.replace(token, key: key)
    }

    /// Removes the sign-in, under the refresh lock so a refresh under way cannot save it back.
    func forget() async throws {
        try await store.remove(key: key)
    }

    static func notSignedIn(_ environment: String) -> ToolError {
        ToolError(
            .notPermitted, "not signed in to \(environment)",
            hints: ["Run 'tracewise auth login', or set TRACEWISE_ID_TOKEN (CI) or TRACEWISE_API_KEY."])
    }
}
