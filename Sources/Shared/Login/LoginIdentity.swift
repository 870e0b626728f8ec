/// Who `auth login` signs in as: the email or user name setting (`--email`, `P_EMAIL`, …), else a
/// question on the terminal, as gh and aws ask. Never a question without a terminal: a script gets the
/// missing-setting error (exit 78) saying how to pass it. Under `--mock`, the identity typed is the one
/// signed in; with nothing typed (or no terminal) the fixtures' own user. End of input at the question
/// (Ctrl-D) is exit 77 at once, as at every sign-in question.
public struct LoginIdentity: Sendable {
    public var setting: SettingKey<String>
    /// The option that sets it (`email`, `username`), for the error.
    public var option: String
    /// What the question calls it: `Email`, `User name`.
    public var label: String
    /// The fixtures' user, for `--mock` when none is given.
    public var mockDefault: String

    public init(setting: SettingKey<String>, option: String, label: String, mockDefault: String) {
        self.setting = setting
        self.option = option
        self.label = label
        self.mockDefault = mockDefault
    }

    public func read(_ context: CommandContext, isMock: Bool) async throws -> String {
        if let configured = try context.settings.value(setting) { return configured }
        let io = context.environment.io
        if io.stdinIsTerminal {
            let prompt = isMock ? "\(label) [\(mockDefault)]: " : "\(label): "
            // End of input (Ctrl-D) ends the sign-in, even under --mock: only Enter takes the default.
            guard let line = await io.ask(prompt) else {
                throw ToolError(.notPermitted, "no \(label.lowercased()) was entered (end of input)")
            }
            let typed = line.trimmedWhitespace
            if !typed.isEmpty { return typed }
            if isMock { return mockDefault }
            throw ToolError(.notPermitted, "no \(label.lowercased()) was entered")
        }
        if isMock { return mockDefault }
        throw ConfigError.missing(setting.name(in: context.tool), option: option, tool: context.tool.name)
    }
}
