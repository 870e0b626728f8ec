import ToolkitFloor
import FoundationEssentials

/// Logs every attempt as it goes to the transport, and what came back. Placed innermost, so it sees the
/// final headers (redacted) and each retry separately.
public struct LoggingMiddleware: HTTPMiddleware {
    public var logger: HTTPLogger
    public var now: @Sendable () -> Date

    public init(logger: HTTPLogger, now: @escaping @Sendable () -> Date) {
        self.logger = logger
        self.now = now
    }

    public func intercept(
        _ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        logger.request(request)
        let start = now()
        do {
            let response = try await next(request)
            logger.response(response, milliseconds: milliseconds(since: start), sensitive: request.sensitiveFields)
            return response
        } catch {
            logger.failure(error, milliseconds: milliseconds(since: start))
            throw error
        }
    }

    private func milliseconds(since start: Date) -> Int {
        max(0, Int((now().timeIntervalSince(start) * 1000).rounded()))
    }
}
