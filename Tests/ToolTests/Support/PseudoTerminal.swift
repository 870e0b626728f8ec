import Foundation
import ToolkitTestSupport

/// Runs a command on a pseudo-terminal, as a person at a terminal would, through Tests/Support/pty_run.py:
/// for what only a real terminal shows (echo off, Ctrl-D as a read of 0 bytes, Ctrl-C, the window size,
/// progress lines). The one place the tests call pty_run.py and quote words for the shell. What is typed
/// is typed on events (a prompt shown, an answer shown), never after a pause; a wait that is not met
/// fails the test with the text it waited for.
struct PseudoTerminal {
    /// One thing the person at the terminal does, in order.
    enum Step {
        /// Wait until this shows after whatever was typed last (a prompt, an answer).
        case waitFor(String)
        /// Type this (backslash escapes: `\\n`, `\\x04` for Ctrl-D).
        case send(String)
        /// Type Ctrl-C.
        case interrupt
    }

    /// What the terminal showed: stdout and stderr interleaved as they arrived.
    struct Screen: Decodable {
        /// The exit status, 128+N for a signal.
        var status: Int
        var output: String
        /// What it showed until Ctrl-C, with an `.interrupt` step.
        var beforeInterrupt: String?
        /// A wait that was not met: what it waited for and why it stopped.
        var unmet: [String: String]?
    }

    /// A wait on the terminal that was not met, or a command that did not end: the test fails with it.
    struct Unmet: Error, CustomStringConvertible {
        var waitedFor: String
        var why: String
        var output: String
        var description: String { "on the terminal, waited for '\(waitedFor)', but \(why); it showed: \(output)" }
    }

    /// The terminal's width (its window size, as a resized terminal reports it); nil leaves pty_run's.
    var columns: Int?
    /// What is done at the terminal, in order, before waiting for the command to end.
    var steps: [Step] = []
    /// Variables for the command, beside its temporary HOME's (`NO_COLOR` is always set).
    var environment: [String: String] = [:]
    /// The working directory; nil keeps the test process's.
    var directory: URL?
    /// A HOME shared with other runs; nil gives the command a fresh one.
    var home: ProcessHome?

    /// The repository's root, for commands that read its files (`examples/addresses.csv`).
    static let repository = PythonPeer.support.deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `command` (the program and its arguments) on the terminal until it exits.
    func run(_ command: [String]) async throws -> Screen {
        var options = steps.flatMap { step -> [String] in
            switch step {
            case .waitFor(let text): ["--wait-for", text]
            case .send(let text): ["--send", text]
            case .interrupt: ["--interrupt"]
            }
        }
        if let columns { options += ["--columns", String(columns)] }
        // pty_run.py's own bound comes first, so a hang is reported with the wait it was in.
        options += ["--within", "40"]
        let script = PythonPeer.support.appendingPathComponent("pty_run.py").path
        let run = try await BuiltBinary.shell(
            Self.quoted([PythonPeer.python, script] + options + ["--"] + command),
            environment: environment.merging(["NO_COLOR": "1"]) { mine, _ in mine }, directory: directory, home: home)
        // pty_run.py prints one JSON object; anything else (it crashed) is reported with what it said.
        guard let screen = try? JSONDecoder().decode(Screen.self, from: Data(run.stdout.utf8)) else {
            throw Unmet(waitedFor: "pty_run.py's report", why: "exit \(run.status): \(run.stderr)", output: run.stdout)
        }
        if let unmet = screen.unmet {
            throw Unmet(waitedFor: unmet["waitedFor"] ?? "?", why: unmet["why"] ?? "?", output: screen.output)
        }
        return screen
    }

    /// Runs the built `tool` with `arguments` on the terminal.
    func run(_ tool: String, _ arguments: [String]) async throws -> Screen {
        try await run([try BuiltBinary.path(tool)] + arguments)
    }

    /// `words` as one line for bash, each quoted whole.
    static func quoted(_ words: [String]) -> String { words.map(quote).joined(separator: " ") }

    static func quote(_ word: String) -> String { "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
