import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// Every command of every tool at end of input: with nothing on a piped stdin, and with Ctrl-D at a
/// terminal (stdin a terminal that reads nothing), the command ends, with a documented code. A command
/// that reads identifiers from `-` ends at once with exit 0, as at the end of a pipe; a sign-in prompt
/// at end of input is 77 after one prompt.
struct MatrixEndOfInputTests {
    /// The commands whose identifier positional reads lines from standard input when given `-`.
    static let lineReaders = MatrixIdentifierTests.commands.filter { command in
        command.spec.positionals.contains { $0.help.contains("- reads") }
    }

    @Test(arguments: MatrixCommand.all)
    func endOfInputEndsTheCommand(_ command: MatrixCommand) async {
        for terminal in [false, true] {
            let harness = MatrixRun.harness(command, terminal: terminal, columns: 80)
            let outcome = await MatrixRun.run(harness, ["--mock"] + command.sample, stdin: "")
            let mode = terminal ? "Ctrl-D at a terminal" : "empty stdin"
            MatrixRun.expectSane(outcome, command, mode: mode)
            guard let result = outcome.result else { continue }
            #expect(MatrixRun.documentedCodes(command).contains(result.exitCode.rawValue), "\(command) [\(mode)]: \(outcome.summary)")
            // A prompt shown more than once means end of input was read as an answer and asked again.
            let prompts = ["Password:", "Email", "Username", "Code", "Barcode:", "QR code:", "ID:"]
            for prompt in prompts {
                #expect(result.stderr.components(separatedBy: prompt).count <= 2, "\(command) [\(mode)] asked again: \(result.stderr.prefix(300))")
            }
        }
    }

    @Test(arguments: lineReaders)
    func dashEndsAtEndOfInput(_ command: MatrixCommand) async throws {
        for terminal in [false, true] {
            let words = command.path + ["-"]
            let outcome = await MatrixRun.run(MatrixRun.harness(command, terminal: terminal, columns: 80), ["--mock"] + words, stdin: "")
            MatrixRun.expectSane(outcome, command, mode: "- at end of input")
            #expect(outcome.result?.exitCode == .success, "\(command) - [terminal \(terminal)]: \(outcome.summary)")
        }
    }
}
