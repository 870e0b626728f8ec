import Shared

/// repairminder: a repair shop's orders, devices, clients, tickets and dashboard.
enum Repairminder {
    static let definition = ToolDefinition(
        name: "repairminder", prefix: "REPAIRMINDER",
        abstract: "A repair shop's orders, devices, clients, tickets and dashboard.",
        discussion: "Talks to the RepairMinder API with a login session (two-factor codes supported) or a bearer "
            + "token, and prints the service's records as tables, JSON, NDJSON or CSV.",
        settings: RepairminderSettings.all,
        environments: [
            EnvironmentPreset(
                "production", help: "The RepairMinder service.",
                values: ["REPAIRMINDER_API_BASE_URL": "https://api.repairminder.com"]),
            EnvironmentPreset(
                "staging", help: "Staging; has no preset URL, so set REPAIRMINDER_API_BASE_URL.", values: [:]),
        ],
        defaultEnvironment: "production",
        commands: [APICommand.spec(
            tool: "repairminder", service: RepairminderService.definition, credentials: RepairminderService.credentials)],
        examples: [
            Example("repairminder config show", "Show every setting and where it came from."),
        ],
        seeAlso: ["upsctl", "tracewise", "scorebase", "jq"])
}
