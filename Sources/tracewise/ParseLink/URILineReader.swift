import Shared

/// One URI per line from an input, for `parse-link`: Shared's `LineReader` lends each line's bytes
/// straight from its chunk, so a million lines cost one String each and nothing more.
///
/// On top of `LineReader`'s rules (LF or CRLF, a leading byte-order mark skipped, a final line without LF
/// counted, a line longer than `maximumLineLength` cut):
/// - blank lines, and lines of only spaces and tabs, are skipped: they are gaps, not URIs. Any other line
///   is handed over exactly as written, spaces included, for the parser to judge;
/// - a CR at the very end of the input (a last line cut after its CR) is dropped;
/// - bytes that are not UTF-8 become U+FFFD (the parser then rejects the character);
/// - the longest line is 1 MiB by default (a Digital Link is at most a few hundred bytes), so one runaway
///   line cannot take the memory.
struct URILineReader {
    private var lines: LineReader

    init(source: any InputSource, chunkSize: Int = 256 * 1024, maximumLineLength: Int = 1 << 20) {
        lines = LineReader(source: source, chunkSize: chunkSize, maximumLineLength: maximumLineLength)
    }

    /// True when every byte read so far has been handed out, so the next `next()` reads and may wait for
    /// input: the moment to flush output, so a person typing URIs sees each answer at once while a
    /// file streams through in large writes.
    var hasNoBufferedInput: Bool { !lines.hasBufferedInput }

    /// The next non-blank line, or nil at the end of input.
    mutating func next() throws(FileSystemError) -> String? {
        while let line = try lines.nextLine({ bytes, _, _ in Self.nonBlankText(bytes) }) {
            if let text = line { return text }
        }
        return nil
    }

    /// The line as text, or nil when nothing but spaces and tabs is in it. A CR left at the end (a last
    /// line ending in CR without LF, which `LineReader` keeps as content) is dropped: no URI ends in one.
    static func nonBlankText(_ line: UnsafeBufferPointer<UInt8>) -> String? {
        let bytes = line.last == 0x0D ? UnsafeBufferPointer(rebasing: line.dropLast()) : line
        guard bytes.contains(where: { $0 != 0x20 && $0 != 0x09 }) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
