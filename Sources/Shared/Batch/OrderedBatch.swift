import FoundationEssentials

/// Runs work for a stream of items with up to `concurrency` in flight (fewer while `pace` says so), each
/// start waiting for `pace` (`--rate`, or the rate an `AdaptivePace` learnt), and delivers the results in input order, each as soon as it and every result before it are
/// done. Items are pulled from `next` only when a slot is free, so memory stays flat for any input length.
///
/// Cancelling the task (SIGINT) stops new work; results already finished are delivered, work in flight
/// is delivered through `interrupted` so every item read still gets exactly one record, in order.
///
/// When `stopsStarting` says so (a circuit breaker), no item is read or started after it; the work in
/// flight finishes and is delivered, and the outcome says the batch was stopped.
///
/// When `next` throws (input that cannot be read on), nothing more is read, the work in flight finishes,
/// every result is delivered in order, and then the error is thrown: no finished item is lost.
public struct OrderedBatch<Item: Sendable, Output: Sendable>: Sendable {
    public var concurrency: Int
    /// What spaces the starts and may hold the concurrency lower (`--rate`, or an `AdaptivePace`).
    public var pace: (any BatchPace)?
    /// Whether results done but waiting for an earlier one count against `concurrency` too, so that no
    /// more than `concurrency` outputs are ever held (a listing's pages, which may be large). Without it,
    /// work goes on starting behind one slow item (a batch's rows, which are small).
    public var holdsAtMostConcurrency: Bool

    public init(concurrency: Int, rate: RateLimit? = nil) {
        self.init(concurrency: concurrency, pace: rate)
    }

    public init(concurrency: Int, pace: (any BatchPace)?, holdsAtMostConcurrency: Bool = false) {
        self.concurrency = max(1, concurrency)
        self.pace = pace
        self.holdsAtMostConcurrency = holdsAtMostConcurrency
    }

    /// How the batch ended.
    public struct Outcome: Sendable, Equatable {
        /// Items read and delivered (finished or interrupted).
        public var delivered: Int
        /// Whether the batch was cancelled before the input ran out.
        public var wasInterrupted: Bool
        /// Whether `stopsStarting` ended the batch before the input ran out.
        public var wasStopped = false
    }

    /// - Parameters:
    ///   - next: the next item, or nil at the end of input; called on the caller's task, never concurrently.
    ///   - hasItemNow: whether `next` would return without waiting for input. While work is in flight and
    ///     it says no, the batch waits for the work instead of reading ahead, so each result is delivered
    ///     as soon as it is done, not when the next item arrives (rows typed at a terminal).
    ///   - work: the work for one item; runs concurrently.
    ///   - interrupted: the record for an item whose work was cut short by cancellation.
    ///   - deliver: receives outputs in input order, on the caller's task; it may wait for its output to
    ///     be written (no new work starts meanwhile).
    ///   - stopsStarting: asked before each item is read; true ends the reading, and the batch ends once the
    ///     work in flight is delivered. An item already read when it turns true is still started.
    ///   - isPaced: whether an item's work waits for `pace`; work that sends nothing need not.
    public func run(
        next: () async throws -> Item?,
        hasItemNow: () -> Bool = { true },
        work: @escaping @Sendable (Item) async -> Output,
        interrupted: @escaping @Sendable (Item) -> Output,
        deliver: (Output) async throws -> Void,
        stopsStarting: () -> Bool = { false },
        isPaced: (Item) -> Bool = { _ in true }
    ) async throws -> Outcome {
        var read = 0
        var delivered = 0
        var finished: [Int: Output] = [:]
        var inFlight: [Int: Item] = [:]
        var exhausted = false
        var wasInterrupted = false
        var wasStopped = false
        var inputFailure: (any Error)?
        try await withThrowingTaskGroup(of: (Int, Output?).self) { group in
            func fill() async throws {
                while !exhausted, !wasInterrupted,
                      inFlight.count + (holdsAtMostConcurrency ? finished.count : 0) < min(concurrency, max(1, pace?.concurrencyLimit ?? concurrency)) {
                    if Task.isCancelled { wasInterrupted = true; return }
                    if !inFlight.isEmpty && !hasItemNow() { return }
                    if stopsStarting() { wasStopped = true; exhausted = true; return }
                    let pulled: Item?
                    do {
                        pulled = try await next()
                    } catch {
                        // A read given up because of the cancellation is the interruption, not a failure.
                        if Task.isCancelled { wasInterrupted = true } else { inputFailure = error }
                        exhausted = true
                        return
                    }
                    guard let item = pulled else { exhausted = true; return }
                    if let pace, isPaced(item) {
                        do { try await pace.acquire() } catch { wasInterrupted = true; finished[read] = interrupted(item); read += 1; return }
                    }
                    let index = read
                    read += 1
                    inFlight[index] = item
                    group.addTask {
                        let output = await work(item)
                        return (index, Task.isCancelled ? nil : output)
                    }
                }
            }
            try await fill()
            while let (index, output) = try await group.next() {
                let item = inFlight.removeValue(forKey: index)!
                if let output {
                    finished[index] = output
                } else {
                    wasInterrupted = true
                    finished[index] = interrupted(item)
                }
                while let ready = finished.removeValue(forKey: delivered) {
                    try await deliver(ready)
                    delivered += 1
                }
                if Task.isCancelled { wasInterrupted = true }
                try await fill()
            }
            while let ready = finished.removeValue(forKey: delivered) {
                try await deliver(ready)
                delivered += 1
            }
        }
        if let inputFailure { throw inputFailure }
        return Outcome(delivered: delivered, wasInterrupted: wasInterrupted, wasStopped: wasStopped)
    }
}
