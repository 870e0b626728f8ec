import Glibc

/// Runs one tool invocation: parse, answer `--help` and `--version`, run the command, and turn any error
/// into a message and an exit code. The `@main` of each tool is this and nothing more.
public struct ToolRunner: Sendable {
    public let tool: ToolDefinition

    public init(tool: ToolDefinition) {
        self.tool = tool
    }

    public func run(_ environment: CommandEnvironment) async -> ExitCode {
        let secrets = SecretRegistry()
        let reporter = ErrorReporter(tool: tool.name, redactor: Redactor(registry: secrets))
        var (code, reported) = await runCommand(environment, secrets: secrets, reporter: reporter)
        // The final flush is checked like every write: `--help`, `--version` and `config show` write
        // nothing else. A result that did not reach stdout is exit 74, whatever the command thought.
        let stdout = environment.io.stdout
        stdout.flush()
        if let failure = stdout.failure, failure.destination != reported?.destination {
            code = outcome(
                of: failure, after: code, reporter: reporter, stderr: environment.io.stderr, width: environment.stderrWidth)
        }
        environment.io.stderr.flush()
        return code
    }

    /// The exit code once stdout could not be written: 74 wins over success, 1 (a row or an answer in
    /// error) and 65 (invalid input), whose results were lost with it; an interruption (130) and the
    /// failures that say more about what went wrong (64, 66, 69, 75, 77, 78) keep their code. The failure
    /// is told in every case. A closed pipe ends the process by SIGPIPE before this; should SIGPIPE be
    /// blocked, it is the same quiet 141.
    private func outcome(
        of failure: WriteFailure, after code: ExitCode, reporter: ErrorReporter, stderr: any OutputSink, width: Int?
    ) -> ExitCode {
        if failure.errorNumber != EPIPE { _ = reporter.report(failure, to: stderr, width: width) }
        return Self.exitCode(code, after: failure)
    }

    /// The exit code of a command that ended with `code` after `failure`, by the rule above.
    static func exitCode(_ code: ExitCode, after failure: WriteFailure) -> ExitCode {
        if failure.errorNumber == EPIPE { return .brokenPipe }
        return [.success, .failure, .dataError].contains(code) ? failure.exitCode : code
    }

    /// Parses and runs the command: its exit code, and the write failure it reported itself, if any.
    private func runCommand(
        _ environment: CommandEnvironment, secrets: SecretRegistry, reporter: ErrorReporter
    ) async -> (ExitCode, WriteFailure?) {
        var context: CommandContext?
        // Whatever the answers held is kept for completion, also when the command then failed.
        defer { context.map(keepSeenValues) }
        if environment.arguments.first == ValueCompleter.commandName {
            return (await ValueCompleter(tool: tool).run(environment), nil)
        }
        do {
            let root = tool.rootSpec
            let parsed = try CommandLineParser(root: root).parse(environment.arguments)
            if parsed[GlobalOptions.help] {
                // Wrapped to a terminal's width; to a pipe or file nothing is wrapped (a line per entry,
                // for grep), unless COLUMNS asks for a width.
                let unwrapped = !environment.io.stdoutIsTerminal && environment.variables["COLUMNS"] == nil
                let width = unwrapped ? Int.max / 4 : max(environment.displayWidth ?? 80, 40)
                let help = HelpRenderer(tool: tool).render(
                    path: parsed.path, width: width, wrapsExamples: environment.io.stdoutIsTerminal)
                environment.io.stdout.write(help)
                return (.success, nil)
            }
            if parsed[GlobalOptions.version] {
                environment.io.stdout.write(tool.versionLine + "\n")
                return (.success, nil)
            }
            if let fields = parsed[GlobalOptions.fields] {
                if FieldSelectionHelp.isAsked(fields) {
                    // The format the command would print in, which decides the names it takes.
                    let format = makeContext(parsed, environment: environment).outputIgnoringInvalidFormat().format(isStream: true)
                    environment.io.stdout.write(try FieldSelectionHelp.render(parsed, tool: tool.name, format: format))
                    return (.success, nil)
                }
                // `--fields ''` (an unset variable in a script) would otherwise print every field unasked.
                if FieldSelection(fields) == nil {
                    throw UsageError(
                        "--fields names no field; give the fields separated by commas (--fields help lists them)",
                        commandPath: parsed.path)
                }
            }
            guard let action = parsed.spec.action as? CommandAction else {
                throw UsageError("'\(parsed.commandLine(tool: tool.name))' cannot be run", commandPath: parsed.path)
            }
            var environment = environment
            // A dry run writes nothing to disk, whatever path the command takes: its changes stay in memory.
            if parsed[GlobalOptions.dryRun] { environment.fileSystem = DryRunFileSystem(over: environment.fileSystem) }
            context = makeContext(parsed, environment: environment, secrets: secrets)
            return (try await action.run(context!), nil)
        } catch is DryRunStopped {
            // The request a dry run stops at was printed; the command ends there, successfully.
            return (.success, nil)
        } catch {
            // A service may quote a credential in its error text: every secret setting is known first.
            context?.registerSecretSettings()
            if let failure = error as? WriteFailure, failure.errorNumber == EPIPE { return (.brokenPipe, failure) }
            return (reporter.report(error, to: environment.io.stderr, width: environment.stderrWidth), error as? WriteFailure)
        }
    }

    /// Writes the values the command's answers held to the completion store; a failed write is a warning
    /// (the command's own outcome stands).
    private func keepSeenValues(_ context: CommandContext) {
        do {
            try context.seen.save(now: context.environment.now())
        } catch {
            context.warn("could not keep the values seen for completion in \(error.path): \(error.reason)")
        }
    }

    /// The context for a parsed command: option values become the highest layer of settings.
    public func makeContext(
        _ parsed: ParsedCommand, environment: CommandEnvironment, secrets: SecretRegistry = SecretRegistry()
    ) -> CommandContext {
        var flags: [String: String] = [:]
        for (long, values) in parsed.values {
            guard let setting = parsed.optionsInScope[long]?.setting, let value = values.last else { continue }
            flags[setting] = value
        }
        let stderr = environment.io.stderr
        let name = tool.name
        let redactor = Redactor(registry: secrets)
        let settings = Settings(tool: tool, environment: environment, flags: flags) { warning in
            let lines = SentenceWrapping(tool: name).lines(
                VisibleText.of("\(name): warning: \(redactor.scrub(warning))"), width: environment.stderrWidth)
            stderr.write(lines.map { $0 + "\n" }.joined())
        }
        return CommandContext(tool: tool, environment: environment, command: parsed, settings: settings, secrets: secrets)
    }
}
