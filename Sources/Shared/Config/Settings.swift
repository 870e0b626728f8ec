import Synchronization

/// A tool's settings, each taken from the first layer that has it (contract §4): a command-line option,
/// the process environment, the `.env` file, the xcconfig file, the environment's preset, the built-in
/// default. An empty value counts as unset in every layer.
///
/// Files are read on first need, so a command whose settings all come from flags or the environment
/// never touches them, and `--help` never fails on a broken file.
public final class Settings: Sendable {
    public let tool: ToolDefinition
    private let environment: CommandEnvironment
    /// Values given as options, by setting name.
    private let flags: [String: String]
    private let warn: @Sendable (String) -> Void
    private let files = Mutex<Result<ConfigurationFiles, ConfigError>?>(nil)

    public init(
        tool: ToolDefinition, environment: CommandEnvironment, flags: [String: String],
        warn: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.tool = tool
        self.environment = environment
        self.flags = flags.filter { !$0.value.isEmpty }
        self.warn = warn
    }

    /// The value of `name` and its source, or nil when no layer has one.
    public func resolve(_ name: String) throws(ConfigError) -> ResolvedSetting? {
        let spec = tool.settingSpec(named: name)
        func found(_ value: String, _ source: SettingSource) -> ResolvedSetting {
            ResolvedSetting(name: name, value: value, source: source, isSecret: spec?.isSecret ?? false)
        }
        if let value = flags[name] { return found(value, .flag) }
        if let value = environment.variable(name) { return found(value, .environment) }
        if spec?.isBootstrap == true { return nil }
        let loaded = try loadFiles()
        if let entry = loaded.dotEnv[name], !entry.value.isEmpty, let path = loaded.dotEnvPath {
            return found(entry.value, .dotEnv(path: path, line: entry.line))
        }
        if let setting = loaded.xcconfig[name], !setting.value.isEmpty {
            return found(setting.value, .xcconfig(path: setting.file, line: setting.line))
        }
        let environmentSetting = GlobalSettings.environment.name(in: tool)
        if name != environmentSetting {
            let environmentName = try string(environmentSetting) ?? tool.defaultEnvironment
            if let value = tool.environment(named: environmentName)?.values[name] {
                return found(value, .preset(environmentName))
            }
        }
        if let value = spec?.defaultValue { return found(value, .builtInDefault) }
        return nil
    }

    /// The value, checked against the setting's declared type (a bad value is exit 78, naming its source).
    /// Commands read settings through typed keys (`value(_:)`, `SettingKey`); the name-keyed lookups stay
    /// inside Shared.
    func string(_ name: String) throws(ConfigError) -> String? {
        guard let resolved = try resolve(name) else { return nil }
        if let type = tool.settingSpec(named: name)?.valueType, let problem = type.problem(with: resolved.value) {
            let shown = resolved.isSecret ? "" : " '\(resolved.value)'"
            throw ConfigError("invalid value\(shown) for \(name) (from \(resolved.source)): \(problem)")
        }
        return resolved.value
    }

    /// The value, or exit 78 saying how to set it.
    func require(_ name: String, option: String? = nil) throws(ConfigError) -> String {
        guard let value = try string(name) else { throw ConfigError.missing(name, option: option, tool: tool.name) }
        return value
    }

    /// Every setting the tool knows, resolved (unset ones with no value), in declaration order; with
    /// `includeUnknown`, then every other key found in the `.env` and xcconfig files.
    public func all(includeUnknown: Bool) throws(ConfigError) -> [(name: String, resolved: ResolvedSetting?)] {
        var rows: [(name: String, resolved: ResolvedSetting?)] = []
        for spec in tool.allSettings { rows.append((spec.name, try resolve(spec.name))) }
        guard includeUnknown else { return rows }
        let known = Set(tool.allSettings.map(\.name))
        let loaded = try loadFiles()
        var extra: [String: ResolvedSetting] = [:]
        for (key, setting) in loaded.xcconfig where !known.contains(key) {
            extra[key] = ResolvedSetting(
                name: key, value: setting.value, source: .xcconfig(path: setting.file, line: setting.line),
                isSecret: Self.looksSecret(key))
        }
        for (key, entry) in loaded.dotEnv where !known.contains(key) {
            extra[key] = ResolvedSetting(
                name: key, value: entry.value, source: .dotEnv(path: loaded.dotEnvPath ?? ".env", line: entry.line),
                isSecret: Self.looksSecret(key))
        }
        for key in extra.keys.sorted() { rows.append((key, extra[key])) }
        return rows
    }

    /// Keys of unknown settings are shown redacted when their name suggests a secret.
    static func looksSecret(_ key: String) -> Bool {
        let upper = key.uppercased()
        return ["SECRET", "PASSWORD", "TOKEN", "API_KEY", "APIKEY", "PRIVATE"].contains { upper.contains($0) }
    }

    private func loadFiles() throws(ConfigError) -> ConfigurationFiles {
        let result = files.withLock { cached in
            if let cached { return cached }
            let loaded: Result<ConfigurationFiles, ConfigError>
            do throws(ConfigError) {
                loaded = .success(
                    try ConfigurationFiles.load(
                        tool: tool, environment: environment, explicitDotEnv: bootstrap(GlobalSettings.envFile),
                        explicitXCConfig: bootstrap(GlobalSettings.config), warn: warn))
            } catch {
                loaded = .failure(error)
            }
            cached = loaded
            return loaded
        }
        return try result.get()
    }

    /// A setting that locates the files: from flags and the process environment only.
    private func bootstrap(_ key: SettingKey<String>) -> String? {
        let name = key.name(in: tool)
        return flags[name] ?? environment.variable(name)
    }
}
