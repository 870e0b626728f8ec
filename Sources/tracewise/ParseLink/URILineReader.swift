#if canImport(Glibc)
import Glibc
#endif
import Shared

/// One URI per line from an input, for `parse-link`: Shared's `LineReader` lends each line's bytes
/// straight from its chunk, and they are copied once, into the batch the workers read.
///
/// On top of `LineReader`'s rules (LF or CRLF, a leading byte-order mark skipped, a final line without LF
/// counted):
/// - a lone CR ends a line too, as LF does: files from old Mac software end every line with CR alone, and
///   a CR never belongs in a URI or a GS1 value, so it cannot hide inside one;
/// - spaces and tabs at the end of a line are dropped (a spreadsheet's export pads cells with them; no
///   form of GS1 data ends in one), and lines left empty are skipped: they are gaps, not URIs. Any other
///   line is handed over as written, spaces at its start or inside included, for the parser to judge;
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

    init(source: any InputSource, chunkSize: Int = 64 * 1024, maximumLineLength: Int = URIBatch.maximumLength) {
        lines = LineReader(source: source, chunkSize: chunkSize, maximumLineLength: maximumLineLength)
    }

    /// True when every byte read so far has been handed out, so the next `next()` reads and may wait for
    /// input: the moment to flush output, so a person typing URIs sees each answer at once while a
    /// file streams through in large writes.
    var hasNoBufferedInput: Bool { !lines.hasBufferedInput }

    /// Appends the next non-blank line to `batch`; false at the end of input.
    mutating func next(into batch: inout URIBatch) throws(FileSystemError) -> Bool {
        while let appended = try lines.nextLine(keeping: { bytes, _, isTooLong in
            if isTooLong {
                batch.appendTooLong(bytes)
                return true
            }
            return Self.appendNonBlank(bytes, to: &batch)
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

    /// Appends each line of `line` (one, unless lone CRs end lines inside it: `LineReader` ends lines at
    /// LF only) that is not blank; false when none is. memchr finds a CR in a few instructions per line,
    /// and there nearly never is one.
    static func appendNonBlank(_ line: UnsafeBufferPointer<UInt8>, to batch: inout URIBatch) -> Bool {
        guard let base = line.baseAddress, let found = memchr(base, 0x0D, line.count) else { return appendPiece(line, to: &batch) }
        var appended = false, start = 0, cr = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
        while true {
            appended = appendPiece(UnsafeBufferPointer(rebasing: line[start..<cr]), to: &batch) || appended
            guard cr < line.count else { return appended }
            start = cr + 1
            cr = line[start...].firstIndex(of: 0x0D) ?? line.count
        }
    }

    /// Appends `bytes` without the spaces and tabs at its end, unless nothing is left. ASCII goes in as it
    /// is; anything else goes through `String(decoding:)`, which makes bytes that are not UTF-8 into U+FFFD.
    private static func appendPiece(_ line: UnsafeBufferPointer<UInt8>, to batch: inout URIBatch) -> Bool {
        var end = line.count
        while end > 0, line[end &- 1] == 0x20 || line[end &- 1] == 0x09 { end &-= 1 }
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
