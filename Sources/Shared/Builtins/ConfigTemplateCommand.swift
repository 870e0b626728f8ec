/// `TOOL config template`: an xcconfig of every setting a file may hold, from the settings model, to save
/// as `Config.xcconfig` and fill in. Each setting has its one-line help above it; a required one (without
/// which a real run exits 78) reads `<FILL-ME>`, which `Settings` refuses to load until it is replaced, so a
/// half-filled file fails at once, naming the line, instead of sending `<FILL-ME>` as a credential. The
/// others are commented out at their defaults.
enum ConfigTemplateCommand {
    /// What a required setting reads in the template; a file that still holds it does not load.
    static let placeholder = "<FILL-ME>"

    static func spec(_ tool: ToolDefinition) -> CommandSpec {
        CommandSpec(
            "template", abstract: "Print an xcconfig of every setting, to save as Config.xcconfig and fill in.",
            discussion: "Each setting comes with its help as a comment. Required settings read \(placeholder): "
                + "\(tool.name) exits 78 naming the line while one is left. The others are commented out at their "
                + "defaults. \(tool.prefix)_CONFIG, \(tool.prefix)_ENV_FILE and \(tool.prefix)_PROFILE are not in it: "
                + "a file cannot say where the files are. Keep the filled-in file out of version control.",
            examples: [
                Example("\(tool.name) config template", "Every setting a file may hold, with its help."),
                Example(
                    "\(tool.name) config template > Config.xcconfig && echo Config.xcconfig >> .gitignore",
                    "Start a configuration file that git will not pick up."),
            ],
            action: { context in
                context.stdout.write(text(tool))
                return .success
            }
        ).printingRawText()
    }

    /// The template: a header, then a paragraph a setting, in `config show`'s order. Every comment is
    /// wrapped to fit 80 columns, where the file is read; a boolean default reads as `config show` shows
    /// it (`false`, not `0`).
    static func text(_ tool: ToolDefinition) -> String {
        var lines = comment(
            "\(tool.name)'s settings, as a file may hold them (made by '\(tool.name) config template'). Save as "
                + "./Config.xcconfig or $XDG_CONFIG_HOME/\(tool.name)/config.xcconfig, and keep it out of git. Replace "
                + "each \(placeholder): \(tool.name) exits 78 while one is left. A line left commented out keeps the "
                + "default it shows; remove the // to change it.")
        for spec in tool.allSettings where !spec.isBootstrap {
            lines.append("")
            lines += comment(spec.help)
            if spec.isRequired {
                lines.append("\(spec.name) = \(placeholder)")
            } else {
                lines.append("// \(spec.name) = \(written(shown(spec)))".trimmingTrailingSpaces)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The widest line a comment takes, `// ` included.
    static let width = 80

    /// `text` as `//` comment lines of at most `width` columns.
    static func comment(_ text: String) -> [String] {
        TextWrapping.wrap(text, width: width - 3).map { "// " + $0 }
    }

    /// A setting's default as `config show` prints it: booleans as `true` or `false`.
    static func shown(_ spec: SettingSpec) -> String {
        let value = spec.defaultValue ?? ""
        if case .boolean = spec.valueType, let flag = BooleanText.parse(value) { return flag ? "true" : "false" }
        return value
    }

    /// A value as xcconfig reads it back: `//` would start a comment, so a URL's is written `/$()/`.
    static func written(_ value: String) -> String {
        value.replacingText("//", with: "/$()/")
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
