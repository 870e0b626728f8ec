/// The process exit status, with the meanings of toolkit contract §10.
public struct ExitCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }
    public init(_ rawValue: Int32) { self.rawValue = rawValue }

    public static let success = ExitCode(0)
    /// The service answered with an error, or a batch finished with rows in error.
    public static let failure = ExitCode(1)
    public static let usage = ExitCode(64)
    public static let dataError = ExitCode(65)
    public static let noInput = ExitCode(66)
    public static let unavailable = ExitCode(69)
    /// A result could not be written: a full disk, a size limit, an I/O error, a closed descriptor.
    public static let outputFailed = ExitCode(74)
    public static let temporaryFailure = ExitCode(75)
    public static let notPermitted = ExitCode(77)
    public static let configuration = ExitCode(78)
    public static let interrupted = ExitCode(130)
    /// The reader of stdout went away (`| head -1`); the kernel ends the process with it (SIGPIPE).
    public static let brokenPipe = ExitCode(141)

    public var description: String { String(rawValue) }

    /// Every code with what it means: for help epilogues and the man page's EXIT STATUS.
    public static let documented: [(code: ExitCode, meaning: String)] = [
        (.success, "Success."),
        (.failure, "The service answered with an error not listed below (400, 404, 409, 422, …), or a batch finished with rows in error."),
        (.usage, "Usage: unknown command or option, missing or malformed argument."),
        (.dataError, "Input data is malformed (a CSV without the required columns, an invalid digital link)."),
        (.noInput, "An input file is missing or unreadable."),
        (.unavailable, "The service is unavailable: connection refused, name not resolved, 5xx after retries."),
        (.temporaryFailure, "Temporary failure: timeout or 429 after retries; try again later."),
        (.notPermitted, "Not authenticated or not permitted: no login, bad credentials, 401/403 after refresh."),
        (.configuration, "Configuration: missing or invalid setting, insecure base URL."),
        (.interrupted, "Interrupted (SIGINT); completed results were written first."),
    ]
}
