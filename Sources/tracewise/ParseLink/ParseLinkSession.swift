import DigitalLink
import Dispatch
import Shared

/// One run of `parse-link`: each URI through the parser, the record builder and the output, in input
/// order, counting the invalid ones for the exit code. Lenient mode's notes go to stderr
/// (`tracewise: note: URI: WHAT`) and are delivered together with the output, so they stay near the
/// records they concern without a write per note.
///
/// A batch of URIs (`handle(batch:)`, what stdin gives) is split among `ParseLinkWorker`s, one per
/// processor, which parse and encode their shares at the same time; the shares are then written in
/// input order, so the output is byte for byte what one thread would write. Parsing is most of the
/// work, and a million URIs is a normal job. On one processor the only worker runs on the calling
/// thread, and no other thread is started.
struct ParseLinkSession {
    let parser: DigitalLinkParser
    var output: ParseLinkOutput
    /// Where notes go; nil with `-q`.
    let notes: (any OutputSink)?
    let tool: String
    /// One per thread; the first also does batches too small to split, and everything on one processor.
    private let workers: [ParseLinkWorker]
    private(set) var invalidCount = 0
    private(set) var count = 0
    private var hasPendingNotes = false
    /// Below this many URIs a batch is not worth splitting.
    static let parallelMinimum = 256

    init(
        parser: DigitalLinkParser, builder: ParseLinkRecordBuilder, output: ParseLinkOutput, notes: (any OutputSink)?,
        tool: String, threads: Int = 1
    ) {
        self.parser = parser
        self.output = output
        self.notes = notes
        self.tool = tool
        workers = (0..<max(1, threads)).map { _ in ParseLinkWorker(builder: builder) }
    }

    /// How many bytes of URIs to gather before `handle(batch:)`: enough to keep every worker busy, and
    /// little enough that the batch and the workers' output (about five bytes out per byte in) stay
    /// small: memory is the same for a million URIs as for a thousand.
    var batchBytes: Int { workers.count * 32 * 1024 }

    /// One URI (a command-line argument).
    mutating func handle(_ uri: String) {
        handle(batch: URIBatch([uri]))
    }

    /// The URIs of `batch` in order, on every worker when there are enough of them.
    mutating func handle(batch: URIBatch) {
        guard !batch.isEmpty else { return }
        let startsOutput = output.count == 0
        let noteTool = notes == nil ? nil : tool
        let encoder = output.encoder
        guard workers.count > 1, batch.count >= Self.parallelMinimum else {
            workers[0].run(batch, lines: 0..<batch.count, parser: parser, encoder: encoder, isFirst: startsOutput, tool: noteTool)
            return collect(workers[0])
        }
        let workers = self.workers, parser = self.parser
        let share = (batch.count + workers.count - 1) / workers.count
        DispatchQueue.concurrentPerform(iterations: workers.count) { index in
            let lower = min(index * share, batch.count)
            let upper = min(lower + share, batch.count)
            workers[index].run(
                batch, lines: lower..<upper, parser: parser, encoder: encoder, isFirst: startsOutput && index == 0,
                tool: noteTool)
        }
        for worker in workers { collect(worker) }
    }

    /// A worker's share, after the shares before it.
    private mutating func collect(_ worker: ParseLinkWorker) {
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
        output.finish()
        flushNotes()
    }

    private mutating func flushNotes() {
        guard hasPendingNotes, let notes else { return }
        notes.flush()
        hasPendingNotes = false
    }
}
