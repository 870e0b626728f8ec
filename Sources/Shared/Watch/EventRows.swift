import FoundationEssentials
import Synchronization

/// How a list's changes are written: on a terminal one table, EVENT first, whose header and first rows
/// are the first view (their EVENT cell empty: that is how the list stood) and whose later rows are the
/// changes (`added`, `changed`, `removed`), all in the widths fixed once from the first view and the
/// declarations, so every shared column stays where the table above has it and no row shifts; NDJSON
/// watch events otherwise.
final class EventRows: Sendable {
    private let printer: OutputPrinter
    private let columns: [TableColumn]
    private let state = Mutex<Layout?>(nil)

    /// The widths the header was written in, kept for every later row.
    private struct Layout {
        var widths: [Int?]
        var whole: [Bool]
    }

    init(printer: OutputPrinter, columns: [TableColumn]) {
        self.printer = printer
        self.columns = columns
    }

    /// The first view on a terminal: the header, then its records, laid out as every later row will be.
    func first(_ records: [JSONValue], now: Date) throws {
        try printer.fields?.requirePresent(in: records, declared: columns, commandPath: printer.commandPath)
        if records.isEmpty { printer.saysEmpty?() }
        write(records.map { Self.row($0, nil) }, now: now)
    }

    func write(_ events: [WatchEvent], now: Date) throws {
        guard !events.isEmpty else { return }
        guard printer.format(isStream: true) == .table else {
            for event in events { event.write(to: printer) }
            return
        }
        write(events.map { Self.row($0.record, $0.kind) }, now: now)
    }

    private func write(_ marked: [JSONValue], now: Date) {
        let shown = printer.fields?.columns.map { column in columns.first { $0.path == column.path } ?? column } ?? columns
        let table = TableRenderer(
            columns: [Self.eventColumn] + shown.map(Self.inRow), maxWidth: printer.width, style: printer.style, now: now,
            keepsEveryColumn: printer.fields != nil)
        let text = state.withLock { layout -> String in
            var text = ""
            if layout == nil {
                // Widths from what is known when the header is written: the declarations and the first view.
                let fitted = table.streamWidths(sample: marked)
                layout = Layout(widths: fitted.widths, whole: fitted.whole)
                text += table.header(widths: fitted.widths)
            }
            for record in marked { text += table.row(record, widths: layout!.widths, whole: layout!.whole) }
            return text
        }
        printer.sink.write(text)
        printer.sink.flush()
    }

    /// An event row: the event's word beside the record, which is left as the service sent it (no key
    /// of the toolkit's is written into it); the columns read the record through `inRow`.
    /// `kind` nil: a row of the first view, whose EVENT cell is empty.
    static func row(_ record: JSONValue, _ kind: WatchEvent.Kind?) -> JSONValue {
        .object(["event": .string(kind?.rawValue ?? ""), "record": record])
    }

    static let eventColumn = TableColumn("EVENT", "event").width(7).essential()

    /// `column` reading the record of an event row.
    static func inRow(_ column: TableColumn) -> TableColumn {
        var moved = column
        moved.path = column.path.isEmpty ? "record" : "record." + column.path
        moved.aliases = column.aliases.map { "record." + $0 }
        moved.shownInstead = column.shownInstead.map { "record." + $0 }
        // An amount's currency is read from the same record, so `89.5` GBP reads `89.50` here as above.
        moved.currencyPath = column.currencyPath.map { "record." + $0 }
        return moved
    }
}
