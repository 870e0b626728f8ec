import ToolkitFloor
import Foundation
import FoundationNetworking

/// The real transport: one URLSession for the whole process (connections are reused across requests),
/// no cookies, no cache, no redirects followed (`RedirectMiddleware` does that, so credentials never
/// cross origins behind the tool's back), and answers held only up to the size cap. With
/// `URLSessionTransfers` the only files that import FoundationNetworking.
///
/// Linux quirks this file absorbs (see shared/notes/swift-on-linux.md §3–§4):
/// - timeouts are truncated to whole seconds and values below 1 s fire at once, so they are raised to 1 s
///   (this is only the idle timeout; `DeadlineMiddleware` bounds the whole attempt);
/// - `httpMaximumConnectionsPerHost` is a hard ceiling (default 6) and libcurl churns connections above
///   about 4, so the limit is set explicitly (see `init`);
/// - URLSession errors are `URLError`s, translated here into `TransportError` kinds;
/// - FoundationNetworking leaks about 150 bytes per request in its URL host check; the `CurlHostCheckFix`
///   target (a dependency of Shared, nothing to call) replaces that function when the tools are linked.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession
    private let transfers: URLSessionTransfers
    private let timeout: Double

    /// - Parameters:
    ///   - timeout: seconds of silence before libcurl gives up (`--timeout`).
    ///   - maxConnectionsPerHost: connections kept open to one host. Batches pass their concurrency.
    ///   - maxResponseBytes: the largest body held; a larger one stops the transfer (`ResponseTooLarge`).
    public init(
        timeout: Double, maxConnectionsPerHost: Int = 4,
        maxResponseBytes: Int = TransportOptions.defaultMaxResponseBytes, maxResponseSetting: String? = nil
    ) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = max(1, maxConnectionsPerHost)
        configuration.timeoutIntervalForRequest = max(1, timeout)
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        transfers = URLSessionTransfers(maxResponseBytes: maxResponseBytes, maxResponseSetting: maxResponseSetting)
        // One delegate queue, serial: the transfer table is touched from one thread at a time anyway.
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        session = URLSession(configuration: configuration, delegate: transfers, delegateQueue: queue)
        self.timeout = max(1, timeout)
    }

    public convenience init(options: TransportOptions) {
        self.init(
            timeout: options.timeout, maxConnectionsPerHost: options.maxConnectionsPerHost,
            maxResponseBytes: options.maxResponseBytes, maxResponseSetting: options.maxResponseSetting)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.timeoutInterval = timeout
        for field in request.headers { urlRequest.addValue(field.value, forHTTPHeaderField: field.name) }
        // A body set on the request (not passed to upload(for:from:)) is what URLProtocol mocks can see.
        if let body = request.body { urlRequest.httpBody = Data(body) }
        let host = request.url.host() ?? "?"
        let task = session.dataTask(with: urlRequest)
        // Cancelling the Swift task (SIGINT, a deadline) cancels the transfer; it then completes with
        // URLError.cancelled, which resumes the continuation below.
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                transfers.begin(task, host: host, continuation: continuation)
                task.resume()
                if Task.isCancelled { task.cancel() }
            }
        } onCancel: {
            task.cancel()
        }
    }

    static func translate(_ error: URLError, host: String) -> TransportError {
        let detail = (error.userInfo[NSLocalizedDescriptionKey] as? String) ?? ""
        switch error.code {
        case .cannotConnectToHost: return TransportError(.connectionRefused, host: host, detail: detail)
        case .cannotFindHost, .dnsLookupFailed: return TransportError(.hostNotFound, host: host, detail: detail)
        case .notConnectedToInternet: return TransportError(.noRoute, host: host, detail: detail)
        case .timedOut: return TransportError(.timedOut, host: host)
        case .networkConnectionLost: return TransportError(.connectionLost, host: host, detail: detail)
        case .cancelled: return TransportError(.cancelled, host: host, detail: detail)
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected:
            return TransportError(.tls, host: host, detail: detail)
        default:
            // libcurl reports some failures with code -1 and its own words; read them.
            let lower = detail.lowercased()
            if lower.contains("ssl") || lower.contains("certificate") { return TransportError(.tls, host: host, detail: detail) }
            if lower.contains("refused") { return TransportError(.connectionRefused, host: host, detail: detail) }
            if lower.contains("resolve") { return TransportError(.hostNotFound, host: host, detail: detail) }
            if lower.contains("no route") { return TransportError(.noRoute, host: host, detail: detail) }
            if lower.contains("timed out") || lower.contains("timeout") { return TransportError(.timedOut, host: host) }
            return TransportError(.other, host: host, detail: detail.isEmpty ? "error \(error.code.rawValue)" : detail)
        }
    }
}
