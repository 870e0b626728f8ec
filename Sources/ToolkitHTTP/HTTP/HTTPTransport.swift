import ToolkitFloor
/// Sends one request and returns the response, whatever its status. Transports know nothing of retries,
/// auth or logging: those are middleware.
public protocol HTTPTransport: Sendable {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse

    /// The executor on which the transport finishes its requests, if it has one. Work that drives many
    /// requests (a batch) runs there (`Task(executorPreference:)`), so that an answer is handled, and the
    /// next request made, without handing over to another thread. Nil: no preference.
    var preferredExecutor: (any TaskExecutor)? { get }

    /// The deadline, in seconds, the transport itself puts on each request, from connecting to the last
    /// byte, failing it as `DeadlineMiddleware` would (`.timedOut`, "no complete answer within N s").
    /// A client whose deadline this is needs no `DeadlineMiddleware`: its task and timer per request were
    /// a tenth of a batch's CPU. Nil: none, or only an idle timeout.
    var attemptDeadline: Double? { get }
}

extension HTTPTransport {
    public var preferredExecutor: (any TaskExecutor)? { nil }
    public var attemptDeadline: Double? { nil }
}

/// A failure below HTTP: no response at all.
public struct TransportError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        case connectionRefused
        case hostNotFound
        case noRoute
        case timedOut
        case tls
        case connectionLost
        case cancelled
        case other
    }

    public var kind: Kind
    public var host: String
    public var detail: String

    public init(_ kind: Kind, host: String, detail: String = "") {
        self.kind = kind
        self.host = host
        self.detail = detail
    }

    /// The request never reached the server, so even a POST may be sent again.
    public var failedBeforeSending: Bool { [.connectionRefused, .hostNotFound, .noRoute].contains(kind) }

    public var isRetryable: Bool { kind != .cancelled && kind != .tls }

    public var description: String {
        switch kind {
        case .connectionRefused: "connection to \(host) refused"
        case .hostNotFound: "cannot resolve \(host)"
        case .noRoute: "no route to \(host)"
        case .timedOut: "request to \(host) timed out" + (detail.isEmpty ? "" : ": \(detail)")
        case .tls: "TLS handshake with \(host) failed" + (detail.isEmpty ? "" : ": \(detail)")
        case .connectionLost: "connection to \(host) lost" + (detail.isEmpty ? "" : ": \(detail)")
        case .cancelled: "request to \(host) cancelled"
        case .other: "request to \(host) failed" + (detail.isEmpty ? "" : ": \(detail)")
        }
    }
}

extension TransportError: CLIError {
    public var exitCode: ExitCode {
        switch kind {
        case .timedOut: .temporaryFailure
        case .cancelled: .interrupted
        default: .unavailable
        }
    }

    public var message: String {
        switch kind {
        case .connectionRefused, .hostNotFound, .noRoute: "cannot reach \(host): \(description)"
        default: description
        }
    }

    public var hints: [String] {
        guard kind == .tls, detail.lowercased().containsText("certificate") else { return [] }
        return [
            "If \(host) uses a private certificate authority, point SSL_CERT_FILE (or CURL_CA_BUNDLE) at its "
                + "certificate, or SSL_CERT_DIR at a directory of them.",
        ]
    }
}
