/// Where a setting's value came from, as `config show` prints it.
public enum SettingSource: Sendable, Equatable, CustomStringConvertible {
    case flag
    case environment
    case dotEnv(path: String, line: Int)
    case profile(name: String, path: String, line: Int)
    case xcconfig(path: String, line: Int)
    case preset(String)
    case builtInDefault

    public var description: String {
        switch self {
        case .flag: "flag"
        case .environment: "env"
        case .dotEnv(let path, let line): ".env:\(path):\(line)"
        case .profile(let name, let path, let line): "profile:\(name):\(path):\(line)"
        case .xcconfig(let path, let line): "xcconfig:\(path):\(line)"
        case .preset: "preset"
        case .builtInDefault: "default"
        }
    }
}

/// A setting's value and where it came from.
public struct ResolvedSetting: Sendable, Equatable {
    public var name: String
    public var value: String
    public var source: SettingSource
    public var isSecret: Bool
    /// The working directory's own file the value came from, `./.env` or `./Config.xcconfig` (the value may
    /// sit in a file it includes): a project's file, not the user's (`CredentialRoutes`). Nil for every
    /// other source, a file named with `--env-file`/`--config` or their variables included.
    public var workingDirectoryFile: String?

    public init(name: String, value: String, source: SettingSource, isSecret: Bool, workingDirectoryFile: String? = nil) {
        self.name = name
        self.value = value
        self.source = source
        self.isSecret = isSecret
        self.workingDirectoryFile = workingDirectoryFile
    }

    /// The value as it may be shown to a person.
    public var displayValue: String { isSecret ? "<redacted>" : value }

    /// Exit 78 for this value: `invalid value 'production' for UPS_ENV (from .env:PATH:1): PROBLEM` (a
    /// secret's value is left out).
    func invalid(_ problem: String) -> ConfigError {
        let shown = isSecret ? "" : " '\(value)'"
        return ConfigError("invalid value\(shown) for \(name) (from \(source)): \(problem)")
    }
}
