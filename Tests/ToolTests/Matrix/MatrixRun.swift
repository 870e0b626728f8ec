import Synchronization
import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// Runs one matrix command in-process under a hang detector, and checks what every mode checks: the run
/// ends, prints no more than a bound, and no Swift runtime text appears on any stream.
enum MatrixRun {
    /// A hang detector, not a timing assertion: a mock run takes milliseconds; this is thousands of times that.
    static let hangLimit: Duration = .seconds(30)
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
        let result: ToolHarness.Result? = await withCheckedContinuation { continuation in
            box.set(continuation)
            // The run and the detector race; whichever ends first resumes, the other finds nothing to resume.
            Task {
                let result = await harness.run(arguments: arguments, stdin: stdin, adjusting: adjust)
                box.resume(returning: result)
            }
            Task {
                try? await Task.sleep(for: hangLimit)
                box.resume(returning: nil)
            }
        }
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

/// A continuation resumed by the first of two racers.
private final class ResumeOnce: Sendable {
    private let continuation = Mutex<CheckedContinuation<ToolHarness.Result?, Never>?>(nil)

    func set(_ value: CheckedContinuation<ToolHarness.Result?, Never>) { continuation.withLock { $0 = value } }

    func resume(returning result: ToolHarness.Result?) { continuation.withLock { $0.take() }?.resume(returning: result) }
}
