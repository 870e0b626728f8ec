/// Placeholder until the generator lands.
enum ZshCompletion {
    static func script(for tool: ToolDefinition) -> String { "" }
}
