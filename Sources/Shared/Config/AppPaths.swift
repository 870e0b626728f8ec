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

    /// Exit 78 when a directory the tool keeps its own files in is not the user's own real directory: a
    /// symbolic link, owned by another user, writable by everyone (`FileSystem.ownDirectoryProblem`).
    /// Checked from the tool's directory (`…/cache/TOOL`, `…/state/TOOL`; what holds them may well be a
    /// link) down to `self`'s (a profile's `…/TOOL/profiles/NAME`), and the directories in it (`sessions`,
    /// `tokens`, `responses`) and in those (a user's cache), so no token, session or cache entry is
    /// written through a planted link. `base` is the tool's paths without a profile.
    public func checkOwnDirectories(base: AppPaths, fileSystem: any FileSystem) throws(ConfigError) {
        for (top, own) in [(base.stateDirectory, stateDirectory), (base.cacheDirectory, cacheDirectory)] {
            var chain = [top]
            if own != top, own.hasPrefix(top + "/") {
                for part in own.dropFirst(top.count + 1).split(separator: "/") {
                    chain.append(FilePath.join(chain[chain.count - 1], String(part)))
                }
            }
            for directory in chain { try Self.refuse(directory, fileSystem) }
            for child in fileSystem.contentsOfDirectory(at: own) {
                let path = FilePath.join(own, child)
                // Files in it (a scorebase `current` mark) are opened without following links anyway.
                guard fileSystem.isDirectory(at: path) || fileSystem.ownDirectoryProblem(at: path) == "is a symbolic link"
                else { continue }
                try Self.refuse(path, fileSystem)
                for grandchild in fileSystem.contentsOfDirectory(at: path)
                where fileSystem.isDirectory(at: FilePath.join(path, grandchild)) {
                    try Self.refuse(FilePath.join(path, grandchild), fileSystem)
                }
            }
        }
    }

    private static func refuse(_ directory: String, _ fileSystem: any FileSystem) throws(ConfigError) {
        guard let problem = fileSystem.ownDirectoryProblem(at: directory) else { return }
        throw ConfigError(
            "refusing to keep files in \(directory): it \(problem)",
            hints: ["Remove it (the tool makes a private one again), or make it a directory of your own: "
                + "mkdir -m 700 \(directory)."])
    }
}
