/// Placeholder until the renderer lands.
public enum ManPageRenderer {
    public static func render(_ tool: ToolDefinition) -> String { "" }
}
