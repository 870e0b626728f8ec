/// The new password a service may demand at sign-in (Cognito's `NEW_PASSWORD_REQUIRED`, for an account
/// made with a temporary password): from standard input with the tool's flag (`--new-password-stdin`), else
/// asked twice with echo off on a terminal. Like the password, never from an option value.
public struct LoginNewPassword: Sendable {
    /// The flag that reads it from standard input: the second line when `--password-stdin` is given too.
    public var option: OptionKey<Bool>
    /// Who asks for it, for the error when no one can answer (`Cognito`).
    public var askedBy: String

    public init(option: OptionKey<Bool>, askedBy: String) {
        self.option = option
        self.askedBy = askedBy
    }

    /// Whether `auth login` reads it from standard input: its flag given, and standard input not the terminal
    /// (where it is asked for instead, only when the service demands it).
    func isOnStandardInput(_ context: CommandContext) -> Bool {
        context.command[option] && !context.environment.io.stdinIsTerminal
    }

    /// The new password when the service demands one: `given` (read from standard input with the password),
    /// else asked twice on a terminal. It joins the run's secrets.
    public func ask(_ context: CommandContext, given: String?, account: String) async throws -> String {
        if let given { return given }
        let io = context.environment.io
        guard io.stdinIsTerminal else {
            throw ToolError(
                .notPermitted, "\(askedBy) asks for a new password for \(account), and standard input is not a terminal",
                hints: ["Pass it on standard input with --\(option.long) (the second line when --password-stdin is used too)."])
        }
        let first = try await LoginPassword.prompt(io, "New password for \(account): ")
        let second = try await LoginPassword.prompt(io, "New password again: ")
        guard first == second else { throw ToolError(.notPermitted, "the two new passwords differ; nothing was changed") }
        context.secrets.add(first)
        return first
    }
}
