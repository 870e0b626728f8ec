import ToolkitFloor

/// The transport under `--dry-run`: each request that reaches it is written out as a record
/// `{"method","url","headers","body"}` (redacted and scrubbed exactly as `--debug` shows them, a JSON body
/// as JSON) and never sent; the command then stops there (`DryRunStopped`), since what would follow
/// depends on an answer that never comes.
public struct DryRunTransport: HTTPTransport {
    public typealias Printer = @Sendable (JSONValue) throws -> Void

    let redactor: Redactor
    let print: Printer

    public init(redactor: Redactor, print: @escaping Printer) {
        self.redactor = redactor
        self.print = print
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try print(record(request))
        throw DryRunStopped()
    }

    /// The credential header of a request that no session or token could sign.
    public static let notSignedIn = "<not signed in>"

    /// The request as a dry run shows it.
    public func record(_ request: HTTPRequest) -> JSONValue {
        // What the request carries joins the run's secrets first, so a body quoting a header is scrubbed.
        redactor.learnSecrets(of: request)
        var headers = JSONObject()
        for field in request.headers {
            let value = field.value == DryRunTransport.notSignedIn ? field.value : redactor.header(field.name, field.value)
            headers[field.name] = .string(headers[field.name].map { "\($0.plainText), \(value)" } ?? value)
        }
        var body = JSONValue.null
        if let bytes = request.body, !bytes.isEmpty {
            if let json = try? JSONParser.parse(bytes: bytes) {
                body = redactor.redact(json, sensitive: request.sensitiveFields)
            } else {
                body = .string(redactor.body(bytes, contentType: request.headers["Content-Type"], sensitive: request.sensitiveFields))
            }
        }
        return .object([
            "method": .string(request.method.rawValue), "url": .string(redactor.url(request.url.absoluteString)),
            "headers": .object(headers), "body": body,
        ])
    }
}

/// Ends a command at the request a dry run printed instead of sending: exit 0, nothing more said. A
/// command that sends one request per input line catches it and goes on to the next line.
public struct DryRunStopped: Error, Sendable {
    public init() {}
}
