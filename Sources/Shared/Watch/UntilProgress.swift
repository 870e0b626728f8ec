import FoundationEssentials
import Synchronization

/// The progress line of `--until` on stderr: the current values, rewritten in place after each poll,
/// shown only where progress is (stderr a terminal, stdout not a pipe, no `-q`), and ended with a newline
/// before anything else is written, so no later line starts in its middle. The values are the service's:
/// shown on one line through `VisibleText`, and cut between escapes. In accessible mode nothing is
/// rewritten: the values as a sentence of their own, the first at once and then at most every 10 s.
final class UntilProgress: Sendable {
    private let context: CommandContext
    private let shown = Mutex(false)
    /// Accessible mode's sentences: the first at once.
    private let sentences = Mutex(ProgressPacing())

    init(context: CommandContext) {
        self.context = context
    }

    private var isShown: Bool { ProgressPacing.isShown(in: context) }

    func show(_ text: String) {
        guard isShown else { return }
        if context.isAccessible {
            let now = context.environment.now()
            let due = sentences.withLock { $0.due(at: now) }
            if due { context.writeSentence("\(context.tool.name): \(text)") }
            return
        }
        let line = ProgressPacing.line(VisibleText.line(text), width: context.environment.stderrWidth)
        shown.withLock { $0 = true }
        context.stderr.write("\r\u{1B}[K" + line)
        context.stderr.flush()
    }

    func end() {
        let wasShown = shown.withLock { value in
            defer { value = false }
            return value
        }
        guard wasShown else { return }
        context.stderr.write("\r\u{1B}[K")
        context.stderr.flush()
    }
}

/// Only answered once; for a `@Sendable` closure that must know whether a first poll was answered.
final class SeenFlag: Sendable {
    private let state = Mutex(false)
    var value: Bool { state.withLock { $0 } }
    func set() { state.withLock { $0 = true } }
}
