/// The man(7) page of a tool, drawn from the same command model as parsing, help and completions:
/// NAME, SYNOPSIS, DESCRIPTION, COMMANDS, OPTIONS, ENVIRONMENT, FILES, EXIT STATUS, EXAMPLES, SEE ALSO.
///
/// The output is deterministic (no build date, no machine paths), so the committed `man/TOOL.1` can be
/// compared with a fresh rendering, and it is clean under `mandoc -T lint -W warning`.
public enum ManPageRenderer {
    /// The date printed in the page footer. Bumped with each release, never taken from the clock, so
    /// rendering twice gives the same page.
    static let date = "2026-11-22"


    /// Renders the whole page.
    public static func render(_ tool: ToolDefinition) -> String {
        let root = tool.rootSpec
        var lines = [
            #".\" Manual page for \#(tool.name); generated from the tool's command model, do not edit."#,
            ".TH \(RoffText.argument(tool.name.uppercased())) 1 \(date) "
                + "\(RoffText.argument("\(tool.name) \(tool.version)")) \"User Commands\"",
            // No hyphenation and ragged right: URLs, option names and paths must copy and paste intact.
            ".nh",
            ".ad l",
            ".SH NAME",
            RoffText.line("\(tool.name) - \(tool.abstract)"),
        ]
        lines += synopsis(tool)
        lines += [".SH DESCRIPTION"] + description(tool)
        lines += [".SH COMMANDS"] + ManPageCommands.commands(tool: tool, root: root)
        lines += [
            ".SH OPTIONS", RoffText.line("Global options, accepted before or after the command words:"),
        ]
        lines += root.visibleOptions.flatMap(ManPageCommands.option)
        lines += [".SH ENVIRONMENT"] + environment(tool)
        lines +=
            [".SH FILES"]
            + tool.allFiles.flatMap {
                [".TP", "\\fI" + RoffText.escape($0.path) + "\\fR", RoffText.line($0.help)]
            }
        lines += [".SH EXIT STATUS"]
        lines += tool.exitStatuses.flatMap { [".TP", ".B \($0.code.rawValue)", RoffText.line($0.meaning)] }
        lines += [".SH EXAMPLES"] + ManPageCommands.examples(tool: tool, root: root)
        lines += [".SH SEE ALSO"] + seeAlso(tool)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func synopsis(_ tool: ToolDefinition) -> [String] {
        let name = RoffText.bold(tool.name)
        return [
            ".SH SYNOPSIS",
            "\(name) [\\fIglobal options\\fR] \\fIcommand\\fR [\\fIsubcommand\\fR ...] [\\fIoptions\\fR] "
                + "[\\fIarguments\\fR]",
            ".br",
            "\(name) [\\fIcommand\\fR ...] \(RoffText.bold("--help"))",
            ".br",
            "\(name) \(RoffText.bold("--version"))",
        ]
    }

    private static func description(_ tool: ToolDefinition) -> [String] {
        var lines = RoffText.joinedParagraphs([tool.discussion.isEmpty ? tool.abstract : tool.discussion])
        lines += [
            ".PP",
            RoffText.line(
                "Global options are accepted before or after the command words. An option's value follows it "
                    + "as the next argument or attached (--name=value, -nVALUE); short flags bundle (-vq); "
                    + "-- ends the options, and a lone - as a file argument means standard input. A flag "
                    + "whose default is on also has a --no-NAME form. A setting is taken from the first of: "
                    + "an option, the process environment, the .env file, the selected profile's file "
                    + "(--profile), the xcconfig file, the environment's preset, the default; '\(tool.name) config show' tells where each one "
                    + "came from."),
        ]
        guard !tool.environments.isEmpty else { return lines }
        lines += [
            ".PP",
            RoffText.line(
                "Environments, chosen with --env or \(tool.setting("ENV")) "
                    + "(default \(tool.defaultEnvironment)):"
            ),
        ]
        for preset in tool.environments {
            var text = preset.help
            for (key, value) in preset.values.sorted(by: { $0.key < $1.key }) { text += " \(key)=\(value)." }
            lines += [".TP", RoffText.guarded(RoffText.bold(preset.name)), RoffText.line(text)]
        }
        return lines
    }

    /// Conventions every tool follows (docs/usage.md, docs/http.md), after the tool's own settings.
    static let standardVariables: [(name: String, help: String)] = [
        (
            "NO_COLOR",
            "Set and not empty: no colour with --color auto, even on a terminal and even with "
                + "CLICOLOR_FORCE; --color always still colours."
        ),
        (
            "CLICOLOR_FORCE",
            "Set, not empty and not 0: colour with --color auto even when output is not a "
                + "terminal, unless NO_COLOR is set."
        ),
        ("COLUMNS", "The width tables and help fit on a terminal; else the terminal's size, else 80."),
        (
            "XDG_CONFIG_HOME",
            "Base of the user configuration directory (default ~/.config); a value that is "
                + "not an absolute path is ignored."
        ),
        (
            "XDG_CACHE_HOME",
            "Base of the cache directory for access tokens and cached responses "
                + "(default ~/.cache); a value that is not an absolute path is ignored."
        ),
        (
            "XDG_STATE_HOME",
            "Base of the state directory for login sessions (default ~/.local/state); a value "
                + "that is not an absolute path is ignored."
        ),
        ("HTTPS_PROXY", "Proxy for HTTPS requests, as curl reads it; https_proxy is read too."),
        ("HTTP_PROXY", "Proxy for plain HTTP requests; http_proxy is read too."),
        (
            "NO_PROXY",
            "Comma-separated hosts and domain suffixes reached without the proxy; no_proxy is read too."
        ),
    ]

    private static func environment(_ tool: ToolDefinition) -> [String] {
        var lines = [
            RoffText.line("Every setting may also be given in ./.env or the xcconfig file, by the same name.")
        ]
        let settings = tool.allSettings
        for setting in settings {
            var text = setting.help
            if let value = setting.defaultValue { text += " Default: \(value)." }
            if setting.isSecret { text += " Secret: shown as <redacted>." }
            if setting.isBootstrap { text += " Read from options and the process environment only." }
            lines += [".TP", ".B " + RoffText.escape(setting.name), RoffText.line(text)]
        }
        for variable in standardVariables where !settings.contains(where: { $0.name == variable.name }) {
            lines += [".TP", ".B " + RoffText.escape(variable.name), RoffText.line(variable.help)]
        }
        return lines
    }

    private static func seeAlso(_ tool: ToolDefinition) -> [String] {
        let pages = tool.seeAlso
        return pages.enumerated().map { index, page in
            ".BR \(page) (1)" + (index < pages.count - 1 ? "," : "")
        }
    }
}
