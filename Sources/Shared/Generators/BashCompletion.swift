/// Placeholder until the generator lands.
enum BashCompletion {
    static func script(for tool: ToolDefinition) -> String { "" }
}
