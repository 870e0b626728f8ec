/// A setting a tool knows. Its one name is used alike as environment variable, `.env` key and xcconfig
/// key (docs/configuration.md).
public struct SettingSpec: Sendable, Equatable {
    public var name: String
    public var help: String
    public var valueType: ValueType
    public var defaultValue: String?
    /// Printed as `<redacted>` everywhere: client secrets, passwords, API keys, tokens.
    public var isSecret: Bool
    /// Settings that only locate other configuration (`P_CONFIG`, `P_ENV_FILE`) come from flags and the
    /// process environment only: a file cannot say where the files are.
    public var isBootstrap: Bool
    /// Without it a real run (not `--mock`) exits 78: `config template` has it read `<FILL-ME>`.
    public var isRequired: Bool
    /// Decides where a credential goes (an API base URL, a token URL, an emulator host, a Cognito region or
    /// pool). Read from a file of the working directory, it is used with credentials only when they come from
    /// that same file (`CredentialRoutes`, docs/configuration.md).
    public var routesCredentials: Bool

    public init(
        _ name: String, help: String, type valueType: ValueType = .string, default defaultValue: String? = nil,
        secret isSecret: Bool = false, bootstrap isBootstrap: Bool = false, required isRequired: Bool = false,
        routesCredentials: Bool = false
    ) {
        self.name = name
        self.help = help
        self.valueType = valueType
        self.defaultValue = defaultValue
        self.isSecret = isSecret
        self.isBootstrap = isBootstrap
        self.isRequired = isRequired
        self.routesCredentials = routesCredentials
    }
}

/// A named environment of a tool (`cie`, `prod`; `production`, `staging`) and the settings it presets.
public struct EnvironmentPreset: Sendable, Equatable {
    public var name: String
    public var help: String
    public var values: [String: String]

    public init(_ name: String, help: String, values: [String: String]) {
        self.name = name
        self.help = help
        self.values = values
    }
}

/// A file a tool reads or writes, for the FILES section of its man page.
public struct FileEntry: Sendable, Equatable {
    public var path: String
    public var help: String

    public init(_ path: String, _ help: String) {
        self.path = path
        self.help = help
    }
}
