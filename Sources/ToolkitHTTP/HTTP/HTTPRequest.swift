import ToolkitFloor
import FoundationEssentials

public enum HTTPMethod: String, Sendable, CaseIterable {
    case get = "GET", post = "POST", put = "PUT", patch = "PATCH", delete = "DELETE", head = "HEAD"

    /// Methods a client may repeat without changing the outcome (RFC 9110 §9.2.2).
    public var isIdempotent: Bool { self != .post && self != .patch }
}

/// A request as a plain value: what to send, and how the middleware should treat it.
public struct HTTPRequest: Sendable {
    public var method: HTTPMethod
    public var url: HTTPURL
    public var headers: HTTPHeaders
    public var body: [UInt8]?
    /// A POST or PATCH the endpoint marks safe to repeat (a token request, a validation); docs/http.md.
    public var isSafeToRetry: Bool
    /// Set by the retry middleware so the log can say "attempt 2/4".
    public var attempt: Int
    public var maxAttempts: Int
    /// Body fields that hold a secret in this request only (a 2FA `code` in a sign-in), masked in logs and
    /// recordings beyond the names that always hold one (`Redactor.isCredentialField`).
    public var sensitiveFields: Set<String> = []
    /// Body fields whose value changes on every run (SRP's `SRP_A`, a time defaulted to now): a recorded
    /// answer is matched without them (`RequestKey`), so a replay still finds it.
    public var varyingFields: Set<String> = []
    /// The kind of record the answer holds (`order`, `league`), as the command that sent the request
    /// declared it (`RecordShape.kind`): what completion's reader of answers files its values under,
    /// instead of guessing the kind from the URL. Nil for a request no declaration sent (`api`, a sign-in).
    public var recordKind: String?

    public init(
        method: HTTPMethod, url: HTTPURL, headers: HTTPHeaders = [:], body: [UInt8]? = nil, isSafeToRetry: Bool = false
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.isSafeToRetry = isSafeToRetry
        self.attempt = 1
        self.maxAttempts = 1
    }

    /// Whether an identical request may be sent again after a failed answer.
    public var mayRepeat: Bool { method.isIdempotent || isSafeToRetry }

    /// `/path?query` as a fixture name and the log show it.
    public var pathAndQuery: String {
        var text = url.path(percentEncoded: true)
        if text.isEmpty { text = "/" }
        if let query = url.query(percentEncoded: true), !query.isEmpty { text += "?" + query }
        return text
    }

    /// A JSON body, with `Content-Type` set.
    public mutating func setJSONBody(_ value: JSONValue) {
        setJSONBody(compact: JSONWriter.compact(value))
    }

    /// A JSON body already written (`JSONWriter.compact`), with `Content-Type` set: for a caller that
    /// needed the text for something else too (upsctl's answer cache keys on it).
    public mutating func setJSONBody(compact text: String) {
        body = Array(text.utf8)
        headers["Content-Type"] = "application/json"
    }
}

/// A response as a plain value.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: HTTPHeaders
    public var body: [UInt8]
    /// The URL that answered, when the redirect middleware followed the request elsewhere; nil when it
    /// is the request's own URL.
    public var redirectedURL: HTTPURL?
    /// What made the answer up when the service did not send it (`--mock`, a `--mock-dir` file); nil
    /// for an answer that came over the network. Middleware passes it on with the response.
    public var mockSource: MockSource?

    public init(status: Int, headers: HTTPHeaders = [:], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    public var isSuccess: Bool { (200..<300).contains(status) }
    public var text: String { String(decoding: body, as: UTF8.self) }

    /// The body as JSON, or nil when it is not JSON.
    public var json: JSONValue? { try? JSONParser.parse(bytes: body) }

    /// `200 OK`, `503 Service Unavailable`.
    public var statusLine: String { "\(status) \(HTTPStatus.reason(status))" }
}
