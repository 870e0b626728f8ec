import Foundation
import Glibc
import Testing
@testable import Shared

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
}
