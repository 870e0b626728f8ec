import Shared

/// What repairminder adds to the Shared service session: fixtures, the bearer token, and the wrapper
/// `{"success":…,"data":…,"error":…,"message":…}` (an error even under HTTP 200 when success is false).
enum RepairminderService {
    static let definition = ServiceDefinition(
        profile: ServiceProfile(builtinFixtures: BuiltinFixtures.all),
        failure: { response, session in failure(response, host: session.host) },
        unwrap: unwrap)

    /// `Authorization: Bearer` for `REPAIRMINDER_TOKEN`. (Login sessions come with the auth commands.)
    static func credentials(_ session: ServiceSession) throws -> [any HTTPMiddleware] {
        guard let token = try session.context.settings.value(RepairminderSettings.token) else { return [] }
        return [StaticHeadersMiddleware(["Authorization": "Bearer \(token)"])]
    }

    /// The wrapped `data`, or the wrapper's error when `success` is false.
    static func unwrap(_ body: JSONValue) throws -> JSONValue {
        guard let success = body["success"]?.boolValue else { return body }
        guard success else { throw failure(body, status: 200) }
        return body["data"] ?? .null
    }

    static func failure(_ body: JSONValue, status: Int) -> APIError {
        let text = body["error"]?.stringValue ?? body["error"]?["message"]?.stringValue ?? body["message"]?.stringValue
        let detail = status == 404 ? "not found" + (text.map { ": \($0)" } ?? "") : (text ?? "the service reported an error")
        return APIError(status: status, detail: detail)
    }

    static func failure(_ response: HTTPResponse, host: String) -> any Error {
        if response.status == 401 {
            return APIError(
                status: 401, detail: "session expired or not signed in",
                hints: ["Run `repairminder auth login`, or set REPAIRMINDER_TOKEN."])
        }
        guard let body = response.json else { return APIError.unexpectedBody(response, host: host) }
        return failure(body, status: response.status)
    }
}
