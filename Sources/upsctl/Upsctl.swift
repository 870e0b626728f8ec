import Shared

/// upsctl: UPS OAuth client credentials and Address Validation.
enum Upsctl {
    static let definition = ToolDefinition(
        name: "upsctl", prefix: "UPS",
        abstract: "UPS OAuth and address validation, one address or a whole CSV.",
        discussion: "Talks to the UPS OAuth client-credentials endpoint and the Address Validation (XAV) API v2. "
            + "Settings come from options, the environment, ./.env, the --profile's file and ./Config.xcconfig, "
            + "in that order; 'upsctl config show' tells where each one came from.",
        settings: UPSSettings.all,
        environments: [
            EnvironmentPreset(
                "cie", help: "UPS's test environment (customer integration), where only New York and California answer.",
                values: ["UPS_API_BASE_URL": "https://wwwcie.ups.com", "UPS_OAUTH_BASE_URL": "https://wwwcie.ups.com"]),
            EnvironmentPreset(
                "prod", help: "UPS production.",
                values: [
                    "UPS_API_BASE_URL": "https://onlinetools.ups.com",
                    "UPS_OAUTH_BASE_URL": "https://onlinetools.ups.com",
                ]),
        ],
        defaultEnvironment: "prod",
        commands: [
            UPSAuthCommands.spec,
            ValidateCommand.spec,
            APICommand.spec(
                tool: "upsctl", service: UPSService.definition,
                examples: [
                    Example(
                        "upsctl api POST /api/addressvalidation/v2/1 -f XAVRequest.AddressKeyFormat.CountryCode=US "
                            + "-f XAVRequest.AddressKeyFormat.PostcodePrimaryLow=92656",
                        "Build the body from fields: dotted keys nest."),
                    Example(
                        "upsctl api POST /api/addressvalidation/v2/1 --input request.json",
                        "Send an Address Validation request of your own (2 is validation and classification)."),
                ],
                credentials: { session in
                    [AuthMiddleware(provider: try UPSService.tokenProvider(session, credentials: try UPSCredentials(session)))]
                }),
        ],
        examples: [
            Example(
                "upsctl validate --street '26601 ALISO CREEK ROAD' --city 'ALISO VIEJO' --state CA --postal-code 92656",
                "Validate one address; prints the verdict and UPS's candidates."),
            Example(
                "upsctl validate --input addresses.csv -o csv > checked.csv",
                "Validate a whole CSV: the input columns, then the result columns."),
            Example("upsctl auth status", "Check the credentials: gets a token if none is cached."),
            Example("upsctl --mock validate --input examples/addresses.csv", "Try it offline, with built-in answers."),
            Example("upsctl config show", "Show every setting and where it came from."),
        ],
        seeAlso: ["tracewise", "scorebase", "repairminder", "jq"],
        exitStatuses: [
            .success,
            ExitStatus(.failure, "UPS answered with an error not listed below (400, 404, 422, ...), or a batch finished with rows in error (each has its record)."),
            .usage,
            ExitStatus(.dataError, "The --input cannot be read as addresses: no street column, a --column naming a column the header lacks, malformed CSV or NDJSON, an --output-file that --resume cannot match; or a --mock-dir fixture that is not valid."),
            .noInput(["--input"]),
            .unavailable,
            .outputFailed,
            ExitStatus(
                .temporaryFailure,
                "Temporary failure: a timeout, or 429 after retries; or a batch stopped by its circuit breaker (UPS "
                    + "failing 5 requests in a row, or asking for a wait over 60 s), which --resume carries on."),
            ExitStatus(.notPermitted, "UPS refused the client credentials (UPS_CLIENT_ID, UPS_CLIENT_SECRET), or answered 401/403 after a new token."),
            .configuration,
            ExitStatus(.interrupted, "Interrupted (Ctrl-C); in a batch every row read has its record, written first."),
            .brokenPipe,
        ])
}
