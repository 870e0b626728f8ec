import Synchronization
import Testing
@testable import DigitalLink
@testable import Shared
@testable import ToolkitFloor
@testable import tracewise

/// The invariants of parse-link's batches on several threads (`ParseLinkSession.run` over Shared's
/// `OrderedBatch`): records in input order, at most `workerCount` batches in hand, and on cancellation no
/// batch read any more while every batch read is written whole.
struct ParseLinkBatchOrderTests {
    /// Batch `i` holds `sizes[i]` URIs named by the batch and the line.
    static func batches(_ sizes: [Int]) -> [URIBatch] {
        sizes.enumerated().map { index, size in URIBatch((0..<size).map { "https://x/\(index)/\($0)" }) }
    }

    @Test func recordsComeOutInInputOrderWhicheverBatchFinishesFirst() async throws {
        // Uneven sizes, so a later batch often finishes before an earlier one.
        let sizes = (0..<40).map { $0 % 3 == 0 ? 2_000 : 10 }
        var (session, out, _) = ParseLinkSessionTests().session(threads: 3)
        try await session.run(batches: Self.batches(sizes))
        session.finish()
        let uris = out.text.split(separator: "\n").map { String($0.split(separator: "\"")[3]) }
        let expected = sizes.enumerated().flatMap { index, size in (0..<size).map { "https://x/\(index)/\($0)" } }
        #expect(uris == expected)
        #expect(session.batchCount == 40)
    }

    @Test func noMoreBatchesAreInHandThanThereAreWorkers() async throws {
        var (session, out, _) = ParseLinkSessionTests().session(threads: 2)
        #expect(session.workerCount == 8)
        try await session.run(batches: Self.batches(Array(repeating: 300, count: 50)))
        session.finish()
        #expect(session.mostInHand == session.workerCount, "input at hand fills every worker, and no more")
        #expect(out.text.split(separator: "\n").count == 50 * 300)
    }

    /// Lines in pieces of `piece` URIs, one piece a read; the read numbered `cancelAt` cancels the task
    /// reading, as Ctrl-C does.
    final class CancellingInput: InputSource {
        let pieces: Mutex<[String]>
        let cancelAt: Int
        let reads = Mutex(0)
        init(pieces: [String], cancelAt: Int) {
            self.pieces = Mutex(pieces)
            self.cancelAt = cancelAt
        }
        func read(upTo maxCount: Int) throws(FileSystemError) -> [UInt8] {
            let count = reads.withLock { reads in
                reads += 1
                return reads
            }
            if count == cancelAt { withUnsafeCurrentTask { $0?.cancel() } }
            return pieces.withLock { $0.isEmpty ? [] : Array($0.removeFirst().utf8) }
        }
        func hasInputNow() -> Bool { true }
    }

    @Test func cancellationStopsTheReadingAndWritesEveryBatchReadInOrder() async throws {
        // 40 pieces of 1,000 URIs (about 17 KiB each: a batch is two pieces or so).
        let pieces = (0..<40).map { piece in (0..<1_000).map { "https://x/\(piece)/\($0)\n" }.joined() }
        let out = BufferSink()
        let input = CancellingInput(pieces: pieces, cancelAt: 6)
        let task = Task {
            var session = ParseLinkSessionTests().session(writingTo: out, threads: 2)
            try await ParseLinkCommand.readLines(from: input, into: &session)
            session.finish()
            return session.count
        }
        let count = try await task.value
        let lines = out.text.split(separator: "\n")
        #expect(lines.count == count, "every record written whole")
        #expect(count >= 4_000, "the batches read before Ctrl-C are written")
        #expect(count < 40_000, "no batch is read after it")
        let uris = lines.map { String($0.split(separator: "\"")[3]) }
        #expect(uris == (0..<count).map { "https://x/\($0 / 1_000)/\($0 % 1_000)" })
        #expect(input.reads.withLock { $0 } <= 8)
    }
}
