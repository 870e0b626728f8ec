import Foundation

/// Runs a command on a pseudo-terminal, as a person at a terminal would, through Tests/Support/pty_run.py:
/// for what only a real terminal shows (echo off, Ctrl-D as a read of 0 bytes, Ctrl-C, the window size,
/// progress lines). The one place the tests call pty_run.py and quote words for the shell.
struct PseudoTerminal {
    /// What the terminal showed: stdout and stderr interleaved as they arrived.
    struct Screen: Decodable {
        /// The exit status, 128+N for a signal (137 when pty_run.py killed a command stuck for 30 s).
        var status: Int
        var output: String
        /// What it showed until Ctrl-C, with `interruptAfter`.
        var beforeInterrupt: String?
    }

    /// The terminal's width (its window size, as a resized terminal reports it); nil leaves pty_run's.
    var columns: Int?
    /// Before typing anything, wait (up to 10 s) until the output shows this.
    var waitFor: String?
    /// Typed in turn once waiting is over (backslash escapes: `\\n`, `\\x04` for Ctrl-D).
    var sends: [String] = []
    /// Ctrl-C this many seconds after the sends.
    var interruptAfter: Double?
    /// Variables for the command, beside the test process's own (`NO_COLOR` is always set).
    var environment: [String: String] = [:]
    /// The working directory; nil keeps the test process's.
    var directory: URL?

    /// The repository's root, for commands that read its files (`examples/addresses.csv`).
    static let repository = PythonPeer.support.deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `command` (the program and its arguments) on the terminal until it exits.
    func run(_ command: [String]) throws -> Screen {
        var options = sends.flatMap { ["--send", $0] }
        if let columns { options += ["--columns", String(columns)] }
        if let waitFor { options += ["--wait-for", waitFor] }
        if let interruptAfter { options += ["--interrupt-after", String(interruptAfter)] }
        let script = PythonPeer.support.appendingPathComponent("pty_run.py").path
        let run = try BuiltBinary.shell(
            Self.quoted([PythonPeer.python, script] + options + ["--"] + command),
            environment: environment.merging(["NO_COLOR": "1"]) { mine, _ in mine }, directory: directory)
        return try JSONDecoder().decode(Screen.self, from: Data(run.stdout.utf8))
    }

    /// Runs the built `tool` with `arguments` on the terminal.
    func run(_ tool: String, _ arguments: [String]) throws -> Screen {
        try run([try BuiltBinary.path(tool)] + arguments)
    }

    /// `words` as one line for bash, each quoted whole.
    static func quoted(_ words: [String]) -> String { words.map(quote).joined(separator: " ") }

    static func quote(_ word: String) -> String { "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
