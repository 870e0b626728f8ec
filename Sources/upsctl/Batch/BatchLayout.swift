import Shared

/// How a batch's records will be written, decided before any file is touched: the format, the CSV
/// columns, and `--fields` checked against the record's names. A usage error here must not empty the
/// file of a run that is to be resumed, and `--resume` checks a file against the columns decided here.
struct BatchLayout {
    /// The printer for the records: plain, and as wide as it likes, when they go to a file.
    var printer: OutputPrinter
    let format: OutputFormat
    /// The CSV (and `--fields` table) columns; empty for json and ndjson.
    let columns: [String]
    let toFile: Bool

    init(context: CommandContext, header: [String], toFile: Bool) throws {
        let command = context.command
        printer = try context.output()
        if toFile {
            printer.isTerminal = false
            printer.width = nil
            printer.style = TextStyle(enabled: false)
        }
        format = printer.format(isStream: true)
        if toFile, format != .ndjson, format != .csv {
            throw UsageError(
                "--output-file writes ndjson or csv, one record at a time; -o \(format.rawValue) is for stdout",
                commandPath: command.path)
        }
        switch format {
        case .json, .ndjson:
            // A candidate's keys vary with what UPS returns: declared without members, any path inside it is taken.
            try printer.fields?.requireKnown(in: BatchRecord.shape, commandPath: command.path)
            columns = []
        case .csv, .table:
            try printer.fields?.requireKnown(BatchRecord.rowFields(header: header), commandPath: command.path)
            columns = printer.fields?.paths ?? (header + BatchRecord.resultColumns)
        }
        self.toFile = toFile
    }
}
