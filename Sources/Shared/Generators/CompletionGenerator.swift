/// The shells `TOOL completion` writes scripts for.
public enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
}

/// Completion scripts generated from the same command model that drives parsing and help.
public enum CompletionGenerator {
    public static func script(for shell: Shell, tool: ToolDefinition) -> String {
        switch shell {
        case .bash: BashCompletion.script(for: tool)
        case .zsh: ZshCompletion.script(for: tool)
        case .fish: FishCompletion.script(for: tool)
        }
    }
}
