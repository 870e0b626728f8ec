import FoundationEssentials
import Shared
import Synchronization

/// `upsctl validate --input FILE|-`: every row of a CSV or NDJSON input validated, concurrently and no
/// faster than `--rate`, written in input order as soon as each row and all before it are done.
enum BatchValidate {
    static func run(_ context: CommandContext) async throws -> ExitCode {
        let command = context.command
        let template = try ValidateCommand.xavRequestTemplate(from: command)
        let concurrency = command[ValidateOptions.concurrency] ?? 8
        let environment = context.environment
        let path = command[ValidateOptions.input] ?? "-"
        let source = CountingInput(try context.openInput(path))
        let size = path == "-" ? nil : environment.fileSystem.fileSize(at: environment.absolutePath(path))
        let format = command[ValidateOptions.inputFormat]
            ?? (path.hasSuffix(".ndjson") || path.hasSuffix(".jsonl") ? .ndjson : .csv)
        // One connection per request in flight: with a real API's latency, fewer would queue requests
        // inside libcurl where the wait counts against their timeout (Benchmarks/README.md).
        let (session, _) = try UPSService.open(context, maxConnectionsPerHost: min(concurrency, 16))
        let client = session.client
        let transactionSource = try context.settings.value(UPSSettings.transactionSource) ?? "upsctl"
        let rate = try command[ValidateOptions.rate].map {
            guard $0 > 0 else { throw UsageError("--rate must be more than 0", commandPath: command.path) }
            return RateLimit(perSecond: $0, now: environment.now, sleep: environment.sleep)
        }
        let answers = AnswerCache()
        let redactor = context.redactor
        // Rows refused for the credentials (exit 77 class): the batch ends 77 with the first such error.
        let refusal = Mutex<(any Error & Sendable)?>(nil)
        let printer = try context.output()
        let stream = printer.stream()
        let isCSV = printer.format(isStream: true) == .csv
        // The share of the file read so far gives the time left; from a pipe there is no size to go by.
        var fractionRead: (@Sendable () -> Double?)?
        if let size, size > 0 {
            fractionRead = { min(1, Double(source.bytesRead) / Double(size)) }
        }
        let progress = BatchProgress(context: context, fractionRead: fractionRead)

        let work: @Sendable (BatchRow) async -> BatchRecord = { row in
            guard let address = row.address else {
                return .failed(row, code: "invalid_row", message: row.problem ?? "the row cannot be sent")
            }
            var built = template
            built.address = address
            built.transactionSource = transactionSource
            let request = built
            let key = JSONWriter.compact(request.body)
            return await answers.answer(for: key) {
                do {
                    // Sent through the client, not `session.send`: a failure's record keeps UPS's own codes.
                    let response = try await client.send(request.httpRequest(apiBaseURL: session.baseURL))
                    guard response.isSuccess else {
                        // The record carries UPS's own code (264002, 9264030); the status only when there is none.
                        let codes = UPSErrorEnvelope.entries(in: response.json).map(\.code).filter { !$0.isEmpty }
                        var failure = RowFailure(session.failure(response), redactor: redactor)
                        if !codes.isEmpty { failure.code = codes.joined(separator: ",") }
                        return .failure(failure)
                    }
                    return .success(try XAVResponse.result(of: response, host: session.host))
                } catch {
                    return .failure(RowFailure(error, redactor: redactor))
                }
            }.record(for: row)
        }
        // The batch runs as its own task so that SIGINT can cancel it; the input is read inside it.
        let batch = Task { () async throws -> (OrderedBatch<BatchRow, BatchRecord>.Outcome, RemainingRows?) in
            var input = try BatchInput(source: source, format: format)
            let header = input.header
            if isCSV { context.stdout.write(CSVWriter.row(header + BatchRecord.resultColumns)) }
            let outcome = try await OrderedBatch<BatchRow, BatchRecord>(concurrency: concurrency, rate: rate).run(
                next: { try input.next() },
                work: work,
                interrupted: { .failed($0, code: "interrupted", message: "not finished: the batch was interrupted") },
                deliver: { record in
                    if isCSV {
                        context.stdout.write(CSVWriter.row(record.csvFields(inputWidth: header.count)))
                        context.stdout.flush()
                    } else {
                        stream.write(record.json)
                    }
                    if let failure = record.failure, failure.exitCode == .notPermitted {
                        refusal.withLock { $0 = $0 ?? failure.error }
                    }
                    progress.count(record)
                })
            // Rows never read are counted for the summary, not written: they were not processed.
            let rest = outcome.wasInterrupted ? Self.countRest(&input, isFile: size != nil, now: environment.now) : nil
            return (outcome, rest)
        }
        environment.onInterrupt { batch.cancel() }
        let outcome: OrderedBatch<BatchRow, BatchRecord>.Outcome, rest: RemainingRows?
        do {
            (outcome, rest) = try await batch.value
        } catch {
            // Input that cannot be read on: every row before it has its record; close the output first.
            if !isCSV { stream.finish() }
            progress.finish(notProcessed: nil)
            throw error
        }
        if !isCSV { stream.finish() }
        progress.finish(notProcessed: rest?.description)
        if outcome.wasInterrupted { return .interrupted }
        if let refused = refusal.withLock({ $0 }) { throw refused }
        return progress.errors > 0 ? .failure : .success
    }

    /// How many rows after an interruption were never read. Counted only in a regular file and for at
    /// most half a second: a pipe or a terminal may never end, and a second Ctrl-C must not be needed.
    static func countRest(_ input: inout BatchInput, isFile: Bool, now: @Sendable () -> Date) -> RemainingRows {
        guard isFile else { return .unknown }
        let start = now()
        var count = 0
        while (try? input.next()) ?? nil != nil {
            count += 1
            if count % 1024 == 0, now().timeIntervalSince(start) > 0.5 { return .atLeast(count) }
        }
        return .exactly(count)
    }
}

extension Result where Success == ValidationResult, Failure == RowFailure {
    func record(for row: BatchRow) -> BatchRecord {
        switch self {
        case .success(let result): BatchRecord(row: row, result: result)
        case .failure(let failure):
            BatchRecord(row: row, result: nil, errorCode: failure.code, errorMessage: failure.message, failure: failure)
        }
    }
}
