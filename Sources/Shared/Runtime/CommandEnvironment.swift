import FoundationEssentials

/// The world a command runs in. Every effect — arguments, environment variables, the standard streams
/// and their terminal state, clock, sleep, file system, home and working directories — comes through
/// this one value, so every command runs in-process in tests with no network and no real files.
public struct CommandEnvironment: Sendable {
    /// argv without the program name.
    public var arguments: [String]
    /// A snapshot of the process environment; nothing else reads the real one.
    public var variables: [String: String]
    public var io: TerminalIO
    public var fileSystem: any FileSystem
    public var currentDirectory: String
    public var homeDirectory: String
    public var now: @Sendable () -> Date
    public var sleep: @Sendable (Duration) async throws -> Void
    /// Waits out a request's deadline (`--timeout`). Apart from `sleep` because tests skip the waits
    /// between retries but still need a deadline that does not fire at once; real time by default.
    public var deadlineTimer: @Sendable (Duration) async throws -> Void
    /// Makes the HTTP transport for a command (the live one is `CurlTransport`; tests pass a MockTransport).
    public var makeTransport: @Sendable (TransportOptions) -> any HTTPTransport
    /// Whether those transports end each attempt at `TransportOptions.timeout` themselves, from
    /// connecting to the last byte (libcurl does): then no `DeadlineMiddleware` is needed, whose task and
    /// timer per request were a tenth of a batch's CPU. False for tests' transports.
    public var transportKeepsDeadline: Bool
    /// Registers what to do on the first SIGINT (a batch stops starting work and writes what it has);
    /// a second SIGINT ends the process at once.
    public var onInterrupt: @Sendable (@escaping @Sendable () -> Void) -> Void

    public init(
        arguments: [String], variables: [String: String], io: TerminalIO, fileSystem: any FileSystem,
        currentDirectory: String, homeDirectory: String, now: @escaping @Sendable () -> Date,
        sleep: @escaping @Sendable (Duration) async throws -> Void,
        makeTransport: @escaping @Sendable (TransportOptions) -> any HTTPTransport = { _ in OfflineTransport() },
        onInterrupt: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void = { _ in },
        deadlineTimer: @escaping @Sendable (Duration) async throws -> Void = TimerQueue().sleep(for:),
        transportKeepsDeadline: Bool = false
    ) {
        self.arguments = arguments
        self.variables = variables
        self.io = io
        self.fileSystem = fileSystem
        self.currentDirectory = currentDirectory
        self.homeDirectory = homeDirectory
        self.now = now
        self.sleep = sleep
        self.makeTransport = makeTransport
        self.onInterrupt = onInterrupt
        self.deadlineTimer = deadlineTimer
        self.transportKeepsDeadline = transportKeepsDeadline
    }

    /// A relative path made absolute against the working directory (`-` is left alone: it means stdin).
    public func absolutePath(_ path: String) -> String {
        if path == "-" || path.hasPrefix("/") { return path }
        if path == "~" { return homeDirectory }
        if path.hasPrefix("~/") { return FilePath.join(homeDirectory, String(path.dropFirst(2))) }
        return FilePath.normalize(FilePath.join(currentDirectory, path))
    }

    /// The XDG directories for a tool, from this environment's variables.
    public func paths(for tool: String) -> AppPaths {
        AppPaths(tool: tool, variables: variables, homeDirectory: homeDirectory)
    }

    /// How wide output may be, by the one rule of the toolkit: `COLUMNS` when it is a positive number, else
    /// the terminal's width when stdout is one, else nil (no known width). Help wraps to it (80 when nil,
    /// never under 40); tables fit it on a terminal.
    public var displayWidth: Int? {
        if let columns = variable("COLUMNS").flatMap({ Int($0) }), columns > 0 { return columns }
        return io.stdoutIsTerminal ? io.terminalColumns : nil
    }

    /// How wide a sentence on stderr (an error, a note, a hint) may be: on a terminal, `COLUMNS` when it is
    /// a positive number, else the terminal's width, else 80; nil when stderr is a pipe or a file, where
    /// nothing is wrapped.
    public var stderrWidth: Int? {
        guard io.stderrIsTerminal else { return nil }
        if let columns = variable("COLUMNS").flatMap({ Int($0) }), columns > 0 { return columns }
        return io.terminalColumns ?? 80
    }

    /// A value that is set and not empty (an empty value counts as unset, docs/configuration.md).
    public func variable(_ name: String) -> String? {
        guard let value = variables[name], !value.isEmpty else { return nil }
        return value
    }
}
