/// The commands every tool has without writing them: `help`, `config`, `completion`, `version`.
public enum BuiltinCommands {
    public static func specs(for tool: ToolDefinition) -> [CommandSpec] {
        [helpSpec(tool), ConfigCommands.spec(tool), completionSpec(tool), versionSpec(tool)]
    }

    /// `TOOL version`, as gh and kubectl have it: the same line as `--version`, so either spelling works
    /// (and `TOOL verison` gets "Did you mean 'version'?").
    static func versionSpec(_ tool: ToolDefinition) -> CommandSpec {
        CommandSpec(
            "version", abstract: "Print the version, and the commit and date it was built from.",
            examples: [Example("\(tool.name) version", "The same as \(tool.name) --version.")],
            action: { context in
                context.stdout.write(context.tool.versionLine + "\n")
                return .success
            }).printingRawText().offline()
    }

    static func helpSpec(_ tool: ToolDefinition) -> CommandSpec {
        CommandSpec(
            "help", abstract: "Show help for a command.",
            positionals: [PositionalSpec("COMMAND", help: "The command words, e.g. 'auth status'.", optional: true, repeating: true)],
            // No action: the parser turns `help WORDS…` into `WORDS… --help` (`CommandLineParser.helpTarget`).
            examples: [Example("\(tool.name) help config show", "Help for 'config show'.")])
    }

    static func completionSpec(_ tool: ToolDefinition) -> CommandSpec {
        CommandSpec(
            "completion", abstract: "Print a shell completion script.",
            discussion: "Load it in the current shell, or install it where your shell looks for completions: "
                + "bash (with the bash-completion package) reads ~/.local/share/bash-completion/completions/\(tool.name), "
                + "zsh reads _\(tool.name) from any directory on $fpath, fish reads "
                + "~/.config/fish/completions/\(tool.name).fish. Ids and other values complete from the answers "
                + "\(tool.name) printed in the last 7 days (--mock runs apart), asked of \(tool.name) itself at each <TAB>; "
                + "\(tool.setting("COMPLETE_LIVE"))=1 lets it ask the service for one page when it has seen none.",
            positionals: [
                PositionalSpec("SHELL", help: "bash, zsh or fish.", type: .choice(Shell.allCases.map(\.rawValue)))
            ],
            examples: [
                Example("source <(\(tool.name) completion bash)", "Enable completion in the running bash."),
                Example(
                    "\(tool.name) completion zsh > ~/.zsh/completions/_\(tool.name)",
                    "Install for zsh (the directory must be on $fpath)."),
                Example("\(tool.name) completion fish > ~/.config/fish/completions/\(tool.name).fish", "Install for fish."),
            ],
            action: { context in
                guard let shell = context.command.positionals.first.flatMap(Shell.init(rawValue:)) else {
                    throw UsageError("missing argument SHELL", commandPath: context.command.path)
                }
                context.stdout.write(CompletionGenerator.script(for: shell, tool: context.tool))
                return .success
            }).printingRawText().offline()
    }
}
