/// Turns any error into stderr text and an exit code. The only place that does; every line passes the
/// redactor, since a service may quote a credential back in its error text, and then `VisibleText`,
/// since it may quote control characters too (a message is outside text), a line feed among them.
public struct ErrorReporter: Sendable {
    public let tool: String
    public let redactor: Redactor

    public init(tool: String, redactor: Redactor = Redactor()) {
        self.tool = tool
        self.redactor = redactor
    }

    /// The lines to print (each without a newline) and the exit code for `error`.
    public func report(_ error: any Error) -> (lines: [String], exitCode: ExitCode) {
        switch error {
        case let usage as UsageError:
            var lines = ["\(tool): error: \(usage.message)"]
            if let suggestion = usage.suggestion { lines.append("Did you mean '\(suggestion)'?") }
            lines.append("See '\(([tool] + usage.commandPath).joined(separator: " ")) --help'.")
            return (lines, .usage)
        case let known as any CLIError:
            return (["\(tool): error: \(known.message)"] + known.hints, known.exitCode)
        // Input that could not be read on (a directory given as stdin, an I/O error): the reader's own
        // failure, with its exit code (66, 130), as when the file could not be opened at all.
        case let ndjson as NDJSONError where ndjson.readError != nil:
            return report(ndjson.readError!)
        case let csv as CSVError where csv.readError != nil:
            return report(csv.readError!)
        case let file as FileSystemError:
            let code: ExitCode
            switch file {
            case .notFound, .permissionDenied, .isDirectory, .notRegularFile, .tooLarge: code = .noInput
            case .interrupted: code = .interrupted
            case .other: code = .failure
            }
            return (["\(tool): error: \(file.path): \(file.reason)"], code)
        case is CancellationError:
            return (["\(tool): error: interrupted"], .interrupted)
        default:
            // Something no layer translated: say what it is rather than hide it.
            return (["\(tool): error: \(String(describing: error))"], .failure)
        }
    }

    /// `error` as the `error` object of an item that failed in a stream while the run goes on
    /// (`ErrorRecord`): the message as stderr would say it, without the `TOOL: error:` prefix, redacted.
    public func record(_ error: any Error) -> ErrorRecord {
        let (lines, exitCode) = report(error)
        let prefix = "\(tool): error: "
        let first = lines.first ?? ""
        let message = redactor.scrub(first.hasPrefix(prefix) ? String(first.dropFirst(prefix.count)) : first)
        let code = (error as? APIError).map(ErrorRecord.code(of:)) ?? ErrorRecord.kind(of: exitCode)
        return ErrorRecord(code: code, message: message, exitCode: exitCode)
    }

    /// Writes the report to `stderr` and returns the exit code. `width` is stderr's terminal width
    /// (`CommandEnvironment.stderrWidth`): each line is wrapped at word boundaries to it, after the
    /// redactor (a secret split over two lines would escape it) and after its control characters are
    /// made visible (an escape is never split), a command line in it kept whole (`SentenceWrapping`); nil
    /// writes each line whole.
    public func report(_ error: any Error, to stderr: any OutputSink, width: Int? = nil) -> ExitCode {
        let (lines, code) = report(error)
        let wrapping = SentenceWrapping(tool: tool)
        stderr.write(lines.flatMap { wrapping.lines(VisibleText.sentence(redactor.scrub($0)), width: width) }.map { $0 + "\n" }.joined())
        stderr.flush()
        return code
    }
}
