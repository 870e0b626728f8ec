import FoundationEssentials
import Synchronization

/// How a live view shows, on a terminal, that it is alive: its status (`Every 2 s; poll 3 at 14:52:10Z;
/// last change 14:52:06Z`), new at every poll, so a view that polls can be told from one that hangs.
/// A record's frame carries it as its first line; a list, whose rows stream on stdout, keeps it on a line
/// of stderr below them, rewritten in place (taken off while rows are written). In accessible mode
/// nothing is rewritten: a sentence on stderr instead, with every change and otherwise at most every
/// 10 s. Either only where progress is shown (stderr a terminal, stdout not a pipe, no `-q`).
final class LiveStatus: Sendable {
    private let context: CommandContext
    private let interval: Int
    /// Accessible mode: sentences, nothing rewritten.
    let accessible: Bool
    private let state = Mutex(State())

    private struct State {
        /// The stderr line is on the screen.
        var isShown = false
        /// Accessible mode's sentences.
        var sentences = ProgressPacing()
    }

    init(context: CommandContext, plan: WatchPlan) {
        self.context = context
        interval = plan.interval
        accessible = context.isAccessible
    }

    /// The status after the latest poll of `history`.
    static func text(interval: Int, history: PollHistory, now: Date) -> String {
        let polled = history.latest?.time ?? now
        var text = "Every \(WaitText.describe(Double(interval))); poll \(history.count) at \(time(polled, now: now))"
        if let change = history.lastChange { text += "; last change \(time(change, now: now))" }
        return text
    }

    /// A time of this UTC day as its time alone (`14:52:10Z`), any other whole (`2026-12-05T23:59:58Z`).
    static func time(_ date: Date, now: Date) -> String {
        let text = ISO8601DateTime.format(date)
        let today = ISO8601DateTime.format(now)
        guard let split = text.firstIndex(of: "T"), text[..<split] == today.prefix(while: { $0 != "T" }) else { return text }
        return String(text[text.index(after: split)...])
    }

    private var showsProgress: Bool { ProgressPacing.isShown(in: context) }

    /// After a list's poll: the stderr line rewritten, or accessible mode's sentence (always when the poll
    /// `changed` something, else when 10 s have passed since the last one).
    func polled(_ history: PollHistory, changed: Bool, now: Date) {
        guard showsProgress else { return }
        let status = Self.text(interval: interval, history: history, now: now)
        if accessible {
            let due = state.withLock { $0.sentences.due(at: now, changed: changed) }
            if due { context.writeSentence("\(context.tool.name): \(status)" + (changed ? "" : "; no change")) }
            return
        }
        let line = ProgressPacing.line(status, width: context.environment.stderrWidth)
        state.withLock { $0.isShown = true }
        context.stderr.write("\r\u{1B}[K" + line)
        context.stderr.flush()
    }

    /// After a record's poll that changed nothing: accessible mode's sentence, when 10 s have passed
    /// since the last thing said (a frame counts, `said`). Otherwise the frame, redrawn, shows the status.
    func unchanged(_ history: PollHistory, now: Date) {
        guard accessible else { return }
        polled(history, changed: false, now: now)
    }

    /// Accessible mode wrote a frame with its status at `now`: the next sentence is 10 s from it.
    func said(at now: Date) {
        state.withLock { $0.sentences.said(at: now) }
    }

    /// Takes the stderr line off the screen before rows are written there.
    func clear() {
        let wasShown = state.withLock { state in
            defer { state.isShown = false }
            return state.isShown
        }
        guard wasShown else { return }
        context.stderr.write("\r\u{1B}[K")
        context.stderr.flush()
    }
}
