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

    public init(setting: SettingKey<String>, loginArguments: String) {
        self.setting = setting
        self.loginArguments = loginArguments
    }

    /// The password, which joins the run's secrets.
    public func read(_ context: CommandContext, account: String) async throws -> String {
        let password = try await find(context, account: account)
        context.secrets.add(password)
        return password
    }

    private func find(_ context: CommandContext, account: String) async throws -> String {
        let io = context.environment.io
        if context.command[Self.passwordStdin] {
            // Standard input is the terminal itself: read it with echo off rather than show the password.
            return io.stdinIsTerminal ? try await Self.prompt(io, account: account) : try Self.fromStandardInput(context)
        }
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
        return try await Self.prompt(io, account: account)
    }

    static func prompt(_ io: TerminalIO, account: String) async throws -> String {
        guard let typed = await io.readSecretLine("Password for \(account): "), !typed.isEmpty else {
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
}
