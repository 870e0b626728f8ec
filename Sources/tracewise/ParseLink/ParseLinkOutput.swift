import Shared

/// Writes `parse-link`'s records to stdout as they come, in the chosen format, holding none of them:
/// a million URIs take the same memory as one.
///
/// Bytes collect in one reusable buffer and go out through the sink's bulk path when it passes
/// `flushThreshold`, at the end, and whenever the command is about to wait for more input (`flush()`),
/// so NDJSON lines appear as soon as they are known to a person typing, and in large writes from a file.
/// - `ndjson`: one compact object per line.
/// - `json`: one record alone when the command was given one URI argument; otherwise an array streamed
///   as `[`, records separated by commas, `]`. Pretty (2 spaces) on a terminal, compact otherwise.
/// - `table`: per URI, its line, then AI, TITLE and VALUE rows (or the error), then a blank line.
/// - `csv`: one row per element (`ParseLinkTextRenderer.csvHeader`).
/// `--fields` picks the keys of json and ndjson records (through `JSONValue`, the slow path).
struct ParseLinkOutput {
    let format: OutputFormat
    /// `json` of a single result: the object alone, not an array.
    let isSingle: Bool
    let isPretty: Bool
    let fields: FieldSelection?
    let table: TableRenderer
    private let sink: any OutputSink
    private let buffer = OutputByteBuffer(capacity: flushThreshold + 64 * 1024)
    private var count = 0
    static let flushThreshold = 256 * 1024

    init(format: OutputFormat, isSingle: Bool, isPretty: Bool, fields: FieldSelection?, table: TableRenderer, sink: any OutputSink) {
        self.format = format
        self.isSingle = isSingle
        self.isPretty = isPretty
        self.fields = fields
        self.table = table
        self.sink = sink
    }

    /// The output for a command's context: `-o`/`TRACEWISE_OUTPUT`, else the toolkit's default (a table on
    /// a terminal; json for one URI argument, ndjson for several or for stdin).
    static func make(_ context: CommandContext, isSingle: Bool) throws -> ParseLinkOutput {
        let printer = try context.output()
        return ParseLinkOutput(
            format: printer.format(isStream: !isSingle), isSingle: isSingle, isPretty: printer.isTerminal,
            fields: printer.fields,
            table: TableRenderer(columns: ParseLinkTextRenderer.tableColumns, maxWidth: context.tableWidth, style: context.stdoutStyle),
            sink: printer.sink)
    }

    mutating func write(_ record: ParseLinkRecord) {
        switch format {
        case .ndjson:
            appendJSON(record, pretty: false, depth: 0)
            buffer.append(byte: 0x0A)
        case .json:
            if isSingle {
                appendJSON(record, pretty: isPretty, depth: 0)
                buffer.append(byte: 0x0A)
            } else {
                buffer.append(byte: count == 0 ? UInt8(ascii: "[") : UInt8(ascii: ","))
                if isPretty { buffer.append("\n  ") }
                appendJSON(record, pretty: isPretty, depth: 1)
            }
        case .table:
            buffer.append(ParseLinkTextRenderer.tableBlock(record, renderer: table))
        case .csv:
            if count == 0 { buffer.append(ParseLinkTextRenderer.csvHeader) }
            buffer.append(ParseLinkTextRenderer.csvRows(record))
        }
        count += 1
        if buffer.count >= Self.flushThreshold { flush() }
    }

    /// Closes what the format opened (the JSON array) and delivers everything.
    mutating func finish() {
        buffer.append(closingBytes)
        flush()
    }

    /// What `finish()` adds at this point: the end of a streamed JSON array, nothing for the others.
    var closingBytes: [UInt8] {
        guard format == .json && !isSingle else { return [] }
        return Array((count == 0 ? "[]\n" : isPretty ? "\n]\n" : "]\n").utf8)
    }

    /// Delivers the buffer now and empties it, keeping its capacity.
    func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withBytes { sink.writeThrough(bytes: $0) }
        buffer.removeAll()
    }

    private func appendJSON(_ record: ParseLinkRecord, pretty: Bool, depth: Int) {
        if !pretty && fields == nil {
            ParseLinkJSONWriter.appendRecord(record, into: buffer)
            return
        }
        let value = fields.map { $0.apply(to: record.jsonValue) } ?? record.jsonValue
        var bytes: [UInt8] = []
        JSONWriter.write(value, into: &bytes, indent: pretty ? 2 : nil, depth: depth)
        buffer.append(bytes)
    }
}
