/// Answers each request after a fixed delay (`--mock-latency MS`), so that offline runs show what a slow
/// network does to progress lines, `--concurrency`, `--rate` and `--timeout`. The wait is the
/// environment's cancellable sleep: Ctrl-C or a batch that stops ends it at once.
public struct DelayedTransport: HTTPTransport {
    public let wrapped: any HTTPTransport
    public let delay: Duration
    private let sleep: @Sendable (Duration) async throws -> Void

    public init(wrapping wrapped: any HTTPTransport, delay: Duration, sleep: @escaping @Sendable (Duration) async throws -> Void) {
        self.wrapped = wrapped
        self.delay = delay
        self.sleep = sleep
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        do {
            try await sleep(delay)
        } catch {
            throw TransportError(.cancelled, host: request.url.host() ?? "", detail: "cancelled during the mock latency")
        }
        return try await wrapped.send(request)
    }
}
