/// Everything that makes one tool: its name, settings, environments and commands. The root command tree
/// (global options and built-in commands added) is derived from it by `rootSpec`.
public struct ToolDefinition: Sendable {
    public var name: String
    public var version: String
    /// `UPS`, `TRACEWISE`, …: the prefix of the tool's settings.
    public var prefix: String
    public var abstract: String
    public var discussion: String
    /// The tool's own settings; the global ones (`P_OUTPUT`, `P_ENV`, …) are added by `allSettings`.
    public var settings: [SettingSpec]
    public var environments: [EnvironmentPreset]
    public var defaultEnvironment: String
    public var commands: [CommandSpec]
    public var examples: [Example]
    /// Files beyond the ones every tool has (configuration, `.env`, cache, state).
    public var files: [FileEntry]
    /// Other manual pages worth reading (the man page's SEE ALSO), in order.
    public var seeAlso: [String]
    /// The codes this tool can return, with what each means in it (help's and the man page's EXIT STATUS).
    public var exitStatuses: [ExitStatus]

    public init(
        name: String, version: String = ToolkitVersion.current, prefix: String, abstract: String,
        discussion: String, settings: [SettingSpec], environments: [EnvironmentPreset],
        defaultEnvironment: String, commands: [CommandSpec], examples: [Example], files: [FileEntry] = [],
        seeAlso: [String] = [], exitStatuses: [ExitStatus]
    ) {
        self.name = name
        self.version = version
        self.prefix = prefix
        self.abstract = abstract
        self.discussion = discussion
        self.settings = settings
        self.environments = environments
        self.defaultEnvironment = defaultEnvironment
        self.commands = commands
        self.examples = examples
        self.files = files
        self.seeAlso = seeAlso
        self.exitStatuses = exitStatuses
    }

    /// `P_NAME` for this tool: `setting("OUTPUT")` is `UPS_OUTPUT` for upsctl.
    public func setting(_ suffix: String) -> String { "\(prefix)_\(suffix)" }

    /// The global settings of docs/usage.md followed by the tool's own.
    public var allSettings: [SettingSpec] { GlobalSettings.specs(for: self) + settings }

    public func settingSpec(named name: String) -> SettingSpec? { allSettings.first { $0.name == name } }

    public func environment(named name: String) -> EnvironmentPreset? {
        environments.first { $0.name == name }
    }

    /// The whole command tree: global options on the root, the tool's commands, then the built-ins.
    public var rootSpec: CommandSpec {
        CommandSpec(
            name, abstract: abstract, discussion: discussion, options: GlobalOptions.options(for: self),
            subcommands: commands + BuiltinCommands.specs(for: self), examples: examples)
    }

    /// What `--version` and `version` print: `upsctl 0.1.0 (3f2c1a9b04de, 2026-11-24)`.
    public var versionLine: String { ToolkitVersion.line(tool: name, version: version) }

    /// The files every tool has, then the tool's own.
    public var allFiles: [FileEntry] {
        [
            FileEntry("./.env", "Settings as KEY=VALUE lines, read when present (or the file named by --env-file)."),
            FileEntry("./Config.xcconfig", "Settings in xcconfig syntax, read when present (or --config FILE)."),
            FileEntry(
                "$XDG_CONFIG_HOME/\(name)/config.xcconfig",
                "User configuration, read when ./Config.xcconfig is absent (default ~/.config/\(name)/)."),
            FileEntry(
                "$XDG_CACHE_HOME/\(name)/",
                "Regenerable data: access tokens, response caches, the values seen for completion in completion/ "
                    + "(default ~/.cache/\(name)/)."),
            FileEntry(
                "$XDG_STATE_HOME/\(name)/", "Login sessions with refresh tokens (default ~/.local/state/\(name)/)."),
        ] + files
    }
}
