import ToolkitFloor
import FoundationEssentials

/// The one answer to "may a later try pass where this one failed?" (docs/http.md). Retry, the batch's
/// circuit breaker and `--resume`, live views, `-` lines, token refresh and sign-in all ask it, so a
/// failure the tool retries is the one a live view waits out and `--resume` sends again.
///
/// Temporary: the service was busy or failing for a moment (408, its own timeout; 429; 500, 502, 503,
/// 504), or could not be reached (a refused, lost or timed-out connection, a name not resolved), with the
/// wait the service asked for (`Retry-After`) when it gave one. Lasting: any other answer (400, 404, 501,
/// …), a TLS handshake that failed, a cancellation, and any other error unless its exit code is 75.
public enum FailureKind: Sendable, Equatable {
    /// A later try may pass; `wait` is how long the service asked to be left alone, in seconds.
    case temporary(wait: Double?)
    /// A later try meets the same failure.
    case lasting

    /// The statuses a later try may not meet.
    public static let temporaryStatuses: Set<Int> = [408, 429, 500, 502, 503, 504]

    /// An answer's status, with the seconds its `Retry-After` asked for.
    public static func of(status: Int, retryAfter: Double? = nil) -> FailureKind {
        temporaryStatuses.contains(status) ? .temporary(wait: retryAfter) : .lasting
    }

    /// An answer as it came, its `Retry-After` read at `now`.
    public static func of(_ response: HTTPResponse, now: Date) -> FailureKind {
        of(status: response.status, retryAfter: RetryAfter.seconds(response.headers["Retry-After"], now: now))
    }

    /// A failure below HTTP: the request may pass later unless TLS refused the server or the caller
    /// cancelled it.
    public static func of(_ failure: TransportError) -> FailureKind {
        switch failure.kind {
        case .connectionRefused, .hostNotFound, .noRoute, .timedOut, .connectionLost, .other: .temporary(wait: nil)
        case .tls, .cancelled: .lasting
        }
    }

    /// Any error a request can end with: an answer (`APIError`), a failure below HTTP (also when a token
    /// request failed so), or a wait the service asked for that was longer than the tool sleeps.
    public static func of(_ error: any Error) -> FailureKind {
        switch error {
        case let answer as APIError: of(status: answer.status, retryAfter: answer.retryAfter)
        case let failure as TransportError: of(failure)
        case let failure as TokenRequestFailed: of(failure.underlying)
        case let tooLong as RetryAfterTooLong: .temporary(wait: tooLong.seconds)
        // Exit 75 says "try again later" (a live view's wait too long, too many sign-in attempts).
        case let known as any CLIError where known.exitCode == .temporaryFailure: .temporary(wait: nil)
        default: .lasting
        }
    }

    public var isTemporary: Bool { self != .lasting }

    /// The seconds the service asked to wait, when it said.
    public var wait: Double? {
        if case .temporary(let wait) = self { return wait }
        return nil
    }
}
