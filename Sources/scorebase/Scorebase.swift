import Shared

/// scorebase: sports leagues behind AWS Cognito sign-in, with a response cache.
enum Scorebase {
    static let definition = ToolDefinition(
        name: "scorebase", prefix: "SCOREBASE",
        abstract: "Sports leagues from the ScoreBase API, signed in through AWS Cognito.",
        discussion: "Signs in to an AWS Cognito user pool (password or SRP), keeps the session under "
            + "$XDG_STATE_HOME/scorebase/, and caches GET responses under $XDG_CACHE_HOME/scorebase/.",
        settings: ScorebaseSettings.all,
        environments: [
            EnvironmentPreset(
                "production", help: "The ScoreBase service.",
                values: ["SCOREBASE_API_BASE_URL": "https://api.scorebase.com/v1"]),
            EnvironmentPreset(
                "staging", help: "ScoreBase staging.",
                values: ["SCOREBASE_API_BASE_URL": "https://api-staging.scorebase.com/v1"]),
            EnvironmentPreset(
                "development", help: "A local development server.",
                values: ["SCOREBASE_API_BASE_URL": "http://localhost:3000/v1"]),
        ],
        defaultEnvironment: "production",
        commands: [
            LeaguesCommands.spec,
            AuthCommands.spec,
            CacheCommands.spec,
            apiCommand,
        ],
        examples: [
            Example("scorebase auth login --username coach@example.com", "Sign in (the password is asked for)."),
            Example("scorebase leagues list", "The leagues of your tenant, as a table."),
            Example("scorebase api /leagues/lg_01HZX4K8Q2M7 --raw", "Any API path, with the whole envelope."),
            Example("scorebase --mock leagues list -o json | jq '.[].name'", "Try it offline, with built-in data."),
        ],
        files: [
            FileEntry(
                "$XDG_STATE_HOME/scorebase/sessions/",
                "Cognito sessions, one 0600 file per environment, pool, app client and user (access, ID and refresh "
                    + "token), and which user signed in last."),
            FileEntry(
                "$XDG_CACHE_HOME/scorebase/responses/",
                "Cached GET answers, one directory per environment, pool, app client and user; 0600 files."),
        ],
        seeAlso: ["upsctl", "tracewise", "repairminder", "jq"],
        exitStatuses: [
            .success,
            ExitStatus(.failure, "The service answered with an error not listed below (400, 404, 409, 422, ...)."),
            .usage,
            ExitStatus(.dataError, "A --mock-dir fixture is not valid."),
            .noInput([]),
            .unavailable,
            .outputFailed,
            .temporaryFailure,
            ExitStatus(.notPermitted, "Not signed in (scorebase auth login), Cognito refused the user name or password, the session has ended, or 401/403 after renewing it."),
            .configuration,
            .interrupted,
            .brokenPipe,
        ])

    /// `scorebase api`, with the response cache's options.
    static var apiCommand: CommandSpec {
        var spec = APICommand.spec(
            tool: "scorebase", service: ScorebaseService.definition,
            examples: [
                Example("scorebase api /leagues", "GET a path and print the envelope's data."),
                Example("scorebase api POST /leagues -f name='Tuesday Hockey' -f sport_type=hockey", "Create a league."),
            ],
            credentials: ScorebaseAPI.credentials)
        spec.options += ScorebaseAPI.cacheOptions
        return spec
    }
}
