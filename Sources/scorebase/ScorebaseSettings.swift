import Shared

/// scorebase's own settings, read with their types (`try settings.value(ScorebaseSettings.clientID)`).
enum ScorebaseSettings {
    static let userPoolID = SettingKey<String>.string(
        "SCOREBASE_COGNITO_USER_POOL_ID", help: "The user pool id, e.g. eu-west-1_AbCdEf123; its prefix gives the region.",
        required: true, routesCredentials: true)
    static let clientID = SettingKey<String>.string("SCOREBASE_COGNITO_CLIENT_ID", help: "The app client id.", required: true)
    static let clientSecret = SettingKey<String>.string(
        "SCOREBASE_COGNITO_CLIENT_SECRET", help: "Optional; when set every auth request carries SECRET_HASH.", secret: true)
    static let region = SettingKey<String>.string(
        "SCOREBASE_COGNITO_REGION", help: "Overrides the region taken from the pool id.", routesCredentials: true)
    static let cognitoEndpoint = SettingKey<String>.string(
        "AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER",
        help: "Cognito endpoint override, as AWS SDKs read it (a local emulator; http:// only on loopback).", type: .url,
        routesCredentials: true)
    static let awsEndpoint = SettingKey<String>.string(
        "AWS_ENDPOINT_URL", help: "Endpoint override for every AWS service, read after the Cognito one.", type: .url,
        routesCredentials: true)
    static let username = SettingKey<String>.string(
        "SCOREBASE_USERNAME", help: "Username for login, and whose session other commands use.")
    static let password = SettingKey<String>.string(
        "SCOREBASE_PASSWORD", help: "Password for non-interactive login.", secret: true)
    static let cacheTTL = SettingKey<Int>.integer(
        "SCOREBASE_CACHE_TTL", help: "Seconds a GET response is reused; 0 turns the cache off.", range: 0...31_536_000,
        default: "300")

    static let all: [SettingSpec] = [
        userPoolID.spec, clientID.spec, clientSecret.spec, region.spec, cognitoEndpoint.spec, awsEndpoint.spec,
        username.spec, password.spec, cacheTTL.spec,
    ]
}
