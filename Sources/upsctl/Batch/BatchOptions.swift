import Shared

/// The options of a batch (`upsctl validate --input`), read and checked once: a wrong one is exit 64
/// before the input is opened.
struct BatchOptions {
    var inputPath: String
    var format: BatchInput.Format
    var concurrency: Int
    var layout: BatchInput.Layout
    var outputFile: String?
    var resume: Bool
    /// `--fail-on`: the verdicts that fail the batch besides errors.
    var gate: VerdictGate

    /// The options that only mean something with `--input`.
    static let batchOnly = [
        ValidateOptions.inputFormat.long, ValidateOptions.concurrency.long, ValidateOptions.rate.long,
        ValidateOptions.column.long, ValidateOptions.delimiter.long, ValidateOptions.outputFile.long,
        ValidateOptions.resume.long, ValidateOptions.progress.long, VerdictGate.option.long, BatchShard.option.long,
    ]

    /// Usage error for a batch option given to a single-address validation.
    static func refuseWithoutInput(_ command: ParsedCommand) throws {
        guard let given = batchOnly.first(where: { command.values[$0] != nil }) else { return }
        throw UsageError("--\(given) applies to a batch; add --input FILE (or - for stdin)", commandPath: command.path)
    }

    init(_ command: ParsedCommand) throws {
        typealias O = ValidateOptions
        inputPath = command[O.input] ?? "-"
        format = command[O.inputFormat]
            ?? (inputPath.hasSuffix(".ndjson") || inputPath.hasSuffix(".jsonl") ? .ndjson : .csv)
        concurrency = command[O.concurrency] ?? 8
        layout = BatchInput.Layout(regional: command[O.regional])
        layout.overrides = try BatchColumns.overrides(command[O.column], commandPath: command.path)
        layout.shard = try command[BatchShard.option].map { try BatchShard.parse($0, commandPath: command.path) }
        if let text = command[O.delimiter] {
            guard let byte = CSVDelimiter.parse(text) else {
                throw UsageError("--delimiter must be one of , ; | or tab (\\t), not '\(text)'", commandPath: command.path)
            }
            guard format == .csv else {
                throw UsageError("--delimiter applies to CSV input, not ndjson", commandPath: command.path)
            }
            layout.delimiter = byte
        }
        outputFile = command[O.outputFile]
        resume = command[O.resume]
        gate = try VerdictGate(command)
        if resume, outputFile == nil {
            throw UsageError(
                "--resume continues the records in --output-file FILE; name the file", commandPath: command.path)
        }
    }
}
