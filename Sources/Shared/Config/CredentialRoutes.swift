/// The rule for settings from the working directory (docs/configuration.md): `./.env` and
/// `./Config.xcconfig`, with what they include, are a project's files, not the user's. A setting they hold
/// that decides where a credential goes (`SettingSpec.routesCredentials`) is used with credentials only when
/// those come from the same file; otherwise the run stops before any request, exit 78, naming the setting,
/// its file and line, and how to trust the file. Without it, a checkout's `.env` saying
/// `TRACEWISE_API_BASE_URL=https://evil` would send the user's saved session there.
///
/// A file named with `--env-file`, `--config` or their variables is the user's choice and trusted: its
/// values have no `workingDirectoryFile` (`ResolvedSetting`).
public struct CredentialRoutes: Sendable {
    /// A credential a run is about to send, and where it came from.
    public enum Credential: Sendable, Equatable {
        /// A setting's value: a client id or secret, an API key, a token, a password setting.
        case setting(ResolvedSetting)
        /// A credential no settings file gave: a saved session or token, a password typed or piped.
        case elsewhere(String)

        /// `UPS_CLIENT_SECRET from env`, `the saved session`.
        var description: String {
            switch self {
            case .setting(let setting): "\(setting.name) from \(setting.source)"
            case .elsewhere(let what): what
            }
        }
    }

    public let tool: ToolDefinition
    /// The settings of the run that decide where credentials go and come from a working-directory file.
    public let routes: [ResolvedSetting]

    public init(_ settings: Settings) throws(ConfigError) {
        tool = settings.tool
        var routes: [ResolvedSetting] = []
        for spec in settings.tool.allSettings where spec.routesCredentials {
            if let resolved = try settings.resolve(spec.name), resolved.workingDirectoryFile != nil { routes.append(resolved) }
        }
        self.routes = routes
    }

    /// The credentials `keys` hold, each with where it came from; unset ones are left out.
    public static func credentials(_ keys: [SettingKey<String>], in settings: Settings) throws(ConfigError) -> [Credential] {
        var found: [Credential] = []
        for key in keys {
            if let resolved = try settings.resolve(key.name(in: settings.tool)) { found.append(.setting(resolved)) }
        }
        return found
    }

    /// Exit 78 when a route comes from a working-directory file and one of `credentials` does not come from
    /// that same file (or its includes). No credentials, or no such route: nothing to refuse.
    public func check(_ credentials: [Credential]) throws(ConfigError) {
        for route in routes {
            guard let file = route.workingDirectoryFile else { continue }
            for credential in credentials {
                if case .setting(let setting) = credential, setting.workingDirectoryFile == file { continue }
                throw refusal(route, file: file, credential: credential)
            }
        }
    }

    /// `TRACEWISE_API_BASE_URL comes from /work/.env:1, a file in the working directory, and the
    /// credentials (the saved session) do not: nothing was sent`, with how to trust the file.
    func refusal(_ route: ResolvedSetting, file: String, credential: Credential) -> ConfigError {
        var place = file
        var isDotEnv = false
        switch route.source {
        case .dotEnv(let path, let line):
            place = "\(path):\(line)"
            isDotEnv = true
        case .xcconfig(let path, let line): place = path == file ? "\(path):\(line)" : "\(path):\(line) (included by \(file))"
        default: break
        }
        let (option, variable) = isDotEnv
            ? ("--env-file", GlobalSettings.envFile.name(in: tool)) : ("--config", GlobalSettings.config.name(in: tool))
        var elsewhere = "Or set \(route.name) in the environment"
        if route.name == GlobalSettings.apiBaseURL.name(in: tool) { elsewhere += ", or pass --base-url" }
        return ConfigError(
            "\(route.name) comes from \(place), a file in the working directory, and the credentials "
                + "(\(credential.description)) do not: nothing was sent",
            hints: [
                "A project's file decides where its own credentials go, not where yours go.",
                "If you trust \(file), name it: \(option) \(file) (or \(variable)=\(file)).",
                elsewhere + ".",
            ])
    }
}
