import Glibc

/// A result that could not be written (exit 74): a full disk, a quota, a file size limit, an I/O error,
/// a closed or invalid descriptor. A closed pipe is not one of these: it ends the process quietly with
/// SIGPIPE (`FileDescriptorSink`).
///
/// `cannot write output to standard output: No space left on device`, or the file's path in place of
/// `standard output`. A batch adds how many of its records were written whole, so a person knows where
/// `--resume` carries on.
public struct WriteFailure: CLIError, Equatable, Sendable {
    /// `standard output`, or the path of the file.
    public var destination: String
    /// The system's words for the error number (`strerror`).
    public var reason: String
    /// The error number, for callers that tell a full disk from a closed descriptor (0 when not known).
    public var errorNumber: Int32
    /// Records that reached the destination whole before the failure, when the writer counts records.
    public var recordsWritten: Int?
    /// What the person can do next (a batch's `--resume`), after the count.
    public var nextStep: String?

    public init(destination: String, errorNumber: Int32, recordsWritten: Int? = nil, nextStep: String? = nil) {
        self.destination = destination
        self.errorNumber = errorNumber
        self.reason = String(cString: strerror(errorNumber))
        self.recordsWritten = recordsWritten
        self.nextStep = nextStep
    }

    /// `file`, which the command could not write, with the file system's words for why (`config set`).
    /// When the failure was on the way there (a parent directory that is a file), that path is named too.
    public init(_ error: FileSystemError, writing file: String) {
        self.destination = file
        self.errorNumber = 0
        self.reason = error.path == file ? error.reason : "\(error.path): \(error.reason)"
    }

    /// `standard output` as the message names it.
    public static let standardOutput = "standard output"

    public var exitCode: ExitCode { .outputFailed }

    public var message: String { "cannot write output to \(destination): \(reason)" }

    public var hints: [String] {
        guard let recordsWritten else { return nextStep.map { [$0] } ?? [] }
        let count = switch recordsWritten {
        case 0: "No record was"
        case 1: "1 record was"
        default: "\(Plural.grouped(recordsWritten)) records were"
        }
        return ["\(count) written whole before it." + (nextStep.map { " " + $0 } ?? "")]
    }

    /// The same failure, with the count of whole records a batch wrote before it.
    public func counting(_ records: Int, nextStep: String? = nil) -> WriteFailure {
        var copy = self
        copy.recordsWritten = records
        copy.nextStep = nextStep
        return copy
    }
}
