import ToolkitFloor
import Foundation
import FoundationNetworking
import Synchronization

/// The URLSession delegate of `URLSessionTransport`: collects each task's body into one buffer, stops a
/// transfer that passes the size cap, refuses every redirect, and resumes the waiting caller when the
/// task completes.
///
/// A session delegate rather than `data(for:)`: with a completion handler, FoundationNetworking on Linux
/// follows redirects without asking any delegate, and keeps its own copy of the body besides the one it
/// hands over. Here the body exists once: straight in a buffer of the announced `Content-Length`, or,
/// when none is announced, in 4 MiB blocks joined into one buffer at the end, each block released as it
/// is copied. (A growing array holds the old and the new buffer at each doubling; libcurl's 16 KiB
/// pieces, once freed, stay in the heap. Blocks this large are mapped and unmapped on their own, so the
/// join costs one block more than the body, not a second body.)
///
/// `@unchecked Sendable` is sound: the only mutable state is the transfer table inside a `Mutex`, and the
/// continuation of each transfer is resumed exactly once, by the completion callback that removes it.
final class URLSessionTransfers: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private struct Transfer {
        var continuation: CheckedContinuation<HTTPResponse, any Error>
        var host: String
        /// The body, when its length was announced (capacity reserved); else empty.
        var body: [UInt8] = []
        var lengthKnown = false
        /// The body as received, when no length was announced.
        var blocks: [[UInt8]] = []
        var received = 0
        var tooLarge = false
        static let blockSize = 4 << 20

        mutating func append(_ data: Data) {
            received += data.count
            if lengthKnown {
                data.withUnsafeBytes { body.append(contentsOf: $0.bindMemory(to: UInt8.self)) }
                return
            }
            data.withUnsafeBytes { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                var start = 0
                while start < bytes.count {
                    if blocks.isEmpty || blocks[blocks.count - 1].count == Self.blockSize {
                        blocks.append([])
                        blocks[blocks.count - 1].reserveCapacity(Self.blockSize)
                    }
                    let end = min(bytes.count, start + Self.blockSize - blocks[blocks.count - 1].count)
                    // A typed buffer, so the append is one memcpy rather than a loop over bytes.
                    blocks[blocks.count - 1].append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                    start = end
                }
            }
        }

        /// The whole body in one buffer; the blocks are released one by one as they are copied.
        mutating func takeBody() -> [UInt8] {
            if lengthKnown || blocks.count == 1 { return blocks.first ?? body }
            var joined = [UInt8]()
            joined.reserveCapacity(received)
            blocks.reverse()
            while let block = blocks.popLast() { joined.append(contentsOf: block) }
            return joined
        }
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
            } else if expected >= 0 {
                transfer.body.reserveCapacity(Int(expected))
                transfer.lengthKnown = true
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
            if transfer.received + data.count > maxResponseBytes {
                transfer.tooLarge = true
                transfer.body = []
                transfer.blocks = []
                return true
            }
            transfer.append(data)
            return false
        }
        if overflow { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard var transfer = transfers.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        let result = Result { try outcome(of: &transfer, task: task, error: error) }
        transfer.continuation.resume(with: result)
    }

    private func outcome(of transfer: inout Transfer, task: URLSessionTask, error: (any Error)?) throws -> HTTPResponse {
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
        return HTTPResponse(status: http.statusCode, headers: headers, body: transfer.takeBody())
    }
}
