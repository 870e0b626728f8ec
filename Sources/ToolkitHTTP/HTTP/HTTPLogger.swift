import ToolkitFloor
/// Writes the HTTP log to stderr: with `-v` one line per attempt and per wait, with `--debug` also headers
/// and bodies. Everything passes through the `Redactor` first, then `VisibleText`: a request id, a header
/// and a body are the service's text, and a control character in them is shown, not obeyed.
public struct HTTPLogger: Sendable {
    public enum Level: Int, Sendable, Comparable {
        case off, verbose, debug
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var level: Level
    public var sink: (any OutputSink)?
    public var redactor: Redactor
    /// Response headers that carry the service's request id, first match wins.
    public var requestIDHeaders: [String]
    /// The request id in a JSON body (a service's envelope), which wins over the headers.
    public var requestIDInBody: (@Sendable (JSONValue) -> String?)?
    static let bodyLimit = 8 * 1024

    public static let off = HTTPLogger(level: .off, sink: nil, redactor: Redactor())

    public init(
        level: Level, sink: (any OutputSink)?, redactor: Redactor,
        requestIDHeaders: [String] = ["x-request-id", "x-amzn-requestid", "x-correlation-id", "request-id", "x-cloud-trace-context"],
        requestIDInBody: (@Sendable (JSONValue) -> String?)? = nil
    ) {
        self.level = level
        self.sink = sink
        self.redactor = redactor
        self.requestIDHeaders = requestIDHeaders
        self.requestIDInBody = requestIDInBody
    }

    public func request(_ request: HTTPRequest) {
        guard level >= .verbose else { return }
        redactor.learnSecrets(of: request)
        var text = "→ \(request.method.rawValue) \(redactor.url(request.url.absoluteString))"
        text += " (attempt \(request.attempt)/\(request.maxAttempts))\n"
        if level >= .debug {
            for field in request.headers { text += "  > \(field.name): \(redactor.header(field.name, field.value))\n" }
            if let body = request.body, !body.isEmpty {
                text += "  > " + clip(redactor.body(body, contentType: request.headers["Content-Type"], sensitive: request.sensitiveFields)) + "\n"
            }
        }
        write(text)
    }

    /// - Parameter sensitive: the request's sensitive fields, masked in the answer too (a sign-in's
    ///   challenge `Session` comes back in the body the request then sends).
    public func response(_ response: HTTPResponse, milliseconds: Int, sensitive: Set<String> = []) {
        guard level >= .verbose else { return }
        var text = "← \(response.statusLine) \(milliseconds) ms"
        if let id = requestID(in: response) { text += " request-id=\(redactor.scrub(id))" }
        text += "\n"
        if level >= .debug {
            for field in response.headers { text += "  < \(field.name): \(redactor.header(field.name, field.value))\n" }
            if !response.body.isEmpty {
                text += "  < " + clip(redactor.body(response.body, contentType: response.headers["Content-Type"], sensitive: sensitive)) + "\n"
            }
        }
        write(text)
    }

    public func failure(_ error: any Error, milliseconds: Int) {
        guard level >= .verbose else { return }
        // A dry run's request was printed instead of sent: not a failure, and no internal name to show.
        if error is DryRunStopped { return write("← not sent (--dry-run)\n") }
        write("← failed after \(milliseconds) ms: \(redactor.scrub(ErrorPhrase.of(error)))\n")
    }

    public func waiting(seconds: Double, reason: String, nextAttempt: Int, of total: Int) {
        guard level >= .verbose else { return }
        let shown = (seconds * 10).rounded() / 10
        write("… \(redactor.scrub(reason)); waiting \(shown) s before attempt \(nextAttempt)/\(total)\n")
    }

    /// Any other line for the HTTP log (a token refresh, a cache hit).
    public func note(_ text: String) {
        guard level >= .verbose else { return }
        write("… \(redactor.scrub(text))\n")
    }

    /// The service's id for the request an answer is to: from its body where the service puts one there
    /// (read only from a body that is a JSON object), else from the first of its request-id headers.
    public func requestID(in response: HTTPResponse) -> String? {
        if let requestIDInBody, response.body.first == UInt8(ascii: "{"), let json = response.json,
           let id = requestIDInBody(json), !id.isEmpty {
            return id
        }
        for name in requestIDHeaders { if let value = response.headers[name], !value.isEmpty { return value } }
        return nil
    }

    private func clip(_ text: String) -> String {
        text.utf8.count <= Self.bodyLimit ? text : String(text.prefix(Self.bodyLimit)) + "… (\(text.utf8.count) bytes)"
    }

    private func write(_ text: String) {
        sink?.write(VisibleText.of(text))
        sink?.flush()
    }
}
