/// One line of a tool's EXIT STATUS (help and man page): a code and what it means in that tool. Each
/// tool lists the codes it can return, in its own words: a tool that reads no CSV does not mention one.
/// The meanings that read the same in every tool are here; a tool words 1, 65, 66 and 77 itself.
public struct ExitStatus: Sendable {
    public var code: ExitCode
    public var meaning: String

    public init(_ code: ExitCode, _ meaning: String) {
        self.code = code
        self.meaning = meaning
    }

    public static let success = ExitStatus(.success, "Success.")
    public static let usage = ExitStatus(
        .usage, "Usage: an unknown command or option, a missing or malformed argument.")
    public static let unavailable = ExitStatus(
        .unavailable, "The service is unavailable: connection refused, name not resolved, a 5xx answer after retries, "
            + "or libcurl is not installed.")
    public static let outputFailed = ExitStatus(
        .outputFailed, "Output could not be written: a full disk, a quota or file size limit, an I/O error, a closed "
            + "standard output. The message names where and why. It wins over 1 and 65.")
    public static let temporaryFailure = ExitStatus(
        .temporaryFailure, "Temporary failure: a timeout, or 429 after retries; try again later.")
    public static let configuration = ExitStatus(
        .configuration,
        "Configuration: a missing or invalid setting, \(GlobalFiles.settings.joined(separator: " or ")) naming a file that "
            + "does not exist, an insecure base URL, or a base URL from the working directory's .env or Config.xcconfig "
            + "with credentials from elsewhere.")
    public static let interrupted = ExitStatus(
        .interrupted, "Interrupted (Ctrl-C); the results completed before it were written first.")
    public static let brokenPipe = ExitStatus(
        .brokenPipe, "Standard output was closed by its reader (| head); nothing is printed about it.")

    /// `files`, the tool's own input files, then those of the global options that are inputs.
    public static func noInput(_ files: [String]) -> ExitStatus {
        ExitStatus(.noInput, "A file is missing or unreadable: \((files + GlobalFiles.inputs).joined(separator: ", ")).")
    }
}

/// The files the global options name, by what a missing one means: an input that is not there (66), or a
/// setting that points nowhere (78). EXIT STATUS is written from this table, and a test runs every tool
/// with each of these options naming a missing file and checks the code against it.
public enum GlobalFiles {
    public static let inputs = ["--mock-dir"]
    public static let settings = ["--config", "--env-file"]
}
