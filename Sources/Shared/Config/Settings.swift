import Synchronization

/// A tool's settings, each taken from the first layer that has it (docs/configuration.md): a command-line option,
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
        try resolve(name, tolerant: false)
    }

    /// `tolerant` is for listing settings: an invalid environment name then presets nothing (its own row
    /// says why) instead of failing every setting that has a preset.
    private func resolve(_ name: String, tolerant: Bool) throws(ConfigError) -> ResolvedSetting? {
        let spec = tool.settingSpec(named: name)
        func found(_ value: String, _ source: SettingSource, workingDirectoryFile: String? = nil) -> ResolvedSetting {
            ResolvedSetting(
                name: name, value: value, source: source, isSecret: spec?.isSecret ?? false,
                workingDirectoryFile: workingDirectoryFile)
        }
        if let value = flags[name] { return found(value, .flag) }
        if let value = environment.variable(name) { return found(value, .environment) }
        if spec?.isBootstrap == true { return nil }
        let loaded = try loadFiles()
        if let entry = loaded.dotEnv[name], !entry.value.isEmpty, let path = loaded.dotEnvPath {
            return found(
                entry.value, .dotEnv(path: path, line: entry.line),
                workingDirectoryFile: loaded.dotEnvIsWorkingDirectory ? path : nil)
        }
        if let profile = loaded.profile, let setting = loaded.profileSettings[name], !setting.value.isEmpty {
            return found(setting.value, .profile(name: profile.name, path: setting.file, line: setting.line))
        }
        if let setting = loaded.xcconfig[name], !setting.value.isEmpty {
            return found(
                setting.value, .xcconfig(path: setting.file, line: setting.line),
                workingDirectoryFile: loaded.xcconfigIsWorkingDirectory ? loaded.xcconfigPath : nil)
        }
        let environmentSetting = GlobalSettings.environment.name(in: tool)
        // Only a setting some environment presets depends on which one is chosen: a command that reads
        // none (parse-link) runs whatever the environment's name, good or bad (docs/configuration.md).
        if name != environmentSetting, tool.environments.contains(where: { $0.values[name] != nil }) {
            var environmentName: String? = tool.defaultEnvironment
            do throws(ConfigError) {
                environmentName = try string(environmentSetting) ?? tool.defaultEnvironment
            } catch {
                guard tolerant else { throw error }
                environmentName = nil
            }
            if let environmentName, let value = tool.environment(named: environmentName)?.values[name] {
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
            throw resolved.invalid(problem)
        }
        return resolved.value
    }

    /// The value, or exit 78 saying how to set it.
    func require(_ name: String, option: String? = nil) throws(ConfigError) -> String {
        guard let value = try string(name) else { throw ConfigError.missing(name, option: option, tool: tool.name) }
        return value
    }

    /// Every setting the tool knows, in declaration order, each resolved and checked on its own so that one
    /// bad value does not hide the others; with `includeUnknown`, then every other key found in the `.env`
    /// and xcconfig files. A file that cannot be read is thrown: nothing from it can be listed.
    public func all(includeUnknown: Bool) throws(ConfigError) -> [SettingRow] {
        let loaded = try loadFiles()
        var rows: [SettingRow] = []
        for spec in tool.allSettings {
            var isBoolean = false
            if case .boolean = spec.valueType { isBoolean = true }
            do throws(ConfigError) {
                let resolved = try resolve(spec.name, tolerant: true)
                let problem = resolved.flatMap { spec.valueType.problem(with: $0.value) }
                rows.append(SettingRow(name: spec.name, resolved: resolved, problem: problem, isBoolean: isBoolean))
            } catch {
                rows.append(SettingRow(name: spec.name, resolved: nil, problem: error.message, isBoolean: isBoolean))
            }
        }
        guard includeUnknown else { return rows }
        let known = Set(tool.allSettings.map(\.name))
        var extra: [String: ResolvedSetting] = [:]
        for (key, setting) in loaded.xcconfig where !known.contains(key) {
            extra[key] = ResolvedSetting(
                name: key, value: setting.value, source: .xcconfig(path: setting.file, line: setting.line),
                isSecret: Self.looksSecret(key))
        }
        if let profile = loaded.profile {
            for (key, setting) in loaded.profileSettings where !known.contains(key) {
                extra[key] = ResolvedSetting(
                    name: key, value: setting.value, source: .profile(name: profile.name, path: setting.file, line: setting.line),
                    isSecret: Self.looksSecret(key))
            }
        }
        for (key, entry) in loaded.dotEnv where !known.contains(key) {
            extra[key] = ResolvedSetting(
                name: key, value: entry.value, source: .dotEnv(path: loaded.dotEnvPath ?? ".env", line: entry.line),
                isSecret: Self.looksSecret(key))
        }
        for key in extra.keys.sorted() { rows.append(SettingRow(name: key, resolved: extra[key])) }
        return rows
    }

    /// A key in a file that is not a setting but is within two edits of one is most likely a typo
    /// (`UPS_TIMOUT`): it would otherwise be ignored without a word.
    static func misspellings(in files: ConfigurationFiles, of tool: ToolDefinition) -> [String] {
        let known = tool.allSettings.map(\.name)
        let knownSet = Set(known)
        var found: [(place: String, line: Int, text: String)] = []
        func check(_ key: String, place: String, line: Int) {
            guard !knownSet.contains(key), let meant = EditDistance.suggestion(for: key, among: known) else { return }
            found.append((place, line, "\(place):\(line): \(key) is not a setting of \(tool.name); did you mean \(meant)?"))
        }
        if let path = files.dotEnvPath {
            for (key, entry) in files.dotEnv { check(key, place: path, line: entry.line) }
        }
        for (key, setting) in files.xcconfig { check(key, place: setting.file, line: setting.line) }
        for (key, setting) in files.profileSettings { check(key, place: setting.file, line: setting.line) }
        return found.sorted { ($0.place, $0.line) < ($1.place, $1.line) }.map(\.text)
    }

    /// Keys of unknown settings are shown redacted when their name suggests a secret.
    static func looksSecret(_ key: String) -> Bool {
        let upper = key.uppercased()
        return ["SECRET", "PASSWORD", "TOKEN", "API_KEY", "APIKEY", "PRIVATE"].contains { upper.containsText($0) }
    }

    private func loadFiles() throws(ConfigError) -> ConfigurationFiles {
        let result = files.withLock { cached in
            if let cached { return cached }
            let loaded: Result<ConfigurationFiles, ConfigError>
            do throws(ConfigError) {
                let files = try ConfigurationFiles.load(
                    tool: tool, environment: environment, explicitDotEnv: bootstrap(GlobalSettings.envFile),
                    explicitXCConfig: bootstrap(GlobalSettings.config), profile: try profile(), warn: warn)
                for warning in Self.misspellings(in: files, of: tool) { warn(warning) }
                loaded = .success(files)
            } catch {
                loaded = .failure(error)
            }
            cached = loaded
            return loaded
        }
        return try result.get()
    }

    /// The selected profile (`--profile`, `P_PROFILE`), checked for its name; nil when none is.
    public func profile() throws(ConfigError) -> Profile? {
        guard let name = bootstrap(GlobalSettings.profile) else { return nil }
        return try Profile(name: name, tool: tool.name, paths: environment.paths(for: tool.name))
    }

    /// A setting that locates the files: from flags and the process environment only.
    private func bootstrap(_ key: SettingKey<String>) -> String? {
        let name = key.name(in: tool)
        return flags[name] ?? environment.variable(name)
    }
}
