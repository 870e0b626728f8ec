import ToolkitFloor
/// A command line that cannot be run as written. Reported as `TOOL: error: …`, a suggestion when one is
/// close, and `See 'TOOL COMMAND --help'.`; exit 64.
public struct UsageError: Error, Equatable, Sendable {
    public var message: String
    /// A close known name, for "Did you mean 'NAME'?".
    public var suggestion: String?
    /// The command words reached when the error was found, so the hint points at the right help.
    public var commandPath: [String]

    public init(_ message: String, suggestion: String? = nil, commandPath: [String] = []) {
        self.message = message
        self.suggestion = suggestion
        self.commandPath = commandPath
    }
}

extension UsageError: CLIError {
    public var exitCode: ExitCode { .usage }
}
