import Dispatch

/// The workers of a `parse-link` run and the batches they have in hand: a batch is parsed on another
/// thread, or on the calling one when the other threads already have enough to do, and finished workers
/// are handed back oldest first, so the session writes their records in input order.
///
/// Why batches in flight rather than one batch split among the threads and joined: with a join, every
/// thread waits for the slowest share and for the reading of the next batch, which left a second
/// processor a third idle. Here a thread that finishes a batch takes the next one queued for it at once,
/// and the calling thread reads, writes the oldest finished batch, and parses what the others have no
/// room for. The calling thread must take its share: the command's task runs on Swift's cooperative
/// pool, which the dispatch pool counts as a busy processor, so on two processors dispatch gives the
/// queued batches one thread, not two. At most `limit` batches are in hand (read, parsing, or parsed and
/// waiting for their turn to be written), so memory stays the same for any length of input.
///
/// Each worker is used by one thread at a time: the pipeline starts a worker only when it is idle, and
/// reads it again only after its `done` semaphore says its run has ended (which also makes the run's
/// writes visible to the reading thread).
struct ParseLinkPipeline {
    private var idle: [ParseLinkWorker]
    /// Running or finished and not yet handed back, oldest first (a handful: a plain array will do).
    private var inHand: [ParseLinkWorker] = []
    /// How many of those in hand may be queued for other threads: more wait on the calling thread.
    private let elsewhereLimit: Int
    private var elsewhere = 0
    private let queue = DispatchQueue.global(qos: .userInitiated)

    /// `workers` are the batches that may be in hand at once, at most `otherThreads` of them queued for
    /// other threads (0: every batch on the calling thread).
    init(workers: [ParseLinkWorker], otherThreads: Int) {
        precondition(workers.count > otherThreads)
        idle = workers
        elsewhereLimit = otherThreads
    }

    /// No worker has a batch in hand.
    var isEmpty: Bool { inHand.isEmpty }

    /// A worker is free to take a batch.
    var hasIdleWorker: Bool { !idle.isEmpty }

    /// Parses `batch` on an idle worker (there must be one): queued for another thread if fewer than
    /// `otherThreads` are and it is not to be done `here` (too small to be worth a thread), otherwise
    /// here and now. `batch` is left empty, with the memory of the worker's last batch to fill again.
    mutating func start(takingFrom batch: inout URIBatch, isFirst: Bool, here: Bool = false) {
        let worker = idle.removeLast()
        swap(&batch, &worker.batch)
        inHand.append(worker)
        worker.ranElsewhere = !here && elsewhere < elsewhereLimit
        guard worker.ranElsewhere else {
            worker.run(isFirst: isFirst)
            worker.done.signal()
            return
        }
        elsewhere += 1
        queue.async {
            worker.run(isFirst: isFirst)
            worker.done.signal()
        }
    }

    /// The oldest worker in hand once its run has ended: waiting for it when `wait` is true, otherwise
    /// nil while it still runs. Nil when none is in hand. The caller hands it back with `release`.
    mutating func oldestFinished(wait: Bool) -> ParseLinkWorker? {
        guard let oldest = inHand.first else { return nil }
        if wait {
            oldest.done.wait()
        } else if oldest.done.wait(timeout: .now()) == .timedOut {
            return nil
        }
        inHand.removeFirst()
        if oldest.ranElsewhere { elsewhere -= 1 }
        return oldest
    }

    /// A worker whose records have been written, idle again; its batch's memory is kept for the next one.
    mutating func release(_ worker: ParseLinkWorker) {
        worker.batch.removeAll()
        idle.append(worker)
    }

}
