import Synchronization

/// Results written one at a time. NDJSON lines are flushed as each record arrives; CSV writes its header
/// with the first record; a table or JSON array needs every record, so it is written by `finish()`.
public final class RecordStream: Sendable {
    private let printer: OutputPrinter
    public let format: OutputFormat
    private let declaredColumns: [TableColumn]?
    private let state = Mutex<State>(State())

    private struct State {
        var buffered: [JSONValue] = []
        var csvColumns: [TableColumn]?
        var finished = false
    }

    init(printer: OutputPrinter, format: OutputFormat, declaredColumns: [TableColumn]?) {
        self.printer = printer
        self.format = format
        self.declaredColumns = declaredColumns
    }

    public func write(_ record: JSONValue) {
        switch format {
        case .ndjson:
            printer.writeLine(record)
        case .csv:
            state.withLock { state in
                if state.csvColumns == nil {
                    let columns = printer.chosenColumns(declared: declaredColumns, records: [record])
                    state.csvColumns = columns
                    printer.sink.write(CSVWriter.row(columns.map(\.path)))
                }
                printer.sink.write(CSVWriter.row(state.csvColumns!.map { $0.cell(in: record) }))
                printer.sink.flush()
            }
        case .table, .json:
            state.withLock { $0.buffered.append(record) }
        }
    }

    /// Runs `body`, which writes to this stream, then finishes the stream whether `body` returned or
    /// threw: records already written stay printed, and an error follows them.
    public func finishing<T>(_ body: () async throws -> T) async throws -> T {
        do {
            let result = try await body()
            finish()
            return result
        } catch {
            finish()
            throw error
        }
    }

    /// Writes what was held back. Safe to call more than once.
    public func finish() {
        let records: [JSONValue]? = state.withLock { state in
            guard !state.finished else { return nil }
            state.finished = true
            return state.buffered
        }
        guard let records else { return }
        switch format {
        case .json:
            let value = JSONValue.array(records.map { printer.fields?.apply(to: $0) ?? $0 })
            printer.sink.write((printer.isTerminal ? JSONWriter.pretty(value) : JSONWriter.compact(value)) + "\n")
        case .table:
            let columns = printer.chosenColumns(declared: declaredColumns, records: records)
            if !records.isEmpty { printer.sink.write(printer.table(columns).render(records)) }
        case .csv:
            let wroteHeader = state.withLock { $0.csvColumns != nil }
            if !wroteHeader, let columns = printer.fields?.columns ?? declaredColumns {
                printer.sink.write(CSVWriter.row(columns.map(\.path)))
            }
        case .ndjson:
            break
        }
        printer.sink.flush()
    }
}
