import ToolkitFloor
import FoundationEssentials

/// Sends a request again after a failure `FailureKind` calls temporary, waiting as `RetryPolicy` says, but never past the
/// deadline of a wait the request is part of (`WaitDeadline`). Sleep, clock and randomness are injected,
/// so tests assert the waits instead of sleeping them.
public struct RetryMiddleware: HTTPMiddleware {
    public var policy: RetryPolicy
    public var sleep: @Sendable (Duration) async throws -> Void
    public var now: @Sendable () -> Date
    public var random: @Sendable () -> Double
    public var logger: HTTPLogger

    public init(
        policy: RetryPolicy, sleep: @escaping @Sendable (Duration) async throws -> Void,
        now: @escaping @Sendable () -> Date, random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
        logger: HTTPLogger = .off
    ) {
        self.policy = policy
        self.sleep = sleep
        self.now = now
        self.random = random
        self.logger = logger
    }

    public func intercept(
        _ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        var retry = 0
        let host = request.url.host() ?? "the service"
        while true {
            var attempt = request
            attempt.attempt = retry + 1
            attempt.maxAttempts = policy.maxRetries + 1
            var wait = 0.0
            var reason = ""
            do {
                let response = try await next(attempt)
                guard response.status >= 400, case .temporary(let asked) = FailureKind.of(response, now: now()),
                      retry < policy.maxRetries, request.mayRepeat
                else { return response }
                reason = response.statusLine
                if let asked {
                    guard asked <= policy.maxRetryAfter else { throw RetryAfterTooLong(seconds: asked, host: host) }
                    wait = asked
                } else {
                    wait = policy.backoff(retry: retry, random: random())
                }
                if endsPastTheWait(wait) { return response }
            } catch let failure as TransportError {
                guard FailureKind.of(failure).isTemporary, retry < policy.maxRetries,
                      request.mayRepeat || failure.failedBeforeSending
                else {
                    throw failure
                }
                reason = failure.description
                wait = policy.backoff(retry: retry, random: random())
                if endsPastTheWait(wait) { throw failure }
            }
            retry += 1
            logger.waiting(seconds: wait, reason: reason, nextAttempt: retry + 1, of: policy.maxRetries + 1)
            // Never more than `maxRetryAfter` (longer asks were refused above) or the backoff's cap; the
            // bound keeps a policy built with odd numbers from trapping in the conversion.
            let bounded = wait.isNaN ? 0 : min(max(wait, 0), max(policy.maxRetryAfter, policy.maxDelay))
            try await sleep(.milliseconds(Int64((bounded * 1000).rounded())))
        }
    }

    /// Whether a retry after `wait` seconds would start at or past the deadline of the wait the request
    /// is part of (`WaitDeadline`, a live view's `--within`): then the last answer stands, and the wait
    /// ends on time instead of sleeping past it.
    private func endsPastTheWait(_ wait: Double) -> Bool {
        guard let left = WaitDeadline.secondsLeft(at: now()) else { return false }
        return wait >= left
    }
}
