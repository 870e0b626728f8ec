import ToolkitHTTP
import ToolkitFloor
/// Where access tokens and login sessions are kept between runs, keyed by environment and identity
/// (docs/files.md), with a lock that lets several processes agree on who asks the service for a new one.
///
/// The live store is `FileTokenStore`: one JSON file per key under the tool's cache directory (tokens
/// from client credentials, which can always be fetched again) or state directory (login sessions,
/// whose refresh token is worth keeping). Keys are free-form text such as `cie|client-id|merchant` or
/// `production|user@example.com`; a store keeps different keys apart, so switching environment or
/// identity never reuses another's token.
///
/// The lock exists because docs/files.md wants processes started together with no valid token to make
/// one token request between them. The pattern, which `CachingTokenProvider` follows, is a double
/// check: read without the lock (cheap, and enough whenever a valid token is saved); only if that fails,
/// take the lock and read again, since the holder before may have saved a fresh token meanwhile; only
/// if that fails too, ask the service and save before releasing:
///
/// ```swift
/// if let token = store.load(key: key), token.isValid(at: now()) { return token }
/// return try await store.withRefreshLock(key: key) {
///     if let token = store.load(key: key), token.isValid(at: now()) { return token }
///     let token = try await fetch()
///     try store.save(token, key: key)
///     return token
/// }
/// ```
public protocol TokenStore: Sendable {
    /// The token saved under `key`, or nil when there is none or it cannot be used: a file that is
    /// unreadable, truncated, empty, not JSON or without an access token counts as absent (docs/files.md),
    /// so the caller fetches a new token and the bad entry is replaced. Never throws, never crashes.
    /// Expired tokens are returned as they are: whether one is still good enough is the caller's call.
    func load(key: String) -> AccessToken?

    /// Saves `token` under `key`, replacing any earlier one in a single step, so a concurrent `load`
    /// (in any process) sees the old token or the new one, never half of either.
    func save(_ token: AccessToken, key: String) throws

    /// Removes the token saved under `key`. A key with nothing saved is not an error.
    func delete(key: String) throws

    /// Runs `body` while holding the refresh lock for `key`, and releases it when `body` returns or
    /// throws. Holders of the same key's lock, in this process or in any other using the same store
    /// location, run one at a time. Locks of different keys are independent.
    ///
    /// Waiting suspends the task; it never blocks a thread of the cooperative pool, and cancelling the
    /// waiting task ends the wait with `CancellationError`.
    func withRefreshLock<T: Sendable>(
        key: String, _ body: @Sendable () async throws -> T
    ) async throws -> T
}

extension TokenStore {
    /// Saves a session a person has just signed in to (`auth login`), under the refresh lock, so that no
    /// refresh running in another process overwrites it with the previous session's token.
    public func replace(_ token: AccessToken, key: String) async throws {
        try await withRefreshLock(key: key) { try self.save(token, key: key) }
    }

    /// Removes a session (`auth logout`) under the refresh lock, so a refresh under way cannot save it back.
    public func remove(key: String) async throws {
        try await withRefreshLock(key: key) { try self.delete(key: key) }
    }
}
