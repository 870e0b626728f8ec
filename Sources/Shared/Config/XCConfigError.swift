/// Why an xcconfig file could not be read: a malformed line, an unknown directive or operator, a missing
/// required include or an include cycle.
///
/// `file` and `line` locate the offending line; for an include problem they are the `#include` line in
/// the including file. `line` is 0 when the problem is the whole file (the entry file cannot be read).
public struct XCConfigError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `FILE:LINE: message`, the form compilers use, so editors can jump to it.
    public var description: String { "\(file):\(line): \(message)" }
}
