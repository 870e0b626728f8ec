/// Where a command's blocking reads and writes run when it is on the thread that drives transfers.
///
/// From its first request on, a command runs on libcurl's thread (`MainThreadExecutor.handOver`), where
/// an answer is handled and the next request made without a hand-over between threads. A read or write
/// that waits (a prompt for a second factor, the next row typed at a terminal, a write to a pipe nobody
/// is reading) must not wait there: while it did, libcurl would service no connection. Such calls go
/// through this value, which runs them on `executor` (the process's main thread, idle by then) when the
/// caller is on that thread, and in place otherwise: before the first request, in offline commands and
/// in tests.
public struct BlockingIO: Sendable {
    /// Whether the calling thread drives transfers.
    public var drivesTransfers: @Sendable () -> Bool
    /// Where the blocking work goes instead; nil runs it in place.
    public var executor: (any TaskExecutor)?

    public init(drivesTransfers: @escaping @Sendable () -> Bool, executor: (any TaskExecutor)?) {
        self.drivesTransfers = drivesTransfers
        self.executor = executor
    }

    /// Runs everything in place: no thread drives transfers (tests, the mock).
    public static let inPlace = BlockingIO(drivesTransfers: { false }, executor: nil)

    /// The executor to move to for blocking work from the calling thread; nil to stay.
    public var destinationFromHere: (any TaskExecutor)? {
        guard let executor, drivesTransfers() else { return nil }
        return executor
    }

    /// Runs `body`, which may block, off the thread that drives transfers. The caller's task moves to
    /// `executor` for it and back afterwards (two thread hand-overs: for the waits, not for every row),
    /// so `body` still sees the task's cancellation.
    public func run<T, Failure: Error>(_ body: () throws(Failure) -> T) async throws(Failure) -> T {
        guard let destination = destinationFromHere else { return try body() }
        return try await withTaskExecutorPreference(destination) { () async throws(Failure) -> T in try body() }
    }

    /// Runs `body` as `run` does when `mayWait` (input not yet buffered), and in place otherwise: the
    /// reads of a batch move only when one may wait, about once every 64 KiB of a file.
    public func run<T, Failure: Error>(if mayWait: Bool, _ body: () throws(Failure) -> T) async throws(Failure) -> T {
        mayWait ? try await run(body) : try body()
    }
}
