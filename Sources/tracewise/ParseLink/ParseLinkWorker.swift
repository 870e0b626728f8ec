import DigitalLink
import Glibc
import Shared

/// One thread's share of a batch of URIs in `parse-link`: parsed, turned into records and encoded into
/// its own buffer, with its notes and counts kept apart until the session joins the shares in input order.
///
/// Each worker has its own record builder (and so its own memo of AI titles) and its own buffer, and is
/// used by one thread at a time — the session hands each worker to exactly one iteration of
/// `concurrentPerform` and reads it only after all of them have finished — hence `@unchecked Sendable`.
final class ParseLinkWorker: @unchecked Sendable {
    private var builder: ParseLinkRecordBuilder
    let buffer = OutputByteBuffer(capacity: 1 << 20)
    /// Lenient mode's notes as stderr lines (`tracewise: note: URI: WHAT`), in input order.
    private(set) var noteLines: [String] = []
    private(set) var recordCount = 0
    private(set) var invalidCount = 0

    init(builder: ParseLinkRecordBuilder) {
        self.builder = builder
    }

    /// Parses and encodes `uris`, replacing what the previous batch left.
    /// - Parameters:
    ///   - isFirst: these are the very first records of the output (so the first gets `[` or a header).
    ///   - tool: for the note lines; nil keeps no notes (`-q`).
    func run(
        _ uris: ArraySlice<String>, parse: (String) -> DigitalLinkResult, encoder: ParseLinkRecordEncoder,
        isFirst: Bool, tool: String?
    ) {
        buffer.removeAll()
        noteLines.removeAll(keepingCapacity: true)
        recordCount = 0
        invalidCount = 0
        for uri in uris {
            let record = builder.record(uri: uri, result: parse(uri))
            if !record.isValid { invalidCount += 1 }
            if let tool {
                for note in record.notes { noteLines.append("\(tool): note: \(uri): \(note)\n") }
            }
            encoder.append(record, isFirst: isFirst && recordCount == 0, into: buffer)
            recordCount += 1
        }
    }

    /// The number of threads worth using: the processors online, at most `limit`. (A tuning fact, not an
    /// effect on the world, so it is read here rather than through `CommandEnvironment`; the output is the
    /// same for any count.)
    static func usefulThreadCount(limit: Int = 8) -> Int {
        max(1, min(limit, sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }
}
