import FoundationEssentials
import Glibc

extension CommandEnvironment {
    /// The real process: its argv, environment, standard streams, clock and file system. Only a tool's
    /// `@main` calls this.
    /// - Parameter descriptors: what the caller left of descriptors 0–2 (`StandardDescriptors.holdOpen()`).
    static func live(descriptors: StandardDescriptors = StandardDescriptors()) -> CommandEnvironment {
        // Keep the conventional action for a closed pipe: the process ends quietly (see FileDescriptorSink).
        signal(SIGPIPE, SIG_DFL)
        // libcurl ignores upper-case HTTP_PROXY for http:// URLs (a CGI safety rule); curl users expect it
        // to work, so give libcurl the lower-case spelling it reads.
        let lower = getenv("http_proxy").map { String(cString: $0) } ?? ""
        if lower.isEmpty, let upper = getenv("HTTP_PROXY"), upper.pointee != 0 { setenv("http_proxy", upper, 1) }
        // One libcurl engine (multi handle, thread, connection pool) for every transport of the process,
        // started at the first request. Its thread only finishes transfers: the command's task resumes on
        // its own executor, where it may read, write and prompt, waiting as long as it takes.
        let network = CurlTransport.Shared()
        // One timer for every wait of the process: retry back-offs and each attempt's --timeout deadline.
        let timers = TimerQueue()
        let variables = Self.processEnvironment()
        let io = TerminalIO(
            stdin: FileDescriptorInput(descriptor: STDIN_FILENO),
            stdout: FileDescriptorSink(descriptor: descriptors.stdout),
            stderr: FileDescriptorSink(descriptor: descriptors.stderr, destination: "standard error"),
            stdinIsTerminal: isatty(STDIN_FILENO) == 1,
            stdoutIsTerminal: isatty(descriptors.stdout) == 1,
            stderrIsTerminal: isatty(STDERR_FILENO) == 1,
            stdoutIsPipe: Self.isPipe(descriptors.stdout),
            // stdout's terminal, else stderr's (for sentences on stderr while stdout is piped).
            terminalColumns: Terminal.columns(of: descriptors.stdout) ?? Terminal.columns(of: descriptors.stderr),
            readSecretLine: { prompt in Terminal.readSecretLine(prompt: prompt) },
            readLine: { prompt in Terminal.readLine(prompt: prompt) })
        let home = Terminal.homeDirectory(variables: variables)
        return CommandEnvironment(
            arguments: Array(CommandLine.arguments.dropFirst()), variables: variables, io: io,
            fileSystem: LocalFileSystem(neverCreating: [home]), currentDirectory: Terminal.workingDirectory(),
            homeDirectory: home, now: { Date() },
            sleep: timers.sleep(for:),
            makeTransport: { CurlTransport(options: $0, engine: network) },
            onInterrupt: Terminal.onInterrupt, deadlineTimer: timers.sleep(for:),
            transportKeepsDeadline: true)
    }

    /// Whether `descriptor` is a pipe or a socket (not a terminal, a regular file or a device).
    static func isPipe(_ descriptor: Int32) -> Bool {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return false }
        let kind = info.st_mode & S_IFMT
        return kind == S_IFIFO || kind == S_IFSOCK
    }

    /// The process environment from `environ`. Not `ProcessInfo`: linking it brings Foundation's Locale,
    /// Calendar and AttributedString along, 7.5 MB in a static binary and more to map at every start.
    /// An entry without `=` is skipped; of a name given twice, the first wins, as `getenv` finds it.
    static func processEnvironment() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }
}

extension ToolRunner {
    /// The whole life of a tool process: run against the live environment on the main thread
    /// (`MainThreadExecutor`: no thread pool for a command that needs none), then exit with the code.
    public func main() -> Never {
        // Before anything opens a file: a closed 0, 1 or 2 must not be handed out to one.
        let descriptors = StandardDescriptors.holdOpen()
        let executor = MainThreadExecutor()
        Task(executorPreference: executor) {
            let code = await run(.live(descriptors: descriptors))
            exit(code.rawValue)
        }
        executor.run()
    }
}
