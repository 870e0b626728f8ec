import Shared

/// tracewise: product traceability, lifecycle events, CIRPASS passports, and GS1 Digital Link parsing.
enum Tracewise {
    static let definition = ToolDefinition(
        name: "tracewise", prefix: "TRACEWISE",
        abstract: "Product traceability, lifecycle events, digital product passports and GS1 Digital Links.",
        discussion: "Talks to the TraceWise API (products, lifecycle events, CIRPASS passports, health) with an API "
            + "key and/or a Firebase sign-in, and parses GS1 Digital Link URIs offline.",
        settings: TracewiseSettings.all,
        environments: [
            EnvironmentPreset(
                "production", help: "The TraceWise service.",
                values: ["TRACEWISE_API_BASE_URL": "https://trace-wise.eu/api"]),
            EnvironmentPreset(
                "staging", help: "The staging project served by a local Firebase Functions emulator.",
                values: ["TRACEWISE_API_BASE_URL": "http://localhost:5001/tracewise-staging/europe-central2/api"]),
        ],
        defaultEnvironment: "production",
        commands: [
            ParseLinkCommand.spec.offline(),
            ProductsCommands.spec,
            EventsCommands.spec,
            CirpassCommands.spec,
            HealthCommand.spec,
            AuthCommands.spec,
            APICommand.spec(
                tool: "tracewise", service: TracewiseService.definition,
                examples: [
                    Example("tracewise api /v1/health", "GET a path and print the JSON answer."),
                    Example("tracewise api /v1/products/list --paginate | jq -c .", "Every product of every page, one JSON line each."),
                ],
                credentials: TracewiseService.credentials),
        ],
        examples: [
            Example(
                "tracewise parse-link 'https://id.gs1.org/01/09506000134352/10/ABC?17=271231' | jq .ais",
                "Parse a GS1 Digital Link offline into its Application Identifiers."),
            Example("tracewise products get --gtin 09506000134352 --serial SN123", "Look up a product."),
            Example("tracewise events list 09506000134352:SN123", "A product's lifecycle events."),
            Example("tracewise --mock cirpass list --limit 5", "Try it offline, with built-in data."),
            Example("tracewise config show", "Show every setting and where it came from."),
        ],
        files: [
            FileEntry(
                "$XDG_STATE_HOME/tracewise/sessions/ENV.json",
                "The Firebase session of environment ENV (with an emulator, ENV|emulator=HOST:PORT, percent-encoded): "
                    + "ID token, refresh token, expiry, uid and email; mode 0600."),
        ],
        seeAlso: ["upsctl", "scorebase", "repairminder", "jq"],
        exitStatuses: [
            .success,
            ExitStatus(.failure, "The service answered with an error not listed below (400, 404, 409, 422, ...), or events add --input finished with lines the service refused."),
            .usage,
            ExitStatus(.dataError, "An input of parse-link is invalid (it still prints every record), a product's digital link is invalid, events add --input has lines that are not JSON objects, or a --mock-dir fixture is not valid."),
            .noInput(["events add --input"]),
            .unavailable,
            .outputFailed,
            .temporaryFailure,
            ExitStatus(.notPermitted, "Not signed in (tracewise auth login), the password was refused, the session has ended, or 401/403 after renewing it."),
            .configuration,
            .interrupted,
            .brokenPipe,
        ])
}
