import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// The hostile-data mode: every command of every tool against its mock service made hostile (every
/// string and request id of its answers holds control and bidirectional characters: `HostileAnswers`),
/// served as the transport of a real run with the credentials it needs, as `MatrixRecordReplayTests`
/// records (`MatrixHostileReplayTests` replays that under `--mock` on a pseudo-terminal), on an
/// 80-column terminal, as a table or card, and again with `-v` and with `--debug`. No character a terminal would obey reaches
/// stdout or stderr (docs/output.md, "Outside text is shown, never obeyed"); only the tool's own
/// progress and redraw sequences remain, with colour off. Then completion of the ids the run kept offers
/// nothing a shell or terminal would obey either.
struct MatrixHostileDataTests {
    static let width = 80

    struct Mode: Sendable, CustomStringConvertible {
        var name: String
        var options: [String]
        var description: String { name }
    }

    static let modes = [
        Mode(name: "table at 80", options: []), Mode(name: "-v", options: ["-v"]), Mode(name: "--debug", options: ["--debug"]),
    ]

    /// A terminal 80 columns wide, signed in where the tool needs it, whose service is `service`.
    static func harness(_ command: MatrixCommand, service: (any HTTPTransport) -> HostileAnswers) async throws -> ToolHarness {
        let account = try #require(MatrixRecordReplayTests.accounts[command.tool.name])
        let files = MatrixRun.exampleFiles()
        let transport = service(FixtureTransport(
            fixtures: try FixtureSet(builtin: account.profile.builtinFixtures, fileSystem: files),
            routes: account.profile.routes, service: account.profile.mockService))
        let variables = account.credentials.merging(["COLUMNS": String(width)]) { $1 }
        let harness = MatrixRun.harness(
            command, terminal: true, columns: width, transport: transport, fileSystem: files, variables: variables)
        if let signIn = account.signIn {
            _ = await MatrixRun.run(harness, signIn.split(separator: " ").map(String.init), stdin: "pass-word-1\n")
        }
        return harness
    }

    @Test(arguments: MatrixCommand.all)
    func showsNoControlCharacter(_ command: MatrixCommand) async throws {
        for mode in Self.modes {
            let count = HostileAnswers.Count()
            let harness = try await Self.harness(command) { HostileAnswers(wrapped: $0, count: count) }
            let arguments = ["--color", "never", "-o", "table"] + mode.options + command.sample
            let outcome = await MatrixRun.run(harness, arguments, stdin: command.stdin)
            MatrixRun.expectSane(outcome, command, mode: "hostile, \(mode)")
            guard let result = outcome.result else { continue }
            // A token or a script is printed for programs, as issued (docs/output.md).
            if !command.printsRawText {
                let stdout = HostileAnswers.withoutOwnSequences(result.stdout)
                #expect(TerminalObeyed.characters(in: stdout).isEmpty, "\(command) [hostile, \(mode)]: stdout \(stdout.debugDescription.prefix(600))")
            }
            let stderr = HostileAnswers.withoutOwnSequences(result.stderr)
            #expect(TerminalObeyed.characters(in: stderr).isEmpty, "\(command) [hostile, \(mode)]: stderr \(stderr.debugDescription.prefix(600))")
            // The hostile text did reach the command: --debug logs every answer's body, a JSON one as JSON.
            if mode.name == "--debug", count.answers > 0 {
                #expect(stderr.contains(#"\x1b]0;pwned\x07"#) || stderr.contains(#"\u001b]0;pwned\u0007"#),
                        "\(command) [hostile, --debug]: \(stderr.prefix(600))")
            }
        }
    }

    /// After a hostile list, completing each identifier the command takes offers only values that hold
    /// no control character, with descriptions shown as text. The list's strings end in a C1 control
    /// and a right-to-left override only (an ESC or a space already kept a value from being offered).
    @Test(arguments: MatrixCommand.all.filter { !$0.identifierArguments.isEmpty })
    func completionAfterAHostileListOffersNothingObeyed(_ command: MatrixCommand) async throws {
        let harness = try await Self.harness(command) { HostileAnswers(wrapped: $0, before: "", after: "\u{9B}\u{202E}") }
        for listing in MatrixCommand.all where listing.tool.name == command.tool.name && listing.spec.listNoun != nil {
            _ = await MatrixRun.run(harness, listing.sample, stdin: listing.stdin)
        }
        let words = command.path
        for argument in command.identifierArguments {
            let typed = argument.hasPrefix("--") ? words + [argument, ""] : words + [""]
            let outcome = await MatrixRun.run(harness, [ValueCompleter.commandName] + typed)
            guard let result = outcome.result else { continue }
            #expect(result.exitCode == .success)
            // The protocol's own tab between a value and its description is the one tab allowed.
            for line in result.stdout.split(separator: "\n") {
                let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
                #expect(parts.allSatisfy { TerminalObeyed.characters(in: String($0)).isEmpty && !$0.contains("\t") },
                        "\(command) \(argument): \(line.debugDescription)")
            }
            #expect(result.stderr.isEmpty)
        }
    }
}
