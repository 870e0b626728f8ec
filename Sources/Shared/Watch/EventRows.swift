import FoundationEssentials
import Synchronization

/// How a list's changes are written: rows behind an EVENT column on a terminal, in widths fixed once
/// (from the first view and the declarations) so no row shifts; NDJSON watch events otherwise.
final class EventRows: Sendable {
    private let printer: OutputPrinter
    private let columns: [TableColumn]
    private let state = Mutex<State>(State())

    private struct State {
        var sample: [JSONValue] = []
        var widths: [Int?]?
        var whole: [Bool] = []
    }

    init(printer: OutputPrinter, columns: [TableColumn]) {
        self.printer = printer
        self.columns = columns
    }

    /// The records of the first view, whose widths the event rows keep.
    func measure(_ records: [JSONValue]) {
        state.withLock { $0.sample = records.map { Self.row($0, .changed) } }
    }

    func write(_ events: [WatchEvent], now: Date) throws {
        guard !events.isEmpty else { return }
        guard printer.format(isStream: true) == .table else {
            for event in events { event.write(to: printer) }
            return
        }
        let shown = printer.fields?.columns.map { column in columns.first { $0.path == column.path } ?? column } ?? columns
        let table = TableRenderer(
            columns: [Self.eventColumn] + shown.map(Self.inRow), maxWidth: printer.width, style: printer.style, now: now,
            keepsEveryColumn: printer.fields != nil)
        let marked = events.map { Self.row($0.record, $0.kind) }
        let text = state.withLock { state -> String in
            var text = ""
            if state.widths == nil {
                // Widths from what is known when the header is written: the first view and these rows.
                let layout = table.streamWidths(sample: state.sample + marked)
                state.widths = layout.widths
                state.whole = layout.whole
                state.sample = []  // laid out: a live view holds no copy of its first view from here on
                text += table.header(widths: layout.widths)
            }
            for record in marked { text += table.row(record, widths: state.widths!, whole: state.whole) }
            return text
        }
        printer.sink.write(text)
        printer.sink.flush()
    }

    /// An event row: the event's word beside the record, which is left as the service sent it (no key
    /// of the toolkit's is written into it); the columns read the record through `inRow`.
    static func row(_ record: JSONValue, _ kind: WatchEvent.Kind) -> JSONValue {
        .object(["event": .string(kind.rawValue), "record": record])
    }

    static let eventColumn = TableColumn("EVENT", "event").width(7).essential()

    /// `column` reading the record of an event row.
    static func inRow(_ column: TableColumn) -> TableColumn {
        var moved = column
        moved.path = column.path.isEmpty ? "record" : "record." + column.path
        moved.alternatives = column.alternatives.map { "record." + $0 }
        return moved
    }
}
