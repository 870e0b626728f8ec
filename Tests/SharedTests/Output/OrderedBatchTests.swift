import Foundation
import Synchronization
import Testing
import ToolkitTestSupport
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// Ordering under out-of-order completion, bounded concurrency, rate limiting and interruption.
struct OrderedBatchTests {
    /// Work in flight, and the most at once. Each update is one locked step: a read then a write could
    /// lose a concurrent update and report a peak that never happened.
    final class Counter: Sendable {
        private let state = Mutex<(current: Int, peak: Int)>((0, 0))
        /// Returns the work in flight, this one included.
        @discardableResult
        func enter() -> Int { state.withLock { $0.current += 1; $0.peak = max($0.peak, $0.current); return $0.current } }
        func leave() { state.withLock { $0.current -= 1 } }
        var peak: Int { state.withLock { $0.peak } }
    }

    /// Makes concurrent work finish in a chosen order by events rather than by sleeps of different lengths:
    /// items are taken in windows of `window` (0–15, 16–31, …), and within a window an item finishes only
    /// once the one after it has, so each window finishes last item first. A window must fit in the work's
    /// concurrency, or its first item would wait for one that cannot start.
    final class LastFirstWithinWindows: Sendable {
        private let window: Int
        private let signals: [AsyncSignal]
        private let order = Mutex<[Int]>([])

        /// - Parameter count: the items, numbered 0..<count.
        init(window: Int, count: Int) {
            self.window = window
            signals = (0..<count).map { _ in AsyncSignal() }
        }

        /// The items in the order they finished.
        var finished: [Int] { order.withLock { $0 } }

        /// Returns once item `index` may finish (the next one in its window has), and records that it did.
        func finish(_ index: Int) async {
            let next = index + 1
            if next < signals.count, next / window == index / window {
                do {
                    try await signals[next].wait(for: "item \(next) to finish before item \(index)")
                } catch {
                    Issue.record(error)
                }
            }
            order.withLock { $0.append(index) }
            signals[index].fire()
        }
    }

    @Test func deliversInInputOrderWhateverOrderWorkFinishes() async throws {
        var items = Array(0..<200).makeIterator()
        var delivered: [Int] = []
        let order = LastFirstWithinWindows(window: 16, count: 200)
        let outcome = try await OrderedBatch<Int, Int>(concurrency: 16).run(
            next: { items.next() },
            work: { item in
                await order.finish(item)
                return item
            },
            interrupted: { $0 },
            deliver: { delivered.append($0) })
        #expect(order.finished.prefix(3) == [15, 14, 13], "the work finished out of order: \(order.finished.prefix(20))")
        #expect(delivered == Array(0..<200))
        #expect(outcome == .init(delivered: 200, wasInterrupted: false))
    }

    /// The first items wait until five are in flight at once, so the concurrency is reached whatever
    /// the machine's speed; no more may ever be.
    @Test func neverExceedsTheConcurrency() async throws {
        let counter = Counter()
        let full = AsyncSignal()
        var items = Array(0..<100).makeIterator()
        _ = try await OrderedBatch<Int, Int>(concurrency: 5).run(
            next: { items.next() },
            work: { item in
                if counter.enter() >= 5 { full.fire() }
                do {
                    try await full.wait(for: "five items in flight at once (at most \(counter.peak) were)")
                } catch {
                    Issue.record(error)
                }
                counter.leave()
                return item
            },
            interrupted: { $0 }, deliver: { _ in })
        #expect(counter.peak == 5)
    }

    /// Input that cannot be read on: the work in flight finishes, everything is delivered in order, and
    /// only then is the error thrown.
    @Test func aFailingInputDeliversEveryFinishedItemBeforeTheError() async throws {
        struct Broken: Error {}
        var index = 0
        let delivered = MutexBox<[Int]>([])
        let order = LastFirstWithinWindows(window: 8, count: 19)
        await #expect(throws: Broken.self) {
            _ = try await OrderedBatch<Int, Int>(concurrency: 8).run(
                next: {
                    index += 1
                    if index == 20 { throw Broken() }
                    return index
                },
                work: { item in
                    await order.finish(item - 1)
                    return item
                },
                interrupted: { _ in -1 },
                deliver: { delivered.set(delivered.get() + [$0]) })
        }
        #expect(order.finished.first == 7, "the work finished out of order: \(order.finished)")
        #expect(delivered.get() == Array(1...19))
    }

    @Test func pullsInputOnlyWhenASlotIsFree() async throws {
        let reads = MutexBox(0)
        let gate = MutexBox(false)
        var index = 0
        let batch = OrderedBatch<Int, Int>(concurrency: 3)
        _ = try await batch.run(
            next: {
                reads.set(reads.get() + 1)
                index += 1
                return index <= 10 ? index : nil
            },
            work: { item in
                if item == 1 { gate.set(true) }
                return item
            },
            interrupted: { $0 },
            deliver: { _ in #expect(reads.get() <= 11) })
        #expect(gate.get())
    }

    @Test func rateLimitSpacesStartsEvenlyUsingTheInjectedClock() async throws {
        let clock = MutexBox(Date(timeIntervalSince1970: 0))
        let waits = MutexBox<[Double]>([])
        let limit = RateLimit(
            perSecond: 4, now: { clock.get() },
            sleep: { duration in
                let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
                waits.set(waits.get() + [seconds])
            })
        for _ in 0..<5 { try await limit.acquire() }
        // The clock never moves, so each start waits one more quarter second than the last.
        #expect(waits.get() == [0.25, 0.5, 0.75, 1.0])
    }

    @Test func anEmptyInputDeliversNothing() async throws {
        let outcome = try await OrderedBatch<Int, Int>(concurrency: 4).run(
            next: { nil }, work: { $0 }, interrupted: { $0 }, deliver: { _ in Issue.record("nothing to deliver") })
        #expect(outcome.delivered == 0)
    }

    @Test func cancellationDeliversEveryItemReadInOrderAndStopsReading() async throws {
        let delivered = MutexBox<[String]>([])
        let sixDelivered = AsyncSignal()
        let reads = MutexBox(0)
        let task = Task {
            var index = -1
            return try await OrderedBatch<Int, String>(concurrency: 4).run(
                next: {
                    index += 1
                    reads.set(index + 1)
                    return index
                },
                work: { item in
                    // Work that lasts until it is cancelled.
                    if item >= 6 { try? await Task.sleep(for: .seconds(30)) }  // simulated latency
                    return "done \(item)"
                },
                interrupted: { "interrupted \($0)" },
                deliver: {
                    delivered.set(delivered.get() + [$0])
                    if delivered.get().count == 6 { sixDelivered.fire() }
                })
        }
        try await sixDelivered.wait(for: "the first six items to be delivered (\(delivered.get().count) were)")
        task.cancel()
        let outcome = try await task.value
        #expect(outcome.wasInterrupted)
        let records = delivered.get()
        #expect(records.count == outcome.delivered)
        #expect(records.count == reads.get())
        #expect(Array(records.prefix(6)) == (0..<6).map { "done \($0)" })
        #expect(records.dropFirst(6).allSatisfy { $0.hasPrefix("interrupted") })
    }

    /// A person typing rows: the next row exists only once the answer to the one before it was shown.
    /// Reading ahead would wait for a row that is not coming, with the answer held back.
    @Test func itemsNotThereYetAreNotWaitedForWhileWorkIsInFlight() async throws {
        var typed = [0]
        var delivered: [Int] = []
        var readWhileNothingTyped = 0
        let outcome = try await OrderedBatch<Int, Int>(concurrency: 4).run(
            next: {
                guard !typed.isEmpty else { readWhileNothingTyped += 1; return nil }
                return typed.removeFirst()
            },
            hasItemNow: { !typed.isEmpty },
            work: { $0 },
            interrupted: { $0 },
            deliver: { item in
                delivered.append(item)
                if item < 4 { typed.append(item + 1) }  // the next row is typed after this answer appears
            })
        #expect(delivered == [0, 1, 2, 3, 4])
        #expect(outcome.delivered == 5)
        #expect(readWhileNothingTyped == 1, "only the final read, with nothing in flight, finds no row")
    }
}
