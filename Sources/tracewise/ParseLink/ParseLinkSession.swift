import DigitalLink
import Shared

/// One run of `parse-link`: each URI through the parser, the record builder and the output, in input
/// order, counting the invalid ones for the exit code. Lenient mode's notes go to stderr
/// (`tracewise: note: URI: WHAT`); a batch's notes are delivered together with its records, so they stay
/// near the records they concern without a write per note.
///
/// Batches of URIs go to `ParseLinkWorker`s, one batch each. On one processor (and for arguments) each
/// is parsed here and written at once (`handle(takingFrom:)`). With more, `run` hands them to Shared's
/// `OrderedBatch`: each batch's worker runs it in a child task while this task reads the next, and the
/// workers come back in input order, their records written byte for byte as one thread would write them.
/// Its invariants are the ones parse-link needs: records in input order; at most `workerCount` batches in
/// hand (read, parsing, or parsed and waiting for their turn), so memory stays the same for any length of
/// input, and a worker is never given a second batch before the first is written; on cancellation (Ctrl-C)
/// no batch is read any more and every batch read is parsed and written.
struct ParseLinkSession {
    var output: ParseLinkOutput
    /// Where notes go; nil with `-q`.
    let notes: (any OutputSink)?
    /// The workers without a batch in hand; the last is the first to be given one.
    private var idle: [ParseLinkWorker]
    /// How many workers there are: the most batches in hand at once.
    let workerCount: Int
    private(set) var invalidCount = 0
    private(set) var count = 0
    /// A batch has been handed to a worker (the first batch opens the output's format).
    private var hasStarted = false
    /// Batches handed to a worker so far, and the most that were in hand at once (tests).
    private(set) var batchCount = 0
    private(set) var mostInHand = 0

    init(
        parser: DigitalLinkParser, builder: ParseLinkRecordBuilder, output: ParseLinkOutput, notes: (any OutputSink)?,
        tool: String, threads: Int = 1
    ) {
        self.output = output
        self.notes = notes
        // Four batches in hand per thread, so that no thread waits for a batch to parse while the oldest
        // one in hand is still running. With other threads, each worker parses over tables of its own,
        // except the last, which is handed out first: a few URIs typed or piped build none.
        let noteTool = notes == nil ? nil : tool
        let count = threads > 1 ? 4 * threads : 1
        workerCount = count
        idle = (0..<count).map { index in
            ParseLinkWorker(
                parser: parser, ownTables: index < count - 1, encoder: output.encoder, tool: noteTool, builder: builder)
        }
    }

    /// How many bytes of URIs make a batch: some 600 links of the usual 55 bytes, a quarter of a
    /// millisecond of parsing, so handing a batch to a task costs little beside it, and the batches in
    /// hand and their output (about five bytes out per byte in) stay small: memory is the same for a
    /// million URIs as for a thousand.
    var batchBytes: Int { 32 * 1024 }

    /// One URI (a command-line argument), parsed and written here.
    mutating func handle(_ uri: String) {
        var batch = URIBatch([uri])
        handle(takingFrom: &batch)
    }

    /// The URIs of `batch`, after those of the batches before it (tests).
    mutating func handle(batch: URIBatch) {
        var batch = batch
        handle(takingFrom: &batch)
    }

    /// The URIs of `batch`, after those of the batches before it, parsed and written here. `batch` is
    /// left empty, with the memory of an earlier batch to fill again.
    mutating func handle(takingFrom batch: inout URIBatch) {
        guard !batch.isEmpty, let worker = idle.last else { return }
        worker.take(&batch, isFirst: !hasStarted)
        hasStarted = true
        batchCount += 1
        mostInHand = max(mostInHand, 1)
        worker.run()
        collect(worker)
    }

    /// The batches `next` fills (false at the end of input), in order, until the input ends, the output
    /// fails or the task is cancelled. Whenever `hasBatchNow` says the next batch would wait for input,
    /// everything parsed so far is written first, so a person typing sees each answer at once.
    mutating func run(next: (inout URIBatch) async throws -> Bool, hasBatchNow: () -> Bool) async throws {
        var spare = URIBatch()
        guard workerCount > 1 else {
            while !Task.isCancelled && !output.hasFailed {
                if !hasBatchNow() { output.flush() }
                guard try await next(&spare) else { return }
                handle(takingFrom: &spare)
            }
            return
        }
        let batches = OrderedBatch<ParseLinkWorker, ParseLinkWorker>(
            concurrency: workerCount, pace: nil, holdsAtMostConcurrency: true)
        _ = try await batches.run(
            next: {
                if !hasBatchNow() { output.flush() }  // every batch read so far is written: none in flight
                guard try await next(&spare), !spare.isEmpty, let worker = idle.popLast() else { return nil }
                worker.take(&spare, isFirst: !hasStarted)
                hasStarted = true
                batchCount += 1
                mostInHand = max(mostInHand, workerCount - idle.count)
                return worker
            },
            hasItemNow: hasBatchNow,
            work: { worker in
                worker.run()
                return worker
            },
            // The run is not cut short: a worker handed back on cancellation has parsed its whole batch.
            interrupted: { worker in worker },
            deliver: { worker in collect(worker) },
            stopsStarting: { output.hasFailed },
            isPaced: { _ in false })
    }

    /// A worker's records, after those of the batches before it; the worker is idle again.
    private mutating func collect(_ worker: ParseLinkWorker) {
        defer { idle.append(worker) }
        let (records, invalid, noteLines) = output.write(from: worker)
        count += records
        invalidCount += invalid
        if let notes, !noteLines.isEmpty {
            // One line each, whatever its input held (`VisibleText.sentence`): the worker ends each with "\n".
            for line in noteLines { notes.write(VisibleText.sentence(String(line.dropLast())) + "\n") }
            // With the records they concern: a file's records go out in large writes, and its notes
            // would otherwise wait for stderr's buffer to fill.
            output.flush()
            notes.flush()
        }
    }

    /// Delivers the output and notes so far (before waiting for more input).
    mutating func flush() {
        output.flush()
    }

    /// Throws the output's failed write, if there was one: the run stops there (exit 74).
    func checkWritten() throws(WriteFailure) {
        try output.checkWritten()
    }

    /// What would close the output now (see `ParseLinkOutput.closingBytes`).
    var closingBytes: [UInt8] { output.closingBytes }

    /// Closes the output's format and delivers everything.
    mutating func finish() {
        output.finish()
    }
}
