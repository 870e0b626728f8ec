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
        commands: [
            OrdersCommands.spec, DevicesCommands.spec, ClientsCommands.spec, TicketsCommands.spec,
            DashboardCommands.spec, LookupCommands.spec, SettingsCommands.spec, AuthCommands.spec, apiCommand,
        ],
        examples: [
            Example("repairminder auth login --email ann@example.com", "Sign in (password and two-factor code are asked for)."),
            Example("repairminder orders list --status in_repair", "Orders in repair, as a table."),
            Example("repairminder tickets reply tkt_9001 -m 'Ready for collection.'", "Answer a customer."),
            Example("repairminder --mock orders list --all -o ndjson | jq -r .reference", "Try it offline, with built-in data."),
        ],
        files: [
            FileEntry(
                "$XDG_STATE_HOME/repairminder/sessions/",
                "Login sessions, one 0600 file per environment (access token, refresh token, expiry, user)."),
        ],
        seeAlso: ["upsctl", "tracewise", "scorebase", "jq"],
        exitStatuses: [
            .success,
            ExitStatus(.failure, "The service answered with an error not listed below (400, 404, 409, 422, ..., or \"success\": false)."),
            .usage,
            ExitStatus(.dataError, "The --data of a create or update is not a JSON object, or a --mock-dir fixture is not valid."),
            .noInput(["--data @FILE", "--message-file"]),
            .unavailable,
            .outputFailed,
            .temporaryFailure,
            ExitStatus(.notPermitted, "Not signed in (repairminder auth login), the password or the two-factor code was refused, the session has ended, or 401/403 after renewing it."),
            .configuration,
            .interrupted,
            .brokenPipe,
        ])

    static var apiCommand: CommandSpec {
        APICommand.spec(
            tool: "repairminder", service: RepairminderService.definition,
            examples: [
                Example("repairminder api /api/orders -f status=in_repair -f limit=5", "GET a path with query parameters."),
                Example("repairminder api PATCH /api/orders/ord_8d2f41 -f priority=2", "Send a JSON body."),
                Example("repairminder api /api/auth/me --raw", "The whole wrapper, as received."),
            ],
            credentials: RepairminderAPI.credentials)
    }
}
