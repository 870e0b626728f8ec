import ToolkitFloor
/// How a command wants its transport: the per-request timeout, how many connections to one host, and
/// the largest answer it will hold.
public struct TransportOptions: Sendable, Equatable {
    public static let defaultMaxResponseBytes = 64 << 20

    public var timeout: Double
    public var maxConnectionsPerHost: Int
    public var maxResponseBytes: Int
    /// The setting that sets `maxResponseBytes`, named when the limit is hit.
    public var maxResponseSetting: String?
    /// Seconds to wait for a connection (TCP and TLS); the whole attempt is bounded by `timeout`.
    public var connectTimeout: Double
    /// CA certificates to trust instead of the system's: a PEM bundle (`SSL_CERT_FILE`, `CURL_CA_BUNDLE`)
    /// and a hashed directory (`SSL_CERT_DIR`).
    public var certificateFile: String?
    public var certificateDirectory: String?

    public init(
        timeout: Double, maxConnectionsPerHost: Int = 4, maxResponseBytes: Int = defaultMaxResponseBytes,
        maxResponseSetting: String? = nil, connectTimeout: Double = 10, certificateFile: String? = nil,
        certificateDirectory: String? = nil
    ) {
        self.timeout = timeout
        self.maxConnectionsPerHost = maxConnectionsPerHost
        self.maxResponseBytes = maxResponseBytes
        self.maxResponseSetting = maxResponseSetting
        self.connectTimeout = connectTimeout
        self.certificateFile = certificateFile
        self.certificateDirectory = certificateDirectory
    }

    /// The certificate locations from environment variables, as curl reads them: `CURL_CA_BUNDLE` alone
    /// when it is set; otherwise `SSL_CERT_FILE` (OpenSSL's name) and `SSL_CERT_DIR`. Empty values count
    /// as unset.
    public mutating func readCertificateLocations(from variables: [String: String]) {
        func value(_ name: String) -> String? { variables[name].flatMap { $0.isEmpty ? nil : $0 } }
        if let bundle = value("CURL_CA_BUNDLE") {
            certificateFile = bundle
            certificateDirectory = nil
        } else {
            certificateFile = value("SSL_CERT_FILE")
            certificateDirectory = value("SSL_CERT_DIR")
        }
    }
}

/// The transport of an environment that has no network (tests that did not ask for one): every request
/// fails, naming the request, so a test that reaches for the network by mistake says so.
public struct OfflineTransport: HTTPTransport {
    public init() {}

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        throw ToolError(.unavailable, "no network in this environment: \(request.method.rawValue) \(request.url.absoluteString)")
    }
}
