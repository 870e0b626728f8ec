import Shared

/// One run of a batch, from the input's header to its last record: the rows read, the records delivered in
/// order to the output, and what the deliveries keep count of (records whole, a resumed file's tail, a
/// refusal of the credentials). Used by the batch's own task alone.
final class BatchRun {
    /// How the run ended: the batch's outcome, and the first error that refused the credentials (exit 77).
    struct Ended: Sendable {
        var outcome: OrderedBatch<BatchRow, BatchRecord>.Outcome
        var refusal: (any Error & Sendable)?
    }

    private let context: CommandContext
    private let options: BatchOptions
    private let progress: BatchProgress
    private var input: BatchInput
    private let output: BatchOutput
    /// A resumed file's records from the first one sent again: each row after it takes its own.
    private var tail: ResumeTail?
    private var tailMismatch = false
    /// Records in the destination, whole: where `--resume` carries on after a failed write.
    private var whole: Int
    private var refusal: (any Error & Sendable)?

    /// Reads the input's header and opens the output (the progress line cleared if that fails).
    static func start(context: CommandContext, options: BatchOptions, source: any InputSource, progress: BatchProgress) throws -> BatchRun {
        do {
            var input = try BatchInput(source: source, format: options.format, layout: options.layout)
            if !input.ignoredColumns.isEmpty {
                let count = input.ignoredColumns.count
                context.note("ignoring \(count == 1 ? "column" : "columns") \(input.ignoredColumns.joined(separator: ", ")): "
                    + "not address fields (map one with --column FIELD=HEADER)")
            }
            let target = try BatchTarget.open(context: context, options: options, input: &input)
            return BatchRun(context: context, options: options, progress: progress, input: input, target: target)
        } catch {
            progress.clearLine()
            throw error
        }
    }

    private init(context: CommandContext, options: BatchOptions, progress: BatchProgress, input: BatchInput, target: BatchTarget) {
        (self.context, self.options, self.progress, self.input) = (context, options, progress, input)
        output = target.output
        tail = target.tail
        whole = target.rowsDone
        if target.rowsDone > 0 {
            context.note("resuming after the \(Plural.count(target.rowsDone, "row")) already in \(options.outputFile ?? "")")
        }
        progress.sharesTerminal = output.sharesTerminal
        progress.resumedAfter = target.rowsDone
        if tail != nil {
            context.note("sending again the rows whose records are errors a later run may not meet "
                + "(interrupted, 408, 429, 500, 502, 503, 504, a timeout, a lost connection), keeping the others")
        }
    }

    /// Every row, its record delivered; then the output finished. On an error the output is finished too
    /// (unless it is what failed), with a summary when rows were done, and the error thrown.
    func run(work: BatchWork, pace: AdaptivePace, breaker: CircuitBreaker) async throws -> Ended {
        defer { tail?.remove() }
        let outcome: OrderedBatch<BatchRow, BatchRecord>.Outcome
        do {
            outcome = try await deliverAll(work: work, pace: pace, breaker: breaker)
            // Ctrl-C or the circuit breaker: the rows never reached keep their earlier records.
            try tail?.writeRest(to: { self.output.writeEarlier($0) })
        } catch {
            progress.clearLine()
            // A failed write says itself how many records were written; a summary would repeat it.
            if output.failure == nil {
                output.finish()
                // The error says what happened; a summary of no rows would only come before it.
                if progress.rows > 0 { progress.finish(notProcessed: nil) }
            }
            throw error
        }
        progress.clearLine()
        output.finish()
        // A table is written whole at the end: its failure has no record count.
        if let failure = output.failure { throw failure }
        return Ended(outcome: outcome, refusal: refusal)
    }

    private func deliverAll(work: BatchWork, pace: AdaptivePace, breaker: CircuitBreaker) async throws
        -> OrderedBatch<BatchRow, BatchRecord>.Outcome
    {
        do {
            let batch = OrderedBatch<BatchRow, BatchRecord>(concurrency: options.concurrency, pace: pace)
            // Counted among the processes sharing the rate budget while it waits for answers too.
            return try await pace.keepingCounted {
                try await batch.run(
                    next: { try self.next() }, hasItemNow: { self.input.hasRowNow }, work: work.record(for:),
                    interrupted: { [reporter = work.reporter] row in
                        // Ctrl-C: a row cut short keeps its earlier record when the resumed file had it.
                        row.earlierRecord.map { BatchRecord.kept(row, text: $0) } ?? BatchRecord.interrupted(row, reporter: reporter)
                    }, deliver: { try self.deliver($0) }, stopsStarting: { breaker.isOpen },
                    isPaced: { $0.earlierRecord == nil })
            }
        } catch {
            // A record that is not its row's: the file goes back to what it was. Anything else leaves the
            // rows not reached with their earlier records, after those delivered.
            if tailMismatch {
                try? tail?.restore()
            } else if output.failure == nil {
                try? tail?.writeRest(to: { self.output.writeEarlier($0) })
            }
            throw error
        }
    }

    /// The next row, with its earlier record when a resumed file keeps it. A record that is not its
    /// row's (or one left over) is a mismatch: the file is then put back as it was.
    private func next() throws -> BatchRow? {
        guard var row = try input.next() else {
            do { try tail?.requireEnd() } catch { tailMismatch = true; throw error }
            return nil
        }
        do { row.earlierRecord = try tail?.keptRecord(for: row) } catch { tailMismatch = true; throw error }
        return row
    }

    private func deliver(_ record: BatchRecord) throws {
        progress.clearLine(always: false)
        output.write(record)
        // A record that did not reach the output ends the batch: no request starts after it.
        if let failure = output.failure {
            throw failure.counting(whole, nextStep: options.outputFile == nil ? nil
                : "Once it can be written, run the same command with --resume to carry on from there.")
        }
        whole += 1
        // A record kept from the earlier run counts as done before this one.
        if record.earlier != nil {
            progress.resumedAfter += 1
            return
        }
        if let failure = record.failure, failure.exitCode == .notPermitted { refusal = refusal ?? failure.error }
        progress.count(record, rowsRead: input.rowsRead, bytesTaken: input.bytesTaken)
    }
}
