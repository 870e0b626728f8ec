import FoundationEssentials

/// `--watch` and `--until` on one record (a `get`, the dashboard, `health`). With `--watch`, on a
/// terminal the record's card is redrawn in place under a line giving the interval and the time of its
/// last change, each number with a sparkline of its last polls (`CardSparklines`); otherwise the record
/// is an `ADDED` watch event, each change a `MODIFIED` one, and a record gone (404) a `DELETED` one.
/// With `--until`, polls until every field matches, then prints the record as the command would and exits
/// 0; a progress line on a terminal shows the current values, and past `--within` the exit is 75 with the
/// last values on stderr.
public enum LiveRecord {
    public static func run(
        _ context: CommandContext, plan: WatchPlan, columns: [TableColumn]? = nil,
        listColumns: [String: [TableColumn]] = [:], poll fetch: @escaping @Sendable () async throws -> JSONValue
    ) async throws -> ExitCode {
        let printer = try context.output()
        let environment = context.environment
        let redraw = InPlaceRedraw(sink: printer.sink)
        let progress = UntilProgress(context: context)
        let seen = SeenFlag()
        let poll: @Sendable () async throws -> [JSONValue] = {
            do {
                let record = try await fetch()
                seen.set()
                return [record]
            } catch let error as APIError where error.status == 404 && seen.value && plan.watches {
                return []  // gone since the first poll: a DELETED event, and the watch goes on
            }
        }
        let loop = PollLoop(context: context, plan: plan)
        return try await loop.run(poll: poll, answered: { records, history in
            if plan.watches, history.latest?.changed == true {
                try show(records, history: history, plan: plan, printer: printer, redraw: redraw, columns: columns,
                         listColumns: listColumns, now: environment.now())
            }
            guard let until = plan.until else { return nil }
            guard let record = records.first, until.isMet(by: record) else {
                progress.show("waiting for \(until.description): \(until.currentValues(in: records.first))")
                return nil
            }
            progress.end()
            // A watch has shown the record already; a wait prints it once, as the command would.
            if !plan.watches { try printer.print(record, columns: columns, listColumns: listColumns) }
            return .success
        }, timedOut: { history in
            progress.end()
            return UntilTimedOut(
                condition: plan.until!, within: plan.within, last: history.latest?.records.first)
        }, cleanUp: {
            progress.end()
            // What is written next (a warning) goes below the last frame, which stays whole above it.
            redraw.forget()
        })
    }

    /// One answered poll that changed, as the format shows it.
    static func show(
        _ records: [JSONValue], history: PollHistory, plan: WatchPlan, printer: OutputPrinter, redraw: InPlaceRedraw,
        columns: [TableColumn]?, listColumns: [String: [TableColumn]], now: Date
    ) throws {
        guard printer.format(isStream: false) == .table else {
            let kind: WatchEvent.Kind = records.isEmpty ? .removed : (history.count == 1 ? .added : .changed)
            let before = history.before?.records.first
            guard let record = records.first ?? before else { return }
            WatchEvent(kind, record).write(to: printer)
            return
        }
        let buffer = BufferSink()
        var frame = printer
        frame.now = now
        frame.sink = buffer
        // Each number with its last polls beside it, where a person reads the frame (glyphs: a terminal).
        frame.sparklines = printer.glyphs.map { CardSparklines(history: history, glyphs: $0) }
        let header = "Every \(WaitText.describe(Double(plan.interval))); last change "
            + ISO8601DateTime.format(history.lastChange ?? now) + " (poll \(history.count))"
        if let record = records.first {
            try frame.print(record, columns: columns, listColumns: listColumns)
        } else {
            frame.printText("(gone: the service no longer has this record)\n")
        }
        redraw.draw(printer.style.dim(header) + "\n\n" + buffer.text)
    }
}
