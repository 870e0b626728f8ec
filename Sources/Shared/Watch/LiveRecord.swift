import FoundationEssentials

/// `--watch` and `--until` on one record (a `get`, the dashboard, `health`). With `--watch`, on a
/// terminal the record's card is redrawn in place at every poll under its status (`LiveStatus`: the poll's
/// number and time, the last change's), each number with a sparkline of its last polls (`CardSparklines`);
/// in accessible mode each change is written below the last instead, with its status, and a sentence
/// says the polls that changed nothing at most every 10 s. Otherwise the record
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
        let status = LiveStatus(context: context, plan: plan)
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
            if plan.watches {
                try show(records, history: history, plan: plan, printer: printer, redraw: redraw, status: status,
                         columns: columns, listColumns: listColumns, now: environment.now())
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

    /// One answered poll, as the format shows it: a frame at every poll (its status is new each time), an
    /// event or, in accessible mode, a frame only when it changed.
    static func show(
        _ records: [JSONValue], history: PollHistory, plan: WatchPlan, printer: OutputPrinter, redraw: InPlaceRedraw,
        status: LiveStatus, columns: [TableColumn]?, listColumns: [String: [TableColumn]], now: Date
    ) throws {
        let changed = history.latest?.changed == true
        guard printer.format(isStream: false) == .table else {
            guard changed else { return }
            let kind: WatchEvent.Kind = records.isEmpty ? .removed : (history.count == 1 ? .added : .changed)
            let before = history.before?.records.first
            guard let record = records.first ?? before else { return }
            WatchEvent(kind, record).write(to: printer)
            return
        }
        guard changed || !status.accessible else { return status.unchanged(history, now: now) }
        let buffer = BufferSink()
        var frame = printer
        frame.now = now
        frame.sink = buffer
        // Each number with its last polls beside it, where a person reads the frame (glyphs: a terminal).
        frame.sparklines = printer.glyphs.map { CardSparklines(history: history, glyphs: $0) }
        let header = LiveStatus.text(interval: plan.interval, history: history, now: now)
        if let record = records.first {
            try frame.print(record, columns: columns, listColumns: listColumns)
        } else {
            frame.printText("(gone: the service no longer has this record)\n")
        }
        guard !status.accessible else {
            // Below the last, never over it: a screen reader reads each change once, as it is written.
            printer.sink.write(header + "\n\n" + buffer.text + "\n")
            printer.sink.flush()
            return status.said(at: now)
        }
        redraw.draw(printer.style.dim(header) + "\n\n" + buffer.text)
    }
}
