import Shared
import FoundationEssentials

/// Runs a whole tool in-process, from a command line to its exit code, stdout and stderr, with an
/// in-memory file system, a fixed clock and no real sleeping. The third level of the toolkit's tests.
public struct ToolHarness: Sendable {
    public var tool: ToolDefinition
    public var variables: [String: String]
    public var fileSystem: any FileSystem
    public var currentDirectory: String
    public var homeDirectory: String
    public var now: Date
    public var terminal: Bool
    public var columns: Int?
    /// What requests reach when not in mock mode (a `MockTransport` in tests); nil means no network.
    public var transport: (any HTTPTransport)?

    public struct Result: Sendable {
        public var exitCode: ExitCode
        public var stdout: String
        public var stderr: String
    }

    public init(
        tool: ToolDefinition, variables: [String: String] = [:], fileSystem: any FileSystem = InMemoryFileSystem(),
        currentDirectory: String = "/work", homeDirectory: String = "/home/tester",
        now: Date = Date(timeIntervalSince1970: 1_795_000_000), terminal: Bool = false, columns: Int? = nil,
        transport: (any HTTPTransport)? = nil
    ) {
        self.tool = tool
        self.variables = variables
        self.fileSystem = fileSystem
        self.currentDirectory = currentDirectory
        self.homeDirectory = homeDirectory
        self.now = now
        self.terminal = terminal
        self.columns = columns
        self.transport = transport
    }

    /// The environment a run gets: the harness's settings, these arguments and this stdin.
    public func environment(arguments: [String], stdin: String = "") -> (CommandEnvironment, BufferSink, BufferSink) {
        // On the real file system the home is a scratch one: a tool run here must never reach the user's.
        if fileSystem.isSeenByOtherProcesses {
            precondition(
                homeDirectory.hasPrefix(TestScratch.root.path + "/"),
                "a ToolHarness on the real file system needs a home under TestScratch, not \(homeDirectory)")
        }
        let (io, out, err) = TerminalIO.test(stdin: stdin, terminal: terminal, columns: columns)
        let fixedNow = now
        let transport = self.transport
        let environment = CommandEnvironment(
            arguments: arguments, variables: variables, io: io, fileSystem: fileSystem,
            currentDirectory: currentDirectory, homeDirectory: homeDirectory, now: { fixedNow },
            sleep: { _ in }, makeTransport: { _ in transport ?? OfflineTransport() })
        return (environment, out, err)
    }

    /// Runs `commandLine` (without the tool's name), split as a shell would.
    public func run(_ commandLine: String, stdin: String = "") async -> Result {
        await run(commandLine, stdin: stdin, adjusting: { _ in })
    }

    public func run(arguments: [String], stdin: String = "") async -> Result {
        await run(arguments: arguments, stdin: stdin, adjusting: { _ in })
    }

    /// Runs `commandLine` in an environment `adjust` changed first (a stdout that fails, real sleeps, a
    /// transport that keeps its own deadline). `stdout` is what the harness's buffer received: empty when
    /// `adjust` replaced the sink.
    public func run(
        _ commandLine: String, stdin: String = "", adjusting adjust: (inout CommandEnvironment) -> Void
    ) async -> Result {
        await run(arguments: (try? ShellWords.split(commandLine)) ?? [commandLine], stdin: stdin, adjusting: adjust)
    }

    public func run(
        arguments: [String], stdin: String, adjusting adjust: (inout CommandEnvironment) -> Void
    ) async -> Result {
        var (environment, out, err) = environment(arguments: arguments, stdin: stdin)
        adjust(&environment)
        let code = await ToolRunner(tool: tool).run(environment)
        return Result(exitCode: code, stdout: out.text, stderr: err.text)
    }
}
