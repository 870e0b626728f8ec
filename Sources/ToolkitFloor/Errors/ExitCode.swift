/// The process exit status, with the meanings of docs/exit-codes.md.
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
}
