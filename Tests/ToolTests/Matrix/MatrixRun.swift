import Synchronization
import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// Runs one matrix command in-process under a hang detector, and checks what every mode checks: the run
/// ends, prints no more than a bound, and no Swift runtime text appears on any stream.
enum MatrixRun {
    /// A hang detector, not a timing assertion: a mock run takes milliseconds, and this is far beyond
    /// that even when the whole suite shares two cores and tests that wait for processes hold the
    /// cooperative pool's threads (a run there has been seen to wait 30 s for a thread).
    static let hangLimit: Duration = .seconds(300)
    /// No matrix command prints more than this under `--mock` (the largest mock listing is a few KiB).
    static let byteBound = 1 << 20

    struct Outcome: Sendable {
        var result: ToolHarness.Result?
        var summary: String { result.map { "exit \($0.exitCode): \($0.stderr.prefix(400))" } ?? "did not end" }
    }

    /// Runs `arguments` with `harness`; nil in `result` when the run did not end within `hangLimit`.
    static func run(
        _ harness: ToolHarness, _ arguments: [String], stdin: String = "",
        adjusting adjust: @escaping @Sendable (inout CommandEnvironment) -> Void = { _ in }
    ) async -> Outcome {
        let box = ResumeOnce()
        let detector = Task {
            try? await Task.sleep(for: hangLimit)
            box.resume(returning: nil)
        }
        let result: ToolHarness.Result? = await withCheckedContinuation { continuation in
            box.set(continuation)
            // The run and the detector race; whichever ends first resumes, the other finds nothing to resume.
            // A run that hangs is left behind: the test has failed, and nothing can stop it from outside.
            Task {
                let result = await harness.run(arguments: arguments, stdin: stdin, adjusting: adjust)
                box.resume(returning: result)
            }
        }
        detector.cancel()
        return Outcome(result: result)
    }

    /// The checks every mode makes of every run, as issues named after the command and mode.
    static func expectSane(_ outcome: Outcome, _ command: MatrixCommand, mode: String) {
        guard let result = outcome.result else {
            Issue.record("\(command) [\(mode)]: did not end within \(hangLimit)")
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
