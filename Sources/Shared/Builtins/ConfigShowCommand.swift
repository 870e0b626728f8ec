/// `TOOL config show [--all]`: every setting with its value and where it came from; secrets redacted.
enum ConfigShowCommand {
    static let all = OptionKey<Bool>.flag("all", help: "Also list every other key found in the .env and xcconfig files.")

    static func spec(_ tool: ToolDefinition) -> CommandSpec {
        CommandSpec(
            "config", abstract: "Inspect the tool's settings.",
            subcommands: [
                CommandSpec(
                    "show", abstract: "Show every setting, its value and its source.",
                    discussion: "Sources, highest first: flag, env, .env:PATH:LINE, xcconfig:PATH:LINE, preset, "
                        + "default. Secrets print as <redacted>.",
                    options: [all.spec],
                    examples: [
                        Example("\(tool.name) config show", "Where each setting comes from."),
                        Example("\(tool.name) config show -o json | jq -r 'keys[]'", "Every setting name, for scripts."),
                    ],
                    action: run)
            ])
    }

    static func run(_ context: CommandContext) async throws -> ExitCode {
        let rows = try context.settings.all(includeUnknown: context.command[all])
        let printer = try context.output()
        switch printer.format(isStream: false) {
        case .json, .ndjson:
            var object = JSONObject()
            for row in rows {
                object[row.name] = .object([
                    "value": row.resolved.map { .string($0.displayValue) } ?? .null,
                    "source": row.resolved.map { .string($0.source.description) } ?? .null,
                ])
            }
            printer.print(.object(object))
        case .table, .csv:
            let records = rows.map { row in
                JSONValue.object([
                    "name": .string(row.name),
                    "value": .string(row.resolved?.displayValue ?? ""),
                    "source": .string(row.resolved?.source.description ?? "unset"),
                ])
            }
            let columns = [TableColumn("NAME", "name"), TableColumn("VALUE", "value"), TableColumn("SOURCE", "source")]
            printer.print(.array(records), columns: columns)
        }
        return .success
    }
}
