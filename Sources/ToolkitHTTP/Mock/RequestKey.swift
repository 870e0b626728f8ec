import ToolkitFloor

/// What a recorded answer is matched by: the request's method, path and query, and its body, each as a
/// recording can hold them. A recording made with pages in flight side by side holds the answers in the
/// order they happened to arrive; matching by request instead of by arrival is what lets it replay the
/// same bytes at any concurrency (docs/mock-and-recording.md).
///
/// The line is the request line a fixture stores (`GET /api/orders?page=4&limit=100`), credential query
/// values masked by name. The body counts after the same masking (a password typed differently, a renewed
/// refresh token: the same request asked again) and without the fields that change on every run, which
/// the request names (`HTTPRequest.varyingFields`: SRP's `SRP_A`, a time defaulted to now). Literal
/// secrets of one run are not scrubbed here: a replay does not know them, and the key must come out the
/// same in both runs.
public struct RequestKey: Sendable, Hashable {
    /// `METHOD /path?query`, as the fixture's `request` field holds it.
    public let line: String
    /// The body as compared: compact JSON, a form, or the bytes as text; empty for no body.
    public let body: String

    public init(_ request: HTTPRequest) {
        let redactor = Redactor()
        line = "\(request.method.rawValue) \(redactor.url(request.pathAndQuery))"
        body = Self.comparedBody(request, redactor: redactor)
    }

    /// Whether the request has anything beyond its method and path: a query or a body. Only such a
    /// request needs a file of its own beside the route's (`NAME@DIGEST.json`).
    public var isPlain: Bool { !line.contains("?") && body.isEmpty }

    /// Twelve hex digits of SHA-256 over the line and the body: short enough for a file name, and 48 bits
    /// leave no two requests of one recording a fair chance of meeting.
    public var digest: String {
        Hex.encode(Array(SHA256.hash(Array((line + "\n" + body).utf8)).prefix(6)))
    }

    private static func comparedBody(_ request: HTTPRequest, redactor: Redactor) -> String {
        guard let bytes = request.body, !bytes.isEmpty else { return "" }
        let varying = request.varyingFields
        if let json = try? JSONParser.parse(bytes: bytes) {
            let masked = redactor.redact(json, sensitive: request.sensitiveFields)
            return JSONWriter.compact(varying.isEmpty ? masked : removing(varying, from: masked))
        }
        let type = request.headers["Content-Type"]?.lowercased() ?? ""
        let text = String(decoding: bytes, as: UTF8.self)
        guard type.containsText("x-www-form-urlencoded") else { return text }
        let form = redactor.form(text, sensitive: request.sensitiveFields)
        return form.split(separator: "&", omittingEmptySubsequences: false).filter { pair in
            let name = pair.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
            return !varying.contains(PercentEncoding.decodeLeniently(Substring(name), plusIsSpace: true))
        }.joined(separator: "&")
    }

    /// `value` without the fields named `names`, at any depth.
    static func removing(_ names: Set<String>, from value: JSONValue) -> JSONValue {
        switch value {
        case .object(let object):
            var result = JSONObject()
            for (key, child) in object.pairs where !names.contains(key) { result[key] = removing(names, from: child) }
            return .object(result)
        case .array(let items):
            return .array(items.map { removing(names, from: $0) })
        default:
            return value
        }
    }
}
