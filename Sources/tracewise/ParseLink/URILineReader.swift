#if canImport(Glibc)
import Glibc
#endif
import Shared

/// One URI per line from an input, for `parse-link`: Shared's `LineReader` lends each line's bytes
/// straight from its chunk, and they are copied once, into the batch the workers read.
///
/// On top of `LineReader`'s rules (LF or CRLF, a leading byte-order mark skipped, a final line without LF
/// counted):
/// - a lone CR ends a line too, as LF does, in an input whose first line holds one: files from old Mac
///   software end every line with CR alone, and `LineReader`, which ends lines at LF, hands such a file
///   over as one line. Only the first line is searched (one memchr per input, not per line, on the hot
///   path); a lone CR inside a later line of an LF file stays, and the parser refuses it as a character
///   no URI or GS1 value may hold, so it never becomes part of a value unseen;
/// - spaces, tabs and CRs at the end of a line are dropped (a spreadsheet's export pads cells with spaces;
///   a last line may keep the CR of its CRLF; no form of GS1 data ends in one), and lines left empty are
///   skipped: they are gaps, not URIs. Any other line is handed over as written, spaces at its start or
///   inside included, for the parser to judge;
/// - bytes that are not UTF-8 become U+FFFD (the parser then rejects the character);
/// - a line longer than `maximumLineLength` (1 MiB by default; a Digital Link is at most a few hundred
///   bytes) is never cut and judged by its start: it becomes its own error record
///   (`URIBatch.appendTooLong`), blank or not. `LineReader` keeps only the line's first
///   `maximumLineLength` bytes and reads past the rest, so a runaway line cannot take the memory, and the
///   lines after it are read as usual.
struct URILineReader {
    private var lines: LineReader
    /// Lines `next()` read but has not returned yet (a line of lone CRs holds several).
    private var pending: [String] = []
    /// Lone CRs end lines in this input: its first line holds one.
    private var endsLinesAtCR = false

    init(source: any InputSource, chunkSize: Int = 64 * 1024, maximumLineLength: Int = URIBatch.maximumLength) {
        lines = LineReader(source: source, chunkSize: chunkSize, maximumLineLength: maximumLineLength)
    }

    /// True when every byte read so far has been handed out, so the next `next()` reads and may wait for
    /// input: the moment to flush output, so a person typing URIs sees each answer at once while a
    /// file streams through in large writes.
    var hasNoBufferedInput: Bool { !lines.hasBufferedInput }

    /// Appends the next non-blank line to `batch`; false at the end of input.
    mutating func next(into batch: inout URIBatch) throws(FileSystemError) -> Bool {
        var endsLinesAtCR = self.endsLinesAtCR
        defer { self.endsLinesAtCR = endsLinesAtCR }
        while let appended = try lines.nextLine(keeping: { bytes, number, isTooLong in
            if isTooLong {
                batch.appendTooLong(bytes)
                return true
            }
            if number == 1, let base = bytes.baseAddress { endsLinesAtCR = memchr(base, 0x0D, bytes.count) != nil }
            return endsLinesAtCR ? Self.appendSplittingAtCR(bytes, to: &batch) : Self.appendNonBlank(bytes, to: &batch)
        }) {
            if appended { return true }
        }
        return false
    }

    /// The next non-blank line as text, or nil at the end of input (tests); a line too long to read is
    /// its start followed by `…`.
    mutating func next() throws(FileSystemError) -> String? {
        if pending.isEmpty {
            var batch = URIBatch()
            guard try next(into: &batch) else { return nil }
            batch.forEachLine { bytes, _ in pending.append(String(decoding: bytes, as: UTF8.self)) }
        }
        return pending.removeFirst()
    }

    /// Appends each part of `line` between lone CRs that is not blank (`appendNonBlank`); false when none is.
    private static func appendSplittingAtCR(_ line: UnsafeBufferPointer<UInt8>, to batch: inout URIBatch) -> Bool {
        var appended = false, start = 0
        while start <= line.count {
            let end = line[start...].firstIndex(of: 0x0D) ?? line.count
            appended = appendNonBlank(UnsafeBufferPointer(rebasing: line[start..<end]), to: &batch) || appended
            start = end + 1
        }
        return appended
    }

    /// Appends `line` without the spaces, tabs and CRs at its end, unless nothing is left. ASCII goes in as
    /// it is; anything else goes through `String(decoding:)`, which makes bytes that are not UTF-8 into U+FFFD.
    static func appendNonBlank(_ line: UnsafeBufferPointer<UInt8>, to batch: inout URIBatch) -> Bool {
        var end = line.count
        while end > 0, line[end &- 1] == 0x20 || line[end &- 1] == 0x09 || line[end &- 1] == 0x0D { end &-= 1 }
        guard end > 0 else { return false }
        let bytes = end == line.count ? line : UnsafeBufferPointer(rebasing: line[..<end])
        if ParseLinkCells.isASCII(bytes) {
            batch.append(bytes)
        } else {
            batch.append(String(decoding: bytes, as: UTF8.self))
        }
        return true
    }
}
