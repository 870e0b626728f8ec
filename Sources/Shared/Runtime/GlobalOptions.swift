/// The options every tool accepts before or after its command words (docs/usage.md). Those read
/// directly are typed keys; the rest set settings (`GlobalSettings`), which is how they are read.
public enum GlobalOptions {
    public static let outputFormats = OutputFormat.allCases.map(\.rawValue)
    public static let colorModes = ColorMode.allCases.map(\.rawValue)

    public static let fields = OptionKey<String?>.value(
        "fields", valueName: "A,B,...",
        help: "Keep and order these fields: columns for table and csv, keys for json and ndjson. "
            + "Dotted paths reach into objects, and into lists by index (NAME.0.FIELD). --fields help lists the command's fields with their types.")
    public static let verbose = OptionKey<Bool>.flag("verbose", short: "v", help: "One stderr line per HTTP attempt.")
    /// Its setting (`P_DEBUG`) is added per tool in `options(for:)`.
    public static let debug = OptionKey<Bool>.flag("debug", help: "Also log headers and bodies, secrets redacted.")
    public static let quiet = OptionKey<Bool>.flag(
        "quiet", short: "q", help: "No progress, notes or summaries; errors still go to stderr.")
    public static let color = OptionKey<ColorMode?>.choice(
        "color", valueName: "WHEN", of: ColorMode.self,
        help: "Colour: auto (only on a terminal, never with NO_COLOR, forced by CLICOLOR_FORCE), always or never.",
        default: "auto")
    public static let dryRun = OptionKey<Bool>.flag(
        "dry-run", help: "Send nothing and change nothing: print each request that would be sent, or a batch's preflight.")
    public static let help = OptionKey<Bool>.flag("help", short: "h", help: "Show help for the command.")
    public static let version = OptionKey<Bool>.flag("version", help: "Print the tool's name and version.")

    /// The global options that only shape requests: a command that sends none does not offer them.
    static let requestOptions: Set<String> = ["env", "base-url", "timeout", "retries", "mock", "mock-dir", "mock-latency", "record"]

    public static func options(for tool: ToolDefinition) -> [OptionSpec] {
        var debugSpec = debug.spec
        debugSpec.setting = GlobalSettings.debug.name(in: tool)
        let options: [OptionSpec] = [
            OptionSpec(
                "output", short: "o", valueName: "FORMAT", type: .choice(outputFormats),
                help: "Output format. Default: table on a terminal; otherwise json for one result, "
                    + "ndjson for a stream of results.",
                setting: GlobalSettings.output.name(in: tool)),
            fields.spec,
            OptionSpec(
                "env", short: "e", valueName: "NAME", type: .choice(tool.environments.map(\.name)),
                help: "The environment to talk to.", default: tool.defaultEnvironment, setting: GlobalSettings.environment.name(in: tool)),
            OptionSpec(
                "base-url", type: .url, help: "Overrides the environment's API base URL.",
                setting: GlobalSettings.apiBaseURL.name(in: tool)),
            OptionSpec(
                "config", type: .file, help: "An xcconfig-style settings file.",
                default: "./Config.xcconfig, else $XDG_CONFIG_HOME/\(tool.name)/config.xcconfig",
                setting: GlobalSettings.config.name(in: tool)),
            OptionSpec(
                "env-file", type: .file, help: "A .env settings file.", default: "./.env when it exists",
                setting: GlobalSettings.envFile.name(in: tool)),
            OptionSpec(
                "profile", valueName: "NAME", type: .profileName,
                help: "A named set of settings (profiles/NAME.xcconfig in the config directory), with its own "
                    + "sessions, tokens and caches.",
                setting: GlobalSettings.profile.name(in: tool)),
            OptionSpec(
                "timeout", valueName: "SECONDS", type: .number(GlobalSettings.timeoutRange),
                help: "Deadline for each request attempt, from connecting to the last byte (0.01 to 86400).",
                default: "30",
                setting: GlobalSettings.timeout.name(in: tool)),
            OptionSpec(
                "retries", type: .integer(0...10), help: "Retries after the first attempt.", default: "3",
                setting: GlobalSettings.retries.name(in: tool)),
            .flag(
                "mock", help: "Answer every request in-process from fixtures; nothing touches the network.",
                setting: GlobalSettings.mock.name(in: tool)),
            OptionSpec(
                "mock-dir", type: .directory,
                help: "Fixture files that answer the requests they name; without --mock, the rest are sent.",
                setting: GlobalSettings.mockDirectory.name(in: tool)),
            OptionSpec(
                "mock-latency", valueName: "MS", type: .integer(0...600_000),
                help: "Under --mock, answer each request after this many milliseconds, to try progress, "
                    + "--concurrency, --rate and --timeout offline.", default: "0",
                setting: GlobalSettings.mockLatency.name(in: tool)),
            OptionSpec(
                "record", type: .directory,
                help: "Save every real response as a fixture that --mock-dir DIR replays.",
                setting: GlobalSettings.recordDirectory.name(in: tool)),
            dryRun.spec, verbose.spec, debugSpec, quiet.spec,
            color.spec, help.spec, version.spec,
        ]
        return options.map { option in
            var option = option
            option.isForRequests = requestOptions.contains(option.long)
            return option
        }
    }
}
