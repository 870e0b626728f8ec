/// The options every tool accepts before or after its command words (toolkit contract §3), and the
/// settings behind them.
public enum GlobalOptions {
    public static let outputFormats = OutputFormat.allCases.map(\.rawValue)
    public static let colorModes = ColorMode.allCases.map(\.rawValue)

    public static func options(for tool: ToolDefinition) -> [OptionSpec] {
        let p = tool.prefix
        return [
            OptionSpec(
                "output", short: "o", valueName: "FORMAT", type: .choice(outputFormats),
                help: "Output format. Default: table on a terminal; otherwise json for one result, "
                    + "ndjson for a stream of results.",
                setting: "\(p)_OUTPUT"),
            OptionSpec(
                "fields", valueName: "A,B,...",
                help: "Keep and order these fields: columns for table and csv, keys for json and ndjson. "
                    + "Dotted paths reach into objects."),
            OptionSpec(
                "env", short: "e", valueName: "NAME", type: .choice(tool.environments.map(\.name)),
                help: "The environment to talk to.", default: tool.defaultEnvironment, setting: "\(p)_ENV"),
            OptionSpec(
                "base-url", type: .url, help: "Overrides the environment's API base URL.",
                setting: "\(p)_API_BASE_URL"),
            OptionSpec(
                "config", type: .file, help: "An xcconfig-style settings file.",
                default: "./Config.xcconfig, else $XDG_CONFIG_HOME/\(tool.name)/config.xcconfig",
                setting: "\(p)_CONFIG"),
            OptionSpec(
                "env-file", type: .file, help: "A .env settings file.", default: "./.env when it exists",
                setting: "\(p)_ENV_FILE"),
            OptionSpec(
                "timeout", valueName: "SECONDS", type: .number,
                help: "Deadline for each request attempt, from connecting to the last byte.", default: "30",
                setting: "\(p)_TIMEOUT"),
            OptionSpec(
                "retries", type: .integer(0...10), help: "Retries after the first attempt.", default: "3",
                setting: "\(p)_RETRIES"),
            .flag(
                "mock", help: "Answer every request in-process from fixtures; nothing touches the network.",
                setting: "\(p)_MOCK"),
            OptionSpec(
                "mock-dir", type: .directory, help: "Fixtures that take precedence over the built-in ones.",
                setting: "\(p)_MOCK_DIR"),
            OptionSpec(
                "record", type: .directory,
                help: "Save every real response as a fixture that --mock-dir DIR replays.",
                setting: "\(p)_RECORD_DIR"),
            .flag("verbose", short: "v", help: "One stderr line per HTTP attempt."),
            .flag("debug", help: "Also log headers and bodies, secrets redacted.", setting: "\(p)_DEBUG"),
            .flag("quiet", short: "q", help: "No progress, notes or summaries; errors still go to stderr."),
            OptionSpec(
                "color", valueName: "WHEN", type: .choice(colorModes),
                help: "Colour: auto (only on a terminal, never with NO_COLOR, forced by CLICOLOR_FORCE), "
                    + "always or never.",
                default: "auto"),
            .flag("help", short: "h", help: "Show help for the command."),
            .flag("version", help: "Print the tool's name and version."),
        ]
    }

    /// The settings behind the global options, in the order `config show` lists them.
    public static func settings(for tool: ToolDefinition) -> [SettingSpec] {
        let p = tool.prefix
        return [
            SettingSpec(
                "\(p)_ENV", help: "Environment: \(tool.environments.map(\.name).joined(separator: ", ")).",
                type: .choice(tool.environments.map(\.name)), default: tool.defaultEnvironment),
            SettingSpec("\(p)_API_BASE_URL", help: "API base URL; overrides the environment's.", type: .url),
            SettingSpec("\(p)_OUTPUT", help: "Default output format.", type: .choice(outputFormats)),
            SettingSpec(
                "\(p)_TIMEOUT", help: "Deadline in seconds for each request attempt, connect to last byte.", type: .number,
                default: "30"),
            SettingSpec(
                "\(p)_MAX_RESPONSE_MIB", help: "Largest answer accepted, in MiB; a larger one stops with exit 69.",
                type: .integer(1...4096), default: "64"),
            SettingSpec("\(p)_RETRIES", help: "Retries after the first attempt.", type: .integer(0...10), default: "3"),
            SettingSpec("\(p)_MOCK", help: "1 answers every request from fixtures.", type: .boolean, default: "0"),
            SettingSpec("\(p)_MOCK_DIR", help: "Fixtures that win over the built-in ones.", type: .directory),
            SettingSpec("\(p)_RECORD_DIR", help: "Directory to record real responses into.", type: .directory),
            SettingSpec("\(p)_DEBUG", help: "1 logs headers and bodies (secrets redacted).", type: .boolean, default: "0"),
            SettingSpec("\(p)_CONFIG", help: "The xcconfig file to read.", type: .file, bootstrap: true),
            SettingSpec("\(p)_ENV_FILE", help: "The .env file to read.", type: .file, bootstrap: true),
        ]
    }
}
