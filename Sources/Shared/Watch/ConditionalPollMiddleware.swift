import Synchronization

/// Makes a live view's repeated GETs conditional: where the service sent an `ETag` or `Last-Modified`
/// with its last answer to a URL, the next request for it carries `If-None-Match` / `If-Modified-Since`,
/// and a `304 Not Modified` is answered with that stored answer, so a poll that finds nothing new costs
/// the service almost nothing and the command reads the same body as before. Only in a command that
/// polls (`HTTPStack`); other requests pass untouched.
public final class ConditionalPollMiddleware: HTTPMiddleware {
    private struct Remembered {
        var validators: [(String, String)]
        var response: HTTPResponse
    }

    private let answers = Mutex<[String: Remembered]>([:])

    public init() {}

    public func intercept(
        _ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        guard request.method == .get else { return try await next(request) }
        let key = request.url.absoluteString
        var conditional = request
        let remembered = answers.withLock { $0[key] }
        for (name, value) in remembered?.validators ?? [] { conditional.headers[name] = value }
        let response = try await next(conditional)
        if response.status == 304, let remembered {
            return remembered.response
        }
        guard response.status == 200 else { return response }
        var validators: [(String, String)] = []
        if let tag = response.headers["ETag"], !tag.isEmpty { validators.append(("If-None-Match", tag)) }
        if let date = response.headers["Last-Modified"], !date.isEmpty { validators.append(("If-Modified-Since", date)) }
        answers.withLock { $0[key] = validators.isEmpty ? nil : Remembered(validators: validators, response: response) }
        return response
    }
}
