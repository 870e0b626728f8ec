import Shared

/// Writes `parse-link`'s records to stdout as they come, holding none of them: a million URIs take the
/// same memory as one. What the bytes are is `ParseLinkRecordEncoder`'s business; this keeps the count
/// (for the JSON array's commas and the CSV header) and decides when bytes go out.
///
/// Bytes collect in one reusable buffer and go out through the sink's bulk path (`writeThrough`) when it
/// passes `flushThreshold`, at the end, and whenever the command is about to wait for more input
/// (`flush()`), so a record appears as soon as it is known to a person typing, and a file streams through
/// in large writes.
struct ParseLinkOutput {
    let encoder: ParseLinkRecordEncoder
    private let sink: any OutputSink
    private let buffer = OutputByteBuffer(capacity: flushThreshold + 64 * 1024)
    /// Records written so far.
    private(set) var count = 0
    static let flushThreshold = 256 * 1024
    /// Encoded batches at least this long are written without a copy.
    static let writeThroughMinimum = 16 * 1024

    init(encoder: ParseLinkRecordEncoder, sink: any OutputSink) {
        self.encoder = encoder
        self.sink = sink
    }

    /// The output for a command's context: `-o`/`TRACEWISE_OUTPUT`, else the toolkit's default (a table on
    /// a terminal; json for one URI argument, ndjson for several or for stdin).
    static func make(_ context: CommandContext, isSingle: Bool) throws -> ParseLinkOutput {
        let printer = try context.output()
        let table = TableRenderer(
            columns: ParseLinkRecordShape.tableColumns, maxWidth: context.tableWidth, style: context.stdoutStyle)
        let encoder = ParseLinkRecordEncoder(
            format: printer.format(isStream: !isSingle), isSingle: isSingle, isPretty: printer.isTerminal,
            fields: printer.fields, table: table)
        try encoder.checkFields(commandPath: context.command.path)
        return ParseLinkOutput(encoder: encoder, sink: printer.sink)
    }

    /// The records of `worker`'s last run (encoded with this output's encoder; the caller told it whether
    /// they come first), after what is buffered. A batch read from a file (tens of kilobytes) goes from the
    /// worker's memory to the sink as it is, instead of being copied: the buffer's pages are then never
    /// touched, which is memory a million-line run does not need. Hands back the run's invalid count and
    /// note lines.
    mutating func write(from worker: ParseLinkWorker) -> (records: Int, invalid: Int, notes: [String]) {
        let isLarge = worker.encodedCount >= Self.writeThroughMinimum
        if isLarge { flush() }
        let results = worker.results(writingTo: isLarge ? sink : nil)
        if !results.encoded.isEmpty {
            if buffer.count + results.encoded.count > Self.flushThreshold { flush() }
            buffer.append(results.encoded)
        }
        count += results.records
        return (results.records, results.invalid, results.notes)
    }

    /// Closes what the format opened (the JSON array) and delivers everything.
    mutating func finish() {
        buffer.append(closingBytes)
        flush()
    }

    /// What `finish()` adds at this point: the end of a streamed JSON array, nothing for the others.
    var closingBytes: [UInt8] { encoder.closing(afterCount: count) }

    /// Throws the sink's failed write, if there was one.
    func checkWritten() throws(WriteFailure) {
        try sink.checkWritten()
    }

    /// A write has failed: nothing more is worth reading.
    var hasFailed: Bool {
        do {
            try sink.checkWritten()
            return false
        } catch {
            return true
        }
    }

    /// Delivers the buffer now and empties it, keeping its capacity.
    func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withBytes { sink.writeThrough(bytes: $0) }
        buffer.removeAll()
    }
}
