/// The three standard streams with what is known about them: whether each is a terminal, and how wide
/// the terminal is.
public struct TerminalIO: Sendable {
    public var stdin: any InputSource
    public var stdout: any OutputSink
    public var stderr: any OutputSink
    public var stdinIsTerminal: Bool
    public var stdoutIsTerminal: Bool
    public var stderrIsTerminal: Bool
    /// stdout is a pipe or a socket: its reader (`| jq`) often writes to the same screen as stderr, so a
    /// progress line drawn there would mix into its lines.
    public var stdoutIsPipe: Bool
    /// The terminal's width in columns as the system reports it: stdout's, else stderr's (nil when neither
    /// is a terminal). Tables use it only when stdout is a terminal (`CommandEnvironment.displayWidth`).
    /// `COLUMNS` takes precedence; see `OutputSettings`.
    public var terminalColumns: Int?
    /// Reads a line with echo off from the terminal, for passwords and 2FA codes; nil when impossible or
    /// at the end of input (Ctrl-D), which ends the prompt.
    public var readSecretLine: @Sendable (_ prompt: String) async -> String?
    /// Reads a line from the terminal with echo on, for a missing email or user name and `-` lines; nil
    /// when impossible or at the end of input (Ctrl-D), which ends the prompt.
    public var readLine: @Sendable (_ prompt: String) async -> String?

    public init(
        stdin: any InputSource, stdout: any OutputSink, stderr: any OutputSink, stdinIsTerminal: Bool = false,
        stdoutIsTerminal: Bool = false, stderrIsTerminal: Bool = false, stdoutIsPipe: Bool = false,
        terminalColumns: Int? = nil, readSecretLine: @escaping @Sendable (String) async -> String? = { _ in nil },
        readLine: @escaping @Sendable (String) async -> String? = { _ in nil }
    ) {
        self.stdin = stdin
        self.stdout = stdout
        self.stderr = stderr
        self.stdinIsTerminal = stdinIsTerminal
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.stdoutIsPipe = stdoutIsPipe
        self.terminalColumns = terminalColumns
        self.readSecretLine = readSecretLine
        self.readLine = readLine
    }

    /// Asks on the terminal with echo on (`readLine`). A prompt may name what a setting or a service said
    /// (an account, an id), so its text passes `VisibleText`, as every view's does.
    public func ask(_ prompt: String) async -> String? {
        await readLine(VisibleText.of(prompt))
    }

    /// Asks on the terminal with echo off (`readSecretLine`), the prompt shown as `ask` shows it.
    public func askSecret(_ prompt: String) async -> String? {
        await readSecretLine(VisibleText.of(prompt))
    }

    /// Streams for a test: input from a string, output into buffers, terminal or not.
    public static func test(
        stdin: String = "", terminal: Bool = false, columns: Int? = nil
    ) -> (io: TerminalIO, stdout: BufferSink, stderr: BufferSink) {
        let out = BufferSink(), err = BufferSink()
        let io = TerminalIO(
            stdin: BufferInput(stdin), stdout: out, stderr: err, stdinIsTerminal: terminal,
            stdoutIsTerminal: terminal, stderrIsTerminal: terminal, terminalColumns: terminal ? (columns ?? 80) : nil)
        return (io, out, err)
    }
}
