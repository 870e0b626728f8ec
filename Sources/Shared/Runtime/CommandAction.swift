/// The work of a command: given the context, it returns the exit code (or throws, and `ErrorReporter`
/// turns the error into one). The command model holds it as opaque `CommandWork`; `ToolRunner` runs it.
public struct CommandAction: CommandWork {
    public let run: @Sendable (CommandContext) async throws -> ExitCode

    public init(_ run: @escaping @Sendable (CommandContext) async throws -> ExitCode) {
        self.run = run
    }
}

extension CommandSpec {
    /// A command whose work is `action`.
    public init(
        _ name: String, abstract: String, discussion: String? = nil, options: [OptionSpec] = [],
        positionals: [PositionalSpec] = [], subcommands: [CommandSpec] = [], examples: [Example] = [],
        hidden isHidden: Bool = false, action: @escaping @Sendable (CommandContext) async throws -> ExitCode
    ) {
        self.init(
            name, abstract: abstract, discussion: discussion, options: options, positionals: positionals,
            subcommands: subcommands, examples: examples, hidden: isHidden, work: CommandAction(action))
    }
}
