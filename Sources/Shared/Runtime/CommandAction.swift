/// The work of a command: given the context, it returns the exit code (or throws, and `ErrorReporter`
/// turns the error into one). The command model holds it as opaque `CommandWork`; `ToolRunner` runs it.
public struct CommandAction: CommandWork {
    public let run: @Sendable (CommandContext) async throws -> ExitCode
    /// What the command shows, when `ResourceRunner` runs it: read by completion's live listing, which
    /// asks for the first page of the list that teaches a kind.
    public let resource: Resource?

    public init(_ run: @escaping @Sendable (CommandContext) async throws -> ExitCode) {
        self.run = run
        resource = nil
    }

    /// The work of showing `resource`.
    public init(showing resource: Resource) {
        run = ResourceRunner(resource).run
        self.resource = resource
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
