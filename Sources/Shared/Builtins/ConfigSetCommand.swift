/// `TOOL config set KEY VALUE` (or `KEY=VALUE` as one word, as `settings set` and `.env` files write it)
/// and `TOOL config unset KEY`, as `gh config set` and `aws configure set` do: edit the user's `$XDG_CONFIG_HOME/TOOL/config.xcconfig`, keeping its comments and other lines.
///
/// Only settings the tool knows are accepted (a typo is 64 with "Did you mean"), each checked against
/// its type; the file becomes 0600 as soon as it holds a secret, and a secret may come from standard
/// input (`--value-stdin`) so that it stays out of the shell history and `ps`.
enum ConfigSetCommand {
    static let valueStdin = OptionKey<Bool>.flag(
        "value-stdin", help: "Read the value from standard input (all of it, less a final line break).")

    static func setSpec(_ tool: ToolDefinition) -> CommandSpec {
        let file = "$XDG_CONFIG_HOME/\(tool.name)/config.xcconfig"
        return CommandSpec(
            "set", abstract: "Set a setting in your configuration file (\(file)).",
            discussion: "The file keeps its comments and other lines; the key's line is replaced, or added at the "
                + "end. It is created 0600 in a 0700 directory, and made 0600 when a secret goes in. Values from "
                + "flags, the environment, ./.env and ./Config.xcconfig still come first; you are told when one "
                + "of them hides the value just set.",
            options: [valueStdin.spec],
            positionals: [
                settingName(tool),
                PositionalSpec("VALUE", help: "The value (or --value-stdin, or KEY=VALUE as one word).", optional: true),
            ],
            examples: [
                Example("\(tool.name) config set \(example(tool).name) \(example(tool).value)", "Keep a setting for every run."),
                Example("\(tool.name) config set \(example(tool).name)=\(example(tool).value)", "The same, as one word."),
                Example(
                    "printf '%s' \"$SECRET\" | \(tool.name) config set \(secretName(tool)) --value-stdin",
                    "A secret, kept out of the shell history."),
            ],
            action: set)
    }

    /// KEY, completed from the tool's settings (checked by the command, which suggests the closest name).
    static func settingName(_ tool: ToolDefinition) -> PositionalSpec {
        PositionalSpec(
            "KEY", help: "A setting name, as 'config show' lists them.",
            type: .suggested(tool.allSettings.filter { !$0.isBootstrap }.map(\.name)))
    }

    static func unsetSpec(_ tool: ToolDefinition) -> CommandSpec {
        CommandSpec(
            "unset", abstract: "Remove a setting from your configuration file.",
            positionals: [settingName(tool)],
            examples: [Example("\(tool.name) config unset \(example(tool).name)", "Back to the default.")],
            action: unset)
    }

    static func set(_ context: CommandContext) async throws -> ExitCode {
        let command = context.command
        let (name, given) = keyAndValue(command.positionals)
        let spec = try setting(named: name, context)
        let value = try await value(for: spec, given: given, context)
        if spec.isSecret { context.secrets.add(value) }
        if let problem = spec.valueType.problem(with: value) {
            let shown = spec.isSecret ? "" : " '\(value)'"
            throw UsageError("invalid value\(shown) for \(spec.name): \(problem)", commandPath: command.path)
        }
        if let problem = XCConfigEditor.problem(with: value) {
            throw UsageError("cannot set \(spec.name): \(problem)", commandPath: command.path)
        }
        let file = try UserConfigFile(context)
        let before = file.text
        try file.write(spec.name, value: value, secret: spec.isSecret)
        if context.isDryRun { return try showChange(file, before: before, would: "would set \(spec.name) in", context) }
        context.note("set \(spec.name) in \(file.description)")
        try tellWhatHides(spec.name, file: file, context)
        return .success
    }

    static func unset(_ context: CommandContext) async throws -> ExitCode {
        let spec = try setting(named: context.command.positionals[0], context)
        let file = try UserConfigFile(context)
        let before = file.text
        let changed = try file.write(spec.name, value: nil, secret: false)
        if context.isDryRun { return try showChange(file, before: before, would: "would remove \(spec.name) from", context) }
        if changed {
            context.note("removed \(spec.name) from \(file.description)")
        } else {
            context.note("\(spec.name) was not set in \(file.description)")
        }
        try tellWhatHides(spec.name, file: file, context)
        return .success
    }

    /// Under `--dry-run` (the edit went to memory): the lines the edit removes (`-`) and adds (`+`) on
    /// stdout, and a note of what would happen to the file, which was left as it was. The value of every
    /// secret line is masked, the old one as much as the new, whatever its length; the rest is scrubbed of
    /// the run's secrets, as every message is.
    private static func showChange(_ file: UserConfigFile, before: String, would: String, _ context: CommandContext) throws -> ExitCode {
        let old = before.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = file.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lines = old.filter { !new.contains($0) && !$0.isEmpty }.map { "- " + masked($0, context) }
        lines += new.filter { !old.contains($0) && !$0.isEmpty }.map { "+ " + masked($0, context) }
        if !lines.isEmpty { try context.output().printText(VisibleText.of(context.redactor.scrub(lines.joined(separator: "\n"))) + "\n") }
        context.note(lines.isEmpty ? "--dry-run: \(file.description) would not change"
            : "--dry-run: \(would) \(file.description); the file was not changed")
        return .success
    }

    /// `KEY = value` with the value masked when KEY is a secret setting or a credential's name
    /// (`KEY[sdk=…] = value` too); any other line as it is.
    static func masked(_ line: String, _ context: CommandContext) -> String {
        guard let equals = line.firstIndex(of: "=") else { return line }
        var key = String(line[..<equals].filter { $0 != " " && $0 != "\t" })
        if let bracket = key.firstIndex(of: "[") { key = String(key[..<bracket]) }
        let isSecret = context.tool.settingSpec(named: key)?.isSecret ?? CredentialNames.isCredential(key)
        guard isSecret, !key.isEmpty, !key.hasPrefix("//"), !key.hasPrefix("#") else { return line }
        return line[...equals] + " " + Redactor.mask
    }

    /// The known setting called `name`; a typo gets the closest name, as an unknown option does.
    static func setting(named name: String, _ context: CommandContext) throws -> SettingSpec {
        let tool = context.tool
        if let spec = tool.settingSpec(named: name) {
            guard !spec.isBootstrap else {
                throw UsageError(
                    "\(name) says where the configuration files are, so it cannot be set inside one; "
                        + "export it or pass its option", commandPath: context.command.path)
            }
            return spec
        }
        let names = tool.allSettings.filter { !$0.isBootstrap }.map(\.name)
        let suggestion = EditDistance.suggestion(for: name.uppercased(), among: names, limit: 2)
            ?? (names.contains(name.uppercased()) ? name.uppercased() : nil)
        throw UsageError(
            "unknown setting '\(name)'; 'config show' lists the settings of \(tool.name)", suggestion: suggestion,
            commandPath: context.command.path)
    }

    /// KEY and VALUE as two words, or as one `KEY=VALUE` word when no second word follows: a setting name
    /// never holds `=`, so the first one splits them (the value may hold more).
    static func keyAndValue(_ words: [String]) -> (key: String, value: String?) {
        if words.count > 1 { return (words[0], words[1]) }
        guard let equals = words[0].firstIndex(of: "="), equals != words[0].startIndex else { return (words[0], nil) }
        return (String(words[0][..<equals]), String(words[0][words[0].index(after: equals)...]))
    }

    private static func value(for spec: SettingSpec, given: String?, _ context: CommandContext) async throws -> String {
        let command = context.command
        if command[valueStdin] {
            guard given == nil else {
                throw UsageError("give VALUE or --value-stdin, not both", commandPath: command.path)
            }
            let io = context.environment.io
            if io.stdinIsTerminal {
                guard let typed = await io.askSecret("\(spec.name): "), !typed.isEmpty else {
                    throw UsageError("no value was entered", commandPath: command.path)
                }
                return typed
            }
            return try LoginPassword.fromStandardInput(context, option: "--value-stdin")
        }
        guard let given else { throw UsageError("missing argument VALUE (or --value-stdin)", commandPath: command.path) }
        if spec.isSecret {
            context.warn("\(spec.name) is a secret, and the command line is kept in your shell history; "
                + "--value-stdin keeps it out")
        }
        return given
    }

    /// A value set in the file is used only where nothing above it has one; say so when something does.
    /// A fresh lookup without this command's flags: a `--timeout` given to `config set` itself does not
    /// hide anything from later runs, and the files are read as they are now, after the edit.
    private static func tellWhatHides(_ name: String, file: UserConfigFile, _ context: CommandContext) throws {
        let fresh = Settings(tool: context.tool, environment: context.environment, flags: [:])
        guard let resolved = try? fresh.resolve(name) else { return }
        switch resolved.source {
        case .xcconfig(let path, _) where path == file.path: return
        case .preset, .builtInDefault: return
        default: context.warn("\(name) also comes from \(resolved.source), which takes precedence here")
        }
    }

    private static func example(_ tool: ToolDefinition) -> (name: String, value: String) {
        (GlobalSettings.timeout.name(in: tool), "60")
    }

    private static func secretName(_ tool: ToolDefinition) -> String {
        tool.allSettings.first(where: \.isSecret)?.name ?? "\(tool.prefix)_API_KEY"
    }
}
