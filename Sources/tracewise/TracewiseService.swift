import Shared

/// How tracewise talks to its API: fixtures, credentials and the error envelope
/// `{"error":{"code","message","correlationId"}}`.
enum TracewiseService {
    static let profile = ServiceProfile(
        builtinFixtures: BuiltinFixtures.all, requestIDHeaders: ["x-correlation-id", "x-request-id"])

    /// `X-API-Key` when a key is set, and `Authorization: Bearer` for `TRACEWISE_ID_TOKEN`. (Firebase
    /// sign-in sessions come with the auth commands.)
    static func credentials(_ context: CommandContext) throws -> (any HTTPMiddleware)? {
        var headers = HTTPHeaders()
        if let key = try context.settings.string("TRACEWISE_API_KEY") { headers["X-API-Key"] = key }
        if let token = try context.settings.string("TRACEWISE_ID_TOKEN") { headers["Authorization"] = "Bearer \(token)" }
        return headers.fields.isEmpty ? nil : StaticHeadersMiddleware(headers)
    }

    static func failure(_ response: HTTPResponse, host: String) -> any Error {
        guard let error = response.json?["error"], let message = error["message"]?.stringValue else {
            return APIError.unexpectedBody(response, host: host, requestID: response.headers["x-correlation-id"])
        }
        let correlation = error["correlationId"]?.stringValue ?? response.headers["x-correlation-id"]
        return TracewiseAPIError(
            status: response.status, code: error["code"]?.plainText, detail: message, correlationID: correlation)
    }

    static let apiHooks = APICommand.Hooks(
        profile: profile, auth: { context, _ in try credentials(context) },
        failure: { failure($0, host: $1) })
}

/// `tracewise: error: MESSAGE (CODE, correlation id ID)`, as the contract words it.
struct TracewiseAPIError: CLIError, Equatable {
    var status: Int
    var code: String?
    var detail: String
    var correlationID: String?

    var exitCode: ExitCode { APIError.exitCode(forStatus: status) }

    var message: String {
        var extras: [String] = []
        if let code, !code.isEmpty { extras.append(code) }
        if let correlationID, !correlationID.isEmpty { extras.append("correlation id \(correlationID)") }
        return extras.isEmpty ? detail : "\(detail) (\(extras.joined(separator: ", ")))"
    }
}
