import DigitalLink
import Dispatch
import Shared

/// One run of `parse-link`: each URI through the parser, the record builder and the output, in input
/// order, counting the invalid ones for the exit code. Lenient mode's notes go to stderr
/// (`tracewise: note: URI: WHAT`) and are delivered together with the output, so they stay near the
/// records they concern without a write per note.
///
/// Batches of URIs (`handle(takingFrom:)`, what stdin gives) go to `ParseLinkWorker`s, one batch each,
/// which parse and encode them on other threads while this one reads the next batch, writes the oldest
/// finished one and parses what the others have no room for (`ParseLinkPipeline`); records are written
/// in input order, byte for byte what one thread would write. Parsing is most of the work, and a
/// million URIs is a normal job. On one processor no other thread is started.
struct ParseLinkSession {
    let parser: DigitalLinkParser
    var output: ParseLinkOutput
    /// Where notes go; nil with `-q`.
    let notes: (any OutputSink)?
    let tool: String
    private var pipeline: ParseLinkPipeline
    private(set) var invalidCount = 0
    private(set) var count = 0
    /// Records handed to workers so far (the first batch opens the output's format).
    private var started = 0
    private var hasPendingNotes = false
    /// Below this many URIs a batch is not worth a thread (a person typing): it is parsed here.
    static let parallelMinimum = 256

    init(
        parser: DigitalLinkParser, builder: ParseLinkRecordBuilder, output: ParseLinkOutput, notes: (any OutputSink)?,
        tool: String, threads: Int = 1
    ) {
        self.parser = parser
        self.output = output
        self.notes = notes
        self.tool = tool
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

    /// How many bytes of URIs make a batch: some 600 links, a third of a millisecond of parsing, so
    /// handing a batch to a thread costs little beside it, and the batches in hand and their output
    /// (about five bytes out per byte in) stay small: memory is the same for a million URIs as for a
    /// thousand.
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
        let isFirst = started == 0
        started += batch.count
        while !pipeline.hasIdleWorker, let oldest = pipeline.oldestFinished(wait: true) { collect(oldest) }
        let isSmall = batch.count < Self.parallelMinimum
        pipeline.start(takingFrom: &batch, isFirst: isFirst, here: isSmall)
        while let finished = pipeline.oldestFinished(wait: false) { collect(finished) }
    }

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
            for line in worker.noteLines { notes.write(line) }
            hasPendingNotes = true
        }
    }

    /// Delivers the output and notes so far (before waiting for more input).
    mutating func flush() {
        writeAll()
        output.flush()
        flushNotes()
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
        flushNotes()
    }

    private mutating func flushNotes() {
        guard hasPendingNotes, let notes else { return }
        notes.flush()
        hasPendingNotes = false
    }
}
