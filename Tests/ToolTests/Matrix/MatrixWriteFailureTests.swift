import Glibc
import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// Every command of every tool with a stdout that fails: on a full disk (`/dev/full`) a command that
/// prints anything exits 74; under `-q`, a reader that closes the pipe after one byte (`| head -c1`) ends
/// the command quietly, with 0 or 141 and nothing on stderr.
struct MatrixWriteFailureTests {
    func run(_ command: MatrixCommand, _ words: [String], stdout: FailingSink) async -> MatrixRun.Outcome {
        await MatrixRun.run(MatrixRun.harness(command), words + command.sample, stdin: command.stdin) { $0.io.stdout = stdout }
    }

    @Test(arguments: MatrixCommand.all)
    func fullDiskIsExit74(_ command: MatrixCommand) async {
        let normal = await MatrixRun.run(MatrixRun.harness(command), ["--mock", "-q"] + command.sample, stdin: command.stdin)
        let outcome = await run(command, ["--mock", "-q"], stdout: FailingSink(capacity: 0, errorNumber: ENOSPC))
        MatrixRun.expectSane(outcome, command, mode: "stdout on /dev/full")
        guard let printed = normal.result?.stdout, let result = outcome.result else { return }
        if printed.isEmpty {
            #expect(result.exitCode == normal.result?.exitCode, "\(command) on /dev/full: \(outcome.summary)")
        } else {
            #expect(result.exitCode == .outputFailed, "\(command) on /dev/full: \(outcome.summary)")
            #expect(result.stderr.contains("cannot write output to standard output"), "\(command): \(result.stderr)")
        }
    }

    @Test(arguments: MatrixCommand.all)
    func closedPipeAfterOneByteIsQuiet(_ command: MatrixCommand) async {
        // A command that fails on its own (a sign-in with no password to read) is not about the pipe.
        let normal = await MatrixRun.run(MatrixRun.harness(command), ["--mock", "-q"] + command.sample, stdin: command.stdin)
        guard normal.result?.exitCode == .success else { return }
        let outcome = await run(command, ["--mock", "-q"], stdout: FailingSink(capacity: 1, errorNumber: EPIPE))
        MatrixRun.expectSane(outcome, command, mode: "stdout closed after one byte")
        guard let result = outcome.result else { return }
        #expect([ExitCode.success, .brokenPipe].contains(result.exitCode), "\(command) | head -c1: \(outcome.summary)")
        #expect(result.stderr.isEmpty, "\(command) | head -c1 printed: \(result.stderr)")
    }
}
