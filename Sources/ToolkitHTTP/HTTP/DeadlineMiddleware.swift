import ToolkitFloor
import FoundationEssentials
/// `--timeout` as a deadline for the whole attempt, from connecting to the last byte (docs/http.md).
///
/// For transports that do not keep such a deadline themselves (libcurl does, as the runtime knows:
/// `CommandEnvironment.transportKeepsDeadline`; fakes and `--mock-latency` do not): a timeout that only bounds silence never trips for a server
/// that drips one byte every 0.3 s. Here the attempt races a timer; when the timer wins, the attempt's
/// task is cancelled (the transport stops the transfer) and the attempt fails as a timeout, which the
/// retry middleware may retry like any other. It sits innermost, so each hop and each retry gets the
/// whole budget and the log shows the timeout.
///
/// Within a wait that has a deadline of its own (`WaitDeadline`: a live view's `--within`), an attempt
/// gets no more than the time left, and none at all once it has passed: the wait ends at its deadline,
/// not at the end of a 30 s attempt. A live view's client has this middleware even over a transport that
/// keeps `--timeout` itself, for that.
public struct DeadlineMiddleware: HTTPMiddleware {
    public var seconds: Double
    /// Sleeps for the deadline. Injected; cancelled when the attempt ends first.
    public var timer: @Sendable (Duration) async throws -> Void
    /// The clock the wait's deadline is read against.
    public var now: @Sendable () -> Date

    public init(seconds: Double, timer: @escaping @Sendable (Duration) async throws -> Void, now: @escaping @Sendable () -> Date) {
        self.seconds = seconds
        self.timer = timer
        self.now = now
    }

    public func intercept(
        _ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        // Bounded before the conversion: `--timeout` is at most a day, but this type takes any Double.
        var bounded = seconds.isNaN ? 0.001 : min(max(seconds, 0.001), 86_400)
        var detail = "no complete answer within \(Self.format(seconds)) s"
        if let left = WaitDeadline.secondsLeft(at: now()), left < bounded {
            guard left > 0 else {
                throw TransportError(.timedOut, host: request.url.host() ?? "?", detail: "the wait's deadline has passed")
            }
            bounded = max(left, 0.001)
            detail = "no complete answer before the wait's deadline"
        }
        let timer = self.timer, limit = Duration.milliseconds(Int64((bounded * 1000).rounded()))
        // The group ends only when both children have, so `next` does not outlive this call.
        return try await withoutActuallyEscaping(next) { next in
            try await withThrowingTaskGroup(of: HTTPResponse?.self) { group in
                group.addTask { try await next(request) }
                group.addTask {
                    try await timer(limit)
                    return nil
                }
                defer { group.cancelAll() }
                guard let first = try await group.next() else { throw CancellationError() }
                if let response = first { return response }
                throw TransportError(.timedOut, host: request.url.host() ?? "?", detail: detail)
            }
        }
    }

    static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)
    }
}
