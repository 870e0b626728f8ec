/// The settings files a command reads, loaded once: the `.env` file, the selected profile's file, and
/// the xcconfig file.
struct ConfigurationFiles: Sendable {
    var dotEnvPath: String?
    var dotEnv: [String: DotEnvEntry] = [:]
    var profile: Profile?
    var profileSettings: [String: XCConfigSetting] = [:]
    var xcconfigPath: String?
    var xcconfig: [String: XCConfigSetting] = [:]
    /// The `.env` file is the working directory's default `./.env`, not one named by `--env-file` or `P_ENV_FILE`.
    var dotEnvIsWorkingDirectory = false
    /// The xcconfig file is the working directory's `./Config.xcconfig`, not one named by `--config` or
    /// `P_CONFIG`, nor the user's own: its settings and those of every file it includes are the project's.
    var xcconfigIsWorkingDirectory = false

    /// Finds and reads both files. `explicitDotEnv`/`explicitXCConfig` come from `--env-file`/`--config`
    /// or their variables; a file named explicitly must exist, a default one is read only when present.
    static func load(
        tool: ToolDefinition, environment: CommandEnvironment, explicitDotEnv: String?, explicitXCConfig: String?,
        profile: Profile?, warn: (String) -> Void
    ) throws(ConfigError) -> ConfigurationFiles {
        let fileSystem = environment.fileSystem
        var files = ConfigurationFiles()

        let dotEnvPath = explicitDotEnv.map(environment.absolutePath) ?? environment.absolutePath(".env")
        if explicitDotEnv != nil || fileSystem.fileExists(at: dotEnvPath) {
            let text: String
            do {
                text = try fileSystem.readText(at: dotEnvPath)
            } catch {
                throw ConfigError("cannot read the .env file \(dotEnvPath): \(error.reason)")
            }
            let parsed = DotEnvParser.parse(text, environment: environment.variables)
            for warning in parsed.warnings { warn("\(dotEnvPath):\(warning.line): \(warning.message)") }
            files.dotEnvPath = dotEnvPath
            files.dotEnv = parsed.values
            files.dotEnvIsWorkingDirectory = explicitDotEnv == nil
        }

        if let profile {
            try profile.requireExists(environment.paths(for: tool.name), fileSystem: fileSystem, tool: tool.name)
            files.profile = profile
            files.profileSettings = try loadXCConfig(profile.file, fileSystem: fileSystem)
        }

        let candidates = explicitXCConfig.map { [environment.absolutePath($0)] }
            ?? [environment.absolutePath("Config.xcconfig"), environment.paths(for: tool.name).userConfigFile]
        let xcconfigPath = explicitXCConfig != nil ? candidates.first : candidates.first(where: fileSystem.fileExists)
        if let xcconfigPath {
            guard fileSystem.fileExists(at: xcconfigPath) else {
                throw ConfigError("the config file \(xcconfigPath) does not exist")
            }
            files.xcconfig = try loadXCConfig(xcconfigPath, fileSystem: fileSystem)
            files.xcconfigPath = xcconfigPath
            files.xcconfigIsWorkingDirectory = explicitXCConfig == nil && xcconfigPath == candidates.first
        }
        try files.refuseTemplatePlaceholders(tool: tool.name)
        return files
    }

    /// A value still `<FILL-ME>`, as `config template` wrote it, is exit 78 naming the key, file and line:
    /// sent as it is, it would be a credential the service refuses, far from the line that needs filling.
    func refuseTemplatePlaceholders(tool: String) throws(ConfigError) {
        let placeholder = ConfigTemplateCommand.placeholder
        var left = profileSettings.values.map { ($0.file, $0.line, $0.key, $0.value) }
            + xcconfig.values.map { ($0.file, $0.line, $0.key, $0.value) }
        if let dotEnvPath { left += dotEnv.map { (dotEnvPath, $0.value.line, $0.key, $0.value.value) } }
        let placeholders = left.filter { $0.3.trimmedWhitespace == placeholder }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
        guard let first = placeholders.first else { return }
        var hints = ["Put the value in its place, or remove the line if \(first.2) is set elsewhere ('\(tool) config show')."]
        if placeholders.count > 1 { hints.append("\(placeholders.count - 1) more \(placeholder) left: " + placeholders.dropFirst().map { "\($0.0):\($0.1)" }.joined(separator: ", ") + ".") }
        throw ConfigError("\(first.2) is still \(placeholder) in \(first.0):\(first.1)", hints: hints)
    }

    static func loadXCConfig(_ path: String, fileSystem: any FileSystem) throws(ConfigError) -> [String: XCConfigSetting] {
        do {
            return try XCConfigLoader.load(path: path, fileSystem: fileSystem)
        } catch {
            throw ConfigError("\(error.file):\(error.line): \(error.message)")
        }
    }
}
