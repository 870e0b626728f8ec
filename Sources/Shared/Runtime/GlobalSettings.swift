/// The settings every tool has, named after the tool's prefix (`ENV` is `UPS_ENV` for upsctl), read with
/// their types: `try context.settings.value(GlobalSettings.timeout)`.
public enum GlobalSettings {
    public static let environment: SettingKey<String> = .tool("ENV", help: "Environment.")
    public static let apiBaseURL: SettingKey<String> = .tool(
        "API_BASE_URL", help: "API base URL; overrides the environment's.", type: .url, routesCredentials: true)
    public static let output: SettingKey<String> = .tool(
        "OUTPUT", help: "Default output format.", type: .choice(GlobalOptions.outputFormats))
    /// `--timeout`'s range: a hundredth of a second to a day. Outside it, exit 64 on the command line and
    /// 78 from a setting, naming the range.
    public static let timeoutRange: ClosedRange<Double> = 0.01...86_400
    public static let timeout: SettingKey<Double> = .tool(
        "TIMEOUT", help: "Deadline in seconds for each request attempt, connect to last byte.", range: timeoutRange,
        default: "30")
    public static let maxResponseMiB: SettingKey<Int> = .tool(
        "MAX_RESPONSE_MIB", help: "Largest answer accepted, in MiB; a larger one stops with exit 69.", range: 1...4096,
        default: "64")
    public static let retries: SettingKey<Int> = .tool(
        "RETRIES", help: "Retries after the first attempt.", range: 0...10, default: "3")
    public static let mock: SettingKey<Bool> = .tool("MOCK", help: "true answers every request from fixtures.", default: "false")
    public static let mockLatency: SettingKey<Int> = .tool(
        "MOCK_LATENCY", help: "Under mock mode, milliseconds before each answer.", range: 0...600_000, default: "0")
    public static let mockDirectory: SettingKey<String> = .tool(
        "MOCK_DIR", help: "Fixture files that answer the requests they name; outside mock mode, the rest are sent.",
        type: .directory)
    public static let recordDirectory: SettingKey<String> = .tool(
        "RECORD_DIR", help: "Directory to record real responses into.", type: .directory)
    public static let completeLive: SettingKey<Bool> = .tool(
        "COMPLETE_LIVE", help: "true lets completion ask the service for one page of ids it has not seen yet (500 ms at most).",
        default: "false")
    public static let debug: SettingKey<Bool> = .tool("DEBUG", help: "true logs headers and bodies (secrets redacted).", default: "false")
    /// A word, not a boolean: any value but empty, `0` or `false` turns it on, as `ACCESSIBLE` does
    /// (`AccessibleMode`).
    public static let accessible: SettingKey<String> = .tool(
        "ACCESSIBLE",
        help: "Accessible mode: no redraws, pictures in words (any value but 0, false or empty; 0 wins over ACCESSIBLE).")
    public static let config: SettingKey<String> = .tool("CONFIG", help: "The xcconfig file to read.", type: .file, bootstrap: true)
    public static let envFile: SettingKey<String> = .tool("ENV_FILE", help: "The .env file to read.", type: .file, bootstrap: true)
    public static let profile: SettingKey<String> = .tool(
        "PROFILE", help: "A named set of settings, with its own sessions, tokens and caches.", bootstrap: true)

    /// The declarations for `tool`, in the order `config show` lists them.
    public static func specs(for tool: ToolDefinition) -> [SettingSpec] {
        var environmentSpec = environment.spec(in: tool)
        let names = tool.environments.map(\.name)
        environmentSpec.help = "Environment: \(names.joined(separator: ", "))."
        environmentSpec.valueType = .choice(names)
        environmentSpec.defaultValue = tool.defaultEnvironment
        return [environmentSpec] + [
            apiBaseURL.spec(in: tool), output.spec(in: tool), timeout.spec(in: tool), maxResponseMiB.spec(in: tool),
            retries.spec(in: tool), mock.spec(in: tool), mockDirectory.spec(in: tool), mockLatency.spec(in: tool), recordDirectory.spec(in: tool),
            completeLive.spec(in: tool), debug.spec(in: tool), accessible.spec(in: tool), config.spec(in: tool), envFile.spec(in: tool), profile.spec(in: tool),
        ]
    }
}
