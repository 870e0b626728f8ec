import Foundation
import Synchronization
@testable import Shared

/// An injected clock and poll schedule for live views: each sleep is recorded and moves the clock on by
/// as much, and after `interruptAfter` sleeps the registered Ctrl-C handler runs, as a first SIGINT
/// would. Nothing waits in real time.
final class PollSchedule: Sendable {
    private struct State {
        var now: Date
        var sleeps: [Duration] = []
        var interrupt: (@Sendable () -> Void)?
    }

    private let state: Mutex<State>
    private let interruptAfter: Int?

    init(start: Date = Date(timeIntervalSince1970: 1_795_000_000), interruptAfter: Int? = nil) {
        state = Mutex(State(now: start))
        self.interruptAfter = interruptAfter
    }

    /// The waits between polls, in seconds.
    var sleeps: [Double] {
        state.withLock { $0.sleeps.map { Double($0.components.seconds) + Double($0.components.attoseconds) / 1e18 } }
    }

    func adjust(_ environment: inout CommandEnvironment) {
        environment.now = { self.state.withLock { $0.now } }
        environment.sleep = { duration in self.slept(duration) }
        environment.onInterrupt = { handler in self.state.withLock { $0.interrupt = handler } }
    }

    private func slept(_ duration: Duration) {
        let handler: (@Sendable () -> Void)? = state.withLock { state in
            state.sleeps.append(duration)
            state.now += Double(duration.components.seconds)
            return state.sleeps.count == interruptAfter ? state.interrupt : nil
        }
        handler?()
    }
}
