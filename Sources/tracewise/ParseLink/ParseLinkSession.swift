import Shared

/// One run of `parse-link`: each URI through the parser, the record builder and the output, in input
/// order, counting the invalid ones for the exit code. Lenient mode's notes go to stderr
/// (`tracewise: note: URI: WHAT`) and are delivered together with the output, so they stay near the
/// records they concern without a write per note.
struct ParseLinkSession {
    /// The parser (`DigitalLinkParser.parse`; tests pass a stand-in).
    let parse: @Sendable (String) -> DigitalLinkResult
    var builder: ParseLinkRecordBuilder
    var output: ParseLinkOutput
    /// Where notes go; nil with `-q`.
    let notes: (any OutputSink)?
    let tool: String
    private(set) var invalidCount = 0
    private(set) var count = 0
    private var hasPendingNotes = false

    init(
        parse: @escaping @Sendable (String) -> DigitalLinkResult, builder: ParseLinkRecordBuilder, output: ParseLinkOutput,
        notes: (any OutputSink)?, tool: String
    ) {
        self.parse = parse
        self.builder = builder
        self.output = output
        self.notes = notes
        self.tool = tool
    }

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
