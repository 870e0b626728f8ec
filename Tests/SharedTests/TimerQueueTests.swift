import Dispatch
import Testing
@testable import Shared

/// The live sleep behind `--timeout` deadlines and retry waits: it waits its time, a cancelled one ends
/// at once, and many share one timer in order.
struct TimerQueueTests {
    let timers = TimerQueue()

    @Test func itWaitsItsTime() async throws {
        let clock = ContinuousClock()
        let start = clock.now
        try await timers.sleep(for: .milliseconds(50))
        #expect(clock.now - start >= .milliseconds(45))
    }

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

    @Test func manyRacingSleepsEachEndOnce() async {
        let timers = self.timers
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<500 {
                group.addTask {
                    let sleeper = Task { try await timers.sleep(for: .microseconds(index % 7 * 100)) }
                    if index % 2 == 0 { sleeper.cancel() }
                    _ = await sleeper.result
                }
            }
        }
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
