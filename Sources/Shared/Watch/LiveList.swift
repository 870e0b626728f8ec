/// `--watch` on a list command: the list as it prints today, then each change as it is seen. On a
/// terminal (a table) one table, EVENT first: the first view, then each change as one row (`added`,
/// `changed`, `removed`) in the same widths, with the view's status (`LiveStatus`) on stderr below the
/// rows; otherwise one NDJSON watch event a line, the first view as `ADDED` events.
public enum LiveList {
    /// Watches the list `poll` fetches (the command's own request, filters and paging). `identity` names
    /// the fields that key a record, the first column's by default.
    public static func run(
        _ context: CommandContext, plan: WatchPlan, columns: [TableColumn], identity: [String]? = nil,
        poll: @escaping @Sendable () async throws -> [JSONValue]
    ) async throws -> ExitCode {
        let printer = try context.output()
        let diff = RecordDiff(identity: identity ?? columns.first.map { [$0.path] + $0.fallbacks } ?? ["id"])
        let rows = EventRows(printer: printer, columns: columns)
        let status = LiveStatus(context: context, plan: plan)
        let isTable = printer.format(isStream: true) == .table
        let environment = context.environment
        let loop = PollLoop(context: context, plan: plan)
        return try await loop.run(poll: poll, answered: { records, history in
            let now = environment.now()
            let changed = history.latest?.changed == true
            // The status line comes off while rows are written to the screen it is on, then goes back.
            if changed { status.clear() }
            // In accessible mode the sentence with its time comes first, the rows it announces after it.
            if isTable, status.accessible { status.polled(history, changed: changed, now: now) }
            if let first = history.latest, history.count == 1 {
                if isTable {
                    try rows.first(first.records, now: now)
                } else {
                    try rows.write(diff.events(from: [], to: records), now: now)
                }
            } else if let before = history.before, changed {
                try rows.write(diff.events(from: before.records, to: records), now: now)
            }
            try printer.sink.checkWritten()
            if isTable, !status.accessible { status.polled(history, changed: changed, now: now) }
            return nil
        }, cleanUp: { status.clear() })
    }
}
