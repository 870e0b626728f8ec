import Foundation
import Synchronization
import Testing
@testable import Shared
import ToolkitTestSupport

/// `AdaptivePace` over a budget other processes share, with an injected clock and sleep: two paces over
/// one store take their slots in turn at the smallest cap and say so with `-v`; a store that fails, or
/// that other processes never let go of, leaves the pace alone, said once, never failing the batch.
struct AdaptivePaceSharingTests {
    /// A budget store as a file is, for paces in one test: a path to name, and failures on demand.
    final class FakeShared: BudgetStore {
        let budget = PrivateBudget()
        let mode: Mode
        let turns = Mutex(0)
        enum Mode { case works, fails, busy }

        init(_ mode: Mode) { self.mode = mode }

        func turn<T: Sendable>(at now: Double, _ body: (inout SharedBudget) -> T) throws -> T? {
            turns.withLock { $0 += 1 }
            switch mode {
            case .works: return budget.turn(at: now, body)
            case .fails: throw FileSystemError.other("/run/budget", "No space left on device")
            case .busy: return nil
            }
        }

        var sharedPath: String? { "/run/budget" }
    }

    /// The clock stands still; every sleep is recorded instead of waited.
    final class Recorder: Sendable {
        let slept = Mutex<[Duration]>([])
        let lines = Mutex<[String]>([])
        let now = Date(timeIntervalSince1970: 1_800_000_000)

        func pace(_ store: any BudgetStore, cap: Double?) -> AdaptivePace {
            AdaptivePace(
                ceiling: 8, cap: cap, now: { [now] in now }, sleep: { duration in self.slept.withLock { $0.append(duration) } },
                log: { line in self.lines.withLock { $0.append(line) } }, store: store)
        }
    }

    @Test func twoPacesOverOneBudgetTakeTurnsAtTheSmallestCap() async throws {
        let store = FakeShared(.works), recorder = Recorder()
        let first = recorder.pace(store, cap: 10), second = recorder.pace(store, cap: 40)
        try await first.acquire()
        try await second.acquire()
        try await first.acquire()
        #expect(recorder.slept.withLock { $0 } == [.milliseconds(100), .milliseconds(200)], "10 a second between them")
        #expect(first.sharers == 2 && second.sharers == 2)
        let lines = recorder.lines.withLock { $0 }
        #expect(lines == [
            "shared rate budget: joined /run/budget, alone so far",
            "shared rate budget: joined /run/budget, shared by 2 processes",
            "shared rate budget: now shared by 2 processes",
        ])
    }

    @Test func aThrottleOneHearsSlowsTheOther() async throws {
        let store = FakeShared(.works), recorder = Recorder()
        let first = recorder.pace(store, cap: nil), second = recorder.pace(store, cap: nil)
        try await first.acquire()
        try await second.acquire()
        await first.heard(status: 429, after: 0.001)
        #expect(first.concurrencyLimit == 8, "paced from now on: each its whole ceiling")
        try await second.acquire()
        try await second.acquire()
        #expect(second.concurrencyLimit == 8)
        // Slow start's guess, 2 in flight a 50 ms round trip, cut to 0.7 × 40/s: 28/s, 36 ms apart.
        let slept = recorder.slept.withLock { $0 }
        #expect(slept.count == 2 && slept[1] - slept[0] == .milliseconds(36), "the rate the first's 429 set: \(slept)")
        #expect(first.rate.throttles == 1 && second.rate.throttles == 0, "each summary counts its own")
    }

    /// A clock that moves only when the heartbeat sleeps; the seventh sleep holds until the batch is over.
    final class Heartbeats: Sendable {
        let clock = Mutex(1_800_000_000.0)
        let sleeps = Mutex(0)
        let seventh = AsyncSignal()

        func pace(_ store: any BudgetStore) -> AdaptivePace {
            AdaptivePace(
                ceiling: 8, cap: nil, now: { Date(timeIntervalSince1970: self.clock.withLock { $0 }) },
                sleep: { duration in
                    self.clock.withLock { $0 += Double(duration.components.attoseconds) / 1e18 + Double(duration.components.seconds) }
                    guard self.sleeps.withLock({ $0 += 1; return $0 }) >= 7 else { return }
                    self.seventh.fire()
                    await AsyncSignal().wait()  // returns when the heartbeat is cancelled
                    throw CancellationError()
                }, log: { _ in }, store: store)
        }

        /// How many members of the budget count now.
        func counted(_ store: FakeShared) -> Int {
            let now = clock.withLock { $0 }
            return store.budget.turn(at: now) { budget in budget.members.count { abs(now - $0.seen) <= SharedBudget.expiry } } ?? 0
        }
    }

    /// A batch waiting for answers for 1.75 s takes no turns, but its heartbeat keeps it counted; the other
    /// process, quiet as long with no heartbeat (as one SIGKILLed), is not. Once the batch is over, its
    /// heartbeat stops and it is not counted a second on.
    @Test func aProcessWaitingForAnswersStaysCountedAndOneStoppedDoesNot() async throws {
        let store = FakeShared(.works), beats = Heartbeats()
        let waiting = beats.pace(store), stopped = beats.pace(store)
        try await waiting.acquire()
        try await stopped.acquire()
        #expect(beats.counted(store) == 2)
        let counted = try await waiting.keepingCounted {
            try await beats.seventh.wait(for: "the heartbeat's seventh sleep")
            return beats.counted(store)
        }
        #expect(beats.clock.withLock { $0 } == 1_800_000_001.75)
        #expect(counted == 1, "the waiting one, by its heartbeat; not the stopped one")
        beats.clock.withLock { $0 += 1.01 }
        #expect(beats.counted(store) == 0, "the batch over, no heartbeat keeps it")
    }

    @Test(arguments: [FakeShared.Mode.fails, .busy])
    func aBudgetThatCannotBeHadLeavesThePaceAloneSaidOnce(_ mode: FakeShared.Mode) async throws {
        let store = FakeShared(mode), recorder = Recorder()
        let pace = recorder.pace(store, cap: 20)
        try await pace.acquire()
        try await pace.acquire()
        let turns = store.turns.withLock { $0 }
        #expect(turns == (mode == .fails ? 1 : AdaptivePace.patience), "given up on, then never asked again")
        let lines = recorder.lines.withLock { $0 }
        #expect(lines.count == 1 && lines[0].hasSuffix("; pacing this process alone"), "\(lines)")
        #expect(recorder.slept.withLock { $0.last } == .milliseconds(50), "still at its --rate, alone")
    }
}
