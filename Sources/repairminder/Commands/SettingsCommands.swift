import Shared

/// `repairminder settings get|set`: the signed-in user's settings at the service (not this tool's own
/// configuration, which is `repairminder config show`).
enum SettingsCommands {
    static let spec = CommandSpec(
        "settings", abstract: "Show or change your user settings at RepairMinder.",
        discussion: "These are settings kept by the service for your account. This tool's own configuration is "
            + "'repairminder config show'.",
        subcommands: [
            CommandSpec(
                "get", abstract: "Show your settings.",
                examples: [Example("repairminder settings get", "Every setting, as JSON.")],
                resource: get),
            CommandSpec(
                "set", abstract: "Change settings: KEY=VALUE, JSON when it parses, dotted keys nest.",
                discussion: "Only the keys given are sent (PATCH), so other settings stay as they are.",
                positionals: [PositionalSpec("KEY=VALUE", help: "A setting and its value.", repeating: true)],
                examples: [
                    Example("repairminder settings set notifications.email=false default_scope=company", "Two settings at once."),
                ],
                action: set).showing(.record, shape),
        ])

    /// The settings, whose keys are the service's to choose.
    static let shape = RecordShape(
        kind: "user settings", identity: [],
        fields: [
            FieldSpec.object("notifications", [.boolean("email"), .boolean("push")]), .text("default_scope"), .text("timezone"),
            .text("language"),
        ],
        columns: [])

    static let get = Resource.record(shape, service: RepairminderAPI.service, live: .none) { _ in
        ResourceRequest(["user", "settings"])
    }

    static func set(_ context: CommandContext) async throws -> ExitCode {
        let command = context.command
        guard !command.positionals.isEmpty else {
            throw UsageError("give at least one KEY=VALUE", commandPath: command.path)
        }
        let body = try JSONBodyOptions.apply(command.positionals, to: JSONObject(), commandPath: command.path)
        let api = try RepairminderAPI.open(context)
        try context.output().print(try await api.send(.patch, ["user", "settings"], body: body))
        return .success
    }
}
