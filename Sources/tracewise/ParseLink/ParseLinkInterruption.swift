import Glibc
import Shared
import Synchronization

/// What Ctrl-C (SIGINT) does to `parse-link`: the records already parsed are written, the output's format
/// is closed (a JSON array gets its `]`), and the command ends with 130, as the toolkit contract asks.
///
/// Two cases. While URIs are being parsed, the signal only sets a flag; the loop sees it before the next
/// URI, finishes the output and ends. While the loop waits for more input (a person typing, a slow pipe),
/// it may never come back from `read`, so the signal handler ends the process itself: at that moment
/// everything parsed has been delivered (the loop flushes before it waits), and the handler writes the
/// closing bytes the loop left with it.
final class ParseLinkInterruption: Sendable {
    private static let running = 0, waiting = 1, interrupted = 2
    private let state = Atomic<Int>(0)
    /// What closes the output if the process ends while waiting (`]` of a JSON array), and where to write it.
    private let closing = Mutex<[UInt8]>([])
    private let endWhileWaiting: @Sendable ([UInt8]) -> Void

    /// - Parameter endWhileWaiting: writes the closing bytes and the "interrupted" message, and ends the
    ///   process with 130 (the command passes one built on its stdout and stderr; tests, one that records).
    init(endWhileWaiting: @escaping @Sendable ([UInt8]) -> Void) {
        self.endWhileWaiting = endWhileWaiting
    }

    /// The signal handler's part; called on another thread.
    func interrupt() {
        if state.compareExchange(expected: Self.waiting, desired: Self.interrupted, ordering: .sequentiallyConsistent).exchanged {
            endWhileWaiting(closing.withLock { $0 })
            return
        }
        state.store(Self.interrupted, ordering: .sequentiallyConsistent)
    }

    /// The live behaviour: close the output, say so on stderr as the toolkit's error reporter would, exit 130.
    static func ending(stdout: any OutputSink, stderr: any OutputSink, tool: String) -> ParseLinkInterruption {
        ParseLinkInterruption { closing in
            closing.withUnsafeBytes { stdout.writeThrough(bytes: $0) }
            stderr.write("\(tool): error: interrupted\n")
            stderr.flush()
            exit(130)
        }
    }

    var isInterrupted: Bool { state.load(ordering: .sequentiallyConsistent) == Self.interrupted }

    /// Before a read that may wait, with all output delivered: from here until `didWait()`, a signal ends
    /// the process after writing `closingBytes`. False when a signal has already come: do not read.
    func willWait(closingBytes: [UInt8]) -> Bool {
        closing.withLock { $0 = closingBytes }
        return state.compareExchange(expected: Self.running, desired: Self.waiting, ordering: .sequentiallyConsistent).exchanged
    }

    /// After the read. Only the handler moves the state away from waiting, and when it does it owns the
    /// output and is ending the process: this thread must write nothing more, so it sleeps until the end.
    func didWait() {
        if state.compareExchange(expected: Self.waiting, desired: Self.running, ordering: .sequentiallyConsistent).exchanged {
            return
        }
        while true { sleep(1) }
    }
}
