import Synchronization
import ToolkitFloor

/// The real transport: libcurl's multi interface, loaded at the first request (`CurlLibrary`) and driven
/// by one thread (`CurlEngine`). No cookies, no cache, no redirects followed (`RedirectMiddleware` does
/// that, so credentials never cross origins behind the tool's back), answers held only up to the size
/// cap, HTTP/2 when a TLS server offers it, proxies as libcurl reads them from the environment
/// (`https_proxy`, `HTTPS_PROXY`, `http_proxy`, `no_proxy`, `NO_PROXY`), and the CA certificates of
/// `SSL_CERT_FILE`/`CURL_CA_BUNDLE` and `SSL_CERT_DIR` (`TransportOptions`).
///
/// Transports made from one `CurlEngine.Shared` share its engine: one multi handle, one thread and one
/// connection pool for the whole process.
public final class CurlTransport: HTTPTransport {
    private let options: TransportOptions
    private let engine: Shared
    /// Whether `engine` is this transport's own (stopped with it) rather than the process's.
    private let ownsEngine: Bool

    /// An engine created when the first request needs it; until then, libcurl is not even loaded.
    public final class Shared: Sendable {
        private let engine = Mutex<CurlEngine?>(nil)
        private let systemCertificates: CertificateTrust.SystemLocations?

        public init() {
            systemCertificates = nil
        }

        /// An engine that takes `systemCertificates` for libcurl's built-in CA locations (tests).
        init(systemCertificates: CertificateTrust.SystemLocations) {
            self.systemCertificates = systemCertificates
        }

        func get() throws(ToolError) -> CurlEngine {
            try self.engine.withLock { (engine: inout CurlEngine?) throws(ToolError) -> CurlEngine in
                if let engine { return engine }
                let started = try CurlEngine(systemCertificates: systemCertificates)
                engine = started
                return started
            }
        }

        /// Stops the engine's thread, if it was started (for owners that end before the process does).
        public func stop() {
            engine.withLock { $0?.stop(); $0 = nil }
        }
    }

    /// - Parameter engine: the process's shared engine; by default one of the transport's own, stopped
    ///   when the transport goes away.
    public init(options: TransportOptions, engine: Shared? = nil) {
        self.options = options
        self.ownsEngine = engine == nil
        self.engine = engine ?? Shared()
    }

    deinit {
        if ownsEngine { engine.stop() }
    }

    /// The engine's thread, where requests finish (starting it, and loading libcurl, if no request has
    /// yet): for a benchmark or a test that wants to run beside it. libcurl's `CURLOPT_TIMEOUT_MS` bounds
    /// the whole transfer, not silence: this transport keeps `options.timeout` itself, which the runtime
    /// knows (`CommandEnvironment.transportKeepsDeadline`).
    public var engineExecutor: (any TaskExecutor)? { try? engine.get() }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        // Refused in words before libcurl sees it: libcurl's own limit fails as "Out of memory".
        try RequestTooLarge.check(request)
        let engine = try self.engine.get()
        let trust = trust(on: engine)
        let transfer = try CurlTransfer(request, options: options, trust: trust, sessions: engine.tlsSessions)
        do {
            return try await perform(transfer, on: engine)
        } catch where trust.isDirectoryOnly && transfer.failedVerification {
            // The system's CA directory alone could not vouch for the server; the bundle may. Nothing of
            // the request was sent (the handshake failed), so it is sent again, and the bundle is used
            // from now on.
            engine.bundleNeeded.store(true, ordering: .relaxed)
            let again = try CurlTransfer(request, options: options, trust: self.trust(on: engine), sessions: engine.tlsSessions)
            return try await perform(again, on: engine)
        }
    }

    private func trust(on engine: CurlEngine) -> CertificateTrust {
        CertificateTrust.choose(
            for: options, system: engine.systemCertificates, bundleNeeded: engine.bundleNeeded.load(ordering: .relaxed))
    }

    private func perform(_ transfer: CurlTransfer, on engine: CurlEngine) async throws -> HTTPResponse {
        let connections = max(1, options.maxConnectionsPerHost)
        // Cancelling the Swift task (Ctrl-C, a deadline, a batch stopping) removes the transfer from the
        // multi handle at once; its continuation is then resumed with `TransportError.cancelled`.
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                transfer.continuation = continuation
                engine.submit(transfer, hostConnections: connections)
            }
        } onCancel: {
            engine.cancel(transfer)
        }
    }
}
