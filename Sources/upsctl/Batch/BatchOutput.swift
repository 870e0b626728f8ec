import Shared

/// Where a batch's records go, in the shape `BatchLayout` decided: stdout in any format, or
/// `--output-file` in ndjson or csv (a table waits for its last record, and neither it nor a JSON array
/// can be resumed). `--fields` picks the record's keys for json and ndjson, and the columns
/// (`BatchRecord.rowFields`) for csv and table.
final class BatchOutput: Sendable {
    let format: OutputFormat
    private let sink: any OutputSink
    private let stream: RecordStream
    private let header: [String]
    private let columns: [String]
    /// CSV with the input columns and every result column, as `-o csv` writes without `--fields`.
    private let isDefaultCSV: Bool
    /// What starts the line under an address that says why its row failed, in a table (`TextStyle`).
    private let continuation: String
    /// Records go to the same terminal as the progress line, which must be cleared before each one.
    let sharesTerminal: Bool

    /// Records to stdout.
    convenience init(context: CommandContext, header: [String]) throws {
        try self.init(context: context, header: header, layout: BatchLayout(context: context, header: header, toFile: false))
    }

    /// Records as `layout` says, to `file` when it goes to one (`--output-file`, opened once the layout
    /// is known and a resume planned).
    init(context: CommandContext, header: [String], layout: BatchLayout, file: (any OutputSink)? = nil) {
        var printer = layout.printer
        format = layout.format
        columns = layout.columns
        self.header = header
        isDefaultCSV = format == .csv && printer.fields == nil
        continuation = printer.style.continuation
        if let file { printer.sink = file }
        sink = printer.sink
        // Records go to the terminal as rows finish, a table too (in widths fixed from the declarations and
        // the terminal's); to a pipe or file a table is written at the end, once its widths are known.
        let classifies = (context.command[ValidateOptions.mode] ?? .validate) != .validate
        stream = printer.stream(
            columns: printer.fields == nil ? BatchRecord.tableColumns(classifies: classifies) : nil, checksFields: false,
            streamsOnTerminal: true)
        sharesTerminal = !layout.toFile && (format != .table || stream.streamsTable)
            && context.environment.io.stdoutIsTerminal && context.environment.io.stderrIsTerminal
    }

    /// The CSV header row, for a new file or stdout (a resumed file has it already).
    var csvHeader: [String] { columns }

    func writeHeader() {
        guard format == .csv else { return }
        sink.write(CSVWriter.row(columns))
        sink.flush()
    }

    func write(_ record: BatchRecord) {
        if let earlier = record.earlier { return writeEarlier(earlier) }
        switch format {
        case .csv:
            let fields: [String]
            if isDefaultCSV {
                fields = record.csvFields(inputWidth: header.count)  // by position: header names may repeat
            } else {
                let row = record.tableRow(header: header)
                fields = columns.map { row[$0]?.plainText ?? "" }
            }
            sink.write(CSVWriter.row(fields))
            sink.flush()
        // The stream checks no `--fields`: this type checked them against its own names.
        case .table:
            stream.append(record.tableRow(header: header, continuation: continuation))
        case .json, .ndjson:
            stream.append(record.json)
        }
    }

    /// A record an earlier run wrote (`--resume`), as it was: only ndjson and csv go to a file.
    func writeEarlier(_ text: String) {
        sink.write(text)
        sink.flush()
    }

    /// The write that failed, after which nothing more reaches the output.
    var failure: WriteFailure? { sink.failure }

    func finish() {
        if format != .csv { stream.finish() }
        sink.flush()
    }
}
