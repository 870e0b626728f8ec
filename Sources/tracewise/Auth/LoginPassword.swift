import Shared

/// Where `auth login` gets the password (toolkit contract §6), in this order: standard input with
/// `--password-stdin`; `TRACEWISE_PASSWORD`; under `--mock` a placeholder (nothing is checked); a prompt
/// with echo off when standard input is a terminal. Never from an option value, which would sit in the
/// shell history and in `ps`.
enum LoginPassword {
    static let passwordStdin = OptionKey<Bool>.flag(
        "password-stdin", help: "Read the password from standard input (all of it, less a final line break).")

    static func read(_ context: CommandContext, email: String, isMock: Bool) throws -> String {
        let io = context.environment.io
        if context.command[passwordStdin] {
            // Standard input is the terminal itself: read it with echo off rather than show the password.
            return io.stdinIsTerminal ? try prompt(io, email: email) : try fromStandardInput(context)
        }
        if let password = try context.settings.value(TracewiseSettings.password) { return password }
        if isMock { return FirebaseLogin.mockPassword }
        guard io.stdinIsTerminal else {
            throw ToolError(
                .notPermitted, "no password: standard input is not a terminal, so tracewise cannot ask for one",
                hints: [
                    "Pass it on standard input: printf '%s\\n' \"$PASSWORD\" | tracewise auth login --email \(email) --password-stdin",
                    "Or set TRACEWISE_PASSWORD.",
                ])
        }
        return try prompt(io, email: email)
    }

    static func prompt(_ io: TerminalIO, email: String) throws -> String {
        guard let typed = io.readSecretLine("Password for \(email): "), !typed.isEmpty else {
            throw ToolError(.notPermitted, "no password was entered")
        }
        return typed
    }

    /// All of standard input without its final line break (`echo "$PW" |` adds one; `printf '%s'` not).
    static func fromStandardInput(_ context: CommandContext) throws -> String {
        var bytes = try context.environment.io.stdin.readAll()
        if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        guard !bytes.isEmpty else {
            throw UsageError("--password-stdin was given but standard input is empty", commandPath: context.command.path)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
