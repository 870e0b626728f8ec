import Dispatch
import Synchronization

/// Sleeps for many tasks on one dispatch timer, each giving its memory back the moment it is cancelled.
///
/// Why not `Task.sleep`: on Linux a cancelled `Task.sleep` leaves its timer queued until the original
/// deadline, holding about 0.8 KB. An HTTP attempt without libcurl's own deadline (a fake, `--mock-latency`)
/// races a sleep of `--timeout` seconds (`DeadlineMiddleware`); when every attempt did, a batch of 100,000
/// fast requests with the default 30 s kept them all: upsctl peaked at 118 MB against 50 MB with
/// `--timeout 2`. A dispatch timer per sleep frees at once but cost
/// about 0.1 ms of CPU per request. Here one timer serves every sleep: a sleep is a heap entry and a
/// table entry, a cancelled one is dropped from the table at once (its heap entry, 16 bytes, goes when the
/// heap is next compacted or reaches it), and the timer is re-armed only for a new earliest deadline.
public final class TimerQueue: Sendable {
    private struct Entry: Comparable {
        var deadline: UInt64  // DispatchTime nanoseconds
        var id: UInt64
        static func < (a: Entry, b: Entry) -> Bool { (a.deadline, a.id) < (b.deadline, b.id) }
    }

    private struct State {
        var heap = MinHeap<Entry>()
        var waiting: [UInt64: CheckedContinuation<Void, any Error>] = [:]
        /// Sleeps cancelled before their continuation was added (the handler runs on the canceller's
        /// thread, so it can come first); `add` finds them here, under the same lock.
        var cancelledEarly: Set<UInt64> = []
        /// The deadline the timer is armed for (`UInt64.max`: not armed).
        var armedFor = UInt64.max
        /// Made at the first sleep, so a command that never waits never creates it.
        var timer: (any DispatchSourceTimer)?
    }

    private let state = Mutex(State())
    private let lastID = Atomic<UInt64>(0)
    /// Told each time a sleep is registered: a test cancels a sleep it knows is waiting, not one it hopes is.
    private let onWaiting: @Sendable () -> Void

    public init() {
        onWaiting = {}
    }

    init(onWaiting: @escaping @Sendable () -> Void) {
        self.onWaiting = onWaiting
    }

    deinit { state.withLock { $0.timer?.cancel() } }

    /// Arms the one timer (made on first use) for `deadline`. Always under the lock, so two threads
    /// cannot arm it out of order and leave it set later than `armedFor` says.
    private func arm(_ state: inout State, for deadline: UInt64) {
        state.armedFor = deadline
        guard deadline != .max else { return }
        let timer = state.timer ?? {
            let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "toolkit.timers"))
            timer.setEventHandler { [weak self] in self?.fireDue() }
            timer.activate()
            return timer
        }()
        state.timer = timer
        timer.schedule(deadline: DispatchTime(uptimeNanoseconds: deadline), leeway: .milliseconds(1))
    }

    /// Returns after `duration`, or throws `CancellationError` as soon as the task is cancelled.
    @Sendable public func sleep(for duration: Duration) async throws {
        let id = lastID.wrappingAdd(1, ordering: .relaxed).newValue
        let deadline = DispatchTime.now().uptimeNanoseconds &+ Self.nanoseconds(duration)
        // A cancellation that lands after the timer fired but before the handler's scope ends leaves a mark.
        defer { state.withLock { _ = $0.cancelledEarly.remove(id) } }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                add(id: id, deadline: deadline, continuation)
            }
        } onCancel: {
            let continuation = state.withLock { state in
                let continuation = state.waiting.removeValue(forKey: id)
                if continuation == nil { state.cancelledEarly.insert(id) }
                return continuation
            }
            continuation?.resume(throwing: CancellationError())
        }
    }

    private func add(id: UInt64, deadline: UInt64, _ continuation: CheckedContinuation<Void, any Error>) {
        let cancelled = state.withLock { state in
            // Cancelled before it got here: the cancellation handler found nothing to resume.
            if state.cancelledEarly.remove(id) != nil { return true }
            state.waiting[id] = continuation
            state.heap.push(Entry(deadline: deadline, id: id))
            // Lazily deleted entries (cancelled sleeps) are dropped when they outnumber the live ones.
            if state.heap.count > 2 * state.waiting.count + 64 {
                let waiting = state.waiting
                state.heap.removeAll { waiting[$0.id] == nil }
            }
            if deadline < state.armedFor { arm(&state, for: deadline) }
            return false
        }
        if cancelled { continuation.resume(throwing: CancellationError()) } else { onWaiting() }
    }

    /// On the timer's queue: resumes every sleep that is due, then arms the timer for the next one.
    private func fireDue() {
        let now = DispatchTime.now().uptimeNanoseconds
        var due: [CheckedContinuation<Void, any Error>] = []
        state.withLock { state in
            while let first = state.heap.first, first.deadline <= now {
                state.heap.popFirst()
                if let continuation = state.waiting.removeValue(forKey: first.id) { due.append(continuation) }
            }
            while let first = state.heap.first, state.waiting[first.id] == nil { state.heap.popFirst() }
            arm(&state, for: state.heap.first?.deadline ?? .max)
        }
        for continuation in due { continuation.resume() }
    }

    private static func nanoseconds(_ duration: Duration) -> UInt64 {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0 else { return 0 }
        let whole = UInt64(clamping: seconds).multipliedReportingOverflow(by: 1_000_000_000)
        return whole.overflow ? UInt64.max / 2 : min(whole.partialValue &+ UInt64(attoseconds / 1_000_000_000), UInt64.max / 2)
    }
}
