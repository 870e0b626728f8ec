import FoundationEssentials

/// Where, how often and how wide progress on stderr is (docs/output.md, "Accessible mode"). In accessible
/// mode nothing is rewritten: progress is a sentence of its own, said when something changed and otherwise
/// at most every 10 s, which a screen reader can read out without being drowned. Otherwise it is one line,
/// rewritten in place, so it must fit on one line of the terminal.
///
/// A live list's status (`LiveStatus`), `--until`'s values (`UntilProgress`) and upsctl's batch counts
/// (`BatchProgress`) each keep one, behind their own lock; the times are the caller's (the environment's
/// clock), so the pace can be tested without waiting.
public struct ProgressPacing: Sendable {
    /// Seconds between two sentences when nothing changed.
    public static let sentenceSpacing = 10.0

    /// When the last sentence was said, or when the wait for the first began; nil when the first is due
    /// at once.
    public private(set) var lastSaid: Date?

    /// `start`: when the wait for the first sentence begins (a batch's start, whose first sentence comes
    /// 10 s in, once its rate means something); nil to say the first at once.
    public init(from start: Date? = nil) {
        lastSaid = start
    }

    /// Whether a sentence is due at `now`: always when something `changed`, else once 10 s have passed
    /// since the last one. A sentence found due counts as said at `now`.
    public mutating func due(at now: Date, changed: Bool = false) -> Bool {
        guard changed || now.timeIntervalSince(lastSaid ?? .distantPast) >= Self.sentenceSpacing else { return false }
        lastSaid = now
        return true
    }

    /// Something that tells as much was written at `now` (a record's frame with its status), so the next
    /// sentence is 10 s from it.
    public mutating func said(at now: Date) {
        lastSaid = now
    }

    /// Whether progress is shown at all: on a terminal's stderr, not while stdout is a pipe or socket,
    /// whose reader often writes to the same screen, and not under `-q`.
    public static func isShown(in context: CommandContext) -> Bool {
        let io = context.environment.io
        return io.stderrIsTerminal && !io.stdoutIsPipe && !context.isQuiet
    }

    /// `text` cut to a line that can be rewritten in place on a terminal `width` columns wide (80 when
    /// not known): a column short of it, since a line that fills the last column leaves the cursor
    /// waiting to wrap, and never under 10 columns. Cut between escapes, as `VisibleText` cuts.
    public static func line(_ text: String, width: Int?) -> String {
        String(VisibleText.prefix(Substring(text), width: max((width ?? 80) - 1, 10)))
    }
}
