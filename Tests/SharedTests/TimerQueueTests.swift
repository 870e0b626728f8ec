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
        try await TimerQueue().sleep(for: .milliseconds(50))
        #expect(clock.now - start >= .milliseconds(45))
    }

    @Test func cancellationEndsItAtOnceWithCancellationError() async {
        let clock = ContinuousClock()
        let start = clock.now
        let task = Task { try await TimerQueue().sleep(for: .seconds(30)) }
        try? await Task.sleep(for: .milliseconds(20))
        task.cancel()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(clock.now - start < .seconds(5))
    }

    @Test func aTaskCancelledBeforeItSleepsDoesNotWait() async {
        let timers = self.timers
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await TimerQueue().sleep(for: .seconds(30))
        }
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
    }

    @Test func manyRacingSleepsEachEndOnce() async {
        let timers = self.timers
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<500 {
                group.addTask {
                    let sleeper = Task { try await TimerQueue().sleep(for: .microseconds(index % 7 * 100)) }
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
