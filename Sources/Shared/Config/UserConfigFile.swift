/// The user's own configuration file, `$XDG_CONFIG_HOME/TOOL/config.xcconfig`, as `config set` and
/// `config unset` edit it; with `--profile NAME`, that profile's file (made when it is not there yet: this
/// is how a profile comes to be).
struct UserConfigFile {
    let path: String
    let fileSystem: any FileSystem
    /// The profile whose file this is, if any.
    let profile: Profile?

    init(_ context: CommandContext) throws(ConfigError) {
        profile = try context.settings.profile()
        path = profile?.file ?? context.environment.paths(for: context.tool.name).userConfigFile
        fileSystem = context.environment.fileSystem
    }

    /// How notes name it: `profile work (PATH)`, or the path.
    var description: String { profile.map { "profile \($0.name) (\(path))" } ?? path }

    /// The file's text as it stands; empty when there is none (or it cannot be read).
    var text: String { (try? fileSystem.readText(at: path)) ?? "" }

    /// Sets (or with nil removes) `key`, keeping everything else; returns whether the file changed.
    /// Written whole to a temporary file and renamed, so a reader never sees half of it; 0600 when it is
    /// new or gets a secret, else the mode it had.
    @discardableResult
    func write(_ key: String, value: String?, secret: Bool) throws -> Bool {
        let exists = fileSystem.fileExists(at: path)
        let text: String
        do {
            text = exists ? try fileSystem.readText(at: path) : ""
        } catch {
            throw ToolError(.noInput, "cannot read \(path): \(error.reason)")
        }
        let edited = XCConfigEditor.setting(key, to: value, in: text)
        let currentMode = exists ? fileSystem.permissions(at: path) : nil
        guard edited.changed || (secret && currentMode != 0o600) else { return false }
        let mode: UInt32 = secret ? 0o600 : currentMode ?? 0o600
        do {
            try fileSystem.createDirectory(at: FilePath.directory(of: path), mode: 0o700)
            try fileSystem.writeFileAtomically(Array(edited.text.utf8), to: path, mode: mode)
        } catch {
            // The file is the command's result: not written is exit 74, as for stdout.
            throw WriteFailure(error, writing: path)
        }
        return edited.changed
    }
}
