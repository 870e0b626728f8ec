/// The table of a tool's own settings for its page in `docs/`, made from the same declarations as its
/// help and man page, so the manual cannot drift from the tool: `make generate` writes it between the
/// markers below, and a test fails when the committed page differs.
public enum SettingsTable {
    public static let begin = "<!-- settings: generated from the command model by `make generate`; do not edit -->"
    public static let end = "<!-- end of generated settings -->"

    /// `| variable | option | meaning |` rows for each of the tool's own settings (the global ones are on
    /// docs/usage.md), with the default and whether the value is secret.
    public static func render(_ tool: ToolDefinition) -> String {
        let options = optionsBySetting(tool.rootSpec)
        var lines = [
            begin,
            "| variable | option | meaning |",
            "| --- | --- | --- |",
        ]
        for setting in tool.settings {
            let option = options[setting.name].map { "`--\($0)`" } ?? ""
            var meaning = escape(setting.help)
            if let value = setting.defaultValue { meaning += " Default: `\(value)`." }
            if setting.isSecret { meaning += " Secret: never printed." }
            lines.append("| `\(setting.name)` | \(option) | \(meaning) |")
        }
        lines.append(end)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `page` with its generated table replaced by `table` (or `table` added at the end when it has none).
    public static func replacing(in page: String, with table: String) -> String {
        guard let start = page.rangeOfText(begin), let stop = page[start.upperBound...].rangeOfText(end) else {
            return page + (page.hasSuffix("\n\n") ? "" : "\n") + table
        }
        var after = page[stop.upperBound...]
        if after.hasPrefix("\n") { after = after.dropFirst() }
        return String(page[..<start.lowerBound]) + table + after
    }

    /// The long option that sets each setting, anywhere in the command tree (the first one found).
    private static func optionsBySetting(_ spec: CommandSpec) -> [String: String] {
        var found: [String: String] = [:]
        for option in spec.options {
            if let setting = option.setting, found[setting] == nil { found[setting] = option.long }
        }
        for child in spec.subcommands {
            found.merge(optionsBySetting(child)) { first, _ in first }
        }
        return found
    }

    /// A `|` would end the cell.
    private static func escape(_ text: String) -> String {
        text.replacingText("|", with: "\\|")
    }
}
