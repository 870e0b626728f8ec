import FoundationEssentials
import Shared

/// Everything a upsctl command needs to talk to UPS, built lazily from its context: the HTTP stack, the
/// credentials, and the token provider with its cache under `$XDG_CACHE_HOME/upsctl/tokens/`.
struct UPSSession: Sendable {
    let context: CommandContext
    let stack: HTTPStack
    let environment: String
    let credentials: UPSCredentials
    let oauthBaseURL: URL
    let apiBaseURL: URL
    let provider: CachingTokenProvider

    /// Address Validation answers are chosen by a marker in the body under `--mock` (`XAVMockRoutes`).
    static let profile = ServiceProfile(builtinFixtures: BuiltinFixtures.all, routes: XAVMockRoutes.routes)

    /// - Parameter stack: the command's HTTP stack when it already has one (`api`), so the transport, the
    ///   log and the mock note are not set up twice.
    init(context: CommandContext, maxConnectionsPerHost: Int = 4, stack existing: HTTPStack? = nil) throws {
        let settings = context.settings
        self.context = context
        environment = try settings.string("UPS_ENV") ?? context.tool.defaultEnvironment
        let mock = try settings.boolean("UPS_MOCK")
        // In mock mode nothing leaves the process, so no credentials are needed.
        let clientID = mock ? (try settings.string("UPS_CLIENT_ID") ?? "mock-client-id")
            : try settings.require("UPS_CLIENT_ID")
        let clientSecret = mock ? (try settings.string("UPS_CLIENT_SECRET") ?? "mock-client-secret")
            : try settings.require("UPS_CLIENT_SECRET")
        credentials = UPSCredentials(
            clientID: clientID, clientSecret: clientSecret, merchantID: try settings.string("UPS_MERCHANT_ID"))
        stack = try existing ?? HTTPStack(
            context: context, profile: Self.profile, secrets: [clientSecret],
            maxConnectionsPerHost: maxConnectionsPerHost)
        apiBaseURL = try stack.baseURL()
        oauthBaseURL = try HTTPStack.parseBaseURL(try settings.require("UPS_OAUTH_BASE_URL"), setting: "UPS_OAUTH_BASE_URL")
        let environmentValue = context.environment
        // A mock token must never land in the user's real cache.
        let store: any TokenStore = mock
            ? FileTokenStore(directory: "/mock/tokens", fileSystem: InMemoryFileSystem())
            : FileTokenStore(
                directory: FilePath.join(environmentValue.paths(for: "upsctl").cacheDirectory, "tokens"),
                fileSystem: environmentValue.fileSystem)
        // The Basic value and `id:secret` are secrets too: a service may quote either in an error.
        let basic = credentials.basicValue
        stack.secrets.add(contentsOf: [basic, "Basic \(basic)", "\(credentials.clientID):\(credentials.clientSecret)"])
        let oauth = UPSOAuth(
            client: stack.client(), oauthBaseURL: oauthBaseURL, credentials: credentials, environment: environment,
            now: environmentValue.now)
        let logger = stack.logger
        provider = CachingTokenProvider(
            key: credentials.cacheKey(environment: environment), store: store, now: environmentValue.now,
            fetch: { try await oauth.requestToken() }, onEvent: { logger.note($0) }, onWarning: { context.warn($0) },
            secrets: stack.secrets)
    }

    /// A client for the Address Validation API: bearer token, one refresh and one retry on a 401.
    func apiClient() -> HTTPClient {
        stack.client(auth: AuthMiddleware(provider: provider))
    }

    func failure(_ response: HTTPResponse) -> any Error {
        UPSErrorEnvelope.failure(response, host: apiBaseURL.host() ?? "UPS", environment: environment)
    }
}
