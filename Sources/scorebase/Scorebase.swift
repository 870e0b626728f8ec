import Shared

/// scorebase: sports leagues behind AWS Cognito sign-in, with a response cache.
enum Scorebase {
    static let definition = ToolDefinition(
        name: "scorebase", prefix: "SCOREBASE",
        abstract: "Sports leagues from the ScoreBase API, signed in through AWS Cognito.",
        discussion: "Signs in to an AWS Cognito user pool (password or SRP), keeps the session under "
            + "$XDG_STATE_HOME/scorebase/, and caches GET responses under $XDG_CACHE_HOME/scorebase/.",
        settings: [
            SettingSpec("SCOREBASE_COGNITO_USER_POOL_ID", help: "The user pool id, e.g. eu-west-1_AbCdEf123; its prefix gives the region."),
            SettingSpec("SCOREBASE_COGNITO_CLIENT_ID", help: "The app client id."),
            SettingSpec(
                "SCOREBASE_COGNITO_CLIENT_SECRET", help: "Optional; when set every auth request carries SECRET_HASH.",
                secret: true),
            SettingSpec("SCOREBASE_COGNITO_REGION", help: "Overrides the region taken from the pool id."),
            SettingSpec(
                "AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER", help: "Cognito endpoint override (a local emulator).",
                type: .url),
            SettingSpec("AWS_ENDPOINT_URL", help: "Endpoint override for every AWS service.", type: .url),
            SettingSpec("SCOREBASE_USERNAME", help: "Username for non-interactive login."),
            SettingSpec("SCOREBASE_PASSWORD", help: "Password for non-interactive login.", secret: true),
            SettingSpec(
                "SCOREBASE_CACHE_TTL", help: "Seconds a GET response is reused; 0 turns the cache off.",
                type: .integer(0...31_536_000), default: "300"),
        ],
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
        commands: [],
        examples: [
            Example("scorebase config show", "Show every setting and where it came from."),
        ],
        seeAlso: ["upsctl", "tracewise", "repairminder", "jq"])
}
