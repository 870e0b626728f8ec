import Shared

/// How tracewise talks to its API: fixtures, credentials and the error envelope
/// `{"error":{"code","message","correlationId"}}`, printed `MESSAGE (CODE, correlation id ID)`.
enum TracewiseService {
    static let profile = ServiceProfile(
        builtinFixtures: BuiltinFixtures.all, routes: TracewiseMockRoutes.all,
        requestIDHeaders: ["x-correlation-id", "x-request-id"])

    /// `X-API-Key` when a key is set, and `Authorization: Bearer` for `TRACEWISE_ID_TOKEN`. (Firebase
    /// sign-in sessions come with the auth commands.)
    static func credentials(_ context: CommandContext) throws -> (any HTTPMiddleware)? {
        var headers = HTTPHeaders()
        if let key = try context.settings.string("TRACEWISE_API_KEY") { headers["X-API-Key"] = key }
        if let token = try context.settings.string("TRACEWISE_ID_TOKEN") { headers["Authorization"] = "Bearer \(token)" }
        return headers.fields.isEmpty ? nil : StaticHeadersMiddleware(headers)
    }

    /// The middleware that authenticates a TraceWise API request; nil when there is nothing to send.
    static func authentication(_ context: CommandContext, _ stack: HTTPStack) async throws -> (any HTTPMiddleware)? {
        try credentials(context)
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
