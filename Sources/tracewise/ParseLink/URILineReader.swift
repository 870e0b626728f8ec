import Glibc
import Shared

/// One URI per line from an input, for `parse-link`: read in large chunks and split on bytes, so a
/// million lines cost one string each and nothing more.
///
/// - Lines end at LF; a CR right before it is dropped (CRLF files).
/// - Blank lines, and lines of only spaces and tabs, are skipped: they are gaps, not URIs. Any other line
///   is handed over exactly as written, spaces included, for the parser to judge.
/// - A leading UTF-8 byte-order mark is skipped; bytes that are not UTF-8 become U+FFFD.
/// - A final line without LF counts.
/// - A line longer than `maximumLineLength` (1 MiB; a Digital Link is at most a few hundred bytes) is cut
///   to that length, so one runaway line cannot take the memory; the parser then rejects what is left.
///
/// Shared's `LineReader` keeps line numbers and a byte array per line, which this command needs neither of.
struct URILineReader {
    private let source: any InputSource
    private let chunkSize: Int
    private let maximumLineLength: Int
    private var chunk: [UInt8] = []
    private var position = 0
    /// The start of a line whose end is in a later chunk.
    private var carried: [UInt8] = []
    private var started = false
    private var atEnd = false

    init(source: any InputSource, chunkSize: Int = 256 * 1024, maximumLineLength: Int = 1 << 20) {
        self.source = source
        self.chunkSize = max(1, chunkSize)
        self.maximumLineLength = max(1, maximumLineLength)
    }

    /// True when every byte read so far has been handed out, so the next `next()` reads and may wait for
    /// input: the moment to flush output, so a person typing URIs sees each answer at once while a
    /// file streams through in large writes.
    var hasNoBufferedInput: Bool { position >= chunk.count }

    /// The next non-blank line, or nil at the end of input.
    mutating func next() throws(FileSystemError) -> String? {
        while true {
            if position < chunk.count, let line = lineFromChunk() {
                if let text = nonBlankText(line) { return text }
                continue
            }
            if atEnd {
                guard !carried.isEmpty else { return nil }
                let last = carried
                carried = []
                if let text = nonBlankText(last[...]) { return text }
                return nil
            }
            try refill()
        }
    }

    private mutating func refill() throws(FileSystemError) {
        chunk = try source.read(upTo: chunkSize)
        position = 0
        if chunk.isEmpty { atEnd = true; return }
        if !started {
            started = true
            // A chunk that could be the start of a byte-order mark waits for its third byte, so a mark split
            // across tiny reads is still seen (and a line typed at a terminal is never held back otherwise).
            while chunk.count < 3, [0xEF, 0xBB, 0xBF].starts(with: chunk) {
                let more = try source.read(upTo: chunkSize)
                if more.isEmpty { break }
                chunk.append(contentsOf: more)
            }
            if chunk.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        }
    }

    /// The next complete line's bytes (terminator excluded), or nil after carrying the chunk's tail over.
    private mutating func lineFromChunk() -> ArraySlice<UInt8>? {
        let start = position
        let newline: Int? = chunk.withUnsafeBytes { raw in
            guard let found = memchr(raw.baseAddress! + start, 0x0A, raw.count - start) else { return nil }
            return raw.baseAddress!.distance(to: UnsafeRawPointer(found))
        }
        guard let newline else {
            carry(chunk[start...])
            position = chunk.count
            return nil
        }
        position = newline + 1
        if carried.isEmpty { return chunk[start..<min(newline, start + maximumLineLength + 1)] }
        carry(chunk[start..<newline])
        let line = carried
        carried = []
        return line[...]
    }

    /// Keeps the start of a line that goes on in the next chunk, never more than the longest line plus
    /// one byte (which may be the CR of a CRLF).
    private mutating func carry(_ bytes: ArraySlice<UInt8>) {
        let room = maximumLineLength + 1 - carried.count
        guard room > 0 else { return }
        carried.append(contentsOf: bytes.prefix(room))
    }

    /// The line as text without a final CR, or nil when nothing but spaces and tabs is left.
    func nonBlankText(_ line: ArraySlice<UInt8>) -> String? {
        var line = line
        if line.last == 0x0D { line = line.dropLast() }
        line = line.prefix(maximumLineLength)
        guard line.contains(where: { $0 != 0x20 && $0 != 0x09 }) else { return nil }
        return line.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
    }
}
