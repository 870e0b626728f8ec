import ToolkitFloor
/// How long to wait before sending a request again (docs/http.md), after a failure `FailureKind` calls
/// temporary: exponential backoff with full jitter; `Retry-After` obeyed up to a limit.
public struct RetryPolicy: Sendable, Equatable {
    /// Retries after the first attempt (`--retries`).
    public var maxRetries: Int
    public var baseDelay: Double = 0.5
    public var maxDelay: Double = 20
    /// A `Retry-After` longer than this is not slept: the command fails with exit 75 instead.
    public var maxRetryAfter: Double = 60

    public init(maxRetries: Int) {
        self.maxRetries = max(0, maxRetries)
    }

    /// Full jitter: a uniformly random wait between 0 and `min(maxDelay, baseDelay × 2^retry)`.
    /// `retry` counts from 0; `random` is in [0, 1).
    public func backoff(retry: Int, random: Double) -> Double {
        let ceiling = min(maxDelay, baseDelay * Double(1 << min(retry, 30)))
        return ceiling * random
    }
}

/// The service asked for a wait longer than the tool will sleep: exit 75 with the wait it asked for.
public struct RetryAfterTooLong: CLIError, Equatable {
    public var seconds: Double
    public var host: String

    public var exitCode: ExitCode { .temporaryFailure }
    public var message: String {
        "\(host) asked to wait \(WaitText.describe(seconds)) before retrying (Retry-After); try again later"
    }
}
