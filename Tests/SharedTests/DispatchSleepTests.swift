import Dispatch
import Testing
@testable import Shared

/// The live sleep behind `--timeout` deadlines and retry waits: it waits its time, and a cancelled one
/// ends at once (and frees its timer, which is why it is not `Task.sleep`).
struct DispatchSleepTests {
    @Test func itWaitsItsTime() async throws {
        let clock = ContinuousClock()
        let start = clock.now
        try await DispatchSleep.sleep(for: .milliseconds(50))
        #expect(clock.now - start >= .milliseconds(45))
    }

    @Test func cancellationEndsItAtOnceWithCancellationError() async {
        let clock = ContinuousClock()
        let start = clock.now
        let task = Task { try await DispatchSleep.sleep(for: .seconds(30)) }
        try? await Task.sleep(for: .milliseconds(20))
        task.cancel()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(clock.now - start < .seconds(5))
    }

    @Test func aTaskCancelledBeforeItSleepsDoesNotWait() async {
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await DispatchSleep.sleep(for: .seconds(30))
        }
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
    }

    @Test func manyRacingSleepsEachEndOnce() async {
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<500 {
                group.addTask {
                    let sleeper = Task { try await DispatchSleep.sleep(for: .microseconds(index % 7 * 100)) }
                    if index % 2 == 0 { sleeper.cancel() }
                    _ = await sleeper.result
                }
            }
        }
    }
}
