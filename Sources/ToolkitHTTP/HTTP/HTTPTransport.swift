import ToolkitFloor
/// Sends one request and returns the response, whatever its status: the one thing a transport does.
/// Retries, auth, logging and deadlines are middleware; where the command's work runs, and whether the
/// real transport keeps `--timeout` itself, are the runtime's to know (`CommandEnvironment`).
public protocol HTTPTransport: Sendable {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
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
