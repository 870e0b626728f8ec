import Shared

/// What tracewise adds to the Shared service session: fixtures, the error envelope
/// `{"error":{"code","message","correlationId"}}` (printed `MESSAGE (CODE, correlation id ID)`), and the
/// credentials API requests carry.
enum TracewiseService {
    static let definition = ServiceDefinition(
        profile: ServiceProfile(
            builtinFixtures: BuiltinFixtures.all, routes: TracewiseMockRoutes.all,
            mockService: TracewiseMockService.service, requestIDHeaders: ["x-correlation-id", "x-request-id"],
            requestIDInBody: { $0["error"]?["correlationId"]?.stringValue }
        ).changingUnderWatch(TracewiseMockChanges.changes),
        failure: { response, session in failure(response, host: session.host) },
        paging: paging, seenValues: TracewiseValues.seen)

    /// Lists page by token: `?pageSize=10&pageToken=…`, answered `{"items":[…],"nextPageToken":…,
    /// "totalCount":…}`; 10 items a page unless asked, 100 at most.
    static let paging = PageScheme.tokens(defaultSize: 10, maxSize: 100)

    /// What authenticates a TraceWise API request: X-API-Key when TRACEWISE_API_KEY is set; a bearer from
    /// TRACEWISE_ID_TOKEN, else from the saved Firebase sign-in (refreshed when ≤ 60 s remain, and once on
    /// a 401), else none. Both may be sent together.
    ///
    /// Under `--mock` the sign-in store is in memory and starts empty, so API commands send no bearer
    /// unless TRACEWISE_ID_TOKEN is set; nothing is signed in behind the user's back.
    ///
    /// A session signed in at another base URL is never sent: with an API key the key goes alone (`-v` says
    /// why), without one the run is not signed in (77). Either way, a base URL from a working-directory file
    /// is refused (78) first when these credentials do not come from that file (`CredentialRoutes`).
    static func credentials(_ session: ServiceSession) throws -> [any HTTPMiddleware] {
        let settings = session.context.settings
        var credentials: [any HTTPMiddleware] = []
        try session.requireTrustedRoutes(for: [TracewiseSettings.apiKey, TracewiseSettings.idToken])
        let apiKey = try settings.value(TracewiseSettings.apiKey)
        if let apiKey { credentials.append(StaticHeadersMiddleware(["X-API-Key": apiKey])) }
        if let token = try settings.value(TracewiseSettings.idToken) {
            // Used as it is: never refreshed, and a 401 goes back to the user (exit 77).
            credentials.append(AuthMiddleware(provider: StaticTokenProvider(value: token)))
        } else {
            let firebase = try FirebaseLogin(session)
            guard firebase.login.held != nil else { return credentials }
            try firebase.requireTrustedSessionRoutes()
            if firebase.login.saved != nil || apiKey == nil {
                credentials.append(AuthMiddleware(provider: try firebase.signedInProvider()))
            } else if let origin = firebase.login.heldElsewhere {
                session.stack.logger.note("the saved session was signed in at \(origin): only the API key is sent")
            }
        }
        return credentials
    }

    static func failure(_ response: HTTPResponse, host: String) -> any Error {
        guard let error = response.json?["error"], let message = error["message"]?.stringValue else {
            return APIError.unexpectedBody(response, host: host, requestID: response.headers["x-correlation-id"])
        }
        let correlation = error["correlationId"]?.stringValue ?? response.headers["x-correlation-id"]
        return APIError(
            status: response.status, code: error["code"]?.plainText, detail: message, requestID: correlation,
            requestIDLabel: "correlation id")
    }
}
