import Foundation
import Testing

/// A command line in a sentence (an error's hint, a suggested fix) is never broken inside when the
/// sentence wraps: at 80 columns it stands on a line of its own, or continues after ` \` on an indented
/// line, so copying its lines pastes one command. To a pipe nothing is wrapped.
@Suite struct CommandLinesPasteWholeTests {
    static let suggested = #"printf '%s\n' "$PASSWORD" | scorebase auth login --username bob --password-stdin"#

    /// `text`'s lines as a shell reads them when pasted: a line ending in ` \` continues on the next.
    static func pasted(_ text: String) -> [String] {
        var lines: [String] = []
        var pending = ""
        for line in text.split(whereSeparator: \.isNewline).map(String.init) {
            if line.hasSuffix(" \\") {
                pending += line.dropLast(2) + " "
                continue
            }
            lines.append(pending.isEmpty ? line : pending + line.drop { $0 == " " })
            pending = ""
        }
        return lines
    }

    @Test func aSuggestedCommandIsNeverBrokenInsideAt80Columns() async throws {
        let terminal = PseudoTerminal(columns: 80, directory: FileManager.default.temporaryDirectory)
        let screen = try await terminal.run(["sh", "-c", "scorebase --mock auth login --username bob </dev/null"])
        #expect(screen.status == 77, "\(screen.output)")
        let lines = screen.output.split(whereSeparator: \.isNewline).map(String.init)
        for line in lines { #expect(line.count <= 80, "wider than the terminal: \(line)") }
        // The command is whole on the lines it takes, which hold nothing else.
        let command = try #require(Self.pasted(screen.output).first { $0.contains("printf") }, "\(screen.output)")
        #expect(command.trimmingCharacters(in: .whitespaces) == Self.suggested, "\(screen.output)")
    }

    @Test func toAPipeTheSuggestionIsOneLine() async throws {
        let run = try await BuiltBinary.shell("scorebase --mock auth login --username bob </dev/null 2>&1 | cat")
        #expect(run.stdout.split(separator: "\n").contains { $0.hasSuffix(Self.suggested) }, "\(run.stdout)")
    }
}
