import FoundationEssentials
import Shared
import Synchronization

/// The batch's counts: a progress line on a terminal (rewritten in place, hidden by `-q`) and the summary
/// on stderr at the end.
final class BatchProgress: Sendable {
    private struct Counts {
        var rows = 0, valid = 0, ambiguous = 0, noCandidates = 0, unverified = 0, errors = 0
        var lastDrawn: Date?
    }

    private let context: CommandContext
    private let started: Date
    private let fractionRead: (@Sendable () -> Double?)?
    private let counts = Mutex(Counts())
    private var showsProgress: Bool { context.environment.io.stderrIsTerminal && !context.isQuiet }

    init(context: CommandContext, fractionRead: (@Sendable () -> Double?)? = nil) {
        self.context = context
        self.fractionRead = fractionRead
        started = context.environment.now()
    }

    var errors: Int { counts.withLock { $0.errors } }

    func count(_ record: BatchRecord) {
        let now = context.environment.now()
        let line: String? = counts.withLock { counts in
            counts.rows += 1
            switch record.status {
            case "valid": counts.valid += 1
            case "ambiguous": counts.ambiguous += 1
            case "no_candidates": counts.noCandidates += 1
            case "unverified": counts.unverified += 1
            default: counts.errors += 1
            }
            // At most ten redraws a second: the terminal is not the bottleneck it would otherwise become.
            guard showsProgress, counts.lastDrawn.map({ now.timeIntervalSince($0) >= 0.1 }) ?? true else { return nil }
            counts.lastDrawn = now
            let seconds = max(now.timeIntervalSince(started), 0.001)
            var text = "\r\u{1B}[2K\(counts.rows) rows, \(Int(Double(counts.rows) / seconds)) rows/s, \(counts.errors) errors"
            if let fraction = fractionRead?(), fraction > 0.01 {
                text += ", about \(Self.duration(seconds / fraction - seconds)) left"
            }
            return text
        }
        if let line {
            context.stderr.write(line)
            context.stderr.flush()
        }
    }

    /// `42 s`, `3 min`, `2 h 5 min`.
    static func duration(_ seconds: Double) -> String {
        let whole = max(0, Int(seconds.rounded()))
        if whole < 90 { return "\(whole) s" }
        if whole < 5400 { return "\(whole / 60) min" }
        return "\(whole / 3600) h \(whole % 3600 / 60) min"
    }

    /// The summary; `notProcessed` says what an interruption left undone (`12 rows not processed`).
    func finish(notProcessed: String?) {
        if showsProgress { context.stderr.write("\r\u{1B}[2K") }
        guard !context.isQuiet else { return }
        let seconds = context.environment.now().timeIntervalSince(started)
        let shown = (seconds * 10).rounded() / 10
        let summary = counts.withLock { c in
            var text = "\(c.rows) rows: \(c.valid) valid, \(c.ambiguous) ambiguous, \(c.noCandidates) no candidates, "
            if c.unverified > 0 { text += "\(c.unverified) unverified, " }
            return text + "\(c.errors) errors in \(shown) s"
        }
        var line = summary
        if let notProcessed { line += "; interrupted: \(notProcessed)" }
        context.note(line)
    }
}
