import Shared

/// `upsctl validate --input FILE|-`: every row of a CSV or NDJSON input validated, concurrently and no
/// faster than `--rate`, written in input order as soon as each row and all before it are done.
enum BatchValidate {
    static func run(_ context: CommandContext) async throws -> ExitCode {
        if context.isDryRun { return try await BatchPreflight.run(context) }
        let options = try BatchOptions(context.command)
        if options.resume, let name = options.outputFile { try BatchResume.requireRegularFile(name, context: context) }
        let template = try ValidateCommand.xavRequestTemplate(from: context.command)
        let source = try openInput(context, options: options)
        let (session, pace) = try openSession(context, options: options)
        // Stops starting requests to a service that is down (docs/upsctl.md), instead of failing every row.
        let breaker = CircuitBreaker(threshold: Self.failuresInARow)
        let work = BatchWork(
            session: session, template: template, redactor: context.redactor,
            transactionSource: try context.settings.value(UPSSettings.transactionSource) ?? "upsctl", breaker: breaker)
        let progress = BatchProgress(context: context, inputSize: inputSize(context, options: options))
        // The batch runs as its own task so that SIGINT can cancel it.
        let batch = InterruptibleWork(context.environment) {
            try await BatchRun.start(context: context, options: options, source: source, progress: progress)
                .run(work: work, pace: pace, breaker: breaker)
        }
        let ended = try await batch.value
        // Rows never read are not counted: reading the rest of a long file (or a terminal) to count it
        // would keep Ctrl-C waiting.
        let stopped = !ended.outcome.wasInterrupted && ended.outcome.wasStopped ? breaker.reason : nil
        progress.finish(
            notProcessed: ended.outcome.wasInterrupted || stopped != nil ? "the rest of the input was not read" : nil,
            why: stopped == nil ? "interrupted" : "stopped", gate: options.gate, pace: pace.rate)
        if ended.outcome.wasInterrupted { return .interrupted }
        if let stopped { throw Self.stopped(stopped, written: progress.rows + progress.resumedAfter, options: options) }
        if let refused = ended.refusal { throw refused }
        let verdicts: [ValidationResult.Status?] = [nil] + ValidationResult.Status.allCases
        let failing = verdicts.contains { options.gate.fails($0) && progress.count(of: $0) > 0 }
        return failing ? .failure : .success
    }

    /// The input, opened; on a terminal, a line on what to type.
    static func openInput(_ context: CommandContext, options: BatchOptions) throws -> any InputSource {
        let source = try context.openInput(options.inputPath)
        if options.inputPath == "-", context.environment.io.stdinIsTerminal {
            context.note(options.format == .csv
                ? "reading CSV from the terminal: a header row (e.g. id,address1,city,state,zip), then one address a line; Ctrl-D ends it"
                : "reading NDJSON from the terminal: one JSON object a line ({\"address1\":…,\"city\":…}); Ctrl-D ends it")
        }
        return source
    }

    /// The input file's size, which gives the rows left, and so the time left; a pipe has none to go by.
    static func inputSize(_ context: CommandContext, options: BatchOptions) -> Int? {
        let environment = context.environment
        guard options.inputPath != "-" else { return nil }
        return environment.fileSystem.fileSize(at: environment.absolutePath(options.inputPath)).flatMap { $0 > 0 ? $0 : nil }
    }

    /// The session to UPS, paced: the pace follows the service's limit (docs/upsctl.md), `--concurrency` the
    /// ceiling, `--rate` a hard cap.
    static func openSession(_ context: CommandContext, options: BatchOptions) throws -> (ServiceSession, AdaptivePace) {
        let command = context.command
        // One connection per request in flight: with a real API's latency, fewer would queue requests
        // inside libcurl where the wait counts against their timeout (Benchmarks/README.md).
        var (session, _) = try UPSService.open(context, maxConnectionsPerHost: min(options.concurrency, 16))
        let cap = try command[ValidateOptions.rate].map {
            guard $0 > 0 else { throw UsageError("--rate must be more than 0", commandPath: command.path) }
            return $0
        }
        let environment = context.environment
        let logger = session.stack.logger
        let pace = AdaptivePace(
            ceiling: options.concurrency, cap: cap, now: environment.now, sleep: environment.sleep,
            log: { logger.note($0) }, store: try budget(session, log: { logger.note($0) }))
        session.pacing = ThrottleSignal(pace: pace, now: environment.now)
        return (session, pace)
    }

    /// The rate budget this batch shares with every batch on the machine sending to the same origin with
    /// the same client (docs/upsctl.md), in a file; its own when that file cannot be had (said with `-v`;
    /// the batch never fails for it), and under `--mock`, whose answers are this process's own.
    static func budget(_ session: ServiceSession, log: (String) -> Void) throws -> any BudgetStore {
        guard !session.isMock else { return PrivateBudget() }
        let identity = try UPSCredentials(session).cacheKey(environment: session.environment)
        switch SharedBudgetFile.open(
            tool: session.context.tool.name, origin: session.baseURL.origin, identity: identity,
            stateDirectory: session.paths.stateDirectory, environment: session.context.environment)
        {
        case .success(let file): return file
        case .failure(let unshared):
            log("shared rate budget: \(unshared.reason); pacing this process alone")
            return PrivateBudget()
        }
    }

    /// Failed requests in a row (408, 429, 500, 502, 503, 504, a timeout, a lost connection, each after its retries) after which
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
