import ToolkitFloor
/// A token request that failed below HTTP after its own retries. It reads as the transport error it wraps
/// (same message, same exit code), but is a different type so that the retry middleware around the API
/// request does not retry it: the token request's retries were its whole budget.
public struct TokenRequestFailed: CLIError, Equatable {
    public var underlying: TransportError

    public init(_ underlying: TransportError) {
        self.underlying = underlying
    }

    public var exitCode: ExitCode { underlying.exitCode }
    public var message: String { underlying.message }
}
