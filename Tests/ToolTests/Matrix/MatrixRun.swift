import Synchronization
import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// Runs one matrix command in-process under a hang detector, and checks what every mode checks: the run
/// ends, prints no more than a bound, and no Swift runtime text appears on any stream.
enum MatrixRun {
    /// A hang detector, not a timing assertion: a mock run takes milliseconds, and this is far beyond
    /// that even when the whole suite shares two cores. (It was once raised to 300 s because tests that
    /// waited for processes held the cooperative pool's threads; process tests no longer block them, and
    /// nothing here does: the run and the detector only await.)
    static let hangLimit: Duration = .seconds(60)
    /// How long a run may wait for a thread before its own limit starts counting anyway.
    static let startLimit: Duration = .seconds(240)
    /// How long a hung run, once cancelled, has to end before it is reported as not ending at all.
    static let cancelLimit: Duration = .seconds(10)
    /// No matrix command prints more than this under `--mock` (the largest mock listing is a few KiB).
    static let byteBound = 1 << 20

    struct Outcome: Sendable {
        var result: ToolHarness.Result?
        /// For a run that hung: whether it ended once cancelled (the tools honour cancellation).
        var endedWhenCancelled = false
        var arguments: [String] = []
        var limit = MatrixRun.hangLimit
        var summary: String {
            if let result { return "exit \(result.exitCode): \(result.stderr.prefix(400))" }
            let ending = endedWhenCancelled ? "cancelled, it ended" : "cancelled, it did not end within \(MatrixRun.cancelLimit)"
            return "did not end within \(limit) (\(arguments.joined(separator: " "))); \(ending)"
        }
    }

    /// Runs `arguments` with `harness`; nil in `result` when the run did not end within `limit`, and then
    /// the run is cancelled and given `cancelLimit` to end, so nothing hung is left behind.
    static func run(
        _ harness: ToolHarness, _ arguments: [String], stdin: String = "", hangLimit limit: Duration = hangLimit,
        adjusting adjust: @escaping @Sendable (inout CommandEnvironment) -> Void = { _ in }
    ) async -> Outcome {
        let box = ResumeOnce()
        let started = AsyncSignal(), ended = AsyncSignal()
        // The run and the detector race; whichever ends first resumes, the other finds nothing to resume.
        // Swift Testing starts every test at once, so a new task waits behind hundreds of queued test
        // cases for one of two threads: the run goes ahead of them (high priority), and its limit counts
        // from when it started, not from when it was queued. Otherwise a run of milliseconds was reported
        // hung after waiting a minute for a thread on a loaded machine.
        let run = Task(priority: .high) {
            started.fire()
            let result = await harness.run(arguments: arguments, stdin: stdin, adjusting: adjust)
            ended.fire()
            box.resume(returning: result)
        }
        let detector = Task(priority: .high) {
            try? await started.wait(for: "the run to start", atMost: startLimit)
            try? await Task.sleep(for: limit)  // timeout bound: a run that hangs
            box.resume(returning: nil)
        }
        let result: ToolHarness.Result? = await withCheckedContinuation { box.set($0) }
        detector.cancel()
        var outcome = Outcome(result: result, arguments: arguments, limit: limit)
        if result == nil {
            run.cancel()
            outcome.endedWhenCancelled = (try? await ended.wait(for: "the hung run to end once cancelled", atMost: cancelLimit)) != nil
        }
        return outcome
    }

    /// The checks every mode makes of every run, as issues named after the command and mode.
    static func expectSane(_ outcome: Outcome, _ command: MatrixCommand, mode: String) {
        guard let result = outcome.result else {
            Issue.record("\(command) [\(mode)]: \(outcome.summary)")
            return
        }
        #expect(result.stdout.utf8.count <= byteBound, "\(command) [\(mode)]: \(result.stdout.utf8.count) bytes on stdout")
        for text in ["Fatal error", "Stack dump", "Thread 0 crashed", "SIGILL", "SIGTRAP"] {
            #expect(!result.stdout.contains(text) && !result.stderr.contains(text), "\(command) [\(mode)]: \(text)")
        }
    }

    /// The tool's documented exit codes (its help's EXIT STATUS).
    static func documentedCodes(_ command: MatrixCommand) -> Set<Int32> {
        Set(command.tool.exitStatuses.map(\.code.rawValue))
    }

    /// A harness for `command`'s tool with the given terminal state, and the repository's example files
    /// under the working directory, so samples such as `--input examples/addresses.csv` find them.
    static func harness(
        _ command: MatrixCommand, terminal: Bool = false, columns: Int? = nil, transport: (any HTTPTransport)? = nil,
        fileSystem: InMemoryFileSystem? = nil, variables: [String: String] = [:]
    ) -> ToolHarness {
        ToolHarness(
            tool: command.tool, variables: variables, fileSystem: fileSystem ?? exampleFiles(), terminal: terminal,
            columns: columns, transport: transport)
    }

    static func exampleFiles() -> InMemoryFileSystem {
        let files = InMemoryFileSystem()
        let local = LocalFileSystem()
        let root = PackageRoot.appending("examples").path
        try? files.createDirectory(at: "/work/examples", mode: 0o700)
        for name in local.contentsOfDirectory(at: root) {
            if let bytes = try? local.readFile(at: root + "/" + name) {
                try? files.writeFileAtomically(bytes, to: "/work/examples/" + name, mode: 0o600)
            }
        }
        return files
    }
}

/// A continuation resumed by the first of two racers; a racer that finishes before the continuation is
/// set leaves its result for it.
private final class ResumeOnce: Sendable {
    private enum State {
        case waiting(CheckedContinuation<ToolHarness.Result?, Never>?)
        case done(ToolHarness.Result?)
        case resumed
    }

    private let state = Mutex(State.waiting(nil))

    func set(_ continuation: CheckedContinuation<ToolHarness.Result?, Never>) {
        let early: ToolHarness.Result?? = state.withLock { state in
            if case .done(let result) = state {
                state = .resumed
                return .some(result)
            }
            state = .waiting(continuation)
            return .none
        }
        if let early { continuation.resume(returning: early) }
    }

    func resume(returning result: ToolHarness.Result?) {
        let continuation: CheckedContinuation<ToolHarness.Result?, Never>? = state.withLock { state in
            switch state {
            case .waiting(let continuation?):
                state = .resumed
                return continuation
            case .waiting(nil):
                state = .done(result)
                return nil
            case .done, .resumed:
                return nil
            }
        }
        continuation?.resume(returning: result)
    }
}
