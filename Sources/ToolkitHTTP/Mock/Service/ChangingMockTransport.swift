import ToolkitFloor
import Synchronization

/// The `--mock` transport of a live view: each GET's answer is changed by the tool's `MockChanges`
/// according to how many times the run has asked that very request, and carries an `ETag` of its body, so
/// the next poll is conditional and an unchanged answer is a `304 Not Modified`, as a real service would
/// answer. Other requests, and unsuccessful answers, pass as the wrapped transport gives them.
public final class ChangingMockTransport: HTTPTransport {
    private let wrapped: any HTTPTransport
    private let changes: MockChanges
    private let asked = Mutex<[String: Int]>([:])

    public init(wrapping wrapped: any HTTPTransport, changes: MockChanges) {
        self.wrapped = wrapped
        self.changes = changes
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard request.method == .get else { return try await wrapped.send(request) }
        // A retried attempt is the same ask; only a new request counts as the next poll.
        let key = request.url.absoluteString
        let poll = asked.withLock { counts in
            if request.attempt <= 1 { counts[key, default: 0] += 1 }
            return max(counts[key] ?? 1, 1)
        }
        var response = try await wrapped.send(request)
        guard response.status == 200, let body = response.json else { return response }
        let changed = changes.change(request, body, poll)
        if changed != body { response.body = Array(JSONWriter.compact(changed).utf8) }
        let tag = "\"" + SHA256.hash(response.body).prefix(8).map { byte in
            String(byte, radix: 16).count == 1 ? "0" + String(byte, radix: 16) : String(byte, radix: 16)
        }.joined() + "\""
        if request.headers["If-None-Match"] == tag {
            return HTTPResponse(status: 304, headers: ["ETag": tag])
        }
        response.headers["ETag"] = tag
        return response
    }
}
