/// An error a mock service answers with, in service-neutral terms; the tool's `MockDialect` puts it in
/// the service's own envelope. Handlers throw it, so a lookup that finds nothing reads as one line.
public struct MockFailure: Error, Sendable, Equatable {
    public var status: Int
    /// The service's machine-readable code, where it has one (`NOT_FOUND`, `INVALID_ARGUMENT`).
    public var code: String
    public var message: String
    /// Seconds for a `Retry-After` header.
    public var retryAfter: Int?

    public init(status: Int, code: String, message: String, retryAfter: Int? = nil) {
        self.status = status
        self.code = code
        self.message = message
        self.retryAfter = retryAfter
    }

    /// 404: `message` says what was not found, in the service's words.
    public static func notFound(_ message: String) -> MockFailure {
        MockFailure(status: 404, code: "NOT_FOUND", message: message)
    }

    /// 400: a request the service refuses to read.
    public static func invalid(_ message: String) -> MockFailure {
        MockFailure(status: 400, code: "INVALID_ARGUMENT", message: message)
    }

    /// 429 with `Retry-After: 1`.
    public static let rateLimited = MockFailure(
        status: 429, code: "RATE_LIMITED", message: "Too many requests; slow down", retryAfter: 1)

    /// 500.
    public static let serverError = MockFailure(
        status: 500, code: "INTERNAL", message: "The service failed while answering (mock)")
}
