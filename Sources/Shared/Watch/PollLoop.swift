import FoundationEssentials

/// The engine of every live view: poll, hand the answer to the view, wait, poll again, until the view
/// says it is done, `--within` runs out (a deadline for the whole wait, the poll in flight included), a
/// failure ends it, or Ctrl-C. Clock and sleep are the
/// environment's, so tests run a whole schedule without waiting; elapsed time is the larger of what the
/// clock says and what was slept, so a test's fixed clock still reaches `--within`.
///
/// A poll runs the command's own fetch again (its filters, its paging). A passing failure (`PollFailure`)
/// is a warning on stderr and a longer wait; the view keeps what it last showed.
public struct PollLoop: Sendable {
    /// What the view does with an answered poll: nil to carry on, else the exit code to end with.
    public typealias Answered = @Sendable (_ records: [JSONValue], _ history: PollHistory) async throws -> ExitCode?

    public let context: CommandContext
    public let plan: WatchPlan
    /// In [0, 1): the jitter of the back-off after a failure.
    public var random: @Sendable () -> Double = { Double.random(in: 0..<1) }

    public init(context: CommandContext, plan: WatchPlan) {
        self.context = context
        self.plan = plan
    }

    /// Runs the loop. `poll` fetches the current records; `answered` shows them; `timedOut` is called
    /// when `--until`'s `--within` has passed (with the history so far) and returns the error to end with;
    /// `cleanUp` runs before an interruption returns 130 (a progress line ended, the screen left whole),
    /// and before a warning is written (so it starts on a line of its own, below the last frame).
    public func run(
        poll: @escaping @Sendable () async throws -> [JSONValue], answered: @escaping Answered,
        timedOut: (@Sendable (PollHistory) -> any Error)? = nil, cleanUp: @escaping @Sendable () -> Void = {}
    ) async throws -> ExitCode {
        let work = InterruptibleWork(context.environment) {
            try await loop(poll: poll, answered: answered, timedOut: timedOut, beforeWarning: cleanUp)
        }
        do {
            return try await withTaskCancellationHandler { try await work.value } onCancel: { work.cancel() }
        } catch where work.isCancelled {
            cleanUp()
            endLine()
            return .interrupted
        }
    }

    /// After Ctrl-C, a new line on the terminal: the terminal echoed `^C` where the cursor was, and the
    /// shell's prompt must start a line of its own, not land behind it (docs/output.md, "Live views").
    private func endLine() {
        let io = context.environment.io
        guard let terminal = io.stderrIsTerminal ? io.stderr : io.stdoutIsTerminal ? io.stdout : nil else { return }
        terminal.write("\n")
        terminal.flush()
    }

    private func loop(
        poll: @Sendable () async throws -> [JSONValue], answered: Answered, timedOut: ((PollHistory) -> any Error)?,
        beforeWarning: () -> Void
    ) async throws -> ExitCode {
        let environment = context.environment
        let start = environment.now()
        var slept = 0.0
        var history = PollHistory()
        var failures = 0
        func elapsed() -> Double { max(environment.now().timeIntervalSince(start), slept) }
        // `--within`, for `--until`: seconds left of the whole wait (nil without one).
        func left() -> Double? {
            guard plan.until != nil, timedOut != nil else { return nil }
            return Double(plan.within) - elapsed()
        }
        while true {
            try Task.checkCancellation()
            // No poll starts at or past the deadline, and the one that starts runs under it: its attempts,
            // retries and their waits end there (`WaitDeadline`), so the wait ends within a moment of it.
            if let left = left(), left <= 0, let timedOut { throw timedOut(history) }
            var wait = Double(plan.interval)
            do {
                let records = try await WaitDeadline.$current.withValue(left().map { environment.now().addingTimeInterval($0) }) {
                    try await poll()
                }
                try Task.checkCancellation()
                failures = 0
                history.append(records: records, at: environment.now())
                if let code = try await answered(records, history) { return code }
                history.forgetPollBefore()
            } catch let error where PollFailure.isPassing(error) && !Task.isCancelled {
                // A poll cut short by the deadline ends the wait: no warning that it polls again.
                if let left = left(), left <= 0, let timedOut { throw timedOut(history) }
                failures += 1
                wait = try PollFailure.wait(after: error, failures: failures, interval: plan.interval, random: random())
                beforeWarning()
                let reporter = ErrorReporter(tool: context.tool.name, redactor: context.redactor)
                // The wait in the words of the error beside it (`rate limited: try again in 30 s`).
                context.warn("\(reporter.record(error).message); polling again in \(WaitText.describe(wait))")
            }
            if let left = left() {
                if left <= 0, let timedOut { throw timedOut(history) }
                wait = min(wait, left)
            }
            try await environment.sleep(.milliseconds(Int64((wait * 1000).rounded())))
            slept += wait
        }
    }
}
