/// The settings files a command reads, loaded once: the `.env` file, the selected profile's file, and
/// the xcconfig file.
struct ConfigurationFiles: Sendable {
    var dotEnvPath: String?
    var dotEnv: [String: DotEnvEntry] = [:]
    var profile: Profile?
    var profileSettings: [String: XCConfigSetting] = [:]
    var xcconfigPath: String?
    var xcconfig: [String: XCConfigSetting] = [:]

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
        }
        return files
    }

    static func loadXCConfig(_ path: String, fileSystem: any FileSystem) throws(ConfigError) -> [String: XCConfigSetting] {
        do {
            return try XCConfigLoader.load(path: path, fileSystem: fileSystem)
        } catch {
            throw ConfigError("\(error.file):\(error.line): \(error.message)")
        }
    }
}
