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
/// work, and a million URIs is a normal job.
struct ParseLinkSession {
    /// The parser (`DigitalLinkParser.parse`; tests pass a stand-in).
    let parse: @Sendable (String) -> DigitalLinkResult
    var builder: ParseLinkRecordBuilder
    var output: ParseLinkOutput
    /// Where notes go; nil with `-q`.
    let notes: (any OutputSink)?
    let tool: String
    private let workers: [ParseLinkWorker]
    private(set) var invalidCount = 0
    private(set) var count = 0
    private var hasPendingNotes = false
    /// Below this many URIs a batch is not worth splitting.
    static let parallelMinimum = 256

    init(
        parse: @escaping @Sendable (String) -> DigitalLinkResult, builder: ParseLinkRecordBuilder,
        output: ParseLinkOutput, notes: (any OutputSink)?, tool: String, threads: Int = 1
    ) {
        self.parse = parse
        self.builder = builder
        self.output = output
        self.notes = notes
        self.tool = tool
        workers = threads > 1 ? (0..<threads).map { _ in ParseLinkWorker(builder: builder) } : []
    }

    /// How many URIs to gather before `handle(batch:)`: enough to keep every worker busy.
    var batchSize: Int { max(1, workers.count) * 4_096 }

    mutating func handle(_ uri: String) {
        let record = builder.record(uri: uri, result: parse(uri))
        count += 1
        if !record.isValid { invalidCount += 1 }
        if let notes, !record.notes.isEmpty {
            for note in record.notes { notes.write("\(tool): note: \(uri): \(note)\n") }
            hasPendingNotes = true
        }
        output.write(record)
    }

    /// `uris` in order, on every worker when there are enough of them.
    mutating func handle(batch uris: [String]) {
        guard workers.count > 1, uris.count >= Self.parallelMinimum else {
            for uri in uris { handle(uri) }
            return
        }
        let workers = self.workers, parse = self.parse, encoder = output.encoder
        let share = (uris.count + workers.count - 1) / workers.count
        let startsOutput = output.count == 0
        let noteTool = notes == nil ? nil : tool
        DispatchQueue.concurrentPerform(iterations: workers.count) { index in
            let lower = min(index * share, uris.count)
            let upper = min(lower + share, uris.count)
            workers[index].run(uris[lower..<upper], parse: parse, encoder: encoder, isFirst: startsOutput && index == 0, tool: noteTool)
        }
        for worker in workers {
            output.write(encoded: worker.buffer, records: worker.recordCount)
            count += worker.recordCount
            invalidCount += worker.invalidCount
            if let notes, !worker.noteLines.isEmpty {
                for line in worker.noteLines { notes.write(line) }
                hasPendingNotes = true
            }
        }
    }

    /// Delivers the output and notes so far (before waiting for more input).
    mutating func flush() {
        output.flush()
        flushNotes()
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
