import ToolkitHTTP
import ToolkitFloor
import FoundationEssentials

/// Gives out a token from memory, then from the store, and asks the service only when neither has a
/// usable one: one request per process, and one between processes started together (docs/files.md).
///
/// The order for each call:
/// 1. memory: the token this provider last obtained, while usable;
/// 2. a refresh already running in this process: join it (single flight — one `Task` shared by all);
/// 3. the store, without its lock: a token an earlier run saved;
/// 4. under the store's refresh lock: the store again, since another process may have saved a token
///    while this one waited; then `refresh` with the refresh token if there is one, else `fetch`; then
///    save, still under the lock, so the processes waiting behind it find the token in step 4.
///
/// "Usable" means more than `leeway` seconds of lifetime left and not refused by the service: a token
/// passed to `token(rejecting:)` is never given out again from memory or the store, and is dropped from
/// the store before a new one is asked for. Tokens returned by the service itself are always accepted.
///
/// When `refresh` fails, `fetch` is tried only if the failure says the refresh token itself was refused
/// (`fallsBackToFetch(after:)`). A network failure, a timeout, 429 or 5xx is thrown as it is: `fetch`
/// would meet the same outage, and for a login session its error ("log in again") would mislead.
///
/// Failing to save a token does not fail the call: the token is good, only the cache is not (a read-only
/// home directory, a full disk). It is reported once per run through `onWarning`.
///
/// A failed request for a token is remembered: every later call in this process gets the same error at
/// once, without asking again (the request already spent its own retries; a batch of 400 rows must not
/// make 200 more token requests to a host that is down, nor with credentials it just refused).
///
/// Callers share one request; when a caller is cancelled (SIGINT), so is the request, so that no token
/// request outlives the command that wanted it.
///
/// Every token given out, and its refresh token, is added to the run's `secrets`, so that no message
/// printed afterwards can show it.
public actor CachingTokenProvider: TokenProvider {
    private let key: String
    private let store: any TokenStore
    private let now: @Sendable () -> Date
    private let leeway: Double
    private let fetch: @Sendable () async throws -> AccessToken
    private let refresh: (@Sendable (AccessToken) async throws -> AccessToken)?
    private let onEvent: @Sendable (String) -> Void
    private let onWarning: @Sendable (String) -> Void
    private let unsaved: Unsaved
    private let secrets: SecretRegistry?

    /// The last token obtained, even once it has expired or been refused: its refresh token still counts.
    private var cached: AccessToken?
    /// Access-token values the service refused during this process's life.
    private var refused: Set<String> = []
    /// The request under way, which every concurrent caller awaits.
    private var inFlight: Task<AccessToken, any Error>?
    /// Bumped by `forget()`, so a request under way then does not bring the token back.
    private var generation = 0
    /// The failure of the last request for a token, given to every later caller.
    private var failure: (any Error)?
    private var warnedAboutSaving = false

    /// - Parameters:
    ///   - key: the store key; include the environment and the identity (`cie|client-id|merchant`).
    ///   - leeway: a token with this many seconds left, or fewer, counts as expired (docs/files.md: 60).
    ///   - fetch: a new token from the credentials (client credentials, a password grant). For a login
    ///     session with nothing to fetch with, throw the error that tells the user to log in.
    ///   - refresh: a new token from the previous one's refresh token, when the service has refresh tokens.
    ///   - onEvent: one line per decision, for `-v` (`token from cache`, `requesting a new token`).
    ///     Never given a secret.
    ///   - onWarning: what the user should hear about without `-v` (the cache cannot be written); once.
    ///   - unsaved: what a token that could not be saved means: a token to fetch again, or a session.
    ///   - secrets: the run's secrets, which every token given out joins.
    public init(
        key: String, store: any TokenStore, now: @escaping @Sendable () -> Date, leeway: Double = 60,
        fetch: @escaping @Sendable () async throws -> AccessToken,
        refresh: (@Sendable (AccessToken) async throws -> AccessToken)? = nil,
        onEvent: @escaping @Sendable (String) -> Void = { _ in },
        onWarning: @escaping @Sendable (String) -> Void = { _ in },
        unsaved: Unsaved = .token,
        secrets: SecretRegistry? = nil
    ) {
        self.onWarning = onWarning
        self.unsaved = unsaved
        self.secrets = secrets
        self.key = key
        self.store = store
        self.now = now
        self.leeway = leeway
        self.fetch = fetch
        self.refresh = refresh
        self.onEvent = onEvent
    }

    /// What is lost when a token cannot be saved, as the warning says it (the command's result is still
    /// printed and its exit code unchanged).
    public enum Unsaved: Sendable {
        /// A token from client credentials: the next run asks for another.
        case token
        /// A login session just renewed: the next run may have to sign in again (a service that rotates
        /// refresh tokens has retired the one still saved).
        case session

        func warning(reason: String) -> String {
            switch self {
            case .token: "the new token could not be saved (\(reason)): the next run will request another"
            case .session: "the renewed session could not be saved (\(reason)): the next run may ask you to sign in again"
            }
        }
    }

    public nonisolated var canRefresh: Bool { true }

    /// A usable token. When `rejected` is the current token, it is replaced; when the current token is
    /// already another one (a concurrent caller replaced it), that one is returned without a request.
    public func token(rejecting rejected: AccessToken?) async throws -> AccessToken {
        if let rejected, refused.insert(rejected.value).inserted, cached?.value == rejected.value {
            onEvent("the service refused the token; replacing it")
        }
        if let cached, isUsable(cached) { return cached }
        if let failure { throw failure }
        let task: Task<AccessToken, any Error>
        if let inFlight {
            task = inFlight
        } else {
            task = Task { try await self.obtain() }
            inFlight = task
        }
        return try await withTaskCancellationHandler { try await task.value } onCancel: { task.cancel() }
    }

    /// The token in memory, or else the saved one, without asking the service: for `auth status`. It may
    /// be expired; check `isValid(at:leeway:)`.
    public func currentToken() async -> AccessToken? {
        if let cached, !refused.contains(cached.value) { return cached }
        let saved = store.load(key: key)
        register(saved)
        return saved
    }

    /// The token in memory or saved, without asking the service: what a dry run's request would carry.
    public func heldToken() async -> AccessToken? { await currentToken() }

    /// Drops the token from memory and from the store: for `auth logout`. Waits for the refresh lock, so a
    /// refresh under way in another process cannot save its token just after the delete.
    public func forget() async throws {
        generation += 1
        cached = nil
        let store = store, key = key
        try await store.withRefreshLock(key: key) { try store.delete(key: key) }
    }

    /// Whether a failed refresh should be followed by `fetch`: yes when the service answered and refused
    /// (400 `invalid_grant`, 401, 403, a body that could not be read), no when the failure is one a later
    /// try may pass (`FailureKind`: unreachable, busy, a wait asked for) and when the caller was cancelled.
    public static func fallsBackToFetch(after error: any Error) -> Bool {
        // Any failure below HTTP is thrown as it is, a TLS failure too, though no later try passes it: the
        // token request goes to the same service, and a login session's "log in again" would mislead.
        !isCancellation(error) && !(error is TransportError) && !FailureKind.of(error).isTemporary
    }

    // MARK: - Obtaining a token

    private func isUsable(_ token: AccessToken) -> Bool {
        token.isValid(at: now(), leeway: leeway) && !refused.contains(token.value)
    }

    /// The body of the shared request: store, then lock, store again, network, save. A failure is kept
    /// for later callers, unless it is the cancellation of this run.
    private func obtain() async throws -> AccessToken {
        defer { inFlight = nil }
        do {
            if let saved = store.load(key: key), isUsable(saved) {
                onEvent("token from cache")
                return remember(saved)
            }
            return try await store.withRefreshLock(key: key) { try await self.obtainLocked() }
        } catch {
            if !Task.isCancelled, !Self.isCancellation(error) { failure = error }
            throw error
        }
    }

    private func remember(_ token: AccessToken) -> AccessToken {
        register(token)
        cached = token
        return token
    }

    /// Adds the token and its refresh token to the run's secrets.
    private func register(_ token: AccessToken?) {
        secrets?.add(token?.value)
        secrets?.add(token?.refreshToken)
    }

    static func isCancellation(_ error: any Error) -> Bool {
        switch error {
        case is CancellationError: true
        case let error as TransportError: error.kind == .cancelled
        case let error as TokenRequestFailed: error.underlying.kind == .cancelled
        default: false
        }
    }

    private func obtainLocked() async throws -> AccessToken {
        let saved = store.load(key: key)
        // Even an expired token or a refresh token about to be sent may come back quoted in an error.
        register(saved)
        if let saved, isUsable(saved) {
            onEvent("token from cache, saved by another process")
            return remember(saved)
        }
        if let saved, refused.contains(saved.value) { dropRefused(saved) }
        let started = generation
        // The store's refresh token first: another process may have rotated it since this one read it.
        let previous = [saved, cached].compactMap { $0 }.first { $0.refreshToken != nil }
        var token = try await renew(previous)
        if token.obtainedAt == nil { token.obtainedAt = now() }
        guard generation == started else {  // forgotten meanwhile: hand it out, keep nothing
            register(token)
            return token
        }
        do {
            try store.save(token, key: key)
        } catch {
            onEvent("could not save the token: \(ErrorPhrase.of(error))")
            if !warnedAboutSaving {
                warnedAboutSaving = true
                onWarning(unsaved.warning(reason: ErrorPhrase.of(error)))
            }
        }
        return remember(token)
    }

    /// Removes a refused token from the store, so other processes do not try it too. A login session keeps
    /// its refresh token, with the access token marked expired: if the refresh fails for now (no network),
    /// the session is not lost.
    private func dropRefused(_ saved: AccessToken) {
        do {
            if saved.refreshToken == nil {
                try store.delete(key: key)
            } else {
                var expired = saved
                expired.expiresAt = Date(timeIntervalSince1970: 0)
                try store.save(expired, key: key)
            }
        } catch {
            onEvent("could not drop the refused token: \(ErrorPhrase.of(error))")
        }
    }

    private func renew(_ previous: AccessToken?) async throws -> AccessToken {
        if let refresh, let previous {
            onEvent("refreshing the token")
            do {
                var token = try await refresh(previous)
                // Many services (Cognito among them) answer a refresh without a new refresh token: the old
                // one stays valid, so keep it, or the session would end at the next expiry.
                if token.refreshToken == nil { token.refreshToken = previous.refreshToken }
                return token
            } catch {
                guard Self.fallsBackToFetch(after: error) else { throw error }
                onEvent("the refresh failed (\(ErrorPhrase.of(error))); requesting a new token")
            }
        } else {
            onEvent("requesting a new token")
        }
        return try await fetch()
    }
}
