import Synchronization
import ToolkitTestSupport

/// Holds a fake token request until the test lets it answer, so that callers meet it in flight because
/// they have arrived, not because the request was slow enough: `started` fires when the request begins,
/// and the request answers once `release` has fired. Callers that announce themselves through `arrive()`
/// fire `release` when the expected number is reached.
final class RequestHold: Sendable {
    let started = AsyncSignal()
    let release = AsyncSignal()
    private let expected: Int
    private let arrived = Mutex(0)

    /// - Parameter expected: the arrivals that release the request; 0 leaves it held until `release`
    ///   fires or the request's task is cancelled.
    init(releasedAfter expected: Int = 0) {
        self.expected = expected
    }

    /// One caller more has arrived (in the provider, or waiting at the store's lock).
    func arrive() {
        let count = arrived.withLock { $0 += 1; return $0 }
        if expected > 0, count >= expected { release.fire() }
    }

    var arrivals: Int { arrived.withLock { $0 } }

    /// Run by the fake request: it has started, and goes on once released. A cancelled caller ends it with
    /// CancellationError; a release that never comes fails with what it waited for.
    func pass() async throws {
        started.fire()
        try await release.wait(for: "\(expected) callers to arrive while the token request was held (\(arrivals) did)")
    }
}
