import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// Every command of every tool under `--mock -o table` on an 80-column terminal: no line of stdout is
/// wider than the terminal (commands that print raw text are exempt), and the run ends sanely.
struct MatrixTableTests {
    static let width = 80

    @Test(arguments: MatrixCommand.all)
    func tableFitsEightyColumns(_ command: MatrixCommand) async {
        let harness = MatrixRun.harness(command, terminal: true, columns: Self.width)
        let outcome = await MatrixRun.run(harness, ["--mock", "--color", "never", "-o", "table"] + command.sample, stdin: command.stdin)
        MatrixRun.expectSane(outcome, command, mode: "table at 80")
        guard let result = outcome.result, !command.printsRawText else { return }
        #expect(MatrixRun.documentedCodes(command).contains(result.exitCode.rawValue), "\(command): \(outcome.summary)")
        for line in result.stdout.split(separator: "\n") {
            let width = DisplayWidth.of(line)
            #expect(width <= Self.width, "\(command): a line of \(width) columns: \(line)")
        }
    }
}
