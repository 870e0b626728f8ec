import Foundation
import FoundationNetworking

/// The real transport: one URLSession for the whole process (connections are reused across requests),
/// no cookies, no cache. The only file that imports FoundationNetworking.
///
/// Linux quirks this file absorbs (see shared/notes/swift-on-linux.md §3–§4):
/// - timeouts are truncated to whole seconds and values below 1 s fire at once, so they are raised to 1 s;
/// - `httpMaximumConnectionsPerHost` is a hard ceiling (default 6) and libcurl churns connections above
///   about 4, so the limit is set explicitly (see `init`);
/// - URLSession errors are `URLError`s, translated here into `TransportError` kinds;
/// - FoundationNetworking leaks about 150 bytes per request in its URL host check; the `CurlHostCheckFix`
///   target (a dependency of Shared, nothing to call) replaces that function when the tools are linked.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession
    private let timeout: Double

    /// - Parameters:
    ///   - timeout: seconds per request (`--timeout`).
    ///   - maxConnectionsPerHost: connections kept open to one host. Batches pass their concurrency.
    public init(timeout: Double, maxConnectionsPerHost: Int = 4) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = max(1, maxConnectionsPerHost)
        configuration.timeoutIntervalForRequest = max(1, timeout)
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        self.session = URLSession(configuration: configuration)
        self.timeout = max(1, timeout)
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
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: urlRequest)
        } catch let error as URLError {
            throw Self.translate(error, host: request.url.host() ?? "?")
        } catch is CancellationError {
            throw TransportError(.cancelled, host: request.url.host() ?? "?")
        }
        guard let http = response as? HTTPURLResponse else {
            throw TransportError(.other, host: request.url.host() ?? "?", detail: "not an HTTP response")
        }
        var headers = HTTPHeaders()
        // Foundation hands headers over as a dictionary; sort them so logs and recordings are stable.
        for (name, value) in http.allHeaderFields.map({ ("\($0.key)", "\($0.value)") }).sorted(by: { $0.0 < $1.0 }) {
            headers.add(name, value)
        }
        return HTTPResponse(status: http.statusCode, headers: headers, body: [UInt8](data))
    }

    static func translate(_ error: URLError, host: String) -> TransportError {
        let detail = (error.userInfo[NSLocalizedDescriptionKey] as? String) ?? ""
        switch error.code {
        case .cannotConnectToHost: return TransportError(.connectionRefused, host: host, detail: detail)
        case .cannotFindHost, .dnsLookupFailed: return TransportError(.hostNotFound, host: host, detail: detail)
        case .notConnectedToInternet: return TransportError(.noRoute, host: host, detail: detail)
        case .timedOut: return TransportError(.timedOut, host: host, detail: detail)
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
            if lower.contains("timed out") || lower.contains("timeout") { return TransportError(.timedOut, host: host, detail: detail) }
            return TransportError(.other, host: host, detail: detail.isEmpty ? "error \(error.code.rawValue)" : detail)
        }
    }
}
