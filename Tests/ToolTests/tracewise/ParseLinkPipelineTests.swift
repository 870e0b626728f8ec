import Dispatch
import Synchronization
import Testing
@testable import DigitalLink
@testable import Shared
@testable import ToolkitFloor
@testable import tracewise

/// ParseLinkPipeline and the claim on a worker's batch: whichever thread comes first parses a batch, a
/// queued block that comes late cannot take a later batch of the same worker, and finished batches come
/// back oldest first.
struct ParseLinkPipelineTests {
    func worker() -> ParseLinkWorker {
        ParseLinkWorker(
            parser: DigitalLinkParser(), encoder: ParseLinkSessionTests().encoder(.ndjson), tool: nil,
            builder: ParseLinkRecordBuilder(currentYear: 2026))
    }

    @Test func aBatchIsParsedOnceWhoeverComesFirst() {
        let worker = worker()
        var batch = URIBatch(["https://a", "https://b"])
        worker.take(&batch, isFirst: true)
        let number = worker.runNumber
        #expect(!worker.isClaimed)
        #expect(worker.runUnlessClaimed(number))
        #expect(worker.isClaimed)
        #expect(!worker.runUnlessClaimed(number), "the second thread to come finds it taken")
        #expect(worker.recordCount == 2)
        #expect(worker.done.wait(timeout: .now()) == .success)
        #expect(worker.done.wait(timeout: .now()) == .timedOut, "done is signalled once a run")
    }

    @Test func threadsRacingForABatchLeaveItToExactlyOne() {
        let worker = worker()
        let wins = Atomic<Int>(0)
        for round in 0..<200 {
            var batch = URIBatch(["https://a/\(round)"])
            worker.take(&batch, isFirst: false)
            let number = worker.runNumber
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                if worker.runUnlessClaimed(number) { wins.add(1, ordering: .relaxed) }
            }
            #expect(worker.done.wait(timeout: .now()) == .success)
            #expect(worker.done.wait(timeout: .now()) == .timedOut, "one run, one signal")
            #expect(worker.recordCount == 1)
            worker.clearBatch()
        }
        #expect(wins.load(ordering: .relaxed) == 200)
    }

    @Test func aLateQueuedBlockCannotTakeALaterBatchOfTheSameWorker() {
        let worker = worker()
        var first = URIBatch(["https://a"])
        worker.take(&first, isFirst: true)
        let earlier = worker.runNumber
        #expect(worker.runUnlessClaimed(earlier))  // the calling thread took it before the queued block ran
        worker.done.wait()
        worker.clearBatch()
        var second = URIBatch(["https://b", "https://c", "https://d"])
        worker.take(&second, isFirst: false)
        #expect(!worker.runUnlessClaimed(earlier), "the earlier batch's block comes late and must not run this one")
        #expect(!worker.isClaimed)
        #expect(worker.runUnlessClaimed(worker.runNumber))
        #expect(worker.recordCount == 3)
    }

    @Test func finishedBatchesComeBackOldestFirst() {
        var pipeline = ParseLinkPipeline(workers: (0..<6).map { _ in worker() }, usesOtherThreads: true)
        var handedBack: [String] = []
        for round in 0..<40 {
            // Uneven sizes, so a later batch often finishes before an earlier one.
            let size = round % 3 == 0 ? 2_000 : 10
            while !pipeline.hasIdleWorker, let oldest = pipeline.oldestFinished(wait: true) {
                handedBack.append(firstURI(of: oldest))
                pipeline.release(oldest)
            }
            var batch = URIBatch((0..<size).map { "https://x/\(round)/\($0)" })
            pipeline.start(takingFrom: &batch, isFirst: round == 0)
            #expect(batch.isEmpty)
        }
        while let oldest = pipeline.oldestFinished(wait: true) {
            handedBack.append(firstURI(of: oldest))
            pipeline.release(oldest)
        }
        #expect(handedBack == (0..<40).map { "https://x/\($0)/0" })
    }

    func firstURI(of worker: ParseLinkWorker) -> String {
        let text = String(decoding: worker.buffer.bytes, as: UTF8.self)
        let line = text.split(separator: "\n").first ?? ""
        return String(line.split(separator: "\"")[3])
    }
}
