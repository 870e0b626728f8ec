import FoundationEssentials
import Glibc

extension CommandEnvironment {
    /// The real process: its argv, environment, standard streams, clock and file system. Only a tool's
    /// `@main` calls this.
    public static func live() -> CommandEnvironment {
        // Keep the conventional action for a closed pipe: the process ends quietly (see FileDescriptorSink).
        signal(SIGPIPE, SIG_DFL)
        // libcurl ignores upper-case HTTP_PROXY for http:// URLs (a CGI safety rule); curl users expect it
        // to work, so give libcurl the lower-case spelling it reads.
        let lower = getenv("http_proxy").map { String(cString: $0) } ?? ""
        if lower.isEmpty, let upper = getenv("HTTP_PROXY"), upper.pointee != 0 { setenv("http_proxy", upper, 1) }
        let info = ProcessInfo.processInfo
        // One libcurl engine (multi handle, thread, connection pool) for every transport of the process,
        // started at the first request.
        let network = CurlTransport.Shared()
        // One timer for every wait of the process: retry back-offs and each attempt's --timeout deadline.
        let timers = TimerQueue()
        let variables = info.environment
        let io = TerminalIO(
            stdin: FileDescriptorInput(descriptor: STDIN_FILENO),
            stdout: FileDescriptorSink(descriptor: STDOUT_FILENO),
            stderr: FileDescriptorSink(descriptor: STDERR_FILENO),
            stdinIsTerminal: isatty(STDIN_FILENO) == 1,
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
            stderrIsTerminal: isatty(STDERR_FILENO) == 1,
            terminalColumns: Terminal.columns(of: STDOUT_FILENO),
            readSecretLine: Terminal.readSecretLine, readLine: Terminal.readLine)
        return CommandEnvironment(
            arguments: Array(info.arguments.dropFirst()), variables: variables, io: io,
            fileSystem: LocalFileSystem(), currentDirectory: Terminal.workingDirectory(),
            homeDirectory: Terminal.homeDirectory(variables: variables), now: { Date() },
            sleep: timers.sleep(for:),
            makeTransport: { CurlTransport(options: $0, engine: network) },
            onInterrupt: Terminal.onInterrupt, deadlineTimer: timers.sleep(for:))
    }
}

extension ToolRunner {
    /// The whole life of a tool process: run against the live environment, then exit with the code.
    public func main() async -> Never {
        let code = await run(.live())
        exit(code.rawValue)
    }
}
