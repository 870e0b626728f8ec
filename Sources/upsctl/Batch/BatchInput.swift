import Shared

/// The rows of a batch, read as a stream from a CSV or NDJSON file or standard input.
struct BatchInput {
    enum Format: String, CaseIterable {
        case csv, ndjson
    }

    private var csv: CSVReader?
    private var ndjson: NDJSONReader?
    private var mapping: [String: Int] = [:]
    /// The CSV header as given, for CSV output.
    private(set) var header: [String] = []

    /// Opens the input and, for CSV, reads and checks the header: no address column is exit 65 before any
    /// request is made.
    init(source: any InputSource, format: Format) throws {
        switch format {
        case .ndjson:
            ndjson = NDJSONReader(source: source)
        case .csv:
            var reader = CSVReader(source: source)
            guard let first = try Self.read(&reader) else {
                throw ToolError(.dataError, "the input is empty: expected a CSV header row")
            }
            header = first.fields
            mapping = HeaderMatcher.map(header: header, aliases: BatchRow.aliases)
            guard BatchRow.addressColumns.contains(where: { mapping[$0] != nil }) else {
                throw ToolError(
                    .dataError, "the CSV header has no address columns",
                    hints: ["Expected some of: address1 (or street, address), address2, city, state, "
                            + "postal_code (or zip); found: \(header.joined(separator: ", "))."])
            }
            csv = reader
        }
    }

    /// The next row, or nil at the end. A row that is malformed on its own is returned with its problem;
    /// a file that cannot be read on (an unterminated quote) is exit 65, naming the line.
    mutating func next() throws -> BatchRow? {
        if var reader = csv {
            // Keep one copy of the reader while it works, so its buffers are not copied on every row.
            csv = nil
            defer { csv = reader }
            let record: CSVRecord
            do {
                guard let next = try reader.next() else { return nil }
                record = next
            } catch {
                // A record spoilt on its own (bad UTF-8, an over-long field) is that row's error record.
                guard error.isRecoverable else { throw Self.failure(error, midway: true) }
                return BatchRow(line: error.line, fields: [], problem: "\(error.message) at line \(error.line)")
            }
            if record.fields.count > header.count {
                return BatchRow(
                    line: record.line, fields: record.fields,
                    problem: "the row has \(record.fields.count) fields but the header has \(header.count)")
            }
            let mapping = self.mapping
            return BatchRow(line: record.line, fields: record.fields) { name in
                mapping[name].flatMap { $0 < record.fields.count ? record.fields[$0].trimmedWhitespace : nil }
            }
        }
        guard var reader = ndjson else { return nil }
        ndjson = nil
        defer { ndjson = reader }
        return try Self.nextNDJSON(&reader)
    }

    private static func read(_ reader: inout CSVReader) throws -> CSVRecord? {
        do {
            return try reader.next()
        } catch {
            throw failure(error)
        }
    }

    /// - Parameter midway: rows before this one were read; each of them gets its record before the exit.
    private static func failure(_ error: CSVError, midway: Bool = false) -> any Error {
        if let readError = error.readError { return readError }
        return ToolError(
            .dataError, "malformed CSV at line \(error.line): \(error.message)",
            hints: midway ? ["Every row before line \(error.line) has its record; the rest of the input was not read."] : [])
    }

    private static func nextNDJSON(_ reader: inout NDJSONReader) throws -> BatchRow? {
        let item: NDJSONItem?
        do {
            item = try reader.next()
        } catch {
            // Only a failing read ends the batch; a bad line is that row's error record.
            if let readError = error.readError { throw readError }
            throw ToolError(.dataError, "malformed NDJSON at line \(error.line): \(error.message)")
        }
        guard let item else { return nil }
        guard let object = item.object else {
            return BatchRow(line: item.line, fields: [], problem: item.error?.message ?? "not a JSON object")
        }
        let keys = object.keys
        let mapping = HeaderMatcher.map(header: keys, aliases: aliases)
        return BatchRow(line: item.line, fields: []) { name in
            mapping[name].flatMap { object[keys[$0]]?.plainText.trimmedWhitespace }
        }
    }

    private static var aliases: [String: [String]] { BatchRow.aliases }
}
