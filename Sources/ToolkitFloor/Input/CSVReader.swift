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
    private enum State { case recordStart, afterCR, fieldStart, unquoted, quoted, quoteInQuoted }
    private typealias Outcome = Result<CSVRecord, CSVError>

    private static let quote = UInt8(ascii: "\""), cr: UInt8 = 13, lf: UInt8 = 10

    private let source: any InputSource
    private let chunkSize: Int, maximumFieldLength: Int
    /// The byte between fields; nil until detected from the first line when the caller did not say.
    public private(set) var delimiter: UInt8?
    /// `delimiter` once known, not optional, for the scanning loops.
    private var separator = UInt8(ascii: ",")
    private var chunk: [UInt8] = [], position = 0
    /// Bytes of the input in chunks before the current one.
    private var bytesBeforeChunk = 0
    /// `finished` is set at the end, and by errors that leave nothing sensible to read (a runaway quote, a
    /// failed read).
    private var startedReading = false, finished = false

    private var state = State.recordStart
    /// The physical line of the next byte, and the first lines of the current record and field.
    private var line = 1, recordLine = 1, fieldLine = 1
    /// Inside quotes the previous byte was a CR, so an LF now completes a CRLF (one line, not two).
    private var quotedCR = false
    /// Bytes of the current field that could not be decoded straight from the chunk: the field crossed a
    /// chunk boundary, or was quoted. Decoded once when the field ends.
    private var field: [UInt8] = []
    private var fields: [String] = []
    /// The first recoverable error in the current record (invalid UTF-8, an over-long unquoted field),
    /// thrown when the record ends.
    private var recordError: CSVError?
    /// The current unquoted field passed the length limit: its remaining bytes are skipped, not kept.
    private var fieldTooLong = false

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
    public private(set) var recordStart = 0

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

    /// Runs the state machine from `position` until a record ends (returned) or the chunk is used up
    /// (nil; a partial field is saved in `field`). Plain runs of field bytes are skipped in tight loops.
    private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome? {
        var index = position
        let end = bytes.count
        defer { position = index }
        while index < end {
            switch state {
            case .afterCR:  // the LF of a CRLF belongs to the line break just counted
                state = .recordStart
                if bytes[index] == Self.lf { index += 1 }
            case .recordStart:
                let byte = bytes[index]
                if byte != Self.lf && byte != Self.cr {
                    (recordLine, state, recordStart) = (line, .fieldStart, bytesBeforeChunk + index)
                    continue
                }
                line += 1  // a blank line: skipped, but counted
                state = byte == Self.cr ? .afterCR : .recordStart
                index += 1
            case .fieldStart:
                fieldLine = line
                state = bytes[index] == Self.quote ? .quoted : .unquoted
                if state == .quoted { index += 1 }
            case .unquoted:
                let runStart = index
                while index < end {
                    let byte = bytes[index]
                    if byte == separator || byte == Self.cr || byte == Self.lf { break }
                    index += 1
                }
                guard index < end else { return save(bytes, runStart..<index) }
                if let failure = finishField(bytes, runStart..<index) { return failure }
                index += 1
                if let record = endField(with: bytes[index - 1]) { return record }
            case .quoted:
                let runStart = index
                while index < end {
                    let byte = bytes[index]
                    if byte == Self.quote { break }
                    if byte == Self.cr || (byte == Self.lf && !quotedCR) { line += 1 }
                    quotedCR = byte == Self.cr
                    index += 1
                }
                if let failure = save(bytes, runStart..<index) { return failure }
                if index < end {
                    state = .quoteInQuoted
                    quotedCR = false
                    index += 1
                }
            case .quoteInQuoted:
                let byte = bytes[index]
                if byte == Self.quote {
                    field.append(byte)  // a doubled quote
                    state = .quoted
                    index += 1
                } else if byte == separator || byte == Self.cr || byte == Self.lf {
                    if let failure = finishField(bytes, index..<index) { return failure }
                    index += 1
                    if let record = endField(with: byte) { return record }
                } else {
                    state = .unquoted  // lenient: text after the closing quote joins the field
                }
            }
        }
        return nil
    }

    /// Keeps a run of field bytes for later; nil unless a quoted field grew too long. An unquoted one that
    /// does spoils only its record: its bytes are dropped until the field ends.
    private mutating func save(_ bytes: UnsafeBufferPointer<UInt8>, _ run: Range<Int>) -> Outcome? {
        if fieldTooLong { return nil }
        guard field.count + run.count <= maximumFieldLength else {
            guard state == .unquoted else { return tooLong() }
            noteTooLong()
            return nil
        }
        field.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run]))
        return nil
    }

    /// A quoted field too long to be real: the closing quote is missing, and nothing after it can be read.
    private mutating func tooLong() -> Outcome {
        finished = true
        let message = "a quoted field is longer than \(maximumFieldLength) bytes (is a closing quote missing?)"
        return .failure(CSVError(line: fieldLine, message: message))
    }

    private mutating func noteTooLong() {
        fieldTooLong = true
        field.removeAll(keepingCapacity: false)
        if recordError == nil {
            recordError = CSVError(
                line: fieldLine, message: "a field is longer than \(maximumFieldLength) bytes", isRecoverable: true)
        }
    }

    /// Decodes the field (saved bytes plus `run`) and adds it to the record; nil unless it was too long.
    private mutating func finishField(_ bytes: UnsafeBufferPointer<UInt8>, _ run: Range<Int>) -> Outcome? {
        let decoded: String?
        if fieldTooLong {
            fieldTooLong = false
            decoded = ""
        } else if field.isEmpty {
            // The common case: the whole field sits in this chunk, so it is decoded in place.
            guard run.count <= maximumFieldLength else {
                guard state == .unquoted else { return tooLong() }
                noteTooLong()
                fieldTooLong = false
                fields.append("")
                return nil
            }
            let run = UnsafeBufferPointer(rebasing: bytes[run])
            decoded = Self.decode(run, from: fieldLine, error: &recordError)
        } else {
            if let failure = save(bytes, run) { return failure }
            decoded = field.withUnsafeBufferPointer { Self.decode($0, from: fieldLine, error: &recordError) }
            field.removeAll(keepingCapacity: true)
        }
        fields.append(decoded ?? "")
        return nil
    }

    /// Acts on the byte that ended a field: a comma starts the next field, a line break ends the record.
    private mutating func endField(with byte: UInt8) -> Outcome? {
        if byte == separator { state = .fieldStart; return nil }
        line += 1
        state = byte == Self.cr ? .afterCR : .recordStart
        let record = CSVRecord(fields: fields, line: recordLine)
        fields = []
        fields.reserveCapacity(record.fields.count)
        // A record with invalid UTF-8 or an over-long field is dropped whole; the reader stands at the next one.
        defer { recordError = nil }
        return recordError.map { .failure($0) } ?? .success(record)
    }

    private mutating func finishAtEnd() -> Outcome? {
        switch state {
        case .recordStart, .afterCR:
            return nil
        case .quoted:
            return .failure(CSVError(line: fieldLine, message: "a quoted field is not closed at the end"))
        case .fieldStart, .unquoted, .quoteInQuoted:
            // .fieldStart here means the last byte was a comma: the record ends with an empty field.
            let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
            return finishField(empty, 0..<0) ?? endField(with: Self.lf)
        }
    }

    /// The bytes as a String; or nil, after noting the line of the first invalid byte in `error` (unless an
    /// earlier field of the record failed already).
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, from line: Int, error: inout CSVError?)
        -> String? {
        // Not `String(validating:)`: unspecialised, it cost a generic-metadata lookup per field (40 % of the
        // time). Decoding repairs bad bytes instead, and a repaired string differs from its input.
        let text = String(decoding: bytes, as: UTF8.self)
        if !bytes.contains(where: { $0 >= 0x80 }) || text.utf8.elementsEqual(bytes) { return text }
        guard error == nil else { return nil }
        var iterator = bytes.makeIterator(), parser = Unicode.UTF8.ForwardParser(), offset = 0
        while case .valid(let scalar) = parser.parseScalar(from: &iterator) { offset += scalar.count }
        // Counted as the scanner counts: CR, LF and CRLF each end one line.
        let breaks = (0..<offset).count { index in
            bytes[index] == cr || (bytes[index] == lf && (index == 0 || bytes[index - 1] != cr))
        }
        error = CSVError(line: line + breaks, message: "invalid UTF-8 (byte \(offset + 1) of a field)", isRecoverable: true)
        return nil
    }
}
