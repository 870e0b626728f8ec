import Shared

/// Where `auth login` gets the password (docs/usage.md, "Signing in") and, when Cognito asks for one, the new
/// password. The password: standard input with `--password-stdin`, else `SCOREBASE_PASSWORD`, else a prompt
/// with echo off on a terminal; `--mock` asks the same way. The new password: standard input with
/// `--new-password-stdin`, else a prompt asked twice. With both flags, standard input's first line is the
/// password and its second the new one. Never from an option value (shell history, `ps`).
struct LoginSecrets: Sendable {
    static let passwordStdin = OptionKey<Bool>.flag(
        "password-stdin", help: "Read the password from standard input (all of it, less a final line break).")
    static let newPasswordStdin = OptionKey<Bool>.flag(
        "new-password-stdin",
        help: "Read the new password Cognito may ask for from standard input (the second line with --password-stdin).")

    var password: String
    /// The new password given on standard input; nil means ask on the terminal if Cognito wants one.
    var newPassword: String?

    static func read(_ context: CommandContext, username: String) async throws -> LoginSecrets {
        let command = context.command, io = context.environment.io
        let wantsPassword = command[passwordStdin], wantsNew = command[newPasswordStdin]
        var lines: [String] = []
        if (wantsPassword || wantsNew), !io.stdinIsTerminal {
            lines = try standardInputLines(context, count: wantsPassword && wantsNew ? 2 : 1)
        }
        let password: String
        if wantsPassword {
            password = io.stdinIsTerminal ? try await prompt(io, "Password for \(username): ") : lines.removeFirst()
        } else if let configured = try context.settings.value(ScorebaseSettings.password) {
            password = configured
        } else if io.stdinIsTerminal {
            password = try await prompt(io, "Password for \(username): ")
        } else {
            throw ToolError(
                .notPermitted, "no password: standard input is not a terminal, so scorebase cannot ask for one",
                hints: [
                    "Pass it on standard input: printf '%s\\n' \"$PASSWORD\" | scorebase auth login --username \(username) --password-stdin",
                    "Or set SCOREBASE_PASSWORD.",
                ])
        }
        return LoginSecrets(password: password, newPassword: wantsNew && !io.stdinIsTerminal ? lines.first : nil)
    }

    /// The new password Cognito asks for: from standard input if given, else asked twice on a terminal.
    static func newPassword(_ io: TerminalIO, given: String?, username: String) async throws -> String {
        if let given { return given }
        guard io.stdinIsTerminal else {
            throw ToolError(
                .notPermitted, "Cognito asks for a new password for \(username), and standard input is not a terminal",
                hints: ["Pass it on standard input with --new-password-stdin (the second line when --password-stdin is used too)."])
        }
        let first = try await prompt(io, "New password for \(username): ")
        let second = try await prompt(io, "New password again: ")
        guard first == second else { throw ToolError(.notPermitted, "the two new passwords differ; nothing was changed") }
        return first
    }

    static func prompt(_ io: TerminalIO, _ text: String) async throws -> String {
        guard let typed = await io.readSecretLine(text), !typed.isEmpty else {
            throw ToolError(.notPermitted, "no password was entered")
        }
        return typed
    }

    /// The first `count` lines of standard input, each without its line break; a single value takes the
    /// whole input (a password may not contain a line break, but everything else is kept).
    static func standardInputLines(_ context: CommandContext, count: Int) throws -> [String] {
        let text = String(decoding: try context.environment.io.stdin.readAll(), as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }
        if lines.last == "" { lines.removeLast() }
        let flags = count == 2 ? "--password-stdin and --new-password-stdin" : "the -stdin option"
        guard lines.count >= count, lines.prefix(count).allSatisfy({ !$0.isEmpty }) else {
            throw UsageError(
                "\(flags) \(count == 2 ? "need two lines" : "needs a line") on standard input, and it has \(lines.count)",
                commandPath: context.command.path)
        }
        return Array(lines.prefix(count))
    }
}
