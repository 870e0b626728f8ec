import Synchronization

/// Something that happens once, awaited by other tasks: `fire` lets every `wait`, earlier or later,
/// return. Tests order their steps by what has happened (a waiter has found the lock held), never by
/// sleeping and hoping the other task got there first.
final class AsyncSignal: Sendable {
    private let state = Mutex<(fired: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

    func fire() {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            guard !state.fired else { return [] }
            state.fired = true
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    var hasFired: Bool { state.withLock { $0.fired } }

    func wait() async {
        await withCheckedContinuation { continuation in
            let now = state.withLock { state in
                if state.fired { return true }
                state.waiters.append(continuation)
                return false
            }
            if now { continuation.resume() }
        }
    }
}
