/// Where a tool keeps its files, per the XDG Base Directory specification: a variable is used only when
/// it is set, non-empty and absolute; otherwise the default under the home directory (docs/files.md).
public struct AppPaths: Sendable, Equatable {
    public var configDirectory: String
    public var cacheDirectory: String
    public var stateDirectory: String

    public init(tool: String, variables: [String: String], homeDirectory: String) {
        func base(_ variable: String, _ fallback: String) -> String {
            if let value = variables[variable], value.hasPrefix("/") { return value }
            return FilePath.join(homeDirectory, fallback)
        }
        configDirectory = FilePath.join(base("XDG_CONFIG_HOME", ".config"), tool)
        cacheDirectory = FilePath.join(base("XDG_CACHE_HOME", ".cache"), tool)
        stateDirectory = FilePath.join(base("XDG_STATE_HOME", ".local/state"), tool)
    }

    /// `$XDG_CONFIG_HOME/TOOL/config.xcconfig`, the user's configuration file.
    public var userConfigFile: String { FilePath.join(configDirectory, "config.xcconfig") }
}
