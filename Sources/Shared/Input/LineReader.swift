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
        if !startedReading { try start() }
        while true {
            if position < chunk.count, let line = takeLineFromChunk() { return line }
            if atEnd { return finishAtEnd() }
            chunk = try source.read(upTo: chunkSize)
            position = 0
            if chunk.isEmpty { atEnd = true }
        }
    }

    /// Reads until three bytes are buffered (or the input ends) so a byte-order mark split across tiny
    /// reads is still recognised.
    private mutating func start() throws(FileSystemError) {
        startedReading = true
        while chunk.count < 3 {
            let more = try source.read(upTo: chunkSize)
            if more.isEmpty { atEnd = true; break }
            chunk.append(contentsOf: more)
        }
        if chunk.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    /// A complete line from the current chunk, or nil after moving the chunk's tail into `partial`.
    private mutating func takeLineFromChunk() -> Line? {
        let start = position
        let count = chunk.count
        let newline: Int? = chunk.withUnsafeBufferPointer { bytes in
            var index = start
            while index < count {
                if bytes[index] == 0x0A { return index }
                index += 1
            }
            return nil
        }
        guard let newline else {
            appendToPartial(start..<count)
            position = count
            return nil
        }
        position = newline + 1
        lineNumber += 1
        if partial.isEmpty && !partialIsTooLong {
            var end = newline
            if end > start, chunk[end - 1] == 0x0D { end -= 1 }
            let tooLong = end - start > maximumLineLength
            let kept = tooLong ? start..<start + maximumLineLength : start..<end
            return Line(bytes: Array(chunk[kept]), number: lineNumber, isTooLong: tooLong)
        }
        appendToPartial(start..<newline)
        return takePartial(droppingCR: true)
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

    /// The buffered line, handed over without copying (`partial` is left empty and unshared).
    private mutating func takePartial(droppingCR: Bool) -> Line {
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
        return Line(bytes: bytes, number: lineNumber, isTooLong: tooLong)
    }

    private mutating func finishAtEnd() -> Line? {
        guard !partial.isEmpty || partialIsTooLong else { return nil }
        lineNumber += 1
        // A final CR without LF is kept: only CRLF is a terminator.
        return takePartial(droppingCR: false)
    }
}
