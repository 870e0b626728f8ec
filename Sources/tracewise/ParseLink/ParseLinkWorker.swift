import DigitalLink
import Shared
import Synchronization

/// One batch of URIs in `parse-link` at a time: parsed, and encoded into the worker's own buffer, with
/// its notes and counts kept apart until the session writes the batches in input order. Under `--lenient`,
/// a link the parser refuses is read again for its values (`DigitalLinkParser.readFaulty`): its record
/// says `valid: false` with its `problems`, it gets one note, and it is not counted as invalid (exit 0).
///
/// Every input goes from the line's bytes through the parser's reusable `DigitalLinkScan` to one view
/// (`ParsedLink`) and the format's writer (`ParseLinkRecordEncoder`), allocating nothing for a valid link.
///
/// Each worker has its own scan, record builder (and so its own memo of AI titles), batch and buffer,
/// kept behind a `Mutex`: whichever thread runs its batch, and the session reading its records after, each
/// holds the lock while it does, so the compiler sees the worker as `Sendable` and no protocol of calls
/// has to make it so. The session gives a worker one batch at a time (`ParseLinkSession`), so the lock is
/// never waited for; it costs two atomic operations a batch.
final class ParseLinkWorker: Sendable {
    private let state: Mutex<State>

    /// What one batch's run reads and leaves.
    fileprivate struct State {
        var reader: ParseLinkInputReader
        /// The parser is to get tables of its own on its first run (`DigitalLinkParser.withOwnTables`), on
        /// the thread that runs it, so that a run of a few URIs builds none.
        var needsOwnTables: Bool
        let encoder: ParseLinkRecordEncoder
        /// For the note lines; nil keeps no notes (`-q`).
        let tool: String?
        let builder: ParseLinkRecordBuilder
        let scan = DigitalLinkScan()
        let fragments = ParseLinkAIFragments()
        /// The cells of csv and table records (`ParseLinkCells`).
        let cells = ParseLinkCells()
        /// Room for the records of a batch of 32 KiB of URIs (about five bytes out per byte in); it grows
        /// for a batch of unusually long records.
        let buffer = OutputByteBuffer(capacity: 256 * 1024)
        /// Lenient mode's notes as stderr lines (`tracewise: note: URI: WHAT`), in input order.
        var noteLines: [String] = []
        var recordCount = 0
        var invalidCount = 0
        /// The URIs of the batch in hand.
        var batch = URIBatch()
        /// The batch's records are the very first of the output (the first gets `[` or a header).
        var isFirst = false
    }

    init(
        parser: DigitalLinkParser, ownTables: Bool = false, encoder: ParseLinkRecordEncoder, tool: String?,
        builder: ParseLinkRecordBuilder
    ) {
        state = Mutex(State(
            reader: ParseLinkInputReader(parser: parser), needsOwnTables: ownTables, encoder: encoder, tool: tool,
            builder: builder.withOwnMemo()))
    }

    /// Puts `batch` in hand; `batch` is left empty, with the memory of the worker's last batch to fill again.
    func take(_ batch: inout URIBatch, isFirst: Bool) {
        state.withLock { state in
            state.batch.removeAll()
            swap(&batch, &state.batch)
            state.isFirst = isFirst
        }
    }

    /// Parses and encodes the batch in hand.
    func run() {
        state.withLock { $0.run() }
    }

    /// How many bytes the last run's records take.
    var encodedCount: Int { state.withLock { $0.buffer.count } }

    /// What the last run left: its records' bytes, their count, the invalid ones among them and the note
    /// lines. With `sink`, the bytes go there from the worker's memory, under the lock, and none are
    /// handed back: a batch of a file's records is a hundred kilobytes or more, not worth a copy. Without,
    /// they are copied out (a few URIs typed or piped), for the output's own buffer.
    func results(writingTo sink: (any OutputSink)?) -> (encoded: [UInt8], records: Int, invalid: Int, notes: [String]) {
        state.withLock { state in
            var encoded: [UInt8] = []
            if let sink {
                state.buffer.withBytes { sink.writeThrough(bytes: $0) }
            } else {
                encoded = state.buffer.bytes
            }
            return (encoded, state.recordCount, state.invalidCount, state.noteLines)
        }
    }

    /// The one note for a link read in spite of its faults: what is wrong, then what lenient mode
    /// accepted on the way (padding, alphas).
    /// `form` names what the input is not: a Digital Link, an element string or scanner data.
    static func faultNote(problems: [String], notes: [String], form: GS1DataForm) -> String {
        let what = switch form {
        case .uri, .compressed: "not a valid Digital Link"
        case .elementString: "not a valid element string"
        case .scan: "not valid scanner data"
        }
        return what + ", its values read anyway: " + (problems + notes).joined(separator: "; ")
    }

    /// The number of threads worth using: the processors this process may run on, at most `limit`.
    static func usefulThreadCount(limit: Int = 8) -> Int {
        max(1, min(limit, AvailableProcessors.count))
    }
}

extension ParseLinkWorker.State {
    /// Parses and encodes `batch` (its records first of the output when `isFirst`), replacing what the
    /// previous run left.
    mutating func run() {
        if needsOwnTables {
            reader = reader.withOwnTables()
            needsOwnTables = false
        }
        buffer.removeAll()
        noteLines.removeAll(keepingCapacity: true)
        // What the loop changes lives in locals and is put back after it: the loop's closure may not
        // capture `self` while `batch` lends its lines.
        var records = 0, invalid = 0
        var noteLines = self.noteLines
        let reader = self.reader, builder = self.builder, fragments = self.fragments, encoder = self.encoder, tool = self.tool, scan = self.scan, isFirst = self.isFirst
        let cells = self.cells, buffer = self.buffer
        defer {
            recordCount = records
            invalidCount = invalid
            self.noteLines = noteLines
        }
        encoder.withAppender(cells: cells) { append in
            batch.forEachLine { uri, isTooLong in
                // Only a too long input's start is here, to show which it was: it is not judged, in any mode.
                let outcome: ParseLinkInputReader.Outcome =
                    isTooLong ? .rejected(form: nil, reason: URIBatch.tooLongReason) : reader.read(uri, into: scan, builder: builder)
                let first = isFirst && records == 0
                let currentYear = builder.currentYear
                // Lenient mode's link read in spite of its faults does not count as invalid.
                var rejection: String?, isFaulty = false
                switch outcome {
                case .rejected(let form, let reason):
                    rejection = reason
                    invalid += 1
                    append(.rejected(uri, form: form, reason: reason), currentYear, first, buffer)
                case .read(let faulty, let data):
                    isFaulty = faulty
                    let compressed = ParseLinkInputReader.compressedLink(of: outcome, line: uri, scan: scan, builder: builder)
                    // A compressed link's characters were checked as a URI's are, by the same split.
                    let isCheckedURI = data == nil || scan.form == .compressed
                    fragments.withLink(scan, input: uri, isCheckedURI: isCheckedURI, compressed: compressed, builder: builder) { link in
                        append(link, currentYear, first, buffer)
                    }
                }
                if let tool, rejection == nil, !scan.notes.isEmpty || isFaulty {
                    let text = String(decoding: uri, as: UTF8.self)
                    if isFaulty {
                        noteLines.append("\(tool): note: \(text): \(ParseLinkWorker.faultNote(problems: scan.problems, notes: scan.notes, form: scan.form))\n")
                    } else {
                        for note in scan.notes { noteLines.append("\(tool): note: \(text): \(note)\n") }
                    }
                }
                records += 1
            }
        }
    }
}
