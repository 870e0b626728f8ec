/// A named set of settings (`--profile NAME`, `P_PROFILE`), as aws CLI profiles and kubeconfig contexts
/// are: `$XDG_CONFIG_HOME/TOOL/profiles/NAME.xcconfig`, read as a layer between the `.env` file and the
/// xcconfig file, with its own sessions, tokens and caches under `…/TOOL/profiles/NAME/` in the state and
/// cache directories, so signing in under one profile never touches another. No profile is exactly the
/// toolkit without profiles: the same files, the same paths.
public struct Profile: Sendable, Equatable {
    public var name: String
    /// The profile's settings file.
    public var file: String

    /// The longest profile name, in characters: with `.xcconfig` or a writer's temporary suffix added, every
    /// file name of a profile stays well under the 255 bytes a file system allows.
    public static let maximumNameLength = 64

    /// The profile named `name` of `tool`, checked: a name outside `[A-Za-z0-9._-]+` (or `.`/`..`), or longer
    /// than `maximumNameLength`, is exit 78.
    public init(name: String, tool: String, paths: AppPaths) throws(ConfigError) {
        guard name.utf8.count <= Self.maximumNameLength else {
            throw ConfigError(
                "invalid profile name '\(name.prefix(20))…': \(name.count) characters, "
                    + "and a profile name has at most \(Self.maximumNameLength)")
        }
        guard Self.isValid(name) else {
            throw ConfigError("invalid profile name '\(name)': use letters, digits, '.', '_' and '-'")
        }
        self.name = name
        file = FilePath.join(Self.directory(paths), name + ".xcconfig")
    }

    static func isValid(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= maximumNameLength && name != "." && name != ".." && name.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"): true
            default: false
            }
        }
    }

    /// `$XDG_CONFIG_HOME/TOOL/profiles`, where the profiles' files are.
    public static func directory(_ paths: AppPaths) -> String { FilePath.join(paths.configDirectory, "profiles") }

    /// The names of the profiles there are, sorted.
    public static func names(_ paths: AppPaths, fileSystem: any FileSystem) -> [String] {
        fileSystem.contentsOfDirectory(at: directory(paths)).compactMap { file in
            guard file.hasSuffix(".xcconfig") else { return nil }
            let name = String(file.dropLast(".xcconfig".count))
            return isValid(name) ? name : nil
        }
    }

    /// Exit 78 for a profile with no file: the profiles there are, and the nearest name.
    public func requireExists(_ paths: AppPaths, fileSystem: any FileSystem, tool: String) throws(ConfigError) {
        guard !fileSystem.fileExists(at: file) else { return }
        let known = Self.names(paths, fileSystem: fileSystem)
        var message = "unknown profile '\(name)': no \(file)"
        if let near = EditDistance.suggestion(for: name, among: known) { message += "; did you mean '\(near)'?" }
        var hints = [known.isEmpty ? "There are no profiles yet." : "The profiles: \(known.joined(separator: ", "))."]
        hints.append("Make this one with: \(tool) config set --profile \(name) KEY VALUE")
        throw ConfigError(message, hints: hints)
    }

    /// The paths a tool uses under this profile: its state and cache in `…/TOOL/profiles/NAME/`; the
    /// configuration directory stays the tool's.
    public func scoped(_ paths: AppPaths) -> AppPaths {
        var scoped = paths
        scoped.cacheDirectory = FilePath.join(FilePath.join(paths.cacheDirectory, "profiles"), name)
        scoped.stateDirectory = FilePath.join(FilePath.join(paths.stateDirectory, "profiles"), name)
        return scoped
    }
}
