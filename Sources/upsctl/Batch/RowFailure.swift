import Shared

/// A row's request failed after retries: its error record (`ErrorRecord`: redacted, since a service may
/// quote a credential), and the error itself, for the batch's exit code.
struct RowFailure: Error, Sendable {
    var record: ErrorRecord
    var error: any Error

    init(_ error: any Error, reporter: ErrorReporter) {
        record = reporter.record(error)
        self.error = error
    }

    var exitCode: ExitCode { record.exitCode }

    /// Statuses a later run may not meet: the service failing (5xx) or asking for time (429, 408).
    static func isTransient(status: Int) -> Bool { (500...599).contains(status) || status == 429 || status == 408 }

    /// Whether a record's error code says the row failed in a way a later run may not meet, so that
    /// `--resume` sends it again (`ErrorRecord.mayPass(code:)`: `INTERRUPTED`, `HTTP_503`, `UNAVAILABLE`,
    /// `TRY_LATER`, and the codes of earlier versions, `interrupted`, `503`, `69`, `75`).
    static func isTransient(code: String) -> Bool { ErrorRecord.mayPass(code: code) }
}
