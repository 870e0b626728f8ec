/// What a live view makes of a poll that failed. A failure a later try may pass (`FailureKind`: 408, 429,
/// 500, 502, 503, 504, a timeout or a lost connection), after the request's own retries, is passing: a
/// warning, then a wait under the retry rules, honouring `Retry-After`. A wait over 60 s is not slept
/// (exit 75, as for any request). Anything else (not signed in, a setting, a 404 of a list, an
/// interruption) ends the view as it would end the command.
enum PollFailure {
    /// The longest `Retry-After` a live view sleeps, as for one request (`RetryPolicy.maxRetryAfter`).
    static let longestWait = RetryPolicy(maxRetries: 0).maxRetryAfter

    /// Whether `error` is passing; nil when it ends the view.
    static func isPassing(_ error: any Error) -> Bool { FailureKind.of(error).isTemporary }

    /// Seconds to wait before the next poll after the `failures`-th passing failure in a row: the
    /// service's `Retry-After` when it gave one (at least the interval), else the interval plus the retry
    /// rules' back-off (exponential from 0.5 s to at most 20 s, with full jitter; `random` in [0, 1)).
    static func wait(after error: any Error, failures: Int, interval: Int, random: Double) throws -> Double {
        if let asked = FailureKind.of(error).wait {
            // The request's own retries refused this wait already: the view ends as the request did.
            if let refused = error as? RetryAfterTooLong { throw refused }
            guard asked <= longestWait else { throw WatchWaitTooLong(seconds: asked) }
            return max(Double(interval), asked)
        }
        return Double(interval) + RetryPolicy(maxRetries: 0).backoff(retry: max(0, failures - 1), random: random)
    }
}

/// The service asked a live view to wait longer than it will sleep: exit 75.
public struct WatchWaitTooLong: CLIError, Equatable {
    public var seconds: Double

    public var exitCode: ExitCode { .temporaryFailure }
    public var message: String {
        "the service asked to wait \(WaitText.describe(seconds)) before the next poll (Retry-After); try again later"
    }
}
