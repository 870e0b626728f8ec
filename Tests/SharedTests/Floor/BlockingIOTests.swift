import Foundation
import Glibc
import Synchronization
import Testing
@testable import Shared
@testable import ToolkitFloor

/// BlockingIO and FileDescriptorSink's hand-off: on the thread that drives transfers, nothing waits on a
/// pipe that is full or an input not yet typed; the waiting happens on another executor, in order.
@Suite(.timeLimit(.minutes(1)))
struct BlockingIOTests {
    /// An executor on a thread of its own (blocking work must not take the few threads of Swift's
    /// pool: the tests around it need them) that counts the jobs it is given.
    final class CountingExecutor: TaskExecutor, Sendable {
        let jobs = Atomic(0)
        private let thread = MainThreadExecutor()

        init() {
            let thread = self.thread
            Thread.detachNewThread { thread.run() }
        }

        func enqueue(_ job: consuming ExecutorJob) {
            jobs.add(1, ordering: .relaxed)
            thread.enqueue(job)
        }
    }

    /// Runs `body`, which blocks, on a thread of its own, and returns what it returns.
    static func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { done in
            Thread.detachNewThread { done.resume(returning: body()) }
        }
    }

    @Test func workMovesOnlyFromTheThreadThatDrivesTransfers() async {
        let executor = CountingExecutor()
        let elsewhere = BlockingIO(drivesTransfers: { true }, executor: executor)
        let inPlace = BlockingIO(drivesTransfers: { false }, executor: executor)
        #expect(await inPlace.run { 1 } == 1)
        #expect(executor.jobs.load(ordering: .relaxed) == 0)
        #expect(await elsewhere.run(if: false) { 2 } == 2)
        #expect(executor.jobs.load(ordering: .relaxed) == 0)
        #expect(await elsewhere.run { 3 } == 3)
        #expect(executor.jobs.load(ordering: .relaxed) > 0)
    }

    @Test func movedWorkStillSeesItsTasksCancellation() async {
        let elsewhere = BlockingIO(drivesTransfers: { true }, executor: CountingExecutor())
        let task = Task {
            while !Task.isCancelled { await Task.yield() }
            return await elsewhere.run { Task.isCancelled }
        }
        task.cancel()
        #expect(await task.value)
    }

    /// A pipe written by a sink on "the thread that drives transfers": its ends, the sink, and the
    /// executor blocking writes would go to.
    static func pipeSink() -> (readEnd: Int32, writeEnd: Int32, sink: FileDescriptorSink, executor: CountingExecutor) {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let executor = CountingExecutor()
        let sink = FileDescriptorSink(descriptor: ends[1], blockingIO: BlockingIO(drivesTransfers: { true }, executor: executor))
        return (ends[0], ends[1], sink, executor)
    }

    @Test func aFullPipeDoesNotHoldUpTheWriterAndGetsEverythingInOrder() async throws {
        let (readEnd, writeEnd, sink, executor) = Self.pipeSink()
        defer { close(readEnd) }
        let first = [UInt8](repeating: UInt8(ascii: "a"), count: 300_000) + [10]  // more than a pipe holds
        let second = Array("second record\n".utf8)
        // Nobody reads yet: a blocking write would never return here, and the time limit would end it.
        sink.write(bytes: first)
        sink.flush()
        sink.write(bytes: second)
        sink.flush()
        #expect(executor.jobs.load(ordering: .relaxed) > 0)
        #expect(sink.failure == nil)

        let reader = Task { await Self.onOwnThread { () -> [UInt8] in
            var received: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, 65_536) }
                if count <= 0 { return received }
                received += chunk[..<count]
            }
        } }
        await sink.waitUntilWritten()
        close(writeEnd)
        #expect(await reader.value == first + second)
        #expect(sink.failure == nil)
    }

    @Test func aPipeWithRoomIsWrittenInPlace() async throws {
        let (readEnd, writeEnd, sink, executor) = Self.pipeSink()
        defer { close(readEnd) }
        sink.write("one record\n")
        sink.flush()
        await sink.waitUntilWritten()
        close(writeEnd)
        var chunk = [UInt8](repeating: 0, count: 64)
        let count = chunk.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, 64) }
        #expect(String(decoding: chunk[..<max(0, count)], as: UTF8.self) == "one record\n")
        #expect(executor.jobs.load(ordering: .relaxed) == 0)
    }

    @Test func aDeviceThatFailsIsAFailureOnTheTransferThreadToo() async throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let executor = CountingExecutor()
        let sink = FileDescriptorSink(
            descriptor: descriptor, blockingIO: BlockingIO(drivesTransfers: { true }, executor: executor))
        sink.write(bytes: [UInt8](repeating: 1, count: 10_000))
        sink.flush()
        await sink.waitUntilWritten()
        #expect(sink.failure?.errorNumber == ENOSPC)
        #expect(executor.jobs.load(ordering: .relaxed) == 0)
    }

    @Test func aRegularFileIsAlwaysWrittenInPlace() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("blocking-io-\(getpid()).txt").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        #expect(descriptor >= 0)
        defer { close(descriptor); unlink(path) }
        let executor = CountingExecutor()
        let sink = FileDescriptorSink(
            descriptor: descriptor, blockingIO: BlockingIO(drivesTransfers: { true }, executor: executor))
        sink.write(bytes: [UInt8](repeating: 1, count: 200_000))
        sink.flush()
        #expect(executor.jobs.load(ordering: .relaxed) == 0)
        #expect(lseek(descriptor, 0, SEEK_CUR) == 200_000)
    }

    @Test func aLineNotYetBufferedIsReadElsewhere() async throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let executor = CountingExecutor()
        let elsewhere = BlockingIO(drivesTransfers: { true }, executor: executor)
        var reader = LineReader(source: FileDescriptorInput(descriptor: ends[0]))
        #expect(!reader.hasBufferedLine)
        let writeEnd = ends[1]
        let writer = Task { await Self.onOwnThread {
            usleep(50_000)
            _ = "first\nsecond\n".withCString { write(writeEnd, $0, 13) }
            close(writeEnd)
        } }
        let first = try await elsewhere.run(if: !reader.hasBufferedLine) { try reader.next() }
        #expect(first.map { String(decoding: $0.bytes, as: UTF8.self) } == "first")
        #expect(executor.jobs.load(ordering: .relaxed) > 0)
        #expect(reader.hasBufferedLine)
        await writer.value
    }
}
