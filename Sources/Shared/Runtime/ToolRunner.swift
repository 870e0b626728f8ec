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
        defer {
            environment.io.stdout.flush()
            environment.io.stderr.flush()
        }
        var context: CommandContext?
        do {
            let root = tool.rootSpec
            let parsed = try CommandLineParser(root: root).parse(environment.arguments)
            if parsed[GlobalOptions.help] {
                let width = max(environment.displayWidth ?? 80, 40)
                environment.io.stdout.write(HelpRenderer(tool: tool).render(path: parsed.path, width: width))
                return .success
            }
            if parsed[GlobalOptions.version] {
                environment.io.stdout.write(tool.versionLine + "\n")
                return .success
            }
            guard let action = parsed.spec.action as? CommandAction else {
                throw UsageError("'\(parsed.commandLine(tool: tool.name))' cannot be run", commandPath: parsed.path)
            }
            context = makeContext(parsed, environment: environment, secrets: secrets)
            return try await action.run(context!)
        } catch {
            // A service may quote a credential in its error text: every secret setting is known first.
            context?.registerSecretSettings()
            return reporter.report(error, to: environment.io.stderr)
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
            stderr.write("\(name): warning: \(redactor.scrub(warning))\n")
        }
        return CommandContext(tool: tool, environment: environment, command: parsed, settings: settings, secrets: secrets)
    }
}
