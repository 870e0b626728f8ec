import Foundation
import Synchronization
import Testing
import ToolkitTestSupport
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// Counts calls from any task.
final class CallCounter: Sendable {
    private let count = Mutex(0)
    /// Counts one call and returns its number, from 1.
    func next() -> Int { count.withLock { $0 += 1; return $0 } }
    var value: Int { count.withLock { $0 } }
}

/// A clock the test moves by hand.
final class ManualClock: Sendable {
    private let date = Mutex(Date(timeIntervalSince1970: 1_700_000_000))
    var now: Date { date.withLock { $0 } }
    func advance(_ seconds: Double) { date.withLock { $0 += seconds } }
}

/// The lines a provider reports through `onEvent`.
final class EventLog: Sendable {
    private let lines = Mutex<[String]>([])
    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
}

/// A store that, the moment the refresh lock is taken, finds a token "another process" just saved.
struct RacedStore: TokenStore {
    let inner: FileTokenStore
    let savedMeanwhile: AccessToken

    func load(key: String) -> AccessToken? { inner.load(key: key) }
    func save(_ token: AccessToken, key: String) throws { try inner.save(token, key: key) }
    func delete(key: String) throws { try inner.delete(key: key) }
    func withRefreshLock<T: Sendable>(key: String, _ body: @Sendable () async throws -> T) async throws -> T {
        try await inner.withRefreshLock(key: key) {
            try inner.save(savedMeanwhile, key: key)
            return try await body()
        }
    }
}

struct CachingTokenProviderTests {
    let clock = ManualClock()
    let fetches = CallCounter()
    let refreshes = CallCounter()
    let events = EventLog()
    let store = FileTokenStore(directory: "/state/tool/sessions", fileSystem: InMemoryFileSystem())
    let key = "cie|client|merchant"

    func token(_ value: String, secondsLeft: Double = 3600, refreshToken: String? = nil) -> AccessToken {
        AccessToken(value: value, expiresAt: clock.now + secondsLeft, refreshToken: refreshToken)
    }

    /// A provider whose fetch gives `fetched-N` (with refresh token `refresh-N`) and whose refresh gives
    /// `refreshed-N` (without one); `refreshError` makes refresh throw instead. Held (`RequestHold`), a
    /// fetch or refresh answers only once its hold is released (an event the test chooses: every caller
    /// has arrived), or throws CancellationError when cancelled meanwhile.
    func provider(
        store: (any TokenStore)? = nil, hold: RequestHold? = nil, refreshHold: RequestHold? = nil,
        refreshError: (any Error)? = nil, fetchError: (any Error)? = nil
    ) -> CachingTokenProvider {
        let clock = clock, fetches = fetches, refreshes = refreshes, events = events
        return CachingTokenProvider(
            key: key, store: store ?? self.store, now: { clock.now },
            fetch: {
                let number = fetches.next()
                try await hold?.pass()
                if let fetchError { throw fetchError }
                return AccessToken(value: "fetched-\(number)", expiresAt: clock.now + 3600,
                                   refreshToken: "refresh-\(number)")
            },
            refresh: { previous in
                let number = refreshes.next()
                try await refreshHold?.pass()
                if let refreshError { throw refreshError }
                #expect(previous.refreshToken != nil)
                return AccessToken(value: "refreshed-\(number)", expiresAt: clock.now + 3600)
            },
            onEvent: { events.append($0) })
    }

    @Test func fetchesOnceThenAnswersFromMemory() async throws {
        let provider = provider()
        let first = try await provider.token(rejecting: nil)
        let second = try await provider.token(rejecting: nil)
        #expect(first.value == "fetched-1" && second == first)
        #expect(fetches.value == 1)
        #expect(store.load(key: key) == first)
        #expect(events.all == ["requesting a new token"])
    }

    @Test func usesASavedTokenWithoutARequest() async throws {
        try store.save(token("saved"), key: key)
        #expect(try await provider().token(rejecting: nil).value == "saved")
        #expect(fetches.value == 0)
        #expect(events.all == ["token from cache"])
    }

    @Test(arguments: [(61.0, false), (60.0, true), (0.0, true), (-100.0, true)])
    func aSavedTokenIsUsedOnlyWithMoreThanTheLeewayLeft(_ secondsLeft: Double, renewed: Bool) async throws {
        try store.save(token("saved", secondsLeft: secondsLeft), key: key)
        let value = try await provider().token(rejecting: nil).value
        #expect(value == (renewed ? "fetched-1" : "saved"))
        #expect(fetches.value == (renewed ? 1 : 0))
    }

    @Test func aTokenInMemoryIsRenewedOnceOnlyTheLeewayIsLeft() async throws {
        let provider = provider()
        _ = try await provider.token(rejecting: nil)
        clock.advance(3600 - 61)
        #expect(try await provider.token(rejecting: nil).value == "fetched-1")
        clock.advance(1)
        // 60 s left: renewed, with its refresh token.
        #expect(try await provider.token(rejecting: nil).value == "refreshed-1")
        #expect(fetches.value == 1 && refreshes.value == 1)
    }

    @Test(arguments: [
        "{", "", "\u{0}\u{1}garbage\u{7F}", #"{"expires_at":1767225600}"#, #"{"access_token":"#,
    ])
    func aCorruptFileIsFetchedAgainAndReplaced(_ content: String) async throws {
        try store.fileSystem.writeFileAtomically(Array(content.utf8), to: store.path(for: key), mode: 0o600)
        let fresh = try await provider().token(rejecting: nil)
        #expect(fresh.value == "fetched-1")
        #expect(store.load(key: key) == fresh)
    }

    /// The fetch answers only once all fifty callers have set out, so they find it in flight. (A caller
    /// that reached the provider after it answered would get the token from memory: the expectations
    /// still hold, they would only prove less.)
    @Test func fiftyConcurrentCallersShareOneFetch() async throws {
        let hold = RequestHold(releasedAfter: 50)
        let provider = provider(hold: hold)
        let values = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<50 {
                group.addTask {
                    hold.arrive()
                    return try await provider.token(rejecting: nil).value
                }
            }
            return try await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(values == ["fetched-1"])
        #expect(fetches.value == 1)
        // They shared the one request in memory, rather than queueing on the store's lock.
        #expect(events.all == ["requesting a new token"])
    }

    @Test func fiftyCallersRejectingTheSameTokenShareOneRefresh() async throws {
        let hold = RequestHold(releasedAfter: 50)
        let provider = provider(refreshHold: hold)
        let refused = try await provider.token(rejecting: nil)
        let values = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<50 {
                group.addTask {
                    hold.arrive()
                    return try await provider.token(rejecting: refused).value
                }
            }
            return try await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(values == ["refreshed-1"])
        #expect(fetches.value == 1 && refreshes.value == 1)
        #expect(events.all.filter { $0.contains("another process") }.isEmpty)
        // The refresh answer had no refresh token: the previous one is kept for the next time.
        #expect(store.load(key: key)?.refreshToken == "refresh-1")
    }

    @Test func rejectingAnOutdatedTokenGivesTheCurrentOneWithoutARequest() async throws {
        let provider = provider()
        let first = try await provider.token(rejecting: nil)
        let second = try await provider.token(rejecting: first)
        let again = try await provider.token(rejecting: first)
        #expect(second.value == "refreshed-1" && again == second)
        #expect(fetches.value == 1 && refreshes.value == 1)
    }

    @Test func aRefusedTokenIsNeverTakenFromTheStoreAgain() async throws {
        try store.save(token("saved"), key: key)
        let provider = provider()
        let saved = try await provider.token(rejecting: nil)
        #expect(try await provider.token(rejecting: saved).value == "fetched-1")
        #expect(store.load(key: key)?.value == "fetched-1")
    }

    @Test func aRefusedTokenIsDroppedFromTheStoreEvenWhenNoNewOneComes() async throws {
        struct Down: Error {}
        try store.save(token("saved"), key: key)
        let provider = provider(fetchError: Down())
        let saved = try await provider.token(rejecting: nil)
        await #expect(throws: Down.self) { try await provider.token(rejecting: saved) }
        #expect(store.load(key: key) == nil)
        #expect(await provider.currentToken() == nil)
    }

    @Test func aRefusedSessionKeepsItsRefreshTokenWhenTheNetworkIsDown() async throws {
        let down = TransportError(.connectionRefused, host: "auth.example.com")
        try store.save(token("saved", refreshToken: "keep-me"), key: key)
        let provider = provider(refreshError: down)
        let saved = try await provider.token(rejecting: nil)
        await #expect(throws: TransportError.self) { try await provider.token(rejecting: saved) }
        #expect(fetches.value == 0)
        let kept = try #require(store.load(key: key))
        #expect(kept.refreshToken == "keep-me")
        #expect(!kept.isValid(at: clock.now))
    }

    @Test func anExpiredSavedTokenIsRefreshedWithItsRefreshToken() async throws {
        try store.save(token("old", secondsLeft: -5, refreshToken: "saved-refresh"), key: key)
        let fresh = try await provider().token(rejecting: nil)
        #expect(fresh.value == "refreshed-1" && fresh.refreshToken == "saved-refresh")
        #expect(fetches.value == 0)
        #expect(events.all == ["refreshing the token"])
    }

    @Test func aRefusedRefreshTokenFallsBackToFetch() async throws {
        try store.save(token("old", secondsLeft: -5, refreshToken: "revoked"), key: key)
        let refusal = APIError(status: 400, code: "invalid_grant", detail: "Refresh Token has been revoked")
        let fresh = try await provider(refreshError: refusal).token(rejecting: nil)
        #expect(fresh.value == "fetched-1")
        #expect(refreshes.value == 1 && fetches.value == 1)
        #expect(store.load(key: key) == fresh)
        #expect(events.all.count == 2)
        #expect(events.all.last?.hasPrefix("the refresh failed") == true)
    }

    @Test func onlyARefusalFallsBackToFetch() {
        struct Other: Error {}
        #expect(CachingTokenProvider.fallsBackToFetch(after: APIError(status: 400, detail: "invalid_grant")))
        #expect(CachingTokenProvider.fallsBackToFetch(after: APIError(status: 401, detail: "")))
        #expect(CachingTokenProvider.fallsBackToFetch(after: Other()))
        #expect(!CachingTokenProvider.fallsBackToFetch(after: APIError(status: 503, detail: "")))
        #expect(!CachingTokenProvider.fallsBackToFetch(after: APIError(status: 429, detail: "")))
        #expect(!CachingTokenProvider.fallsBackToFetch(after: TransportError(.timedOut, host: "h")))
        #expect(!CachingTokenProvider.fallsBackToFetch(after: CancellationError()))
    }

    @Test func aTokenSavedByAnotherProcessWhileWaitingForTheLockIsUsed() async throws {
        let raced = RacedStore(inner: store, savedMeanwhile: token("from-another-process"))
        #expect(try await provider(store: raced).token(rejecting: nil).value == "from-another-process")
        #expect(fetches.value == 0)
        #expect(events.all == ["token from cache, saved by another process"])
    }

    @Test func aTokenThatCannotBeSavedIsStillGiven() async throws {
        let fileSystem = InMemoryFileSystem(files: ["/state/tool": "a file where the directory should be"])
        let store = FileTokenStore(directory: "/state/tool/sessions", fileSystem: fileSystem)
        #expect(try await provider(store: store).token(rejecting: nil).value == "fetched-1")
        #expect(events.all.contains { $0.hasPrefix("could not save the token") })
    }

    @Test func currentTokenNeverFetchesAndForgetRemovesTheToken() async throws {
        let provider = provider()
        #expect(await provider.currentToken() == nil)
        try store.save(token("old", secondsLeft: -5), key: key)
        #expect(await provider.currentToken()?.value == "old")  // expired, but shown as it is
        #expect(fetches.value == 0)
        _ = try await provider.token(rejecting: nil)
        #expect(await provider.currentToken()?.value == "fetched-1")
        try await provider.forget()
        #expect(await provider.currentToken() == nil)
        #expect(store.load(key: key) == nil)
        try await provider.forget()  // nothing left: not an error
        #expect(provider.canRefresh)
    }

    /// Twenty providers, each with its own store: nothing shared in memory, only the directory, as with
    /// twenty processes. `flock` locks belong to open file descriptions, so the stores exclude each other
    /// inside this process exactly as they would across processes. The test across real processes runs
    /// against the built `upsctl` once it has `auth token`.
    @Test(arguments: [FileLock.Scope.processes, .thisProcess])
    func twentyIndependentProvidersMakeOneRequest(_ scope: FileLock.Scope) async throws {
        let temporary = try TokenTestDirectory()
        defer { temporary.remove() }
        let fileSystem: any FileSystem = scope == .processes ? LocalFileSystem() : InMemoryFileSystem()
        let directory = temporary.path + "/cache/tool/tokens"
        // The one fetch answers once the nineteen other providers wait at the lock it holds.
        let hold = RequestHold(releasedAfter: 19)
        let values = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<20 {
                // Its pause between attempts at the lock says it found the lock held: it has arrived.
                let arrived = Mutex(false)
                let own = FileTokenStore(
                    directory: directory, fileSystem: fileSystem, locking: scope,
                    sleep: { pause in
                        if arrived.withLock({ first in defer { first = true }; return !first }) { hold.arrive() }
                        try await Task.sleep(for: pause)  // injected sleep: the lock's own pause between attempts
                    })
                let provider = provider(store: own, hold: hold)
                group.addTask { try await provider.token(rejecting: nil).value }
            }
            return try await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(values == ["fetched-1"])
        #expect(fetches.value == 1)
    }
}

struct StaticTokenProviderTests {
    @Test func givesTheSameTokenEvenWhenItWasRefused() async throws {
        let provider = StaticTokenProvider(value: "p-token")
        let token = try await provider.token(rejecting: nil)
        #expect(token.value == "p-token" && token.expiresAt == nil)
        #expect(try await provider.token(rejecting: token) == token)
        #expect(!provider.canRefresh)
    }

    @Test func readsTheExpiryOfAJWT() async throws {
        // {"alg":"none"} . {"exp":1767225600} . (no signature checked)
        let jwt = "eyJhbGciOiJub25lIn0.eyJleHAiOjE3NjcyMjU2MDB9.c2ln"
        let token = try await StaticTokenProvider(value: jwt).token(rejecting: nil)
        #expect(token.expiresAt == Date(timeIntervalSince1970: 1_767_225_600))
    }
}

extension CachingTokenProviderTests {
    // MARK: - Failures, cancellation, short lives, warnings, secrets

    /// The request already spent its own retries: later callers get its failure without asking again.
    @Test func aFailedFetchIsRememberedForEveryLaterCaller() async throws {
        let provider = provider(fetchError: TransportError(.timedOut, host: "auth.example"))
        for _ in 0..<5 {
            await #expect(throws: TransportError.self) { try await provider.token(rejecting: nil) }
        }
        #expect(fetches.value == 1)
    }

    /// A cancelled caller (SIGINT) cancels the request it shares: nothing goes on after the command ends,
    /// and the cancellation is not remembered as a failure.
    @Test func cancellingTheCallerCancelsTheSharedRequest() async throws {
        // A directory of its own: the in-process lock is shared by every test that uses the same path.
        let store = FileTokenStore(directory: "/state/cancel-\(UUID().uuidString)", fileSystem: InMemoryFileSystem())
        let hold = RequestHold()
        let provider = provider(store: store, hold: hold)
        // The fetch is never released: only the cancellation can end it, so the CancellationError is the proof.
        let waiting = Task { try await provider.token(rejecting: nil) }
        try await hold.started.wait(for: "the shared fetch to start")
        waiting.cancel()
        let ended = AsyncSignal()
        Task {
            _ = await waiting.result
            ended.fire()
        }
        do {
            try await ended.wait(for: "the cancelled caller to end")
        } catch {
            hold.release.fire()  // the cancellation did not end the fetch: let it finish, and fail
            throw error
        }
        let result = await waiting.result
        #expect(throws: CancellationError.self) { try result.get() }
        let quick = CachingTokenProvider(
            key: key, store: store, now: { self.clock.now },
            fetch: { AccessToken(value: "after", expiresAt: nil) })
        #expect(try await quick.token(rejecting: nil).value == "after")
    }

    @Test(arguments: [(19.0, true), (21.0, false)])
    func aTokenLivingUnderTwiceTheLeewayIsUsedForHalfItsLife(age: Double, usable: Bool) {
        let obtained = clock.now
        let token = AccessToken(value: "t", expiresAt: obtained + 40, obtainedAt: obtained)
        #expect(token.isValid(at: obtained + age) == usable)
        let long = AccessToken(value: "t", expiresAt: obtained + 3600, obtainedAt: obtained)
        #expect(long.isValid(at: obtained + 3540) == false, "long-lived tokens keep the 60 s margin")
        #expect(long.isValid(at: obtained + 3539) == true)
    }

    @Test func aTokenThatCannotBeSavedIsWarnedAboutOnce() async throws {
        let fileSystem = InMemoryFileSystem(files: ["/state/tool": "a file where the directory should be"])
        let store = FileTokenStore(directory: "/state/tool/sessions", fileSystem: fileSystem)
        let warnings = EventLog()
        let provider = CachingTokenProvider(
            key: key, store: store, now: { self.clock.now },
            fetch: { [fetches] in AccessToken(value: "fetched-\(fetches.next())", expiresAt: nil) },
            onWarning: { warnings.append($0) })
        let first = try await provider.token(rejecting: nil)
        _ = try await provider.token(rejecting: first)
        #expect(fetches.value == 2)
        #expect(warnings.all.count == 1)
        #expect(warnings.all.first?.hasPrefix("the new token could not be saved") == true)
    }

    @Test func everyTokenGivenOutJoinsTheRunsSecrets() async throws {
        let secrets = SecretRegistry()
        try store.save(token("saved-old-token", secondsLeft: -5, refreshToken: "saved-refresh-token"), key: key)
        let provider = CachingTokenProvider(
            key: key, store: store, now: { self.clock.now },
            fetch: { AccessToken(value: "fresh-token-1", expiresAt: nil) },
            refresh: { _ in AccessToken(value: "fresh-token-2", expiresAt: nil) }, secrets: secrets)
        _ = try await provider.token(rejecting: nil)
        for value in ["saved-old-token", "saved-refresh-token", "fresh-token-2"] {
            #expect(secrets.values.contains(value), "\(value)")
        }
    }
}
