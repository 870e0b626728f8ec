import Dispatch
import Testing
@testable import Shared

/// The live sleep behind `--timeout` deadlines and retry waits: a cancelled one ends at once, and many
/// share one timer and end in the order of their deadlines. (No test measures the clock: the order of
/// deadlines is what shows that each sleep waits its own time.)
struct TimerQueueTests {
    let timers = TimerQueue()

    /// An hour's sleep, cancelled: it must end with CancellationError. The time limit only keeps a broken
    /// cancellation from hanging the suite (a loaded machine may delay the task, so no timing is asserted).
    @Test(.timeLimit(.minutes(1)))
    func cancellationEndsItWithCancellationError() async {
        let timers = self.timers
        let task = Task { try await timers.sleep(for: .seconds(3600)) }
        try? await Task.sleep(for: .milliseconds(20))
        task.cancel()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
    }

    @Test(.timeLimit(.minutes(1)))
    func aTaskCancelledBeforeItSleepsDoesNotWait() async {
        let timers = self.timers
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await timers.sleep(for: .seconds(3600))
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
                    let sleeper = Task { try await timers.sleep(for: .microseconds(index % 7 * 100)) }
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

    @Test func sleepsEndInDeadlineOrderWhateverOrderTheyStart() async {
        let timers = self.timers
        let order = await withTaskGroup(of: Int.self) { group in
            for (index, milliseconds) in [120, 20, 70].enumerated() {
                group.addTask {
                    try? await timers.sleep(for: .milliseconds(milliseconds))
                    return index
                }
            }
            var order: [Int] = []
            for await index in group { order.append(index) }
            return order
        }
        #expect(order == [1, 2, 0])
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
