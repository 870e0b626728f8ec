import DigitalLink
import Dispatch
import Shared

/// One run of `parse-link`: each URI through the parser, the record builder and the output, in input
/// order, counting the invalid ones for the exit code. Lenient mode's notes go to stderr
/// (`tracewise: note: URI: WHAT`); a batch's notes are delivered together with its records, so they stay
/// near the records they concern without a write per note.
///
/// Batches of URIs (`handle(takingFrom:)`, what stdin gives) go to `ParseLinkWorker`s, one batch each,
/// which parse and encode them on other threads while this one reads the next batch, writes the oldest
/// finished one and parses what the others have no room for (`ParseLinkPipeline`); records are written
/// in input order, byte for byte what one thread would write. Parsing is most of the work, and a
/// million URIs is a normal job. On one processor no other thread is started.
struct ParseLinkSession {
    var output: ParseLinkOutput
    /// Where notes go; nil with `-q`.
    let notes: (any OutputSink)?
    private var pipeline: ParseLinkPipeline
    private(set) var invalidCount = 0
    private(set) var count = 0
    /// A batch has been handed to a worker (the first batch opens the output's format).
    private var hasStarted = false
    /// Below this many bytes of URIs (a person typing, a slow pipe) a batch is not worth handing to
    /// another thread: it is parsed here. Counted in bytes, as batches are cut: a full batch always goes
    /// to another thread, however long its URIs.
    static let parallelMinimumBytes = 8 * 1024

    init(
        parser: DigitalLinkParser, builder: ParseLinkRecordBuilder, output: ParseLinkOutput, notes: (any OutputSink)?,
        tool: String, threads: Int = 1
    ) {
        self.output = output
        self.notes = notes
        // Four batches in hand per thread, so that no thread waits for a batch to parse while the oldest
        // one in hand is still running. With other threads, each worker parses over tables of its own,
        // except the last, which the pipeline hands out first: a few URIs typed or piped build none.
        let noteTool = notes == nil ? nil : tool
        let count = threads > 1 ? 4 * threads : 1
        pipeline = ParseLinkPipeline(
            workers: (0..<count).map { index in
                ParseLinkWorker(
                    parser: parser, ownTables: index < count - 1, encoder: output.encoder, tool: noteTool,
                    builder: builder)
            },
            usesOtherThreads: threads > 1)
    }

    /// How many bytes of URIs make a batch: some 600 links of the usual 55 bytes, a quarter of a
    /// millisecond of parsing, so handing a batch to a thread costs little beside it, and the batches in
    /// hand and their output (about five bytes out per byte in) stay small: memory is the same for a
    /// million URIs as for a thousand.
    var batchBytes: Int { 32 * 1024 }

    /// One URI (a command-line argument).
    mutating func handle(_ uri: String) {
        var batch = URIBatch([uri])
        handle(takingFrom: &batch)
    }

    /// The URIs of `batch`, after those of the batches before it (tests).
    mutating func handle(batch: URIBatch) {
        var batch = batch
        handle(takingFrom: &batch)
    }

    /// The URIs of `batch`, after those of the batches before it. `batch` is left empty, with the memory
    /// of an earlier batch to fill again. Finished batches are written as they come; the rest are
    /// written by `flush()` or `finish()`.
    mutating func handle(takingFrom batch: inout URIBatch) {
        guard !batch.isEmpty else { return }
        let isFirst = !hasStarted
        hasStarted = true
        while !pipeline.hasIdleWorker, let oldest = pipeline.oldestFinished(wait: true) { collect(oldest) }
        let isSmall = batch.byteCount < Self.parallelMinimumBytes
        pipeline.start(takingFrom: &batch, isFirst: isFirst, here: isSmall)
        while let finished = pipeline.oldestFinished(wait: false) { collect(finished) }
    }

    /// Batches handed to other threads so far (tests).
    var queuedBatchCount: Int { pipeline.queuedCount }

    /// Waits for every batch in hand and writes its records.
    private mutating func writeAll() {
        while let oldest = pipeline.oldestFinished(wait: true) { collect(oldest) }
    }

    /// A worker's records, after those of the batches before it; the worker is idle again.
    private mutating func collect(_ worker: ParseLinkWorker) {
        defer { pipeline.release(worker) }
        output.write(encoded: worker.buffer, records: worker.recordCount)
        count += worker.recordCount
        invalidCount += worker.invalidCount
        if let notes, !worker.noteLines.isEmpty {
            for line in worker.noteLines { notes.write(VisibleText.of(line)) }
            // With the records they concern: a file's records go out in large writes, and its notes
            // would otherwise wait for stderr's buffer to fill.
            output.flush()
            notes.flush()
        }
    }

    /// Delivers the output and notes so far (before waiting for more input).
    mutating func flush() {
        writeAll()
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
        writeAll()
        output.finish()
    }
}
