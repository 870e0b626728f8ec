import Dispatch

/// The workers of a `parse-link` run and the batches they have in hand, oldest first: each batch is
/// queued for another thread, and whichever thread comes to it first parses it, that one or the calling
/// thread once it has read ahead as far as it may. Finished workers are handed back oldest first, so
/// the session writes their records in input order.
///
/// Why batches in flight rather than one batch split among the threads and joined: with a join, every
/// thread waits for the slowest share and for the reading of the next batch, which left a second
/// processor a third idle. Here no thread waits while a batch is left to parse. The calling thread must
/// take its share: the command's task runs on Swift's cooperative pool, which the dispatch pool counts
/// as a busy processor, so on two processors dispatch gives the queued batches one thread, not two.
/// At most `workers.count` batches are in hand (read, parsing, or parsed and waiting for their turn to be
/// written), so memory stays the same for any length of input.
///
/// Each worker is used by one thread at a time: the pipeline gives a worker a batch only when it is idle,
/// one thread wins the claim to that batch (`runUnlessClaimed`, by the batch's number), and the worker is
/// read again only after `done` says its run has ended (which also makes the run's writes visible to the
/// reading thread).
struct ParseLinkPipeline {
    private var idle: [ParseLinkWorker]
    /// Queued, running, or finished and not yet handed back, oldest first (a handful: an array will do).
    private var inHand: [ParseLinkWorker] = []
    /// Whether batches are queued for other threads at all (not on one processor).
    private let usesOtherThreads: Bool
    /// Batches queued for other threads so far (tests).
    private(set) var queuedCount = 0
    private let queue = DispatchQueue.global(qos: .userInitiated)

    /// The last of `workers` is the first to be given a batch.
    init(workers: [ParseLinkWorker], usesOtherThreads: Bool) {
        precondition(!workers.isEmpty)
        idle = workers
        self.usesOtherThreads = usesOtherThreads
    }

    /// A worker is free to take a batch.
    var hasIdleWorker: Bool { !idle.isEmpty }

    /// Puts `batch` in the hands of an idle worker (there must be one): queued for another thread, or
    /// parsed here and now when it is to be done `here` (too small to be worth a thread). `batch` is
    /// left empty, with the memory of the worker's last batch to fill again.
    mutating func start(takingFrom batch: inout URIBatch, isFirst: Bool, here: Bool = false) {
        let worker = idle.removeLast()
        worker.take(&batch, isFirst: isFirst)
        inHand.append(worker)
        let number = worker.runNumber
        if here || !usesOtherThreads {
            worker.runUnlessClaimed(number)
        } else {
            queuedCount += 1
            queue.async { worker.runUnlessClaimed(number) }
        }
    }

    /// The oldest worker in hand once its run has ended, or nil when none is in hand. With `wait` false,
    /// nil while it has not ended; with `wait` true, this thread parses queued batches that no thread
    /// has begun, oldest first, and waits only when every batch in hand has been begun. The caller hands
    /// the worker back with `release`.
    mutating func oldestFinished(wait: Bool) -> ParseLinkWorker? {
        guard let oldest = inHand.first else { return nil }
        while !oldest.hasFinished {
            guard wait else { return nil }
            guard let unbegun = inHand.first(where: { !$0.isClaimed }) else { break }
            unbegun.runUnlessClaimed(unbegun.runNumber)  // or another thread has just begun it: look again
        }
        oldest.done.wait()  // at once when it has finished (its signal is taken); otherwise until it has
        inHand.removeFirst()
        return oldest
    }

    /// A worker whose records have been written, idle again; its batch's memory is kept for the next one.
    mutating func release(_ worker: ParseLinkWorker) {
        worker.clearBatch()
        idle.append(worker)
    }
}
