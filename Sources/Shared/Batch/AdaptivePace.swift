import FoundationEssentials
import Synchronization

/// What paces a batch's starts: a wait before each, and how many may be in flight now.
public protocol BatchPace: Sendable {
    /// Waits until the next request may start. Throws if the wait is cancelled.
    func acquire() async throws
    /// Requests allowed in flight at the moment.
    var concurrencyLimit: Int { get }
}

extension RateLimit: BatchPace {
    public var concurrencyLimit: Int { .max }
}

/// The live side of `AdaptiveRate` for a batch: it hears every attempt's answer (through
/// `ThrottleSignal`, inside the retries), spaces the starts at the learnt rate, and logs each change with
/// `-v`. Clock and sleep are injected, as `RateLimit`'s are.
public final class AdaptivePace: BatchPace {
    private let state: Mutex<(rate: AdaptiveRate, slots: StartSlots)>
    private let started: Date
    private let now: @Sendable () -> Date
    private let sleep: @Sendable (Duration) async throws -> Void
    private let log: @Sendable (String) -> Void

    public init(
        ceiling: Int, cap: Double?, now: @escaping @Sendable () -> Date,
        sleep: @escaping @Sendable (Duration) async throws -> Void, log: @escaping @Sendable (String) -> Void
    ) {
        state = Mutex((AdaptiveRate(ceiling: ceiling, cap: cap), StartSlots()))
        started = now()
        self.now = now
        self.sleep = sleep
        self.log = log
    }

    public var concurrencyLimit: Int { state.withLock { $0.rate.concurrency } }

    /// What the batch learnt, for its summary.
    public var rate: AdaptiveRate { state.withLock { $0.rate } }

    public func acquire() async throws {
        let current = now()
        // Nothing paces the starts before the first throttle (with no --rate): they take no slot either.
        let wait = state.withLock { $0.rate.spacing > 0 ? $0.slots.take(at: current, spacing: $0.rate.spacing) : 0 }
        try await StartSlots.wait(wait, sleep: sleep)
    }

    /// An attempt answered with `status` after `seconds`.
    public func heard(status: Int, after seconds: Double) {
        let at = now().timeIntervalSince(started)
        let change: AdaptiveRate.Change? = state.withLock { state in
            if status == 429 || status == 503 { return state.rate.throttled(at: at) }
            guard (200..<500).contains(status) else { return nil }
            return state.rate.answered(after: seconds, at: at)
        }
        if let change { log(change.description) }
    }
}

/// Tells an `AdaptivePace` how each attempt was answered, and paces the retries. It sits inside the retry
/// middleware, so a 429 that is retried is heard as a 429, and the retry's answer as its own.
public struct ThrottleSignal: HTTPMiddleware {
    let pace: AdaptivePace
    let now: @Sendable () -> Date

    public init(pace: AdaptivePace, now: @escaping @Sendable () -> Date) {
        self.pace = pace
        self.now = now
    }

    public func intercept(
        _ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        // A retry (after a 429's Retry-After, or a failure's backoff) waits for the pace too: otherwise the
        // requests throttled together would all come back together, and be throttled again.
        if request.attempt > 1 { try await pace.acquire() }
        let sent = now()
        let response = try await next(request)
        pace.heard(status: response.status, after: now().timeIntervalSince(sent))
        return response
    }
}
