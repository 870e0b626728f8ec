/// Why one NDJSON line, or the whole input, could not be read.
public struct NDJSONError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The physical line, 1-based.
    public var line: Int
    public var message: String
    /// Set when the source itself failed to read; such an error is thrown, never returned as an item.
    public var readError: FileSystemError?

    public init(line: Int, message: String, readError: FileSystemError? = nil) {
        self.line = line
        self.message = message
        self.readError = readError
    }

    public var description: String { "line \(line): \(message)" }
}

/// One non-blank NDJSON line: the object it holds, or why it holds none.
public struct NDJSONItem: Sendable, Equatable {
    /// The physical line, 1-based.
    public var line: Int
    public var result: Result<JSONObject, NDJSONError>

    public init(line: Int, result: Result<JSONObject, NDJSONError>) {
        self.line = line
        self.result = result
    }

    public var object: JSONObject? { try? result.get() }
    public var error: NDJSONError? { if case .failure(let error) = result { error } else { nil } }
}

/// Reads newline-delimited JSON (one object per line) from an `InputSource` as a stream.
///
/// A bad line does not end the input: `next()` returns it as an item whose `result` is a failure (not
/// JSON, not an object, invalid UTF-8, too long), so a batch can write an error record for that row and go
/// on. Only a failed read of the source is thrown.
///
/// Lines end at LF or CRLF; blank lines (empty or only spaces and tabs) are skipped but counted; a leading
/// byte-order mark is skipped.
public struct NDJSONReader {
    private var lines: LineReader

    /// - Parameter maximumLineLength: longer lines become error items (their rest is skipped unread).
    public init(source: any InputSource, maximumLineLength: Int = 1 << 20) {
        lines = LineReader(source: source, maximumLineLength: maximumLineLength)
    }

    /// Whether bytes are buffered, so the next item most likely needs no read.
    public var hasBufferedInput: Bool { lines.hasBufferedInput }

    /// The bytes of the lines read so far, line breaks included.
    public private(set) var bytesTaken = 0

    /// The next non-blank line as an object or an error item, or nil at the end of input.
    public mutating func next() throws(NDJSONError) -> NDJSONItem? {
        while true {
            let next: LineReader.Line?
            do {
                next = try lines.next()
            } catch {
                let line = lines.lineNumber + 1
                throw NDJSONError(line: line, message: "cannot read input: \(error.reason)", readError: error)
            }
            guard let line = next else { return nil }
            bytesTaken += line.bytes.count + 1
            if line.bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            return NDJSONItem(line: line.number, result: Self.object(in: line))
        }
    }

    private static func object(in line: LineReader.Line) -> Result<JSONObject, NDJSONError> {
        func failure(_ message: String) -> Result<JSONObject, NDJSONError> {
            .failure(NDJSONError(line: line.number, message: message))
        }
        if line.isTooLong { return failure("the line is longer than \(line.bytes.count) bytes") }
        // JSONParser decodes strings leniently (bad bytes become U+FFFD); input data must not be altered
        // silently, so the line is checked first. ASCII, the usual case, needs no decoding. A repaired
        // decoding differs from its input; `String(validating:)` would be an unspecialised generic call.
        if line.bytes.contains(where: { $0 >= 0x80 }),
           !String(decoding: line.bytes, as: UTF8.self).utf8.elementsEqual(line.bytes) {
            return failure("invalid UTF-8")
        }
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes: line.bytes)
        } catch {
            return failure("invalid JSON at column \(error.offset + 1): \(error.reason)")
        }
        guard case .object(let object) = value else { return failure("the line is not a JSON object") }
        return .success(object)
    }
}
