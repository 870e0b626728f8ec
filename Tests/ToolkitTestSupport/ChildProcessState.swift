import Foundation

/// What a `ChildProcess` has shown so far, written by its reader threads and its termination handler,
/// and the waits on it: each resumed as soon as its condition holds, once.
final class ChildProcessState: @unchecked Sendable {
    struct Waiter {
        let id: UUID
        let condition: @Sendable (Snapshot) throws -> Bool
        let continuation: CheckedContinuation<Void, Error>
    }

    struct Snapshot: Sendable {
        var stdout: [UInt8] = []
        var stderr: [UInt8] = []
        var status: Int32?
        var openStreams = 2
        /// Exited, and both pipes at their end.
        var finished: Bool { status != nil && openStreams == 0 }

        func text(_ stream: ChildProcess.Stream) -> String {
            String(decoding: stream == .stdout ? stdout : stderr, as: UTF8.self)
        }
    }

    private let lock = NSLock()
    private var current = Snapshot()
    private var waiters: [Waiter] = []
    /// Waits whose deadline came before they were added (a loaded machine can run the deadline's task
    /// first): each is failed as it is added, so no wait ever goes unbounded.
    private var expiredEarly: [UUID: Error] = [:]
    private var added: Set<UUID> = []

    func snapshot() -> Snapshot { lock.withLock { current } }

    func append(_ bytes: ArraySlice<UInt8>, to stream: ChildProcess.Stream) {
        change { if stream == .stdout { $0.stdout += bytes } else { $0.stderr += bytes } }
    }

    func closed(_ stream: ChildProcess.Stream) { change { $0.openStreams -= 1 } }

    func exited(_ status: Int32) { change { $0.status = status } }

    func add(_ waiter: Waiter) {
        lock.lock()
        if let failure = expiredEarly.removeValue(forKey: waiter.id) {
            lock.unlock()
            waiter.continuation.resume(throwing: failure)
            return
        }
        added.insert(waiter.id)
        waiters.append(waiter)
        let ready = settle()
        lock.unlock()
        ready.forEach { $0() }
    }

    /// Fails the wait `id` with `failure` if it is still waiting, or as soon as it is added; false when it
    /// was resumed already (its condition held).
    func expire(_ id: UUID, with failure: Error) -> Bool {
        let waiter: Waiter?
        lock.lock()
        if let index = waiters.firstIndex(where: { $0.id == id }) {
            waiter = waiters.remove(at: index)
        } else {
            waiter = nil
            if !added.contains(id) { expiredEarly[id] = failure }
        }
        let expired = waiter != nil || !added.contains(id)
        lock.unlock()
        waiter?.continuation.resume(throwing: failure)
        return expired
    }

    private func change(_ edit: (inout Snapshot) -> Void) {
        lock.lock()
        edit(&current)
        let ready = settle()
        lock.unlock()
        // Resumed outside the lock: a resumed test may ask for a snapshot at once.
        ready.forEach { $0() }
    }

    /// Takes out the waiters whose condition now holds (or throws), and returns how to resume each.
    private func settle() -> [() -> Void] {
        var resumes: [() -> Void] = []
        waiters.removeAll { waiter in
            do {
                guard try waiter.condition(current) else { return false }
                resumes.append { waiter.continuation.resume() }
            } catch {
                resumes.append { waiter.continuation.resume(throwing: error) }
            }
            return true
        }
        return resumes
    }
}
