import ToolkitFloor
/// The service answered with an error status. The exit code follows the status (docs/exit-codes.md): 401 and
/// 403 are 77, 429 (after retries) 75, 5xx (after retries) 69, any other 4xx 1.
public struct APIError: CLIError, Equatable {
    public var status: Int
    /// The service's own error code (`NOT_FOUND`, `264002`), when it sent one.
    public var code: String?
    /// What went wrong, in the service's words or ours.
    public var detail: String
    /// A request or correlation id the service returned, for support.
    public var requestID: String?
    /// What the service calls that id in its documentation: "request id", "correlation id".
    public var requestIDLabel: String
    public var hints: [String]
    /// How long the service asked to wait (`Retry-After`, in seconds) when it said; a live view waits
    /// that long before its next poll.
    public var retryAfter: Double?

    public init(
        status: Int, code: String? = nil, detail: String, requestID: String? = nil,
        requestIDLabel: String = "request id", hints: [String] = []
    ) {
        self.status = status
        self.code = code
        self.detail = detail
        self.requestID = requestID
        self.requestIDLabel = requestIDLabel
        self.hints = hints
    }

    public var exitCode: ExitCode { Self.exitCode(forStatus: status) }

    public static func exitCode(forStatus status: Int) -> ExitCode {
        switch status {
        case 401, 403: .notPermitted
        case 408, 429: .temporaryFailure
        case 500...599: .unavailable
        default: .failure
        }
    }

    /// `MESSAGE (CODE, request id ID)`: the most useful words first, identifiers last.
    public var message: String {
        var extras: [String] = []
        if let code, !code.isEmpty { extras.append(code) }
        if let requestID, !requestID.isEmpty { extras.append("\(requestIDLabel) \(requestID)") }
        return extras.isEmpty ? detail : "\(detail) (\(extras.joined(separator: ", ")))"
    }

    /// For an answer whose body is not the service's error envelope (HTML from a gateway, an empty body):
    /// say the status, and what kind of body it was.
    public static func unexpectedBody(_ response: HTTPResponse, host: String, requestID: String? = nil) -> APIError {
        let kind = response.body.isEmpty ? "an empty body" : "a body that is not the expected JSON"
        return APIError(
            status: response.status, detail: "\(host) answered \(response.statusLine) with \(kind)", requestID: requestID)
    }
}

/// A 2xx answer whose body could not be read as the JSON the command expects.
public struct UndecodableResponse: CLIError, Equatable {
    public var status: Int
    public var reason: String
    public var host: String

    public init(status: Int, reason: String, host: String) {
        self.status = status
        self.reason = reason
        self.host = host
    }

    public var exitCode: ExitCode { .failure }
    public var message: String { "\(host) answered \(status) with a body that could not be read: \(reason)" }
}
