import FoundationEssentials

/// Writes a command's results to stdout in the chosen format. Commands hand it values; it decides the
/// bytes (docs/output.md).
public struct OutputPrinter: Sendable {
    /// The format asked for (`-o`, `P_OUTPUT`); nil picks the default for the stream's terminal state.
    public var requestedFormat: OutputFormat?
    public var fields: FieldSelection?
    public var sink: any OutputSink
    public var isTerminal: Bool
    /// The table width; nil means no limit (stdout is not a terminal).
    public var width: Int?
    public var style: TextStyle
    /// The command's words, for the usage error of an unknown `--fields` name.
    public var commandPath: [String]
    /// The time a table's ages count from (the command's start); nil shows times as sent.
    public var now: Date?
    /// Tells the person at a terminal that a list has no rows (`No orders found`, on stderr): called when
    /// a table would have no rows. Nil where nothing is said (a pipe, `-q`, a command that lists nothing).
    public var saysEmpty: (@Sendable () -> Void)?
    /// What bars are drawn with, where a person reads the table (`PictureGlyphs.forPeople`); nil for none.
    public var glyphs: PictureGlyphs?
    /// Sparklines beside a card's numbers: set only on a live view's frame, on a terminal (`LiveRecord`).
    public var sparklines: CardSparklines?
    /// The command's declared amounts of money, which a card shows with their currency's minor digits.
    public var money = MoneyFields(nil)

    public init(
        requestedFormat: OutputFormat?, fields: FieldSelection?, sink: any OutputSink, isTerminal: Bool,
        width: Int?, style: TextStyle, commandPath: [String] = [], now: Date? = nil
    ) {
        self.commandPath = commandPath
        self.now = now
        self.requestedFormat = requestedFormat
        self.fields = fields
        self.sink = sink
        self.isTerminal = isTerminal
        self.width = width
        self.style = style
    }

    public func format(isStream: Bool) -> OutputFormat {
        requestedFormat ?? OutputFormat.defaultFormat(stdoutIsTerminal: isTerminal, isStream: isStream)
    }

    /// One result. An array is shown as rows in table and CSV formats; a single object in a table is a
    /// card (`CardRenderer`: the declared columns, or every field, one per line; `listColumns` for the
    /// small tables of its lists of objects). A `--fields` name that no record has is exit 64, and
    /// nothing is written. `quantities`: the figures a table or card shows with bars, on a terminal.
    public func print(
        _ value: JSONValue, columns: [TableColumn]? = nil, listColumns: [String: [TableColumn]] = [:],
        quantities: [QuantityGroup] = []
    ) throws(UsageError) {
        try fields?.requirePresent(in: value.arrayValue ?? [value], declared: columns, commandPath: commandPath)
        switch format(isStream: false) {
        case .json:
            let selected = fields.map { $0.apply(to: value) } ?? value
            // A piece at a time: a large answer's text is never whole in memory beside its tree.
            JSONWriter.write(selected, indent: isTerminal ? 2 : nil) { sink.write(bytes: $0) }
            sink.write("\n")
        case .ndjson:
            for record in value.arrayValue ?? [value] { writeLine(record) }
        case .csv:
            let records = value.arrayValue ?? [value]
            let chosen = CSVColumn.chosen(fields: fields, declared: columns, records: records)
            var text = CSVColumn.header(chosen)
            for record in records { text += CSVColumn.row(chosen, of: record) }
            sink.write(text)
        case .table:
            let bars = glyphs.flatMap { quantities.isEmpty ? nil : QuantityBars(groups: quantities, glyphs: $0) }
            if let records = value.arrayValue {
                if records.isEmpty { saysEmpty?() }
                var renderer = table(chosenColumns(declared: columns, records: records))
                renderer.bars = bars
                sink.write(renderer.render(records))
            } else {
                let chosen = fields == nil ? columns : chosenColumns(declared: columns, records: [value])
                var card = CardRenderer(maxWidth: width, style: style, now: now, listColumns: listColumns, bars: bars)
                card.money = money
                card.sparklines = sparklines
                sink.write(card.render(value, columns: chosen))
            }
        }
        sink.flush()
    }

    /// A stream of results (lists, batches, several inputs): NDJSON and CSV rows go out as they come;
    /// a table or a JSON array is written when the stream finishes.
    /// `checksFields: false` for a command that checked `--fields` against its own list of names.
    /// `streamsOnTerminal`: on a terminal, a table is written row by row as records come, in widths fixed
    /// from the columns' declared widths (a batch), instead of all at once at the end.
    public func stream(columns: [TableColumn]? = nil, checksFields: Bool = true, streamsOnTerminal: Bool = false) -> RecordStream {
        RecordStream(
            printer: self, format: format(isStream: true), declaredColumns: columns, checksFields: checksFields,
            streamsTable: streamsOnTerminal && isTerminal && width != nil)
    }

    /// Text exactly as given (a token, a completion script).
    public func printText(_ text: String) {
        sink.write(text)
        sink.flush()
    }

    func writeLine(_ record: JSONValue) {
        let selected = fields.map { $0.apply(to: record) } ?? record
        var bytes: [UInt8] = []
        JSONWriter.write(selected, into: &bytes, indent: nil, depth: 0)
        bytes.append(0x0A)
        sink.write(bytes: bytes)
        sink.flush()
    }

    /// A table's or card's columns: `--fields`' columns, each taking the header, fallbacks and colours of
    /// the declared column with its path; else the declared columns; else one per key the records have.
    /// CSV's are `CSVColumn.chosen`, where a header names one path.
    func chosenColumns(declared: [TableColumn]?, records: [JSONValue]) -> [TableColumn] {
        guard let fields else { return declared ?? TableColumn.inferred(from: records) }
        return fields.columns.map { column in declared?.first { $0.path == column.path } ?? column }
    }

    func table(_ columns: [TableColumn]) -> TableRenderer {
        TableRenderer(columns: columns, maxWidth: width, style: style, now: now, keepsEveryColumn: fields != nil)
    }
}
