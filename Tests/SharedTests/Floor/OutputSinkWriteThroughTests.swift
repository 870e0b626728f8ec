import Foundation
import Glibc
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// OutputSink.writeThrough: the bulk path delivers what was pending first, then the block, at once.
struct OutputSinkWriteThroughTests {
    @Test func aBufferSinkKeepsTheOrder() {
        let sink = BufferSink()
        sink.write("a")
        Array("bc".utf8).withUnsafeBytes { sink.writeThrough(bytes: $0) }
        sink.write("d")
        #expect(sink.text == "abcd")
    }

    @Test func aFileDescriptorSinkWritesPendingThenTheBlockWithoutWaitingForAFlush() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let sink = FileDescriptorSink(descriptor: ends[1])
        sink.write("head,")
        let block = [UInt8](repeating: UInt8(ascii: "x"), count: 10_000)
        block.withUnsafeBytes { sink.writeThrough(bytes: $0) }
        close(ends[1])
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, 4096) }
            if count <= 0 { break }
            received += chunk[..<count]
        }
        #expect(received == Array("head,".utf8) + block)
    }

    @Test func anEmptyBlockIsFine() {
        let sink = BufferSink()
        [UInt8]().withUnsafeBytes { sink.writeThrough(bytes: $0) }
        #expect(sink.text.isEmpty)
    }

    @Test func aBlockBeyondTheHighWaterMarkKeepsItsPlaceAmongOrdinaryWrites() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let sink = FileDescriptorSink(descriptor: ends[1])
        let readEnd = ends[0]
        let block = [UInt8](repeating: UInt8(ascii: "b"), count: 100_000)
        nonisolated(unsafe) var received: [UInt8] = []
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, 65_536) }
                if count <= 0 { break }
                received += chunk[..<count]
            }
            done.signal()
        }
        sink.write("a")
        block.withUnsafeBytes { sink.writeThrough(bytes: $0) }
        sink.write("c")
        sink.flush()
        close(ends[1])
        done.wait()
        #expect(received == [UInt8(ascii: "a")] + block + [UInt8(ascii: "c")])
    }
}
