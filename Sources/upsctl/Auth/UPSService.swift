import Shared

/// What upsctl adds to the Shared service session: UPS's error envelope and mock routes, and requests
/// that carry a bearer token from the client-credentials grant, cached under `$XDG_CACHE_HOME/upsctl/tokens/`.
enum UPSService {
    /// Address Validation answers are chosen by a marker in the body under `--mock` (`XAVMockRoutes`).
    static let definition = ServiceDefinition(
        profile: ServiceProfile(
            builtinFixtures: BuiltinFixtures.all, routes: XAVMockRoutes.routes, mockService: XAVMockService.service),
        failure: { response, session in
            UPSErrorEnvelope.failure(response, host: session.host, environment: session.environment)
        },
        environmentNotes: ["cie": cieNote], seenValues: XAVSeenValues.seen)

    /// For a command that sends nothing (`auth logout` forgets a token here): no note about the answers.
    static let withoutRequests: ServiceDefinition = {
        var local = UPSService.definition
        local.environmentNotes = [:]
        return local
    }()

    /// Said once by every run that talks to `cie` (a dry run too): its answers are not production's.
    static let cieNote = "answers come from UPS's test environment (cie), where only New York and California "
        + "addresses answer; --env prod (the default) for the others"

    /// A session whose requests carry the bearer token, and the provider that gives it out.
    static func open(_ context: CommandContext, maxConnectionsPerHost: Int = 4) throws -> (ServiceSession, CachingTokenProvider) {
        var session = try ServiceSession(context, service: definition, maxConnectionsPerHost: maxConnectionsPerHost)
        let provider = try tokenProvider(session, credentials: try UPSCredentials(session))
        session.credentials = [AuthMiddleware(provider: provider)]
        return (session, provider)
    }

    /// The token provider: memory, then the cache, then one `POST /security/v1/oauth/token` shared by
    /// every process started together.
    ///
    /// The cached token belongs to the client credentials it was obtained with (it is keyed by the client id
    /// and bound to the API origin), so the working-directory rule (`CredentialRoutes`) weighs where the
    /// client id and secret come from: a token URL or base URL from `./.env` is refused (78, before any
    /// request) unless they come from that same file.
    static func tokenProvider(_ session: ServiceSession, credentials: UPSCredentials) throws -> CachingTokenProvider {
        let context = session.context
        try session.requireTrustedRoutes(for: [UPSSettings.clientID, UPSSettings.clientSecret])
        let oauthBaseURL = try HTTPStack.parseBaseURL(
            try context.settings.require(UPSSettings.oauthBaseURL), setting: UPSSettings.oauthBaseURL.spec.name)
        try session.noteSource(of: UPSSettings.oauthBaseURL, as: "token URL")
        // The Basic value and `id:secret` are secrets too: a service may quote either in an error.
        let basic = credentials.basicValue
        session.stack.secrets.add(contentsOf: [basic, "Basic \(basic)", "\(credentials.clientID):\(credentials.clientSecret)"])
        let oauth = UPSOAuth(
            client: session.plainClient, oauthBaseURL: oauthBaseURL, credentials: credentials,
            environment: session.environment, now: context.environment.now)
        let logger = session.stack.logger
        return CachingTokenProvider(
            key: credentials.cacheKey(environment: session.environment), store: session.tokenStore(.cache("tokens")),
            now: context.environment.now, fetch: { try await oauth.requestToken() }, onEvent: { logger.note($0) },
            onWarning: { context.warn($0) }, secrets: session.stack.secrets)
    }
}
