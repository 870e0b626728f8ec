/// `TOOL config`: show the settings, set or unset them in the user's configuration file, and print a
/// template of them.
enum ConfigCommands {
    static func spec(_ tool: ToolDefinition) -> CommandSpec {
        CommandSpec(
            "config", abstract: "Show the tool's settings, or set them in your configuration file.",
            subcommands: [
                ConfigShowCommand.spec(tool), ConfigSetCommand.setSpec(tool), ConfigSetCommand.unsetSpec(tool),
                ConfigProfilesCommand.spec(tool), ConfigTemplateCommand.spec(tool),
            ])
    }
}
