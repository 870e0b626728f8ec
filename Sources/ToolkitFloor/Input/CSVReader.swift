/// Reads RFC 4180 CSV from an `InputSource` one record at a time, in 64 KiB chunks, so memory stays flat
/// (one chunk, one record) however long the input is.
///
/// - Fields may be quoted; quoted fields hold commas, doubled quotes and CR, LF or CRLF verbatim.
/// - Records end at LF, CRLF or a lone CR; a final one without a line break counts too. A leading UTF-8
///   byte-order mark is skipped.
/// - Blank lines (nothing at all on them) are skipped but counted, so `line` stays the physical line.
/// - Rows keep whatever number of fields they have; the caller judges ragged rows.
/// - Lenient where RFC 4180 is strict, like Python's `csv` module: a quote inside an unquoted field, or
///   text after a closing quote (`"ab"c`), is kept as a literal character instead of failing the file.
/// - Errors: an unterminated quoted field (at the line where it began), invalid UTF-8 (at the line of the
///   first bad byte), a field longer than `maximumFieldLength` (a runaway quote must not swallow the rest
///   of the input into memory). Invalid UTF-8 and an over-long unquoted field spoil one record only: the
///   error is `isRecoverable`, and the reader stands at the next record, so a caller may go on. After the
///   other errors (a quoted field that never closes or grows too long, a failed read) `next()` returns nil.
public struct CSVReader {
    enum State { case recordStart, afterCR, fieldStart, unquoted, quoted, quoteInQuoted }
    typealias Outcome = Result<CSVRecord, CSVError>

    static let quote = UInt8(ascii: "\""), cr: UInt8 = 13, lf: UInt8 = 10

    private let source: any InputSource
    let chunkSize: Int, maximumFieldLength: Int
    /// The byte between fields; nil until detected from the first line when the caller did not say.
    public private(set) var delimiter: UInt8?
    /// `delimiter` once known, not optional, for the scanning loops.
    var separator = UInt8(ascii: ",")
    var chunk: [UInt8] = [], position = 0
    /// Bytes of the input in chunks before the current one.
    var bytesBeforeChunk = 0
    /// `finished` is set at the end, and by errors that leave nothing sensible to read (a runaway quote, a
    /// failed read).
    var startedReading = false, finished = false

    var state = State.recordStart
    /// The physical line of the next byte, and the first lines of the current record and field.
    var line = 1, recordLine = 1, fieldLine = 1
    /// Inside quotes the previous byte was a CR, so an LF now completes a CRLF (one line, not two).
    var quotedCR = false
    /// Bytes of the current field that could not be decoded straight from the chunk: the field crossed a
    /// chunk boundary, or was quoted. Decoded once when the field ends.
    var field: [UInt8] = []
    var fields: [String] = []
    /// The first recoverable error in the current record (invalid UTF-8, an over-long unquoted field),
    /// thrown when the record ends.
    var recordError: CSVError?
    /// The current unquoted field passed the length limit: its remaining bytes are skipped, not kept.
    var fieldTooLong = false

    /// - Parameters:
    ///   - chunkSize: bytes asked of the source per read.
    ///   - maximumFieldLength: the most bytes one field may hold.
    ///   - delimiter: the byte between fields; nil detects it from the first line (`CSVDelimiter`).
    public init(
        source: any InputSource, chunkSize: Int = 64 * 1024, maximumFieldLength: Int = 1 << 20,
        delimiter: UInt8? = UInt8(ascii: ",")
    ) {
        self.source = source
        self.delimiter = delimiter
        if let delimiter { separator = delimiter }
        self.chunkSize = max(1, chunkSize)
        self.maximumFieldLength = max(1, maximumFieldLength)
    }

    /// The next record, or nil at the end of input.
    public mutating func next() throws(CSVError) -> CSVRecord? {
        if finished { return nil }
        if !startedReading { try start() }
        while true {
            if position < chunk.count {
                let bytes = chunk  // a second reference: `self` is mutated while this one is borrowed
                if let outcome = bytes.withUnsafeBufferPointer({ scan($0) }) { return try outcome.get() }
                continue
            }
            bytesBeforeChunk += chunk.count
            chunk = try read()
            position = 0
            if chunk.isEmpty { finished = true; return try finishAtEnd()?.get() }
        }
    }

    /// Bytes of the input up to the end of the last record returned, its line break (and a byte-order
    /// mark) included: where the next record begins in the file, as read, not as the record would be
    /// written again. The LF of a CRLF counts once it is buffered.
    public var offset: Int {
        let pendingLF = state == .afterCR && position < chunk.count && chunk[position] == Self.lf
        return bytesBeforeChunk + position + (pendingLF ? 1 : 0)
    }

    /// Bytes of the input before the last record returned began, blank lines before it included: where a
    /// file is cut to write that record again. Exact whatever the chunks, where `offset` may still lack
    /// the LF of a CRLF split across two reads.
    public internal(set) var recordStart = 0

    /// Whether a line break is buffered past the current position, so the next record most likely needs
    /// no read (one typed at a terminal always ends in one).
    public var hasBufferedLineBreak: Bool {
        position < chunk.count && chunk[position...].contains { $0 == Self.lf || $0 == Self.cr }
    }

    /// Buffers three bytes (or all there are) so a byte-order mark split across tiny reads is still seen;
    /// to detect the delimiter, the whole first line (or as much of it as one chunk holds).
    private mutating func start() throws(CSVError) {
        startedReading = true
        while chunk.count < 3, case let more = try read(), !more.isEmpty { chunk.append(contentsOf: more) }
        if chunk.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        guard delimiter == nil else { return }
        while chunk.count < chunkSize, !chunk[position...].contains(where: { $0 == Self.lf || $0 == Self.cr }),
            case let more = try read(), !more.isEmpty
        {
            chunk.append(contentsOf: more)
        }
        separator = CSVDelimiter.detect(firstLine: chunk[position...])
        delimiter = separator
    }

    private mutating func read() throws(CSVError) -> [UInt8] {
        do {
            return try source.read(upTo: chunkSize)
        } catch {
            finished = true
            throw CSVError(line: line, message: "cannot read input: \(error.reason)", readError: error)
        }
    }
}
