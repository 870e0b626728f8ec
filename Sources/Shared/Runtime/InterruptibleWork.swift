import Synchronization

/// Work that the first SIGINT cancels (a batch, parse-link reading input, a live view), with the handler
/// in place before the work starts.
///
/// Registering the handler after starting the work left a window: the work could print, and a person or
/// a script seeing that output could press Ctrl-C, before the handler was there. With the signal already
/// set to be ignored and the signal source not yet armed, that Ctrl-C was lost, and the batch ran to its
/// end. Here the handler comes first; a signal that arrives before the task exists cancels it as soon as
/// it does.
public final class InterruptibleWork<Success: Sendable>: Sendable {
    /// Shared by the handler and the initializer, which may run at the same time on two threads.
    private final class Handoff: Sendable {
        struct State {
            var task: Task<Success, any Error>?
            var interrupted = false
        }
        let state = Mutex(State())
    }

    /// The work's task, which `value` awaits and a caller may cancel on its own account too.
    public let task: Task<Success, any Error>

    /// Registers `environment`'s interrupt handler, then starts `work`.
    public init(
        _ environment: CommandEnvironment, _ work: @escaping @Sendable () async throws -> Success
    ) {
        let handoff = Handoff()
        environment.onInterrupt {
            handoff.state.withLock { current in
                current.interrupted = true
                current.task?.cancel()
            }
        }
        let task = Task { try await work() }
        self.task = task
        handoff.state.withLock { current in
            current.task = task
            if current.interrupted { task.cancel() }
        }
    }

    /// What the work returned or threw (a cancelled batch returns what it wrote).
    public var value: Success {
        get async throws { try await task.value }
    }

    public var isCancelled: Bool { task.isCancelled }

    public func cancel() { task.cancel() }
}
