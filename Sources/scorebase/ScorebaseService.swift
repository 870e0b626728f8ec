import Shared

/// What scorebase adds to the Shared service session: its fixtures and mock routes, an `X-Request-Id` of
/// its own (a UUID) on every request, the success envelope `{"request_id","timestamp","data"}` (commands
/// print `data`), and the error envelope `{"error":{"code","message","request_id","details"}}` read as a
/// sentence per status, ending with the server's request id. `-v` shows the envelope's request id on
/// every answer's line, a success's too.
enum ScorebaseService {
    static let definition = ServiceDefinition(
        profile: ServiceProfile(
            builtinFixtures: BuiltinFixtures.all, routes: ScorebaseMockRoutes.all, mockService: ScorebaseMockService.service,
            perRequestHeaders: { ["X-Request-Id": RequestID.uuid()] },
            requestIDHeaders: ["x-request-id", "x-amzn-requestid"],
            requestIDInBody: { $0["request_id"]?.stringValue ?? $0["error"]?["request_id"]?.stringValue }),
        failure: { response, session in failure(response, host: session.host) },
        unwrap: { json in json.objectValue?["data"] ?? json }, seenValues: ScorebaseValues.seen)

    /// The error an unsuccessful answer means. 400 is a validation error whose `details` follow as hints;
    /// 401 after the one refresh, and 403, are exit 77; 404 exit 1; 429 exit 75; 5xx exit 69.
    static func failure(_ response: HTTPResponse, host: String) -> any Error {
        let error = response.json?["error"]
        let requestID = error?["request_id"]?.stringValue ?? response.headers["x-request-id"]
        guard let error, let message = error["message"]?.stringValue else {
            return APIError.unexpectedBody(response, host: host, requestID: requestID)
        }
        let (sentence, hints): (String, [String]) = switch response.status {
        case 400: ("invalid request", details(error["details"]))
        case 401: ("the session was not accepted", ["Run 'scorebase auth login' to sign in again."])
        case 403: ("not permitted", ["Your account may not do this; ask a ScoreBase administrator."])
        case 404: ("not found", [])
        case 429: ("", [])  // the session says it, with the wait (`rate limited: try again in 30 s`)
        case 500...599: ("server error", [])
        default: ("request failed", details(error["details"]))
        }
        return APIError(
            status: response.status, code: error["code"]?.plainText, detail: sentence.isEmpty ? message : "\(sentence): \(message)",
            requestID: requestID, hints: hints)
    }

    /// `{"name":"is required","sport_type":["must be one of …"]}` as lines `name: is required`, sorted.
    static func details(_ value: JSONValue?) -> [String] {
        guard let object = value?.objectValue else {
            if let value, value != .null { return ["details: " + JSONWriter.compact(value)] }
            return []
        }
        return object.pairs.sorted { $0.0 < $1.0 }.map { key, value in
            let text = switch value {
            case .string(let text): text
            case .array(let items): items.map { $0.stringValue ?? JSONWriter.compact($0) }.joined(separator: "; ")
            default: JSONWriter.compact(value)
            }
            return "\(key): \(text)"
        }
    }
}
