import Shared

/// One URI per line from an input, for `parse-link`: Shared's `LineReader` lends each line's bytes
/// straight from its chunk, and they are copied once, into the batch the workers read.
///
/// On top of `LineReader`'s rules (LF or CRLF, a leading byte-order mark skipped, a final line without LF
/// counted):
/// - blank lines, and lines of only spaces and tabs, are skipped: they are gaps, not URIs. Any other line
///   is handed over exactly as written, spaces included, for the parser to judge;
/// - a CR at the very end of the input (a last line cut after its CR) is dropped;
/// - bytes that are not UTF-8 become U+FFFD (the parser then rejects the character);
/// - a line longer than `maximumLineLength` (1 MiB by default; a Digital Link is at most a few hundred
///   bytes) is never cut and judged by its start: it becomes its own error record
///   (`URIBatch.appendTooLong`), blank or not. `LineReader` keeps only the line's first
///   `maximumLineLength` bytes and reads past the rest, so a runaway line cannot take the memory, and the
///   lines after it are read as usual.
struct URILineReader {
    private var lines: LineReader

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
        var batch = URIBatch()
        guard try next(into: &batch) else { return nil }
        return String(decoding: batch.bytes, as: UTF8.self)
    }

    /// Appends the line unless nothing but spaces and tabs is in it. A CR left at the end (a last line
    /// ending in CR without LF, which `LineReader` keeps as content) is dropped: no URI ends in one.
    /// ASCII goes in as it is; anything else goes through `String(decoding:)`, which makes bytes that
    /// are not UTF-8 into U+FFFD.
    static func appendNonBlank(_ line: UnsafeBufferPointer<UInt8>, to batch: inout URIBatch) -> Bool {
        let bytes = line.last == 0x0D ? UnsafeBufferPointer(rebasing: line.dropLast()) : line
        guard bytes.contains(where: { $0 != 0x20 && $0 != 0x09 }) else { return false }
        if ParseLinkCells.isASCII(bytes) {
            batch.append(bytes)
        } else {
            batch.append(String(decoding: bytes, as: UTF8.self))
        }
        return true
    }
}
