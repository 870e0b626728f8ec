import Foundation
import FoundationNetworking
import Synchronization

/// The URLSession delegate of `URLSessionTransport`: collects each task's body into one buffer, stops a
/// transfer that passes the size cap, refuses every redirect, and resumes the waiting caller when the
/// task completes.
///
/// A session delegate rather than `data(for:)`: with a completion handler, FoundationNetworking on Linux
/// follows redirects without asking any delegate, and keeps its own copy of the body besides the one it
/// hands over (a 200 MB answer peaked at 1.7 GB). Here the body exists once, in `Transfer.body`.
///
/// `@unchecked Sendable` is sound: the only mutable state is the transfer table inside a `Mutex`, and the
/// continuation of each transfer is resumed exactly once, by the completion callback that removes it.
final class URLSessionTransfers: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private struct Transfer {
        var continuation: CheckedContinuation<HTTPResponse, any Error>
        var host: String
        var body: [UInt8] = []
        var tooLarge = false
    }

    private let maxResponseBytes: Int
    private let maxResponseSetting: String?
    private let transfers = Mutex<[Int: Transfer]>([:])

    init(maxResponseBytes: Int, maxResponseSetting: String?) {
        self.maxResponseBytes = max(1, maxResponseBytes)
        self.maxResponseSetting = maxResponseSetting
    }

    func begin(_ task: URLSessionTask, host: String, continuation: CheckedContinuation<HTTPResponse, any Error>) {
        transfers.withLock { $0[task.taskIdentifier] = Transfer(continuation: continuation, host: host) }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        completionHandler(nil)  // the 3xx itself is the answer; RedirectMiddleware decides what follows
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let expected = response.expectedContentLength
        let refuse = transfers.withLock { table -> Bool in
            guard var transfer = table[dataTask.taskIdentifier] else { return false }
            if expected > Int64(maxResponseBytes) {
                transfer.tooLarge = true
            } else if expected > 0 {
                transfer.body.reserveCapacity(Int(expected))
            }
            table[dataTask.taskIdentifier] = transfer
            return transfer.tooLarge
        }
        completionHandler(refuse ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overflow = transfers.withLock { table -> Bool in
            guard var transfer = table.removeValue(forKey: dataTask.taskIdentifier) else { return false }
            defer { table[dataTask.taskIdentifier] = transfer }
            if transfer.tooLarge { return false }
            if transfer.body.count + data.count > maxResponseBytes {
                transfer.tooLarge = true
                transfer.body = []
                return true
            }
            data.withUnsafeBytes { transfer.body.append(contentsOf: $0) }
            return false
        }
        if overflow { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = transfers.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        transfer.continuation.resume(with: Result { try outcome(of: transfer, task: task, error: error) })
    }

    private func outcome(of transfer: Transfer, task: URLSessionTask, error: (any Error)?) throws -> HTTPResponse {
        if transfer.tooLarge {
            throw ResponseTooLarge(host: transfer.host, limit: maxResponseBytes, setting: maxResponseSetting)
        }
        if let error = error as? URLError { throw URLSessionTransport.translate(error, host: transfer.host) }
        if let error { throw TransportError(.other, host: transfer.host, detail: "\(error)") }
        guard let http = task.response as? HTTPURLResponse else {
            throw TransportError(.other, host: transfer.host, detail: "not an HTTP response")
        }
        var headers = HTTPHeaders()
        // Foundation hands headers over as a dictionary; sort them so logs and recordings are stable.
        for (name, value) in http.allHeaderFields.map({ ("\($0.key)", "\($0.value)") }).sorted(by: { $0.0 < $1.0 }) {
            headers.add(name, value)
        }
        return HTTPResponse(status: http.statusCode, headers: headers, body: transfer.body)
    }
}
