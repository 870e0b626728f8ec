import Shared

/// What repairminder adds to the Shared service session: its fixtures and mock routes, and the wrapper
/// `{"success":…,"data":…,"error":…,"message":…}` around every answer. Commands print `data`;
/// `success: false` is an error even under HTTP 200 (exit 1, in the service's words).
enum RepairminderService {
    static let definition = ServiceDefinition(
        profile: ServiceProfile(
            builtinFixtures: BuiltinFixtures.all, routes: RepairminderMockRoutes.all,
            mockService: RepairminderMockService.service
        ).changingUnderWatch(RepairminderMockChanges.changes),
        failure: { response, session in failure(response, session: session) },
        unwrap: unwrap,
        paging: paging, seenValues: RepairminderValues.seen)

    /// Lists page by number: `?page=2&limit=50`, answered `{"items":[…],"pagination":{"total","limit",
    /// "offset","has_more"}}`; 20 items a page unless asked, 100 at most (docs/repairminder.md).
    static let paging = PageScheme.numbered(defaultSize: 20, maxSize: 100)

    /// The wrapped `data`, or the wrapper's error when `success` is false. A body without the wrapper
    /// (a proxy's JSON, a future endpoint) is returned as it is.
    static func unwrap(_ body: JSONValue) throws -> JSONValue {
        guard let success = body["success"]?.boolValue else { return body }
        guard success else { throw wrapperError(body, status: 200) ?? APIError(status: 200, detail: "the service reported an error without saying which") }
        return body["data"] ?? .null
    }

    /// The error an unsuccessful answer means, per docs/repairminder.md's status table: 401 (after the one refresh)
    /// and 403 exit 77, 404 exit 1, 429 (after waiting as `Retry-After` says) 75, 5xx (after retries) 69.
    static func failure(_ response: HTTPResponse, session: ServiceSession) -> any Error {
        let text = response.json.flatMap { serviceText($0) }
        let usesToken = ((try? session.context.settings.value(RepairminderSettings.token)) ?? nil) != nil
        let (sentence, hints): (String, [String]) = switch response.status {
        case 401 where usesToken:
            ("REPAIRMINDER_TOKEN was not accepted", ["Set a current token, or unset REPAIRMINDER_TOKEN to use 'repairminder auth login'."])
        case 401: ("session expired", ["Run 'repairminder auth login' to sign in again."])
        case 403: ("not permitted", ["Your RepairMinder account may not do this; ask your shop's administrator."])
        case 404: ("not found", [])
        case 429: ("", [])  // the session says it, with the wait (`rate limited: try again in 30 s`)
        case 500...599: ("\(session.host) had a server error", ["Try again later."])
        default: ("request refused", [])
        }
        guard let text else {
            if response.status == 401 || response.status == 403 || response.status == 404 {
                return APIError(status: response.status, detail: sentence, hints: hints)
            }
            return APIError.unexpectedBody(response, host: session.host)
        }
        return APIError(
            status: response.status, code: text.code, detail: sentence.isEmpty ? text.message : "\(sentence): \(text.message)",
            hints: hints)
    }

    /// The wrapper's error for a `success: false` answer.
    static func wrapperError(_ body: JSONValue, status: Int) -> APIError? {
        guard let text = serviceText(body) else { return nil }
        return APIError(status: status, code: text.code, detail: text.message)
    }

    /// What the wrapper says went wrong: `error` (text, or an object with `message` and `code`) and
    /// `message`. When both are given, `message` is the sentence and a short `error` (`2fa_required`)
    /// its code.
    static func serviceText(_ body: JSONValue) -> (message: String, code: String?)? {
        let error = body["error"]
        let errorText = error?.stringValue ?? error?["message"]?.stringValue
        let errorCode = error?["code"]?.plainText
        let message = body["message"]?.stringValue
        switch (errorText, message) {
        case let (error?, message?) where error != message:
            return isCode(error) ? (message, error) : ("\(error) (\(message))", errorCode)
        case let (error?, _): return (error, errorCode)
        case let (nil, message?): return (message, errorCode)
        case (nil, nil): return nil
        }
    }

    /// `2fa_required`, `INVALID_TOKEN`: one word of letters, digits and underscores.
    static func isCode(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0 == "_" || $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
}
