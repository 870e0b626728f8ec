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
}
