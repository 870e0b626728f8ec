import FoundationEssentials
import Shared
import Synchronization

/// The batch's counts: a progress line on a terminal (rewritten in place, hidden by `-q`) and the summary
/// on stderr at the end.
final class BatchProgress: Sendable {
    private struct Counts {
        var rows = 0, errors = 0
        var byVerdict: [ValidationResult.Status: Int] = [:]
        var lastDrawn: Date?
        /// Accessible mode's sentences: the first 10 s in.
        var sentences = ProgressPacing()
        /// The progress line is on the screen (drawn and not cleared since).
        var isShown = false
        /// Records are written to the terminal the progress line is on: clear it before each one.
        var sharesTerminal = false
        /// Rows a resumed batch found done in its output, before this run.
        var resumedAfter = 0
        /// For a file of known size; nil for a pipe, which shows the rate alone.
        var timeLeft: TimeLeftEstimate?
    }

    private let context: CommandContext
    private let started: Date
    private let counts = Mutex(Counts())
    /// On a terminal's stderr, unless `-q`; not while stdout is a pipe or socket, whose reader (`| jq`)
    /// often writes to the same screen, unless `--progress` asks for it.
    private var showsProgress: Bool {
        let io = context.environment.io
        return io.stderrIsTerminal && !context.isQuiet && (!io.stdoutIsPipe || context.command[ValidateOptions.progress])
    }

    /// - Parameter inputSize: the input file's size in bytes; nil for a pipe.
    init(context: CommandContext, inputSize: Int? = nil) {
        self.context = context
        started = context.environment.now()
        counts.withLock { [started] in
            $0.timeLeft = inputSize.map { TimeLeftEstimate(totalBytes: $0) }
            $0.sentences = ProgressPacing(from: started)
        }
    }

    var errors: Int { counts.withLock { $0.errors } }

    /// Rows delivered with `verdict`; nil counts the errors.
    func count(of verdict: ValidationResult.Status?) -> Int {
        counts.withLock { c in verdict.map { c.byVerdict[$0, default: 0] } ?? c.errors }
    }
    var rows: Int { counts.withLock { $0.rows } }

    /// Set once a resumed batch knows how many rows its output already holds.
    var resumedAfter: Int {
        get { counts.withLock { $0.resumedAfter } }
        set { counts.withLock { $0.resumedAfter = newValue } }
    }

    /// Set once the output is known: records go to the same terminal as the progress line.
    var sharesTerminal: Bool {
        get { counts.withLock { $0.sharesTerminal } }
        set { counts.withLock { $0.sharesTerminal = newValue } }
    }

    /// Takes the progress line off the screen before something else is written there (a record on the
    /// same terminal, the table at the end, an error); the next count draws it again. `always: false`
    /// clears it only when records share its terminal.
    func clearLine(always: Bool = true) {
        let clear = counts.withLock { counts -> Bool in
            guard counts.isShown, always || counts.sharesTerminal else { return false }
            counts.isShown = false
            counts.lastDrawn = nil
            return true
        }
        if clear {
            context.stderr.write("\r\u{1B}[2K")
            context.stderr.flush()
        }
    }

    /// Counts a record delivered; `rowsRead` and `bytesTaken` say how far the input was read.
    func count(_ record: BatchRecord, rowsRead: Int = 0, bytesTaken: Int = 0) {
        let now = context.environment.now()
        let accessible = context.isAccessible
        let line: String? = counts.withLock { counts in
            counts.rows += 1
            if let verdict = record.verdict { counts.byVerdict[verdict, default: 0] += 1 } else { counts.errors += 1 }
            let seconds = max(now.timeIntervalSince(started), 0.001)
            let left = counts.timeLeft?.update(
                time: seconds, done: counts.resumedAfter + counts.rows, rowsRead: rowsRead, bytesRead: bytesTaken)
            guard showsProgress else { return nil }
            var text = "\(Self.pace(counts.rows, in: seconds)), " + Plural.count(counts.errors, "error")
            if let left { text += ", about \(Self.duration(left)) left" }
            // Accessible mode rewrites nothing: a sentence of its own, the first 10 s in and at most one
            // every 10 s, which a screen reader can read out without being drowned.
            if accessible {
                guard counts.sentences.due(at: now) else { return nil }
                return "\(context.tool.name): \(text)"
            }
            // At most ten redraws a second: the terminal is not the bottleneck it would otherwise become.
            guard counts.lastDrawn.map({ now.timeIntervalSince($0) >= 0.1 }) ?? true else { return nil }
            counts.lastDrawn = now
            counts.isShown = true
            return "\r\u{1B}[2K" + text
        }
        guard let line else { return }
        if accessible { return context.writeSentence(line) }
        context.stderr.write(line)
        context.stderr.flush()
    }

    /// `22 rows in 11 s (2.0 a second)`: the rows this run has delivered, the time since it started, and
    /// so their average rate since the start, which cannot read as more than the service answered. No rate
    /// in the first second, where start-up alone would make it say anything.
    static func pace(_ rows: Int, in seconds: Double) -> String {
        let text = "\(Plural.count(rows, "row")) in \(duration(seconds))"
        guard seconds >= 1 else { return text }
        return text + " (\(AdaptiveRate.format(Double(rows) / seconds)) a second)"
    }

    /// `42 s`, `3 min`, `2 h 5 min`.
    static func duration(_ seconds: Double) -> String {
        let whole = max(0, Int(seconds.rounded()))
        if whole < 90 { return "\(whole) s" }
        if whole < 5400 { return "\(whole / 60) min" }
        return "\(whole / 3600) h \(whole % 3600 / 60) min"
    }

    /// The summary; `notProcessed` says what an interruption left undone (`12 rows not processed`), and
    /// `gate` how many rows fail `--fail-on`.
    /// `why` names what ended the batch early: `interrupted`, or `stopped` by the circuit breaker.
    func finish(notProcessed: String?, why: String = "interrupted", gate: VerdictGate = VerdictGate(), pace: AdaptiveRate? = nil) {
        clearLine()
        guard !context.isQuiet else { return }
        let seconds = context.environment.now().timeIntervalSince(started)
        let shown = (seconds * 10).rounded() / 10
        let summary = counts.withLock { c in
            let unverified = c.byVerdict[.unverified, default: 0]
            var text = "\(Plural.count(c.rows, "row")): \(c.byVerdict[.valid, default: 0]) valid, "
                + "\(c.byVerdict[.ambiguous, default: 0]) ambiguous, \(c.byVerdict[.noCandidates, default: 0]) no candidates, "
            if unverified > 0 { text += "\(unverified) unverified, " }
            return text + "\(Plural.count(c.errors, "error")) in \(shown) s"
        }
        var line = summary
        // The rows' average since the start, as the progress line gave it; then what the pace learnt: the
        // fastest the service answered (over half-second spans, so a run shorter than that has none) and
        // how many answers were throttling ones.
        if seconds >= 1 { line += " (\(AdaptiveRate.format(Double(rows) / seconds)) rows a second)" }
        if let pace, pace.highest > 0 || pace.throttles > 0 {
            let rate = pace.highest > 0 ? "answers came back at up to \(AdaptiveRate.format(pace.highest)) a second, " : ""
            line += "; \(rate)\(pace.throttles) throttled"
        }
        if let failing = gate.summary(count(of:)) { line += "; " + failing }
        if let notProcessed { line += "; \(why): \(notProcessed)" }
        context.note(line)
        // On a terminal, the verdicts in one bar below the summary.
        if let bar = VerdictBar.forPeople(context, gate: gate, count: count(of:)) {
            context.stderr.write(bar.text)
            context.stderr.flush()
        }
    }
}
