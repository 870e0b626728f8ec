/// `--watch` on a list command: the list as it prints today, then each change as it is seen. On a
/// terminal (a table) each change is one row in the list's columns behind an EVENT column (`added`,
/// `changed`, `removed`), in widths fixed from the first view; otherwise one NDJSON watch event a line,
/// the first view as `ADDED` events.
public enum LiveList {
    /// Watches the list `poll` fetches (the command's own request, filters and paging). `identity` names
    /// the fields that key a record, the first column's by default.
    public static func run(
        _ context: CommandContext, plan: WatchPlan, columns: [TableColumn], identity: [String]? = nil,
        poll: @escaping @Sendable () async throws -> [JSONValue]
    ) async throws -> ExitCode {
        let printer = try context.output()
        let diff = RecordDiff(identity: identity ?? columns.first.map { [$0.path] + $0.alternatives } ?? ["id"])
        let rows = EventRows(printer: printer, columns: columns)
        let environment = context.environment
        let loop = PollLoop(context: context, plan: plan)
        return try await loop.run(poll: poll, answered: { records, history in
            if let first = history.latest, history.count == 1 {
                if printer.format(isStream: true) == .table {
                    try printer.print(.array(first.records), columns: columns)
                    rows.measure(first.records)
                } else {
                    try rows.write(diff.events(from: [], to: records), now: environment.now())
                }
            } else if let before = history.before, history.latest?.changed == true {
                try rows.write(diff.events(from: before.records, to: records), now: environment.now())
            }
            try printer.sink.checkWritten()
            return nil
        })
    }
}
