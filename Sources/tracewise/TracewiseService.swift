import Shared

/// How tracewise talks to its API: fixtures, credentials and the error envelope
/// `{"error":{"code","message","correlationId"}}`, printed `MESSAGE (CODE, correlation id ID)`.
enum TracewiseService {
    static let profile = ServiceProfile(
        builtinFixtures: BuiltinFixtures.all, routes: TracewiseMockRoutes.all, requestIDHeaders: ["x-correlation-id", "x-request-id"])

    /// The middleware that authenticates a TraceWise API request: X-API-Key when TRACEWISE_API_KEY is set; a bearer
    /// from TRACEWISE_ID_TOKEN, else from the saved Firebase session (refreshed when ≤ 60 s remain, and once on a 401),
    /// else none. nil when there is nothing to send.
    ///
    /// Under `--mock` the session store is in memory and starts empty, so API commands send no bearer
    /// unless TRACEWISE_ID_TOKEN is set; nothing is signed in behind the user's back.
    static func authentication(_ context: CommandContext, _ stack: HTTPStack) async throws -> (any HTTPMiddleware)? {
        var chain: [any HTTPMiddleware] = []
        if let key = try context.settings.string("TRACEWISE_API_KEY") {
            chain.append(StaticHeadersMiddleware(["X-API-Key": key]))
        }
        if let token = try context.settings.string("TRACEWISE_ID_TOKEN") {
            // Used as it is: never refreshed, and a 401 goes back to the user (exit 77).
            chain.append(AuthMiddleware(provider: StaticTokenProvider(value: token)))
        } else {
            let session = try FirebaseSession(context: context)
            if session.saved != nil {
                chain.append(AuthMiddleware(provider: session.provider(stack: stack)))
            }
        }
        switch chain.count {
        case 0: return nil
        case 1: return chain[0]
        default: return MiddlewareChain(middlewares: chain)
        }
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

    static let apiHooks = APICommand.Hooks(
        profile: profile, auth: { try await authentication($0, $1) },
        failure: { failure($0, host: $1) })
}
