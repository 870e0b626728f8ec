import ToolkitFloor
/// When and how long to wait before sending a request again (docs/http.md): connection failures, timeouts,
/// 429, 500, 502, 503 and 504; exponential backoff with full jitter; `Retry-After` obeyed up to a limit.
public struct RetryPolicy: Sendable, Equatable {
    /// Retries after the first attempt (`--retries`).
    public var maxRetries: Int
    public var baseDelay: Double = 0.5
    public var maxDelay: Double = 20
    /// A `Retry-After` longer than this is not slept: the command fails with exit 75 instead.
    public var maxRetryAfter: Double = 60
    public var retryableStatuses: Set<Int> = [429, 500, 502, 503, 504]

    public init(maxRetries: Int) {
        self.maxRetries = max(0, maxRetries)
    }

    /// Full jitter: a uniformly random wait between 0 and `min(maxDelay, baseDelay × 2^retry)`.
    /// `retry` counts from 0; `random` is in [0, 1).
    public func backoff(retry: Int, random: Double) -> Double {
        let ceiling = min(maxDelay, baseDelay * Double(1 << min(retry, 30)))
        return ceiling * random
    }

    public func isRetryable(status: Int) -> Bool { retryableStatuses.contains(status) }
}

/// The service asked for a wait longer than the tool will sleep: exit 75 with the wait it asked for.
public struct RetryAfterTooLong: CLIError, Equatable {
    public var seconds: Double
    public var host: String

    public var exitCode: ExitCode { .temporaryFailure }
    public var message: String {
        "\(host) asked to wait \(Self.describe(seconds)) before retrying (Retry-After); try again later"
    }

    /// `90 s`, `2 h 5 min`, `3 days`: a wait read in the unit that makes sense of it.
    public static func describe(_ seconds: Double) -> String {
        guard seconds < 1e15 else { return "more than 30 million years" }
        let whole = Int(seconds.rounded(.up))
        if whole < 300 { return "\(whole) s" }
        if whole < 7200 { return "\(whole / 60) min" }
        if whole < 172_800 { return "\(whole / 3600) h \(whole % 3600 / 60) min" }
        return "\(whole / 86_400) days"
    }
}
