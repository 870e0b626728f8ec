/// `TOOL config profiles`: the profiles there are (`$XDG_CONFIG_HOME/TOOL/profiles/NAME.xcconfig`), each with
/// its file and whoever is signed in under it (the sessions in its own state directory).
enum ConfigProfilesCommand {
    static let shape = RecordShape(
        kind: "profile", identity: ["name"],
        fields: [
            FieldSpec("name", .text, nullable: false), FieldSpec("file", .text, nullable: false, help: "The profile's settings file."),
            .text("signedIn", help: "Who is signed in under it, comma-separated; null when no one is."),
        ],
        columns: [
            TableColumn("NAME", "name").essential(), TableColumn("SIGNED IN", "signedIn").wrapping(),
            TableColumn("FILE", "file").wrapping(),
        ])

    static func spec(_ tool: ToolDefinition) -> CommandSpec {
        CommandSpec(
            "profiles", abstract: "List the profiles: name, file, and who is signed in under each.",
            discussion: "A profile is a named set of settings in $XDG_CONFIG_HOME/\(tool.name)/profiles/NAME.xcconfig, "
                + "chosen with --profile NAME or \(tool.prefix)_PROFILE. It is read between the .env file and the "
                + "xcconfig file, and keeps its sessions, tokens and caches apart, under profiles/NAME/ in the "
                + "state and cache directories. Make one with '\(tool.name) config set --profile NAME KEY VALUE'.",
            examples: [
                Example("\(tool.name) config profiles", "The profiles, and who is signed in under each."),
                Example("\(tool.name) config set --profile work \(tool.prefix)_ENV production", "Make the profile work."),
            ],
            action: run)
        .showing(.list, shape)
    }

    static func run(_ context: CommandContext) async throws -> ExitCode {
        let environment = context.environment
        let paths = environment.paths(for: context.tool.name)
        let records: [JSONValue] = try Profile.names(paths, fileSystem: environment.fileSystem).map { name in
            let profile = try Profile(name: name, tool: context.tool.name, paths: paths)
            let signedIn = identities(in: profile.scoped(paths), fileSystem: environment.fileSystem)
            return .object([
                "name": .string(name), "file": .string(profile.file),
                "signedIn": signedIn.isEmpty ? .null : .string(signedIn.joined(separator: ", ")),
            ])
        }
        if records.isEmpty {
            context.note("no profiles yet: make one with '\(context.tool.name) config set --profile NAME KEY VALUE'")
        }
        try context.output().print(.array(records), columns: shape.columns)
        return .success
    }

    /// Who the profile's saved sessions belong to: their email or user name, else the session's key.
    static func identities(in paths: AppPaths, fileSystem: any FileSystem) -> [String] {
        let store = FileTokenStore(directory: FilePath.join(paths.stateDirectory, LoginSession.directoryName), fileSystem: fileSystem)
        return store.savedTokens().map { name, token in
            (token.details["email"] ?? token.details["username"])?.stringValue
                ?? PercentEncoding.decodeLeniently(Substring(name), plusIsSpace: false)
        }
    }
}
