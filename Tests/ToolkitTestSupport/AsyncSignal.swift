import Synchronization

/// Something that happens once, awaited by other tasks: `fire` lets every `wait`, earlier or later,
/// return. Tests order their steps by what has happened (a waiter has found the lock held, a fake has
/// seen the request), never by sleeping and hoping the other task got there first.
public final class AsyncSignal: Sendable {
    private struct State {
        var fired = false
        var waiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
        var nextID: UInt64 = 0
    }

    private let state = Mutex(State())

    public init() {}

    public func fire() {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            guard !state.fired else { return [] }
            state.fired = true
            defer { state.waiters = [:] }
            return Array(state.waiters.values)
        }
        for waiter in waiters { waiter.resume() }
    }

    public var hasFired: Bool { state.withLock { $0.fired } }

    /// Returns once the signal has fired, or at once when the task is cancelled (check `hasFired`).
    public func wait() async {
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let now = state.withLock { state in
                    if state.fired || Task.isCancelled { return true }
                    state.waiters[id] = continuation
                    return false
                }
                if now { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.waiters.removeValue(forKey: id) }?.resume()
        }
    }

    /// Waits for the signal, bounded: a signal that should fire but does not fails the test with what it
    /// waited for, instead of hanging the suite. The bound is never how the test orders its steps.
    /// Throws CancellationError when the waiting task is cancelled first.
    /// `what` is read when the wait gives up, so it can say what was seen by then.
    /// The default bound is three minutes, not one: the tasks that fire a signal wait for a thread behind
    /// every test case Swift Testing queued at once, and on a loaded two-core machine a task has waited a
    /// minute for one. A broken test takes longer to report; a working one never fails for it.
    public func wait(for what: @autoclosure () -> String, atMost limit: Duration = .seconds(180)) async throws {
        let fired = await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                await self.wait()
                return self.hasFired
            }
            group.addTask {
                try? await Task.sleep(for: limit)  // timeout bound
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first || hasFired
        }
        if !fired {
            try Task.checkCancellation()
            throw WaitGaveUp(what: what(), limit: limit)
        }
    }
}

extension AsyncSignal {
    /// Waits on a signal nobody fires: ends, with CancellationError, only when the task is cancelled. A
    /// service that never answers, a deadline that never comes, work that lasts until it is stopped,
    /// without sleeping for an hour and hoping the test is over by then.
    public static func untilCancelled() async throws {
        await AsyncSignal().wait()
        throw CancellationError()
    }
}

/// A bounded wait that ran out: says what it waited for and how long.
public struct WaitGaveUp: Error, CustomStringConvertible {
    public let what: String
    public let limit: Duration
    public var description: String { "gave up after \(limit) waiting for \(what)" }
}
