import Foundation
import Glibc
import Testing
@testable import ToolkitFloor

/// FileDescriptorSink writes bytes and keeps its first failure; nothing of it waits but the write itself.
struct FileDescriptorSinkTests {
    /// A write to a pipe nobody reads waits in write(2). Meanwhile another thread's output (a progress
    /// line on stderr, a log line) must still be taken into the buffer: the sink once held its one lock
    /// through write(2), so every writer waited on the reader (issue 39).
    @Test func aWriteThatWaitsDoesNotHoldUpOtherWriters() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        // More than any pipe holds, so the flush waits in write(2) until this test reads.
        let total = 1 << 20
        let sink = FileDescriptorSink(descriptor: ends[1])
        let flushed = DispatchSemaphore(value: 0)
        Thread {
            sink.write(bytes: [UInt8](repeating: UInt8(ascii: "a"), count: total))
            sink.flush()
            flushed.signal()
        }.start()
        // The first bytes in the pipe mean the flush has begun its writes, which cannot end before this test
        // reads: from then on it waits in write(2). (poll's limit only bounds a flush that never starts.)
        var readable = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
        let ready = poll(&readable, 1, 30_000)
        try #require(ready == 1, "the flush wrote nothing within 30 s (poll: \(ready))")
        let appended = DispatchSemaphore(value: 0)
        Thread {
            sink.write("b")
            appended.signal()
        }.start()
        // A hang detector, not a timing: the append needs no more than the buffer's lock.
        let appendedInTime = appended.wait(timeout: .now() + 30) == .success
        #expect(appendedInTime, "a write waited for the reader of another write")
        // Let the waiting write finish: read everything, then the appended byte after a flush.
        var received = 0
        var chunk = [UInt8](repeating: 0, count: 65536)
        while received < total {
            let count = read(ends[0], &chunk, chunk.count)
            guard count > 0 else { break }
            received += count
        }
        flushed.wait()
        if !appendedInTime { appended.wait() }
        sink.flush()
        #expect(read(ends[0], &chunk, chunk.count) == 1 && chunk[0] == UInt8(ascii: "b"))
        #expect(sink.failure == nil)
    }

    @Test func aFailedWriteIsKeptAndNothingMoreIsWritten() {
        let sink = FileDescriptorSink(descriptor: -1, destination: "out.txt")
        sink.write("x")
        sink.flush()
        #expect(sink.failure == WriteFailure(destination: "out.txt", errorNumber: EBADF))
        sink.write("y")
        sink.flush()
        #expect(sink.failure?.errorNumber == EBADF)
    }
}
