/// The state machine of `CSVReader`: a chunk's bytes scanned into fields and records, with the errors
/// found on the way. Kept apart from the reader's buffering and offsets, which say where it stands in
/// the input; this says what the bytes mean.
extension CSVReader {
    /// Runs the state machine from `position` until a record ends (returned) or the chunk is used up
    /// (nil; a partial field is saved in `field`). Plain runs of field bytes are skipped in tight loops.
    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome? {
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

    mutating func finishAtEnd() -> Outcome? {
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
