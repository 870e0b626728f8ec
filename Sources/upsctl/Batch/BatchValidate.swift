import FoundationEssentials
import Shared
import Synchronization

/// `upsctl validate --input FILE|-`: every row of a CSV or NDJSON input validated, concurrently and no
/// faster than `--rate`, written in input order as soon as each row and all before it are done.
enum BatchValidate {
    static func run(_ context: CommandContext) async throws -> ExitCode {
        if context.isDryRun { return try await BatchPreflight.run(context) }
        let command = context.command
        let options = try BatchOptions(command)
        if options.resume, let name = options.outputFile { try BatchResume.requireRegularFile(name, context: context) }
        let template = try ValidateCommand.xavRequestTemplate(from: command)
        let environment = context.environment
        let source = try context.openInput(options.inputPath)
        let size = options.inputPath == "-" ? nil : environment.fileSystem.fileSize(at: environment.absolutePath(options.inputPath))
        if options.inputPath == "-", environment.io.stdinIsTerminal {
            context.note(options.format == .csv
                ? "reading CSV from the terminal: a header row (e.g. id,address1,city,state,zip), then one address a line; Ctrl-D ends it"
                : "reading NDJSON from the terminal: one JSON object a line ({\"address1\":…,\"city\":…}); Ctrl-D ends it")
        }
        // One connection per request in flight: with a real API's latency, fewer would queue requests
        // inside libcurl where the wait counts against their timeout (Benchmarks/README.md).
        var (session, _) = try UPSService.open(context, maxConnectionsPerHost: min(options.concurrency, 16))
        let cap = try command[ValidateOptions.rate].map {
            guard $0 > 0 else { throw UsageError("--rate must be more than 0", commandPath: command.path) }
            return $0
        }
        // The pace follows the service's limit (docs/upsctl.md): --concurrency the ceiling, --rate a hard cap.
        let logger = session.stack.logger
        let pace = AdaptivePace(
            ceiling: options.concurrency, cap: cap, now: environment.now, sleep: environment.sleep,
            log: { logger.note($0) })
        session.credentials.append(ThrottleSignal(pace: pace, now: environment.now))
        // Stops starting requests to a service that is down (docs/upsctl.md), instead of failing every row.
        let breaker = CircuitBreaker(threshold: Self.failuresInARow)
        let work = BatchWork(
            session: session, template: template, redactor: context.redactor,
            transactionSource: try context.settings.value(UPSSettings.transactionSource) ?? "upsctl", breaker: breaker)
        // Rows refused for the credentials (exit 77 class): the batch ends 77 with the first such error.
        let refusal = Mutex<(any Error & Sendable)?>(nil)
        // The file's size gives the rows left, and so the time left; from a pipe there is no size to go by.
        let progress = BatchProgress(context: context, inputSize: size.flatMap { $0 > 0 ? $0 : nil })
        let output = Mutex<BatchOutput?>(nil)

        // The batch runs as its own task so that SIGINT can cancel it; the input is read inside it, on the
        // network's thread (`ServiceSession.taskExecutor`).
        let batch = Task(executorPreference: session.taskExecutor) {
            () async throws -> OrderedBatch<BatchRow, BatchRecord>.Outcome in
            var input = try BatchInput(source: source, format: options.format, layout: options.layout)
            if !input.ignoredColumns.isEmpty {
                let count = input.ignoredColumns.count
                context.note("ignoring \(count == 1 ? "column" : "columns") \(input.ignoredColumns.joined(separator: ", ")): "
                    + "not address fields (map one with --column FIELD=HEADER)")
            }
            let target = try BatchTarget.open(context: context, options: options, input: &input)
            output.withLock { $0 = target.output }
            if target.rowsDone > 0 {
                context.note("resuming after the \(Plural.count(target.rowsDone, "row")) already in \(options.outputFile ?? "")")
            }
            progress.sharesTerminal = target.output.sharesTerminal
            progress.resumedAfter = target.rowsDone
            // Records in the destination, whole: where `--resume` carries on after a failed write.
            var whole = target.rowsDone
            // A resumed file's records from the first one sent again: each row after it takes its own.
            var tail = target.tail
            var tailMismatch = false
            defer { tail?.remove() }
            if tail != nil {
                context.note("sending again the rows whose records are errors a later run may not meet "
                    + "(interrupted, 5xx, 429, a timeout, a lost connection), keeping the others")
            }
            let outcome: OrderedBatch<BatchRow, BatchRecord>.Outcome
            do {
                outcome = try await OrderedBatch<BatchRow, BatchRecord>(concurrency: options.concurrency, pace: pace).run(
                    // A row not yet buffered is read where waiting for it holds up no transfer.
                    next: {
                        guard var row = try await environment.blockingIO.run(if: !input.hasRowBuffered, { try input.next() }) else {
                            do { try tail?.requireEnd() } catch { tailMismatch = true; throw error }
                            return nil
                        }
                        do { row.earlierRecord = try tail?.keptRecord(for: row) } catch { tailMismatch = true; throw error }
                        return row
                    },
                    hasItemNow: { input.hasRowNow },
                    work: work.record(for:),
                    interrupted: { row in
                        row.earlierRecord.map { .kept(row, text: $0) }
                            ?? .failed(row, code: "interrupted", message: "not finished: the batch was interrupted")
                    },
                    deliver: { record in
                        progress.clearLine(always: false)
                        target.output.write(record)
                        // A write that would wait was handed off: wait for it here (no new request starts
                        // meanwhile; the rows in flight finish), not on the network's thread.
                        await target.output.waitUntilWritten()
                        await environment.io.stderr.waitUntilWritten()
                        // A record that did not reach the output ends the batch: no request starts after it.
                        if let failure = target.output.failure {
                            throw failure.counting(whole, nextStep: options.outputFile == nil ? nil
                                : "Once it can be written, run the same command with --resume to carry on from there.")
                        }
                        whole += 1
                        // A record kept from the earlier run counts as done before this one.
                        if record.earlier != nil {
                            progress.resumedAfter += 1
                            return
                        }
                        if let failure = record.failure, failure.exitCode == .notPermitted {
                            refusal.withLock { $0 = $0 ?? failure.error }
                        }
                        progress.count(record, rowsRead: input.rowsRead, bytesTaken: input.bytesTaken)
                    },
                    stopsStarting: { breaker.isOpen },
                    isPaced: { $0.earlierRecord == nil })
            } catch {
                // A record that is not its row's: the file goes back to what it was. Anything else leaves
                // the rows not reached with their earlier records, after those delivered.
                await target.output.waitUntilWritten()
                if tailMismatch {
                    try? tail?.restore()
                } else if target.output.failure == nil {
                    try? tail?.writeRest(to: { target.output.writeEarlier($0) })
                }
                throw error
            }
            // Ctrl-C or the circuit breaker: the rows never reached keep their earlier records.
            try tail?.writeRest(to: { target.output.writeEarlier($0) })
            return outcome
        }
        environment.onInterrupt { batch.cancel() }
        let outcome: OrderedBatch<BatchRow, BatchRecord>.Outcome
        do {
            outcome = try await batch.value
        } catch {
            // Input that cannot be read on: every row before it has its record; close the output first.
            // (A usage error or an unusable header comes before the output is opened: no summary then.)
            progress.clearLine()
            // A failed write says itself how many records were written; a summary would repeat it.
            if let opened = output.withLock({ $0 }), opened.failure == nil {
                opened.finish()
                // The error says what happened; a summary of no rows would only come before it.
                if progress.rows > 0 { progress.finish(notProcessed: nil) }
            }
            throw error
        }
        progress.clearLine()
        let finished = output.withLock { $0 }
        finished?.finish()
        // A table is written whole at the end: its failure has no record count.
        if let failure = finished?.failure { throw failure }
        // Rows never read are not counted: reading the rest of a long file (or a terminal) to count it
        // would keep Ctrl-C waiting.
        let stopped = !outcome.wasInterrupted && outcome.wasStopped ? breaker.reason : nil
        progress.finish(
            notProcessed: outcome.wasInterrupted || stopped != nil ? "the rest of the input was not read" : nil,
            why: stopped == nil ? "interrupted" : "stopped", gate: options.gate, pace: pace.rate)
        if outcome.wasInterrupted { return .interrupted }
        if let stopped { throw Self.stopped(stopped, written: progress.rows + progress.resumedAfter, options: options) }
        if let refused = refusal.withLock({ $0 }) { throw refused }
        let failing = VerdictGate.verdicts.contains { options.gate.fails($0) && progress.count(of: $0) > 0 }
        return failing ? .failure : .success
    }

    /// Failed requests in a row (5xx, a timeout, a lost connection, each after its retries) after which
    /// the batch starts no more: enough not to stop for a few rows that fail alone, few enough that a
    /// service that is down costs seconds, not hours (docs/upsctl.md).
    static let failuresInARow = 5

    /// Exit 75: why the circuit breaker stopped the batch, and how to carry on once the service is back.
    static func stopped(_ reason: String, written: Int, options: BatchOptions) -> ToolError {
        let next = options.outputFile == nil
            ? "Once the service answers again, run the batch again; with --output-file FILE, --resume would send only the rows not done."
            : "Once the service answers again, run the same command with --resume: it sends the rows not written, "
                + "and again those that failed this way."
        return ToolError(
            .temporaryFailure, "stopped starting requests: \(reason)",
            hints: ["\(Plural.count(written, "record")) written, every row that was started included. \(next)"])
    }
}
