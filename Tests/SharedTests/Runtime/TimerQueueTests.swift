import Dispatch
import Synchronization
import Testing
import ToolkitTestSupport
@testable import Shared

/// The live sleep behind `--timeout` deadlines and retry waits: a cancelled one ends at once, and many
/// share one timer and end in the order of their deadlines. (No test measures the clock: the order of
/// deadlines is what shows that each sleep waits its own time.)
struct TimerQueueTests {
    let timers = TimerQueue()

    /// An hour's sleep, cancelled once the queue has registered it: it must end with CancellationError.
    /// The time limit only keeps a broken cancellation from hanging the suite.
    @Test(.timeLimit(.minutes(1)))
    func cancellationEndsItWithCancellationError() async throws {
        let registered = AsyncSignal()
        let timers = TimerQueue(onWaiting: { registered.fire() })
        let task = Task { try await timers.sleep(for: .seconds(3600)) }  // sleep under test
        try await registered.wait(for: "the timer queue to register the sleep")
        task.cancel()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
    }

    @Test(.timeLimit(.minutes(1)))
    func aTaskCancelledBeforeItSleepsDoesNotWait() async {
        let timers = self.timers
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await timers.sleep(for: .seconds(3600))  // sleep under test
        }
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
    }

    /// 500 short sleeps racing their own cancellation on one timer: every one ends exactly once, those
    /// left alone by finishing, those cancelled by finishing or with CancellationError, never otherwise.
    @Test func manyRacingSleepsEachEndOnce() async {
        let timers = self.timers
        let outcomes = await withTaskGroup(of: (index: Int, finished: Bool, cancelled: Bool).self) { group in
            for index in 0..<500 {
                group.addTask {
                    let sleeper = Task { try await timers.sleep(for: .microseconds(index % 7 * 100)) }  // sleep under test
                    if index % 2 == 0 { sleeper.cancel() }
                    switch await sleeper.result {
                    case .success: return (index, true, false)
                    case .failure(let error): return (index, false, error is CancellationError)
                    }
                }
            }
            var all: [(index: Int, finished: Bool, cancelled: Bool)] = []
            for await outcome in group { all.append(outcome) }
            return all
        }
        #expect(outcomes.count == 500)
        #expect(Set(outcomes.map(\.index)).count == 500, "each sleep ended once")
        #expect(outcomes.allSatisfy { $0.finished || $0.cancelled }, "no other error")
        let uncancelled = outcomes.filter { $0.index % 2 == 1 }
        #expect(uncancelled.allSatisfy { $0.finished }, "a sleep nobody cancels finishes")
    }

    /// A short sleep started after an hour's one ends while the hour's goes on: the timer is re-armed
    /// for the new earliest deadline, and each sleep waits its own time. The hour's sleep is then cancelled,
    /// which it could not be had it ended too. (Three finite sleeps in a race would end in deadline order
    /// only on a machine that starts them within their differences.)
    @Test(.timeLimit(.minutes(1)))
    func aShortSleepStartedLaterEndsWhileAnEarlierLongOneGoesOn() async throws {
        let registered = Mutex(0)
        let longRegistered = AsyncSignal()
        let timers = TimerQueue(onWaiting: {
            if registered.withLock({ $0 += 1; return $0 }) == 1 { longRegistered.fire() }
        })
        let longEnded = AsyncSignal()
        let long = Task {
            defer { longEnded.fire() }
            try await timers.sleep(for: .seconds(3600))  // sleep under test
        }
        try await longRegistered.wait(for: "the timer queue to register the hour's sleep")
        try await timers.sleep(for: .milliseconds(20))  // sleep under test
        #expect(!longEnded.hasFired, "the hour's sleep ended with the 20 ms one")
        long.cancel()
        let result = await long.result
        #expect(throws: CancellationError.self) { try result.get() }
    }
}

struct MinHeapTests {
    @Test func popsInOrderAndRemovesWhatIsAsked() {
        var heap = MinHeap<Int>()
        for value in [5, 3, 9, 1, 7, 3, 8] { heap.push(value) }
        heap.removeAll { $0 == 7 || $0 == 9 }
        var popped: [Int] = []
        while let value = heap.popFirst() { popped.append(value) }
        #expect(popped == [1, 3, 3, 5, 8])
    }
}
