import Shared

/// A row's request failed after retries: its code and message for the error record (redacted: a service
/// may quote a credential), and the error itself, for the batch's exit code.
struct RowFailure: Error, Sendable {
    var code: String
    var message: String
    var exitCode: ExitCode
    var error: any Error & Sendable

    init(_ error: any Error, redactor: Redactor) {
        switch error {
        case let api as APIError:
            code = api.code ?? String(api.status)
            message = api.message
            exitCode = api.exitCode
            self.error = api
        case let known as any CLIError & Sendable:
            code = String(known.exitCode.rawValue)
            message = known.message
            exitCode = known.exitCode
            self.error = known
        default:
            code = "error"
            message = String(describing: error)
            exitCode = .failure
            self.error = ToolError(.failure, message)
        }
        message = redactor.scrub(message)
    }
}
