import Shared

/// The rows of a batch, read as a stream from a CSV or NDJSON file or standard input.
struct BatchInput {
    enum Format: String, CaseIterable {
        case csv, ndjson
    }

    /// How the input's columns are read: `--delimiter` (nil: detected from the header), `--column`, and
    /// whether the batch is `--regional` (which needs no street column).
    struct Layout {
        var delimiter: UInt8?
        var overrides: [(field: String, header: String)] = []
        var regional = false
        /// `--shard I/N`: only this share of the data rows is read; the others are passed over.
        var shard: BatchShard?
    }

    let format: Format
    private let source: any InputSource
    private var csv: CSVReader?
    private var ndjson: NDJSONReader?
    private var columns: BatchColumns?
    /// The id column's position, looked up once (every row's id is read when a batch resumes).
    private var idColumn: Int?
    private let overrides: [(field: String, header: String)]
    private let shard: BatchShard?
    /// Data rows passed so far, this shard's or not: the position that decides a row's shard.
    private var position = 0
    /// The CSV header as given, for CSV output.
    private(set) var header: [String] = []
    /// Rows read so far, and about how many bytes they and the header took (for the time left).
    private(set) var rowsRead = 0
    private(set) var bytesTaken = 0
    /// The columns no field reads (CSV), to be named once as ignored.
    var ignoredColumns: [String] { columns?.ignored ?? [] }

    /// Which header became which field, in file order (CSV; NDJSON keys are the field names).
    var fieldMapping: [(header: String, field: String)] {
        guard let columns else { return [] }
        return columns.index.sorted { $0.value < $1.value }.map { (header[$0.value], $0.key) }
    }

    /// Opens the input and, for CSV, reads and checks the header: no street column is exit 65 before any
    /// request is made.
    init(source: any InputSource, format: Format, layout: Layout) throws {
        overrides = layout.overrides
        shard = layout.shard
        self.source = source
        self.format = format
        switch format {
        case .ndjson:
            ndjson = NDJSONReader(source: source)
        case .csv:
            var reader = CSVReader(source: source, delimiter: layout.delimiter)
            guard let first = try Self.read(&reader) else {
                throw ToolError(.dataError, "the input is empty: expected a CSV header row")
            }
            header = first.fields
            bytesTaken = Self.bytes(of: first.fields)
            let columns = BatchColumns(header: header, overrides: layout.overrides)
            try columns.requireOverridesMatched()
            try columns.requireAddress(regional: layout.regional)
            self.columns = columns
            idColumn = columns.index["id"]
            csv = reader
        }
    }

    /// Whether the next row can be read without waiting: it is buffered, or the input has bytes (or its
    /// end) now. False while a person at the terminal has not typed the next row yet.
    var hasRowNow: Bool {
        if let csv { return csv.hasBufferedLineBreak || source.hasInputNow() }
        if let ndjson { return ndjson.hasBufferedInput || source.hasInputNow() }
        return true
    }

    /// The next row, or nil at the end. A row that is malformed on its own is returned with its problem;
    /// a file that cannot be read on (an unterminated quote) is exit 65, naming the line.
    mutating func next() throws -> BatchRow? {
        if csv != nil {
            guard let (record, problem) = try nextRecord() else { return nil }
            rowsRead += 1
            bytesTaken += Self.bytes(of: record.fields)
            if let problem { return BatchRow(line: record.line, fields: [], problem: problem) }
            return row(from: record)
        }
        guard var reader = ndjson else { return nil }
        ndjson = nil
        defer { ndjson = reader }
        var row = try Self.nextNDJSON(&reader, overrides: overrides)
        while row != nil, !takesNextRow() { row = try Self.nextNDJSON(&reader, overrides: overrides) }
        if row != nil { rowsRead += 1 }
        bytesTaken = reader.bytesTaken
        return row
    }

    /// Whether the next data row is this shard's; counts it either way.
    private mutating func takesNextRow() -> Bool {
        defer { position += 1 }
        return shard?.owns(position) ?? true
    }

    /// About the bytes a CSV record took: its fields, a delimiter between them and the line break (the
    /// quotes are not counted; it is for an estimate).
    private static func bytes(of fields: [String]) -> Int {
        fields.reduce(max(1, fields.count)) { $0 + $1.utf8.count }
    }

    /// The next CSV record as read (a row's line and fields, not yet judged); nil at the end. A record
    /// spoilt on its own (bad UTF-8, an over-long field) comes back empty at its line, with the problem.
    mutating func nextRecord() throws -> (CSVRecord, problem: String?)? {
        guard var reader = csv else { return nil }
        // Keep one copy of the reader while it works, so its buffers are not copied on every row.
        csv = nil
        defer { csv = reader }
        while true {
            let read: (CSVRecord, problem: String?)?
            do {
                read = try reader.next().map { ($0, nil) }
            } catch {
                guard error.isRecoverable else { throw Self.failure(error, midway: true) }
                read = (CSVRecord(fields: [], line: error.line), "\(error.message) at line \(error.line)")
            }
            guard let read else { return nil }
            if takesNextRow() { return read }
            // Another shard's row: its bytes still count toward how far the file was read.
            bytesTaken += Self.bytes(of: read.0.fields)
        }
    }

    /// The id of a CSV record (its id column), for checking a resumed batch's output against the input.
    func id(of record: CSVRecord) -> String? {
        guard let column = idColumn, column < record.fields.count else { return nil }
        return record.fields[column].trimmedWhitespace
    }

    private func row(from record: CSVRecord) -> BatchRow {
        if record.fields.count > header.count {
            return BatchRow(
                line: record.line, id: id(of: record), fields: record.fields,
                problem: "the row has \(record.fields.count) fields but the header has \(header.count)")
        }
        let index = columns?.index ?? [:]
        return BatchRow(line: record.line, fields: record.fields) { name in
            index[name].flatMap { $0 < record.fields.count ? record.fields[$0].trimmedWhitespace : nil }
        }
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

    private static func nextNDJSON(
        _ reader: inout NDJSONReader, overrides: [(field: String, header: String)]
    ) throws -> BatchRow? {
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
        return NDJSONRow.row(line: item.line, object: object, overrides: overrides)
    }
}
