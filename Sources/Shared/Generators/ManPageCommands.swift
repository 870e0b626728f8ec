/// The parts of the man page drawn from the command tree: one subsection per visible command (usage,
/// description, arguments, options), option entries, and the examples of every command.
enum ManPageCommands {
    /// A `.SS` per visible command, depth first; hidden commands and everything under them are left out.
    static func commands(tool: ToolDefinition, root: CommandSpec) -> [String] {
        var lines = [
            RoffText.line(
                "Run '\(tool.name) help COMMAND' or '\(tool.name) COMMAND --help' for the same text.")
        ]
        for (path, spec) in root.allDescendants() {
            let words = ([tool.name] + path).joined(separator: " ")
            lines += [".SS \(RoffText.argument(words))", usage(words: words, spec: spec), ".br"]
            lines.append(RoffText.line(spec.abstract))
            if let discussion = spec.discussion {
                lines += [".PP"] + RoffText.joinedParagraphs([discussion])
            }
            if spec.sendsNoRequests {
                // Help leaves these options out of the command's list; the page, which lists the global
                // options once for all, says which of them this command does not take.
                let ignored = root.options.filter(\.isForRequests).filter { !$0.isHidden }.map { "--" + $0.long }
                lines += [".PP", RoffText.line("It sends no request, so \(ignored.joined(separator: ", ")) do not apply.")]
            }
            let subcommands = spec.visibleSubcommands
            if !subcommands.isEmpty {
                lines += [
                    ".PP", RoffText.line("Commands: \(subcommands.map(\.name).joined(separator: ", "))."),
                ]
            }
            for positional in spec.positionals {
                lines += [
                    ".TP", RoffText.guarded(RoffText.italic(positional.name)),
                    RoffText.line(describe(positional)),
                ]
            }
            lines += spec.visibleOptions.flatMap(option)
        }
        return lines
    }

    /// `\fBtool orders get\fR [\fIOPTIONS\fR] \fIID\fR`, as help's usage line shows it.
    static func usage(words: String, spec: CommandSpec) -> String {
        var parts = [RoffText.bold(words)]
        if !spec.subcommands.isEmpty && spec.action == nil { parts.append(RoffText.italic("COMMAND")) }
        parts.append("[" + RoffText.italic("OPTIONS") + "]")
        for positional in spec.positionals {
            let core = RoffText.italic(positional.name) + (positional.isRepeating ? " ..." : "")
            parts.append(positional.isOptional ? "[\(core)]" : core)
        }
        return RoffText.guarded(parts.joined(separator: " "))
    }

    private static func describe(_ positional: PositionalSpec) -> String {
        var text = positional.help
        if case .choice(let values) = positional.valueType, !values.isEmpty {
            text += " Values: \(values.joined(separator: ", "))."
        }
        if positional.isOptional { text += " Optional." }
        if positional.isRepeating { text += " May be given more than once." }
        return text
    }

    /// A `.TP` entry: `-o, --output FORMAT` (or `--cache, --no-cache`) and help's description of it,
    /// with values, default, environment variable and whether it repeats.
    static func option(_ option: OptionSpec) -> [String] {
        var tag = option.short.map { RoffText.bold("-\($0)") + ", " } ?? ""
        tag += RoffText.bold("--" + option.long)
        if option.isNegatable { tag += ", " + RoffText.bold("--no-" + option.long) }
        if option.takesValue { tag += " " + RoffText.italic(option.valueName) }
        return [".TP", RoffText.guarded(tag), RoffText.line(HelpRenderer.describe(option))]
    }

    /// The tool's examples, then every visible command's, each as its explanation and the command line.
    static func examples(tool: ToolDefinition, root: CommandSpec) -> [String] {
        let examples = root.examples + root.allDescendants().flatMap(\.spec.examples)
        var lines: [String] = []
        for example in examples {
            if !lines.isEmpty { lines.append(".PP") }
            lines += [RoffText.line(example.explanation), ".RS 4", ".EX"]
            lines += example.command.split(separator: "\n").map { RoffText.verbatim(String($0)) }
            lines += [".EE", ".RE"]
        }
        return lines.isEmpty ? [RoffText.line("See '\(tool.name) help'.")] : lines
    }
}
