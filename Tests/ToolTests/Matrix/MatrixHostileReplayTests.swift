import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// The hostile-data mode on a real terminal for every command: each command is recorded (`--record`)
/// against its tool's mock service made hostile (`HostileAnswers`), and the recording is replayed by
/// the built tool (`--mock --mock-dir`) on a pseudo-terminal 80 columns wide, as a table or card, with
/// `-v` and with `--debug`. What the terminal receives holds no character it would obey but the tool's
/// own progress and redraw sequences (colour is off) and the line discipline's CR before each LF.
@Suite(.serialized) struct MatrixHostileReplayTests {
    /// Records `words` against the hostile service into a real directory, for the built tool to replay.
    static func record(_ command: MatrixCommand, _ words: [String]) async throws -> URL {
        let account = try #require(MatrixRecordReplayTests.accounts[command.tool.name])
        let files = MatrixRun.exampleFiles()
        let service = HostileAnswers(wrapped: FixtureTransport(
            fixtures: try FixtureSet(builtin: account.profile.builtinFixtures, fileSystem: files),
            routes: account.profile.routes, service: account.profile.mockService))
        let variables = account.credentials.merging(["\(command.tool.prefix)_RECORD_DIR": "/rec"]) { $1 }
        let recorder = MatrixRun.harness(command, transport: service, fileSystem: files, variables: variables)
        if let signIn = account.signIn {
            _ = await MatrixRun.run(recorder, signIn.split(separator: " ").map(String.init), stdin: "pass-word-1\n")
        }
        _ = await MatrixRun.run(recorder, ["-q"] + words, stdin: command.stdin)
        let directory = try TestScratch.directory("hostile-replay")
        for name in files.contentsOfDirectory(at: "/rec") {
            let bytes = try files.readFile(at: "/rec/" + name)
            try Data(bytes).write(to: directory.appendingPathComponent(name))
        }
        return directory
    }

    @Test func everyCommandReplayedFromAHostileServiceOnAPseudoTerminalShowsNoControlCharacter() async throws {
        let home = try TestScratch.directory("hostile-replay-home")
        var environment = ["HOME": home.path, "COLUMNS": "80"]
        for name in ["XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"] { environment[name] = home.path + "/" + name }
        let terminal = PseudoTerminal(columns: 80, environment: environment, directory: PseudoTerminal.repository)
        var shownHostile = 0
        // A command that reads `-` or asks at the terminal waits for a person there: MatrixTerminalPromptTests.
        for (command, words) in MatrixRecordReplayTests.lines where !command.printsRawText && !words.contains("-") {
            let recording = try await Self.record(command, words)
            for mode in [[], ["-v"], ["--debug"]] {
                let arguments = ["--mock", "--mock-dir", recording.path, "--color", "never", "-o", "table"] + mode + words
                let screen = try await terminal.run(command.tool.name, arguments)
                let shown = HostileAnswers.withoutOwnSequences(screen.output.replacingOccurrences(of: "\r\n", with: "\n"))
                #expect(screen.status < 128, "\(command) \(mode): \(screen.output.suffix(300))")
                #expect(TerminalObeyed.characters(in: shown).isEmpty, "\(command) \(mode): \(shown.debugDescription.prefix(800))")
                if shown.contains(#"\x1b]0;pwned\x07"#) { shownHostile += 1 }
            }
        }
        // The replays did show the hostile service's text, as text: the mode reached the data.
        #expect(shownHostile > 60, "only \(shownHostile) replays showed the hostile text")
    }
}
