/// Placeholder until the generator lands.
enum FishCompletion {
    static func script(for tool: ToolDefinition) -> String { "" }
}
