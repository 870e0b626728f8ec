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

    /// Statuses a later run may not meet: the service failing (5xx) or asking for time (429, 408).
    static func isTransient(status: Int) -> Bool { (500...599).contains(status) || status == 429 || status == 408 }

    /// Whether a record's error code says the row failed in a way a later run may not meet, so that
    /// `--resume` sends it again: `interrupted`, the status of a 5xx, 429 or 408 answer, or the exit status
    /// of a failure below HTTP or of a wait too long (69 unavailable: refused, lost connection; 75: timed
    /// out, a wait longer than the tool sleeps).
    static func isTransient(code: String) -> Bool {
        if code == "interrupted" || code == String(ExitCode.unavailable.rawValue)
            || code == String(ExitCode.temporaryFailure.rawValue) { return true }
        return code.count == 3 && Int(code).map(isTransient(status:)) == true
    }
}
