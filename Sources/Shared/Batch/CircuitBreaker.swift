import Synchronization

/// Stops a batch from starting requests to a service that cannot answer them: after `threshold`
/// requests in a row failed in a way that says the service is down (5xx, a timeout, a lost connection,
/// each after its retries), or at once when the service asks for a wait longer than the tool sleeps.
/// Without it, 10,000 rows against a service answering 503 would take about 20 hours of retries, each row
/// failing the same way.
///
/// Any answer that shows the service working (a result, a 400 for a bad address) starts the count again.
/// The batch asks `isOpen` before it starts each request; the requests already started finish.
public final class CircuitBreaker: Sendable {
    /// What one request came to, as far as the breaker cares.
    public enum Outcome: Sendable {
        /// An answer: the service works, whatever it said about the row.
        case answered
        /// A failure that says the service cannot answer now (its sentence, for the message).
        case serviceFailed(String)
        /// The service asked for a wait longer than the tool will sleep (its sentence).
        case waitTooLong(String)
    }

    /// Failed requests in a row that open the breaker.
    public let threshold: Int

    private struct State {
        var failuresInARow = 0
        var reason: String?
    }

    private let state = Mutex(State())

    public init(threshold: Int = 5) {
        self.threshold = max(1, threshold)
    }

    public func record(_ outcome: Outcome) {
        state.withLock { state in
            guard state.reason == nil else { return }
            switch outcome {
            case .answered:
                state.failuresInARow = 0
            case .serviceFailed(let message):
                state.failuresInARow += 1
                if state.failuresInARow >= threshold {
                    state.reason = "the service failed \(threshold) requests in a row, after their retries; the last: \(message)"
                }
            case .waitTooLong(let message):
                state.reason = message
            }
        }
    }

    /// Why no request may start any more; nil while they may.
    public var reason: String? { state.withLock { $0.reason } }

    public var isOpen: Bool { reason != nil }
}
