import Foundation
import Testing
import ToolkitTestSupport

/// The commands that prompt at a terminal, as built binaries on a pseudo-terminal (only a real terminal
/// shows how end of input reads there): Ctrl-D at the first prompt ends the command after that one
/// prompt, with exit 0 for a `-` reader (as at the end of a pipe) and 77 for a sign-in.
@Suite(.serialized) struct MatrixTerminalPromptTests {
    /// A prompting command line and the exit Ctrl-D must give.
    struct Prompting: Sendable, CustomStringConvertible {
        var tool: String
        var arguments: [String]
        var exit: Int
        var description: String { ([tool] + arguments).joined(separator: " ") }
    }

    static let prompting: [Prompting] =
        MatrixEndOfInputTests.lineReaders.map { command in
            Prompting(tool: command.tool.name, arguments: ["--mock", "-q"] + command.path + ["-"], exit: 0)
        }
        + MatrixCommand.all.filter { $0.name == "auth login" }.map {
            Prompting(tool: $0.tool.name, arguments: ["--mock", "-q"] + $0.sample, exit: 77)
        }

    func onTerminal(_ command: Prompting) async throws -> PseudoTerminal.Screen {
        try await PseudoTerminal(steps: [.waitFor(": "), .send("\\x04")], environment: ["COLUMNS": "80"]).run(command.tool, command.arguments)
    }

    @Test func promptingCommandsAreFound() {
        #expect(Self.prompting.count >= 10, "\(Self.prompting)")
    }

    @Test(arguments: prompting)
    func ctrlDAtThePromptEndsIt(_ command: Prompting) async throws {
        let screen = try await onTerminal(command)
        #expect(screen.status == command.exit, "\(command): exit \(screen.status): \(screen.output.suffix(300))")
        // Under -q the first ": " ends the first prompt; it must be shown once.
        let head = screen.output.components(separatedBy: ": ").first ?? ""
        let prompt = (head.split(separator: "\n").last.map(String.init) ?? head) + ": "
        let shown = screen.output.components(separatedBy: prompt).count - 1
        #expect(shown == 1, "\(command) showed '\(prompt)' \(shown) times: \(screen.output.suffix(300))")
    }
}
