/// An error a person can act on: a sentence, the exit code it means, and optional further lines
/// (a hint, a request id). `ErrorReporter` is the one place these become stderr text.
public protocol CLIError: Error {
    var exitCode: ExitCode { get }
    /// One sentence, without the `TOOL: error:` prefix.
    var message: String { get }
    /// Lines printed after the message: how to fix it, where to look.
    var hints: [String] { get }
}

extension CLIError {
    public var hints: [String] { [] }
}

/// A failure with a given message and code, for the many cases that need no type of their own.
public struct ToolError: CLIError, Equatable {
    public var exitCode: ExitCode
    public var message: String
    public var hints: [String]

    public init(_ exitCode: ExitCode, _ message: String, hints: [String] = []) {
        self.exitCode = exitCode
        self.message = message
        self.hints = hints
    }
}

/// A missing or invalid setting, or a configuration file that cannot be read: exit 78.
public struct ConfigError: CLIError, Equatable {
    public var message: String
    public var hints: [String]
    public var exitCode: ExitCode { .configuration }

    public init(_ message: String, hints: [String] = []) {
        self.message = message
        self.hints = hints
    }

    /// `UPS_CLIENT_ID is not set`, followed by the ways to set it.
    public static func missing(_ name: String, option: String? = nil, tool: String) -> ConfigError {
        var ways = [
            "\(tool) config set \(name) …", "export \(name)=…", "add \(name)=… to ./.env", "add \(name) = … to ./Config.xcconfig",
        ]
        if let option { ways.insert("pass --\(option)", at: 0) }
        return ConfigError(
            "\(name) is not set",
            hints: ["Set it in one of these ways: " + ways.joined(separator: "; ") + ".",
                    "See '\(tool) config show'."])
    }
}
