/// `TOOL config show [--all]`: every setting with its value and where it came from; secrets redacted.
enum ConfigShowCommand {
    static let all = OptionKey<Bool>.flag("all", help: "Also list every other key found in the .env and xcconfig files.")

    static func spec(_ tool: ToolDefinition) -> CommandSpec {
        CommandSpec(
            "show", abstract: "Show every setting, its value and its source.",
            discussion: "Sources, highest first: flag, env, .env:PATH:LINE, profile:NAME:PATH:LINE (with --profile), "
                + "xcconfig:PATH:LINE, preset, "
                + "default. Secrets print as <redacted>, booleans as true or false. An invalid value is listed "
                + "with the reason, and the command then exits 78. A key in a file that is not a setting but "
                + "is close to one (UPS_TIMOUT) is warned about on stderr.",
            options: [all.spec],
            examples: [
                Example("\(tool.name) config show", "Where each setting comes from."),
                Example("\(tool.name) config show -o json | jq -r 'keys[]'", "Every setting name, for scripts."),
            ],
            action: run)
        .showing(.record, shape(tool))
    }

    /// JSON's one object: each setting by name, with its value and source (and why it is invalid); with
    /// `--all`, the other keys of the files too, which no declaration can name. No columns: a table's rows
    /// (name, value, source) are the settings turned on their side, not fields of this object.
    static func shape(_ tool: ToolDefinition) -> RecordShape {
        let setting: [FieldSpec] = [
            .text("value", help: "The value; secrets as <redacted>; null when unset."),
            .text("source", help: "Where the value comes from (flag, env, .env:PATH:LINE, …); null when unset."),
            .text("error", help: "Why the value is invalid."),
        ]
        return RecordShape(
            kind: "settings", identity: [],
            fields: tool.allSettings.map { FieldSpec($0.name, .object(setting), nullable: false) }, columns: [])
    }

    /// `--fields` picks settings from JSON's object (keyed by setting) and columns from a table's or CSV's
    /// rows (name, value, source); a name of the other kind gets a sentence that says which is which.
    static func checkFields(_ fields: FieldSelection?, settings: [String], isObject: Bool, context: CommandContext) throws {
        guard let fields else { return }
        let columns = ["name", "value", "source"]
        let known = isObject ? settings : columns
        guard let wrong = fields.paths.first(where: { !known.contains(String($0.split(separator: ".").first ?? "")) }) else { return }
        let example = settings.prefix(2).joined(separator: ",")
        throw UsageError(
            isObject
                ? "--fields: '\(wrong)' is not a setting; with -o json config show's --fields picks settings "
                    + "(--fields \(example)), and name, value and source are the columns of -o table and -o csv"
                : "--fields: '\(wrong)' is not a column; with -o table or csv config show's --fields picks name, value "
                    + "and source, and -o json picks settings (-o json --fields \(example))",
            suggestion: EditDistance.suggestion(for: wrong, among: known), commandPath: context.command.path)
    }

    /// Every setting is printed, even when one is invalid: that row carries the reason, and the command
    /// then exits 78 with it, so the listing is what tells a person which file and line to fix.
    static func run(_ context: CommandContext) async throws -> ExitCode {
        let rows = try context.settings.all(includeUnknown: context.command[all])
        let printer = context.outputIgnoringInvalidFormat()
        let isObject = [.json, .ndjson].contains(printer.format(isStream: false))
        try checkFields(printer.fields, settings: rows.map(\.name), isObject: isObject, context: context)
        switch printer.format(isStream: false) {
        case .json, .ndjson:
            var object = JSONObject()
            for row in rows {
                var entry: JSONObject = [
                    "value": row.shownValue.map(JSONValue.string) ?? .null,
                    "source": row.resolved.map { .string($0.source.description) } ?? .null,
                ]
                if let problem = row.problem { entry["error"] = .string(problem) }
                object[row.name] = .object(entry)
            }
            try printer.print(.object(object))
        case .table, .csv:
            let records = rows.map { row in
                let value = row.shownValue ?? ""
                let shown = row.problem.map { value.isEmpty ? "(invalid: \($0))" : "\(value) (invalid: \($0))" } ?? value
                return JSONValue.object([
                    "name": .string(row.name),
                    "value": .string(shown),
                    "source": .string(row.resolved?.source.description ?? "unset"),
                ])
            }
            let columns = [TableColumn("NAME", "name"), TableColumn("VALUE", "value"), TableColumn("SOURCE", "source")]
            try printer.print(.array(records), columns: columns)
        }
        let invalid = rows.compactMap(\.error)
        guard var first = invalid.first else { return .success }
        if invalid.count > 1 { first.hints.append("\(invalid.count - 1) more invalid: see the list above.") }
        throw first
    }
}
