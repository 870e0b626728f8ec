/// Why CSV input could not be read: malformed data (exit 65) at physical line `line`, or, with `readError`
/// set, a source that failed to read.
public struct CSVError: Error, Equatable, Sendable, CustomStringConvertible {
    public var line: Int
    public var message: String
    public var readError: FileSystemError?
    /// The error concerns one record only, and the reader stands at the next one: a caller may go on.
    public var isRecoverable: Bool

    public init(line: Int, message: String, readError: FileSystemError? = nil, isRecoverable: Bool = false) {
        self.line = line
        self.message = message
        self.readError = readError
        self.isRecoverable = isRecoverable
    }

    public var description: String { "line \(line): \(message)" }
}
