import Synchronization

/// Results written one at a time. NDJSON lines and the elements of a JSON array are flushed as each
/// record arrives (the array is closed by `finish()`), so memory stays flat however long a listing or a
/// batch is; CSV writes its header with the first record; a table needs every record (for its column
/// widths), so it is written by `finish()`. Work that fails before its first record writes nothing
/// (`finishing`).
public final class RecordStream: Sendable {
    private let printer: OutputPrinter
    public let format: OutputFormat
    private let declaredColumns: [TableColumn]?
    /// A table written row by row as records come, in widths fixed from the declarations.
    public let streamsTable: Bool
    private let state: Mutex<State>

    private struct State {
        var buffered: [JSONValue] = []
        /// JSON array elements written so far.
        var written = 0
        /// Records handed to the stream so far, in any format: none when `finishing`'s work fails means
        /// nothing at all is written.
        var appended = 0
        var csvColumns: [CSVColumn]?
        /// A streamed table, laid out once when its header is written: from the declarations and, for a
        /// listing, the records of its first page (`sample`, given by `measure`).
        var streamed: StreamedTable?
        var sample: [JSONValue] = []
        var finished = false
        /// Whether `--fields` still has to be checked against the first records.
        var checksFields: Bool
    }

    /// A table written row by row: its renderer and the widths fixed for it.
    private struct StreamedTable {
        var table: TableRenderer
        var widths: [Int?]
        /// The columns whose longer later values run on whole (`TableRenderer.streamWidths`).
        var whole: [Bool]
    }

    init(printer: OutputPrinter, format: OutputFormat, declaredColumns: [TableColumn]?, checksFields: Bool, streamsTable: Bool = false) {
        self.printer = printer
        self.format = format
        self.declaredColumns = declaredColumns
        self.streamsTable = streamsTable && format == .table && declaredColumns != nil
        state = Mutex(State(checksFields: checksFields && printer.fields != nil))
    }

    /// Checks `--fields` against the first records to be written (a listing's first page), once: a name
    /// none of them has is exit 64 before anything is written. Later records are not checked, since
    /// records of one listing share their shape.
    public func check(_ sample: [JSONValue]) throws(UsageError) {
        let pending = state.withLock { state in
            defer { state.checksFields = false }
            return state.checksFields
        }
        guard pending, let fields = printer.fields else { return }
        do {
            try fields.requirePresent(in: sample, declared: declaredColumns, commandPath: printer.commandPath)
        } catch {
            // Nothing at all is written after a usage error, not even the CSV header or an empty array.
            state.withLock { $0.finished = true }
            throw error
        }
    }

    /// Writes one record, and throws as soon as the output failed (`WriteFailure`), so a listing or a
    /// batch stops asking for more than it can write.
    public func write(_ record: JSONValue) throws {
        try check([record])
        append(record)
        try printer.sink.checkWritten()
    }

    /// Whether `check` or `measure` would read the records given them (`--fields` not checked yet, a table
    /// not laid out yet): a listing that keeps its pages as text builds a page for them only then.
    public var takesSample: Bool {
        state.withLock { state in state.checksFields || (streamsTable && state.streamed == nil) }
    }

    /// The records about to be written first (a listing's first page): a table streamed to a terminal
    /// takes its column widths from them as well as from the declarations. Later pages keep those widths.
    public func measure(_ records: [JSONValue]) {
        guard streamsTable else { return }
        state.withLock { state in
            if state.streamed == nil { state.sample = records }
        }
    }

    /// Writes `record` without checking `--fields` against it: for a stream made with `checksFields:
    /// false`, whose owner checked the names against its records' fixed shape (upsctl's batch).
    public func append(_ record: JSONValue) {
        state.withLock { $0.appended += 1 }
        switch format {
        case .ndjson:
            printer.writeLine(record)
        case .csv:
            state.withLock { state in
                if state.csvColumns == nil {
                    let columns = CSVColumn.chosen(fields: printer.fields, declared: declaredColumns, records: [record])
                    state.csvColumns = columns
                    printer.sink.write(CSVColumn.header(columns))
                }
                printer.sink.write(CSVColumn.row(state.csvColumns!, of: record))
                printer.sink.flush()
            }
        case .json:
            // The bytes `JSONWriter` gives for the whole array, one element at a time.
            let selected = printer.fields?.apply(to: record) ?? record
            let indent = jsonIndent
            state.withLock { state in
                guard !state.finished else { return }  // the array is closed
                var bytes: [UInt8] = []
                JSONWriter.beginArrayElement(isFirst: state.written == 0, indent: indent, into: &bytes)
                JSONWriter.write(selected, into: &bytes, indent: indent, depth: 1)
                state.written += 1
                printer.sink.write(bytes: bytes)
                printer.sink.flush()
            }
        case .table where streamsTable:
            state.withLock { state in
                guard !state.finished else { return }
                if state.streamed == nil {
                    let table = printer.table(printer.chosenColumns(declared: declaredColumns, records: []))
                    let layout = table.streamWidths(sample: state.sample.isEmpty ? [record] : state.sample)
                    state.streamed = StreamedTable(table: table, widths: layout.widths, whole: layout.whole)
                    state.sample = []
                    printer.sink.write(table.header(widths: layout.widths))
                }
                let streamed = state.streamed!
                printer.sink.write(streamed.table.row(record, widths: streamed.widths, whole: streamed.whole))
                printer.sink.flush()
            }
        case .table:
            state.withLock { $0.buffered.append(record) }
        }
    }

    /// Runs `body`, which writes to this stream, then finishes the stream whether `body` returned or
    /// threw: records already written stay printed, and an error follows them.
    ///
    /// When `body` throws before its first record, nothing at all is written, not `[]` nor a CSV header
    /// nor "No … found": a list whose first request failed must not read as an empty one to a script that
    /// ignores the exit code. (A dry run that printed the first request instead of sending it ends here
    /// too: an empty `[]` after the request would read as an answer.) An empty list that ended well is
    /// still the whole empty document.
    public func finishing<T>(_ body: () async throws -> T) async throws -> T {
        do {
            let result = try await body()
            finish()
            return result
        } catch {
            let opened = state.withLock { state in
                if state.appended == 0 { state.finished = true }
                return state.appended > 0
            }
            if opened { finish() }
            throw error
        }
    }

    /// Pretty JSON on a terminal, compact otherwise.
    private var jsonIndent: Int? { printer.isTerminal ? 2 : nil }

    /// Writes what was held back. Safe to call more than once.
    public func finish() {
        let held: (records: [JSONValue], written: Int)? = state.withLock { state in
            guard !state.finished else { return nil }
            state.finished = true
            return (state.buffered, state.written)
        }
        guard let (records, written) = held else { return }
        switch format {
        case .json:
            printer.sink.write(bytes: JSONWriter.endArray(count: written, indent: jsonIndent))
        case .table:
            let columns = printer.chosenColumns(declared: declaredColumns, records: records)
            if !records.isEmpty { printer.sink.write(printer.table(columns).render(records)) }
            if records.isEmpty && state.withLock({ $0.streamed == nil }) { printer.saysEmpty?() }
        case .csv:
            let wroteHeader = state.withLock { $0.csvColumns != nil }
            if !wroteHeader, printer.fields != nil || declaredColumns != nil {
                printer.sink.write(CSVColumn.header(CSVColumn.chosen(fields: printer.fields, declared: declaredColumns, records: [])))
            }
        case .ndjson:
            break
        }
        printer.sink.flush()
    }
}
