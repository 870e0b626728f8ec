/// What a command's action receives: the tool, the parsed command line, the environment it runs in, and
/// its settings. Tools build their own API clients from it, lazily, so commands that need no network or
/// credentials never ask for them.
public struct CommandContext: Sendable {
    public let tool: ToolDefinition
    public let environment: CommandEnvironment
    public let command: ParsedCommand
    public let settings: Settings
    /// Every secret of this run, for everything that prints (`Redactor`).
    public let secrets: SecretRegistry
    /// The values the service's answers held, for completion, written when the command ends.
    public let seen: SeenValues
    /// What the command's live view asks for (`--watch`, `--until`), read once by `ResourceRunner` before
    /// its session opens; nil when it neither watches nor waits. The one answer to "does this command
    /// poll?": the HTTP stack (past the cache, conditional, the mock's changing data) and a tool's
    /// response cache read it here.
    public internal(set) var watchPlan: WatchPlan?
    /// Accessible mode's one decision (`AccessibleMode`), shared by every copy of this context.
    public let accessibleMode = AccessibleMode()

    public init(
        tool: ToolDefinition, environment: CommandEnvironment, command: ParsedCommand, settings: Settings,
        secrets: SecretRegistry = SecretRegistry(), seen: SeenValues = SeenValues()
    ) {
        self.tool = tool
        self.environment = environment
        self.command = command
        self.settings = settings
        self.secrets = secrets
        self.seen = seen
    }

    /// The run's redactor: messages, logs and recordings pass through it.
    public var redactor: Redactor { Redactor(registry: secrets) }

    /// Adds the values of the tool's secret settings to the run's secrets. Done when a command first
    /// needs its settings for a request, and before an error is printed; not at start-up, so offline
    /// commands never read configuration files for it.
    public func registerSecretSettings() {
        for spec in tool.allSettings where spec.isSecret {
            secrets.add(try? settings.resolve(spec.name)?.value)
        }
    }

    public var stdout: any OutputSink { environment.io.stdout }
    public var stderr: any OutputSink { environment.io.stderr }
    public var isQuiet: Bool { command[GlobalOptions.quiet] }
    /// `--dry-run`: no request leaves, and the file system keeps its changes in memory.
    public var isDryRun: Bool { command[GlobalOptions.dryRun] }
    public var isVerbose: Bool { command[GlobalOptions.verbose] || isDebug }
    public var isDebug: Bool { command[GlobalOptions.debug] || ((try? settings.value(GlobalSettings.debug)) ?? nil) == true }

    /// Whether this run is in accessible mode (docs/output.md): every view asks here, never the variables.
    /// Decided on first use and kept (`AccessibleMode`).
    public var isAccessible: Bool { accessibleMode.isOn(settings: settings, variables: environment.variables) }

    /// Colour for stdout and for stderr, decided separately (piping stdout keeps colour on stderr).
    public var stdoutStyle: TextStyle { style(isTerminal: environment.io.stdoutIsTerminal) }
    public var stderrStyle: TextStyle { style(isTerminal: environment.io.stderrIsTerminal) }

    private func style(isTerminal: Bool) -> TextStyle {
        let mode = command[GlobalOptions.color] ?? .auto
        return TextStyle(
            enabled: mode.isEnabled(isTerminal: isTerminal, variables: environment.variables),
            glyphs: isAccessible ? .words : PictureGlyphs(locale: environment.variables))
    }

    /// The table width: the display's (`CommandEnvironment.displayWidth`), else 80 — on a terminal only; a
    /// table written to a pipe or file is never cut.
    public var tableWidth: Int? {
        guard environment.io.stdoutIsTerminal else { return nil }
        return environment.displayWidth ?? 80
    }

    /// The printer for this command's results, with `-o`/`P_OUTPUT`, `--fields`, and the terminal's state.
    public func output() throws(ConfigError) -> OutputPrinter {
        printer(format: try settings.value(GlobalSettings.output).flatMap(OutputFormat.init(rawValue:)))
    }

    /// The printer even when `P_OUTPUT` is invalid (then the default format), for `config show`, which
    /// must list every setting, the invalid one included, before it fails.
    public func outputIgnoringInvalidFormat() -> OutputPrinter {
        printer(format: (try? settings.value(GlobalSettings.output))?.flatMap(OutputFormat.init(rawValue:)))
    }

    /// Where the tool keeps its files for this command: the selected profile's state and cache
    /// directories (`…/TOOL/profiles/NAME/`), which must exist as a profile (exit 78 otherwise), or the
    /// tool's own without one.
    public func paths() throws(ConfigError) -> AppPaths {
        let base = environment.paths(for: tool.name)
        var paths = base
        if let profile = try settings.profile() {
            try profile.requireExists(base, fileSystem: environment.fileSystem, tool: tool.name)
            paths = profile.scoped(base)
        }
        try paths.checkOwnDirectories(base: base, fileSystem: environment.fileSystem)
        return paths
    }

    /// A printer in `format`, whatever `-o` said (`api --slurp` is always JSON).
    public func output(format: OutputFormat) -> OutputPrinter { printer(format: format) }

    private func printer(format: OutputFormat?) -> OutputPrinter {
        var printer = OutputPrinter(
            requestedFormat: format, fields: command[GlobalOptions.fields].flatMap { FieldSelection($0, headersOf: command.declaration?.shape) },
            sink: stdout, isTerminal: environment.io.stdoutIsTerminal, width: tableWidth, style: stdoutStyle,
            commandPath: command.path, now: environment.now())
        printer.money = MoneyFields(command.declaration?.shape)
        printer.glyphs = PictureGlyphs.forPeople(
            stdoutIsTerminal: environment.io.stdoutIsTerminal, requestedFormat: format, variables: environment.variables,
            accessible: isAccessible)
        // An empty list says so on a terminal, as a note (so `-q` silences it); to a pipe it stays empty.
        if let noun = command.spec.listNoun, environment.io.stdoutIsTerminal, !isQuiet {
            let context = self
            printer.saysEmpty = { context.writeSentence("No \(noun) found") }
        }
        return printer
    }

    /// `PATH` as a stream, or standard input for `-`: every `--input FILE|-` is opened here. Pipes and
    /// FIFOs are fine (`--input <(…)`).
    public func openInput(_ path: String) throws -> any InputSource {
        path == "-" ? environment.io.stdin : try environment.fileSystem.openForReading(at: environment.absolutePath(path))
    }

    /// A body that is not JSON, asked for without `--raw`: on a terminal a view for people, its control
    /// characters shown as `VisibleText` writes them (an HTML page may carry a clipboard sequence); to a
    /// pipe or file the bytes as received, for the program that reads them.
    public func printBody(_ bytes: [UInt8]) {
        guard environment.io.stdoutIsTerminal else { return printRawBody(bytes) }
        printRawBody(Array(VisibleText.of(String(decoding: bytes, as: UTF8.self)).utf8))
    }

    /// A response body exactly as the service sent it (`--raw`), ending with a newline.
    public func printRawBody(_ bytes: [UInt8]) {
        // Written through, not copied into the sink's buffer: a body may be tens of megabytes.
        bytes.withUnsafeBytes { stdout.writeThrough(bytes: $0) }
        if let last = bytes.last, last != 0x0A { stdout.write("\n") }
        stdout.flush()
    }

    /// A note for the person at the terminal (stderr), unless `-q`.
    /// Under `--dry-run`, says that the requests after the printed one depend on its answer, so only the
    /// first is shown (`following` names them: "the next pages").
    public func noteDryRunStopsEarly(_ following: String) {
        guard isDryRun else { return }
        note("--dry-run: \(following) would follow once this answer came; only the first request is shown")
    }

    public func note(_ text: String) {
        guard !isQuiet else { return }
        writeSentence("\(tool.name): \(redactor.scrub(text))")
    }

    /// A warning (stderr); kept even with `-q`, which silences only progress, notes and summaries.
    public func warn(_ text: String) {
        writeSentence("\(tool.name): warning: \(redactor.scrub(text))")
    }

    /// A line for stderr, wrapped at word boundaries to its terminal (nothing is wrapped to a pipe or file),
    /// a command line in it kept whole (`SentenceWrapping`).
    /// Its control characters are shown (`VisibleText`): a note or warning quotes outside text.
    public func writeSentence(_ line: String) {
        let lines = SentenceWrapping(tool: tool.name).lines(VisibleText.sentence(line), width: environment.stderrWidth)
        stderr.write(lines.map { $0 + "\n" }.joined())
        stderr.flush()
    }
}
