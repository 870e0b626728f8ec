/// Help text for any command of a tool, drawn from the command model: usage, description, commands,
/// arguments, options with their defaults and environment variables, examples, and (for the tool itself)
/// exit codes. Pure: the same model and width give the same text.
public struct HelpRenderer: Sendable {
    public let tool: ToolDefinition
    /// The column options and commands are listed in: 30 characters, narrower on a narrow terminal.
    static func labelWidth(for width: Int) -> Int { min(30, max(16, width / 3)) }

    public init(tool: ToolDefinition) {
        self.tool = tool
    }

    /// - Parameter wrapsExamples: whether an example command longer than `width` continues after ` \\` on
    ///   indented lines (on a terminal); to a pipe or file each example stays on one line.
    public func render(path: [String], width: Int = 80, wrapsExamples: Bool = true) -> String {
        let root = tool.rootSpec
        let spec = root.descendant(at: path) ?? root
        let name = ([tool.name] + path).joined(separator: " ")
        var out = TextWrapping.wrap("\(name) — \(spec.abstract)", width: width).joined(separator: "\n") + "\n\n"
        out += "USAGE: \(Self.usage(name: name, spec: spec))\n"
        if let discussion = spec.discussion ?? (path.isEmpty ? tool.discussion : nil), !discussion.isEmpty {
            out += "\n" + TextWrapping.wrap(discussion, width: width).joined(separator: "\n") + "\n"
        }
        let commands = spec.visibleSubcommands
        if !commands.isEmpty {
            out += "\nCOMMANDS:\n"
            for command in commands { out += entry(command.name, command.abstract, width: width) }
        }
        if !spec.positionals.isEmpty {
            out += "\nARGUMENTS:\n"
            for positional in spec.positionals { out += entry(positional.usage, positional.help, width: width) }
        }
        let own = path.isEmpty ? [] : spec.visibleOptions
        if !own.isEmpty {
            out += "\nOPTIONS:\n"
            for option in own { out += entry(Self.label(option), Self.describe(option), width: width) }
        }
        out += path.isEmpty ? "\nOPTIONS:\n" : "\nGLOBAL OPTIONS:\n"
        for option in spec.globalOptions(from: root.visibleOptions) { out += entry(Self.label(option), Self.describe(option), width: width) }
        let examples = spec.examples
        if !examples.isEmpty {
            out += "\nEXAMPLES:\n"
            for example in examples {
                let lines = wrapsExamples
                    ? TextWrapping.command(example.command, width: width, indent: "  ", continuation: "    ")
                    : ["  " + example.command]
                out += lines.map { $0 + "\n" }.joined()
                out += TextWrapping.wrap(example.explanation, width: width - 6).map { "      " + $0 + "\n" }.joined()
            }
        }
        if path.isEmpty {
            out += "\nEXIT STATUS:\n"
            for status in tool.exitStatuses {
                out += TextWrapping.entry(String(status.code.rawValue), status.meaning, indent: 2, labelWidth: 6, width: width)
            }
        }
        let helpHint = commands.isEmpty ? "" : "\nSee '\(name) COMMAND --help' for more about a command.\n"
        return out + helpHint
    }

    private func entry(_ label: String, _ text: String, width: Int) -> String {
        TextWrapping.entry(label, text, indent: 2, labelWidth: Self.labelWidth(for: width), width: width)
    }

    /// `upsctl validate [OPTIONS] [ID]` or `upsctl auth COMMAND`.
    public static func usage(name: String, spec: CommandSpec) -> String {
        var parts = [name]
        if !spec.subcommands.isEmpty && spec.action == nil { parts.append("COMMAND") }
        parts.append("[OPTIONS]")
        parts += spec.positionals.map(\.usage)
        return parts.joined(separator: " ")
    }

    /// `-o, --output FORMAT`, `--[no-]cache`.
    public static func label(_ option: OptionSpec) -> String {
        guard option.isNegatable else { return option.displayNames }
        return (option.short.map { "-\($0), " } ?? "") + "--[no-]\(option.long)"
    }

    /// The option's help with what it accepts, its default, its variable and whether it repeats.
    public static func describe(_ option: OptionSpec) -> String {
        var text = option.help
        if option.isRequired { text += " Required." }
        if case .choice(let values) = option.valueType, !values.isEmpty {
            text += " Values: \(values.joined(separator: ", "))."
        }
        if option.isRepeatable { text += " Repeatable." }
        if let value = option.defaultDescription { text += " Default: \(value)." }
        if let setting = option.setting { text += " Env: \(setting)." }
        return text
    }
}
