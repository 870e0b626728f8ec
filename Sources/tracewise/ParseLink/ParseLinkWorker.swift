import DigitalLink
import Dispatch
import Shared
import Synchronization

/// One batch of URIs in `parse-link` at a time: parsed, and encoded into the worker's own buffer, with
/// its notes and counts kept apart until the session writes the batches in input order. Under `--lenient`,
/// a link the parser refuses is read again for its values (`DigitalLinkParser.readFaulty`): its record
/// says `valid: false` with its `problems`, it gets one note, and it is not counted as invalid (exit 0).
///
/// The hot path (compact json and ndjson, csv, a table to a pipe: `ParseLinkRecordEncoder.writesScans`)
/// goes from the line's bytes through the parser's reusable `DigitalLinkScan` to `ParseLinkScanWriter`
/// (or `ParseLinkCells`), allocating nothing for a valid link; the rest (pretty json, a table on a
/// terminal, text that is not ASCII in csv and tables) builds a `ParseLinkRecord` from the scan.
///
/// Each worker has its own scan, record builder (and so its own memo of AI titles), batch and buffer, and
/// is used by one thread at a time, hence `@unchecked Sendable`: `ParseLinkPipeline` gives it a batch
/// only when it is idle, runs it there (`start(here:)`, or helping in `oldestFinished`) or queues a block
/// for another thread, and reads it only after `done` is signalled. A queued block may come to the
/// worker at any later time, but it touches only the atomic claim unless it wins the claim to the batch
/// it was queued for (`runUnlessClaimed`).
final class ParseLinkWorker: @unchecked Sendable {
    private var parser: DigitalLinkParser
    /// The parser is to get tables of its own on its first run (`DigitalLinkParser.withOwnTables`), on
    /// the thread that runs it, so that a run of a few URIs builds none.
    private var needsOwnTables: Bool
    private let encoder: ParseLinkRecordEncoder
    /// For the note lines; nil keeps no notes (`-q`).
    private let tool: String?
    private var builder: ParseLinkRecordBuilder
    private let scan = DigitalLinkScan()
    private var writer = ParseLinkScanWriter()
    /// The cells of csv and table records (`ParseLinkCells`).
    private let cells = ParseLinkCells()
    /// Room for the records of a batch of 32 KiB of URIs (about five bytes out per byte in); it grows for
    /// a batch of unusually long records.
    let buffer = OutputByteBuffer(capacity: 256 * 1024)
    /// Lenient mode's notes as stderr lines (`tracewise: note: URI: WHAT`), in input order.
    private(set) var noteLines: [String] = []
    private(set) var recordCount = 0
    private(set) var invalidCount = 0
    /// The URIs of the batch in hand.
    private var batch = URIBatch()
    /// The next run's records are the very first of the output (the first gets `[` or a header).
    private var isFirst = false
    /// Which batch this is of the worker's: the one thread that runs it claims it by this number, so that
    /// a thread that comes to an earlier batch's turn late (a queued block whose batch another thread
    /// parsed) cannot take this one.
    private(set) var runNumber = 0
    /// The number of the last batch a thread has taken.
    private let claimedRun = Atomic<Int>(0)
    /// The number of the last batch parsed: looked at without a system call, where a semaphore's wait
    /// with a timeout of now costs one (a futex call) every time it finds nothing.
    private let finishedRun = Atomic<Int>(0)
    /// Signalled when a run has ended, for a thread that must wait for it.
    let done = DispatchSemaphore(value: 0)

    init(
        parser: DigitalLinkParser, ownTables: Bool = false, encoder: ParseLinkRecordEncoder, tool: String?,
        builder: ParseLinkRecordBuilder
    ) {
        self.parser = parser
        needsOwnTables = ownTables
        self.encoder = encoder
        self.tool = tool
        self.builder = builder
    }

    /// Puts `batch` in hand (swapped with the last one, whose memory the caller fills again).
    func take(_ batch: inout URIBatch, isFirst: Bool) {
        swap(&batch, &self.batch)
        self.isFirst = isFirst
        runNumber += 1
    }

    /// Some thread has taken the batch in hand (asked by the thread that put it there).
    var isClaimed: Bool { claimedRun.load(ordering: .acquiring) == runNumber }

    /// The batch in hand has been parsed (asked by the thread that put it there).
    var hasFinished: Bool { finishedRun.load(ordering: .acquiring) == runNumber }

    /// Runs batch `number` and signals `done`, unless a thread has taken it (or it is no longer in hand);
    /// true if this thread ran it.
    @discardableResult
    func runUnlessClaimed(_ number: Int) -> Bool {
        guard claimedRun.compareExchange(expected: number - 1, desired: number, ordering: .acquiringAndReleasing).exchanged
        else { return false }
        run()
        finishedRun.store(number, ordering: .releasing)
        done.signal()
        return true
    }

    /// Empties the batch in hand, keeping its memory (its records have been written).
    func clearBatch() {
        batch.removeAll()
    }

    /// Parses and encodes `batch` (its records first of the output when `isFirst`), replacing what the
    /// previous run left.
    private func run() {
        if needsOwnTables {
            parser = parser.withOwnTables()
            needsOwnTables = false
        }
        buffer.removeAll()
        noteLines.removeAll(keepingCapacity: true)
        // Counts, writer and builder live in locals for the loop and are put back after it: modifying a
        // class's stored property costs a run-time exclusivity check each time.
        var records = 0, invalid = 0
        var writer = self.writer, builder = self.builder
        let parser = self.parser, encoder = self.encoder, tool = self.tool, scan = self.scan, isFirst = self.isFirst
        defer {
            recordCount = records
            invalidCount = invalid
            self.writer = writer
            self.builder = builder
        }
        batch.forEachLine { uri, isTooLong in
            var rejection: String?
            // Lenient mode reads a refused link again for what can be read (`readFaulty`): rare, so it
            // takes the general path below, and it does not count as invalid.
            var isFaulty = false
            if isTooLong {
                // Only the input's start is here, to show which it was: it is not judged, in any mode.
                rejection = URIBatch.tooLongReason
                invalid += 1
            } else {
                do throws(DigitalLinkRejection) {
                    try parser.scan(uri, into: scan)
                } catch {
                    if parser.lenient && parser.readFaulty(uri, into: scan) {
                        isFaulty = true
                    } else {
                        rejection = error.reason
                        invalid += 1
                    }
                }
            }
            let first = isFirst && records == 0
            var written = false
            if encoder.writesScans && !isFaulty {
                let cells = self.cells, buffer = self.buffer, currentYear = builder.currentYear
                if rejection == nil {
                    written = writer.withLink(scan, builder: &builder) { link in
                        encoder.appendScanned(
                            uri: uri, link: link, rejection: nil, cells: cells, currentYear: currentYear, isFirst: first,
                            into: buffer)
                    }
                } else {
                    written = encoder.appendScanned(
                        uri: uri, link: nil, rejection: rejection, cells: cells, currentYear: currentYear, isFirst: first,
                        into: buffer)
                }
            }
            if !written {
                let text = String(decoding: uri, as: UTF8.self)
                let result: DigitalLinkResult =
                    if isFaulty { .faulty(scan.link(uri: text), problems: scan.problems) }
                    else if let rejection { .invalid(reason: rejection) }
                    else { .valid(scan.link(uri: text)) }
                encoder.append(builder.record(uri: text, result: result), isFirst: first, into: buffer)
            }
            if let tool, rejection == nil, !scan.notes.isEmpty || isFaulty {
                let text = String(decoding: uri, as: UTF8.self)
                if isFaulty {
                    noteLines.append("\(tool): note: \(text): \(Self.faultNote(problems: scan.problems, notes: scan.notes))\n")
                } else {
                    for note in scan.notes { noteLines.append("\(tool): note: \(text): \(note)\n") }
                }
            }
            records += 1
        }
    }

    /// The one note for a link read in spite of its faults: what is wrong, then what lenient mode
    /// accepted on the way (padding, alphas).
    static func faultNote(problems: [String], notes: [String]) -> String {
        "not a valid Digital Link, its values read anyway: " + (problems + notes).joined(separator: "; ")
    }

    /// The number of threads worth using: the processors this process may run on, at most `limit`.
    static func usefulThreadCount(limit: Int = 8) -> Int {
        max(1, min(limit, AvailableProcessors.count))
    }
}
