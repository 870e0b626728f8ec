/// Where `auth login` gets a password (docs/usage.md, "Signing in"), in this order: standard input with
/// `--password-stdin`; the tool's password setting (`TRACEWISE_PASSWORD`); a prompt with echo off when
/// standard input is a terminal. Never from an option value, which would sit in the shell history and in
/// `ps`. `--mock` asks the same way, so a script written against it works unchanged against the service.
public struct LoginPassword: Sendable {
    public static let passwordStdin = OptionKey<Bool>.flag(
        "password-stdin", help: "Read the password from standard input (all of it, less a final line break).")

    /// The setting that may hold the password.
    public var setting: SettingKey<String>
    /// The `auth login` options a script needs besides the password, for the hint (`--email ann@…`).
    public var loginArguments: String
    /// The new password the service may demand, for a tool whose service does (scorebase).
    public var newPassword: LoginNewPassword?

    public init(setting: SettingKey<String>, loginArguments: String, newPassword: LoginNewPassword? = nil) {
        self.setting = setting
        self.loginArguments = loginArguments
        self.newPassword = newPassword
    }

    /// The password, which joins the run's secrets.
    public func read(_ context: CommandContext, account: String) async throws -> String {
        try await readWithNewPassword(context, account: account).password
    }

    /// The password, and the new password when it was given on standard input (nil: ask on a terminal if the
    /// service demands one, through `LoginNewPassword.ask`). With both flags, standard input's first line is
    /// the password and its second the new one. Both join the run's secrets.
    public func readWithNewPassword(
        _ context: CommandContext, account: String
    ) async throws -> (password: String, newPassword: String?) {
        let passwordOnStandardInput = context.command[Self.passwordStdin] && !context.environment.io.stdinIsTerminal
        var password: String?, new: String?
        switch (passwordOnStandardInput, newPassword?.isOnStandardInput(context) ?? false) {
        case (true, true):
            (password, new) = try Self.twoLinesOfStandardInput(context, newPasswordOption: newPassword?.option.long ?? "")
        case (true, false):
            password = try Self.fromStandardInput(context)
        case (false, true):
            new = try Self.fromStandardInput(context, option: "--" + (newPassword?.option.long ?? ""))
        case (false, false):
            break
        }
        let found: String
        if let password { found = password } else { found = try await find(context, account: account) }
        context.secrets.add(found)
        context.secrets.add(new)
        return (found, new)
    }

    /// The password when standard input does not hold it: the setting, else a prompt on the terminal.
    private func find(_ context: CommandContext, account: String) async throws -> String {
        let io = context.environment.io
        // `--password-stdin` with standard input the terminal itself: read it with echo off, not shown.
        if context.command[Self.passwordStdin] { return try await Self.prompt(io, "Password for \(account): ") }
        if let password = try context.settings.value(setting) { return password }
        guard io.stdinIsTerminal else {
            let tool = context.tool.name
            throw ToolError(
                .notPermitted, "no password: standard input is not a terminal, so \(tool) cannot ask for one",
                hints: [
                    "Pass it on standard input: printf '%s\\n' \"$PASSWORD\" | \(tool) auth login \(loginArguments) --password-stdin",
                    "Or set \(setting.name(in: context.tool)).",
                ])
        }
        return try await Self.prompt(io, "Password for \(account): ")
    }

    static func prompt(_ io: TerminalIO, _ text: String) async throws -> String {
        guard let typed = await io.askSecret(text), !typed.isEmpty else {
            throw ToolError(.notPermitted, "no password was entered")
        }
        return typed
    }

    /// All of standard input without its final line break (`echo "$PW" |` adds one; `printf '%s'` not),
    /// for `--password-stdin` and any other option (`option`) that takes a secret from standard input.
    static func fromStandardInput(_ context: CommandContext, option: String = "--password-stdin") throws -> String {
        let bytes = try context.environment.io.stdin.readAll().droppingFinalLineBreak()
        guard !bytes.isEmpty else {
            throw UsageError("\(option) was given but standard input is empty", commandPath: context.command.path)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The password and the new password as the first two lines of standard input, each without its line
    /// break (`\n` or `\r\n`); a line after them is ignored.
    static func twoLinesOfStandardInput(
        _ context: CommandContext, newPasswordOption: String
    ) throws -> (String, String) {
        // Split as bytes: as a Swift string, "\r\n" is one character and would not split at "\n".
        var lines = try context.environment.io.stdin.readAll().split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { line in String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self) }
        if lines.last == "" { lines.removeLast() }
        guard lines.count >= 2, !lines[0].isEmpty, !lines[1].isEmpty else {
            throw UsageError(
                "--password-stdin and --\(newPasswordOption) need two lines on standard input, and it has \(lines.count)",
                commandPath: context.command.path)
        }
        return (lines[0], lines[1])
    }
}
