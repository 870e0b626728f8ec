#if canImport(Glibc)
import Glibc
#endif

/// Splits an `InputSource` into lines, reading it in fixed-size chunks so memory stays flat however long
/// the input is. Shared by the NDJSON reader and by commands that take one item per line on stdin.
///
/// - Lines end at LF; a CR right before the LF is dropped too (CRLF files). A lone CR is ordinary content:
///   line-oriented formats (NDJSON, URI lists) never put one in a line, so splitting on it would only hide
///   garbage.
/// - A leading UTF-8 byte-order mark is skipped: editors add it, and it is never part of the first item.
/// - Empty lines are returned (with their numbers); what a blank line means is the caller's decision.
/// - A final line without a trailing LF is returned; the empty "line" after a final LF is not.
/// - Bytes are not decoded or validated: callers decide what invalid UTF-8 means for them.
///
/// The only allocation per line is the returned line's own bytes.
public struct LineReader {
    /// One line without its terminator.
    public struct Line: Sendable, Equatable {
        /// The line's bytes, without LF or CRLF; at most `maximumLineLength` of them.
        public var bytes: [UInt8]
        /// The 1-based physical line number.
        public var number: Int
        /// The line was longer than `maximumLineLength`; `bytes` holds its start, the rest was discarded
        /// (so one runaway line cannot exhaust memory, and the lines after it still come through).
        public var isTooLong: Bool

        public init(bytes: [UInt8], number: Int, isTooLong: Bool = false) {
            self.bytes = bytes
            self.number = number
            self.isTooLong = isTooLong
        }
    }

    private let source: any InputSource
    private let chunkSize: Int
    private let maximumLineLength: Int
    private var chunk: [UInt8] = []
    private var position = 0
    /// Bytes of a line that started in an earlier chunk.
    private var partial: [UInt8] = []
    private var partialIsTooLong = false
    /// The number of the last line returned (0 before the first).
    public private(set) var lineNumber = 0
    /// Bytes of the input in chunks before the current one.
    private var bytesBeforeChunk = 0
    private var startedReading = false
    private var atEnd = false

    /// - Parameters:
    ///   - chunkSize: bytes asked of the source per read.
    ///   - maximumLineLength: longer lines are cut to this many bytes and flagged `isTooLong`.
    public init(source: any InputSource, chunkSize: Int = 64 * 1024, maximumLineLength: Int = 16 << 20) {
        self.source = source
        self.chunkSize = max(1, chunkSize)
        self.maximumLineLength = max(1, maximumLineLength)
    }

    /// The next line, or nil at the end of input.
    public mutating func next() throws(FileSystemError) -> Line? {
        try nextLine { bytes, number, isTooLong in Line(bytes: Array(bytes), number: number, isTooLong: isTooLong) }
    }

    /// The next line lent to `body` (its bytes, number and whether it was cut) without copying it first;
    /// the bytes are valid only during the call. For readers that turn each line straight into something
    /// else, such as a String, and so pay one allocation per line instead of two. Nil at the end of input.
    public mutating func nextLine<T>(
        _ body: (UnsafeBufferPointer<UInt8>, _ number: Int, _ isTooLong: Bool) -> T
    ) throws(FileSystemError) -> T? {
        if !startedReading { try start() }
        while true {
            if position < chunk.count, let result = takeLineFromChunk(body) { return result }
            if atEnd { return finishAtEnd(body) }
            bytesBeforeChunk += chunk.count
            chunk = try source.read(upTo: chunkSize)
            position = 0
            if chunk.isEmpty { atEnd = true }
        }
    }

    /// `nextLine` for a body that returns a Bool (whether it kept the line), compiled for that type here: a
    /// generic call from another module is not specialized, and paid a run-time metadata lookup per line
    /// (5 % of `parse-link`'s instructions).
    public mutating func nextLine(
        keeping body: (UnsafeBufferPointer<UInt8>, _ number: Int, _ isTooLong: Bool) -> Bool
    ) throws(FileSystemError) -> Bool? {
        try nextLine(body)
    }

    /// Bytes of the input up to the end of the last line returned, its LF or CRLF (and a byte-order mark)
    /// included: where the next line begins in the file, as read, not as the line would be written again.
    public var offset: Int { bytesBeforeChunk + position }

    /// True while complete input is buffered, so the next `next()` returns without reading; false when it
    /// will read and may wait. A command answering a person typing lines flushes its output then.
    public var hasBufferedInput: Bool { position < chunk.count }

    /// Reads the first chunk, and more only while what arrived could be the start of a byte-order mark,
    /// so a mark split across tiny reads is still recognised and a line typed at a terminal is never held
    /// back waiting for a third byte.
    private mutating func start() throws(FileSystemError) {
        startedReading = true
        let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
        repeat {
            let more = try source.read(upTo: chunkSize)
            if more.isEmpty { atEnd = chunk.isEmpty; break }
            chunk.append(contentsOf: more)
        } while chunk.count < 3 && mark.starts(with: chunk)
        if chunk.starts(with: mark) { position = 3 }
    }

    /// A complete line from the current chunk, lent to `body`, or nil after moving the chunk's tail into
    /// `partial`.
    private mutating func takeLineFromChunk<T>(_ body: (UnsafeBufferPointer<UInt8>, Int, Bool) -> T) -> T? {
        let start = position
        let newline: Int? = chunk.withUnsafeBytes { raw in
            guard let found = memchr(raw.baseAddress! + start, 0x0A, raw.count - start) else { return nil }
            return raw.baseAddress!.distance(to: UnsafeRawPointer(found))
        }
        guard let newline else {
            appendToPartial(start..<chunk.count)
            position = chunk.count
            return nil
        }
        position = newline + 1
        lineNumber += 1
        if partial.isEmpty && !partialIsTooLong {
            var end = newline
            if end > start, chunk[end - 1] == 0x0D { end -= 1 }
            let tooLong = end - start > maximumLineLength
            let kept = tooLong ? start..<start + maximumLineLength : start..<end
            let number = lineNumber
            return chunk.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[kept]), number, tooLong) }
        }
        appendToPartial(start..<newline)
        return takePartial(droppingCR: true, body)
    }

    private mutating func appendToPartial(_ range: Range<Int>) {
        let room = maximumLineLength + 1 - partial.count  // one spare byte: it may be the CR of a CRLF
        if range.count <= room {
            partial.append(contentsOf: chunk[range])
        } else {
            partial.append(contentsOf: chunk[range.lowerBound..<range.lowerBound + max(0, room)])
            partialIsTooLong = true
        }
    }

    /// The buffered line, lent to `body`; `partial` is left empty.
    private mutating func takePartial<T>(droppingCR: Bool, _ body: (UnsafeBufferPointer<UInt8>, Int, Bool) -> T) -> T {
        var bytes = partial
        partial = []
        var tooLong = partialIsTooLong
        partialIsTooLong = false
        if droppingCR, !tooLong, bytes.last == 0x0D { bytes.removeLast() }
        if bytes.count > maximumLineLength {
            // The spare byte was content, not a CR: the line is one byte too long.
            bytes.removeLast(bytes.count - maximumLineLength)
            tooLong = true
        }
        let number = lineNumber
        return bytes.withUnsafeBufferPointer { body($0, number, tooLong) }
    }

    private mutating func finishAtEnd<T>(_ body: (UnsafeBufferPointer<UInt8>, Int, Bool) -> T) -> T? {
        guard !partial.isEmpty || partialIsTooLong else { return nil }
        lineNumber += 1
        // A final CR without LF is kept: only CRLF is a terminator.
        return takePartial(droppingCR: false, body)
    }
}
