import Synchronization

/// A person's signed-in session with one service, kept between runs: the one place that knows where
/// sessions live, under which key, how one is renewed (once between every process started together),
/// what happens when the service refuses to renew it, and how a mock sign-in stands in for one. Every
/// tool's `auth` commands and every authenticated request go through it; a tool adds its service's
/// calls (`LoginService`).
///
/// Sessions live in `$XDG_STATE_HOME/TOOL/sessions/` (in memory under `--mock`), one `0600` file per key.
/// The key starts with the environment, so a staging login never replaces the production one; a tool
/// adds what else tells sessions apart (an emulator host, a user pool and user). Every session also records
/// the API origin it was signed in at (the store is bound to the base URL's, `ServiceSession.tokenStore`) and
/// is used only there: for another base URL the tool is not signed in.
public struct LoginSession: Sendable {
    public let session: ServiceSession
    public let store: FileTokenStore
    /// The store key of this session.
    public let key: String
    /// How messages name the session's place: `production`, `production (emulator 127.0.0.1:9099)`.
    public let displayName: String
    /// Entries of a saved session's `details` that are secrets too (Cognito's `id_token`).
    public let secretDetails: [String]

    /// - Parameters:
    ///   - store: where the tool's sessions are kept; by default `sessions` under the state directory.
    ///   - keyParts: what tells this tool's sessions apart besides the environment, in order.
    ///   - displayName: the place as messages name it (default: the environment).
    ///   - secretDetails: entries of `details` that join the run's secrets whenever the session is read.
    public init(
        _ session: ServiceSession, store: FileTokenStore? = nil, keyParts: [String] = [], displayName: String? = nil,
        secretDetails: [String] = []
    ) {
        self.session = session
        self.store = store ?? Self.store(of: session)
        key = Self.key(environment: session.environment, parts: keyParts)
        self.displayName = displayName ?? session.environment
        self.secretDetails = secretDetails
    }

    /// Where a tool's sessions are kept: `$XDG_STATE_HOME/TOOL/sessions/`, in memory under `--mock`.
    public static func store(of session: ServiceSession) -> FileTokenStore {
        session.tokenStore(.state(directoryName))
    }

    /// The directory of the state directory the sessions are in (`config profiles` reads it too).
    public static let directoryName = "sessions"

    /// `production`, `production|https://api.example.com`: the environment, then the tool's parts.
    public static func key(environment: String, parts: [String]) -> String {
        ([environment] + parts).joined(separator: "|")
    }

    public var context: CommandContext { session.context }
    public var environment: String { session.environment }
    public var isMock: Bool { session.isMock }

    /// The session as saved, possibly expired; nil when there is none or the file is unreadable. Its
    /// secret details join the run's secrets, so no message can show them.
    public var saved: AccessToken? {
        let token = store.load(key: key)
        for name in secretDetails { context.secrets.add(token?.details[name]?.stringValue) }
        return token
    }

    /// The session saved under this key whatever origin it was signed in at, and that origin (nil for a file
    /// from before sessions recorded theirs): a credential all the same, for `CredentialRoutes`, and what
    /// `auth logout` forgets. Its secrets join the run's.
    public var held: (token: AccessToken, origin: String?)? {
        let held = store.held(key: key)
        context.secrets.add(held?.token.value)
        context.secrets.add(held?.token.refreshToken)
        for name in secretDetails { context.secrets.add(held?.token.details[name]?.stringValue) }
        return held
    }

    /// The origin of a session held for another one (`unknown` for a file without one); nil when the
    /// session is this origin's or there is none.
    public var heldElsewhere: String? {
        // One read of the file: the session is held elsewhere when the store, bound to an origin, would
        // not load it (`FileTokenStore.load`).
        guard let held, let origin = store.origin, held.origin != origin else { return nil }
        return held.origin ?? "an unknown origin"
    }

    /// `error` (the tool's "not signed in") with why, when a session is held for another origin.
    public func notSignedIn(_ error: ToolError) -> ToolError {
        guard let other = heldElsewhere else { return error }
        var error = error
        error.hints.insert(
            "The session saved for \(environment) was signed in at \(other), not at \(session.baseURL.origin) "
                + "(the base URL now): a session is used only where it was signed in. Sign in again here, "
                + "or use the base URL it was signed in at.",
            at: 0)
        return error
    }

    /// Where the session is saved, or "memory only (mock mode)" under `--mock`.
    public var location: String { isMock ? "memory only (mock mode)" : store.path(for: key) }

    /// Saves a new session (after `auth login`), under the refresh lock so that no renewal running in
    /// another process overwrites it with the previous session's token.
    public func save(_ token: AccessToken) async throws {
        try await store.replace(token, key: key)
    }

    /// Removes the session, under the refresh lock so that a renewal under way cannot save it back.
    public func forget() async throws {
        try await store.remove(key: key)
    }

    /// The provider of the session's access token: from memory, the saved file, or a renewal through
    /// `service`. When the service refuses to renew it, the session is removed and every later request
    /// of the run gets the service's "sign in again" error at once; a network failure or an outage leaves
    /// the session alone. With no session there is nothing to renew: `notSignedIn`, except under `--mock`,
    /// where the service's mock sign-in stands in.
    public func provider(_ service: some LoginService) -> CachingTokenProvider {
        let store = store, key = key, isMock = isMock, context = context
        let logger = session.stack.logger
        let notSignedIn = service.notSignedIn()
        // Why the last renewal failed: the session's end ("sign in again"), or anything else (a setting
        // the renewal needs), which the provider's fallback to `fetch` must not turn into "not signed in".
        let failed = Mutex<(any Error & Sendable)?>(nil)
        return CachingTokenProvider(
            key: key, store: store, now: context.environment.now,
            fetch: {
                if let failed = failed.withLock({ $0 }) { throw failed }
                guard isMock else { throw notSignedIn }
                logger.note("mock mode: signing in as \(service.mockAccount)")
                return try await service.mockSignIn()
            },
            refresh: { token in
                logger.note(service.renewalNote)
                do {
                    return try await service.renew(token)
                } catch {
                    guard let end = service.sessionEnded(by: error) else {
                        failed.withLock { $0 = error }
                        throw error
                    }
                    try? store.delete(key: key)
                    failed.withLock { $0 = end }
                    throw error
                }
            },
            onEvent: { logger.note($0) }, onWarning: { context.warn($0) }, unsaved: .session,
            secrets: session.stack.secrets)
    }
}
