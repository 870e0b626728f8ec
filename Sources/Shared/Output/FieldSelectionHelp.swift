/// `--fields help`: the fields a command declares (`CommandSpec.shows`), one a line, each with its type
/// and, where the declaration has one, what it means; nested objects' members as dotted paths
/// (`client.name  text`), which is how `--fields` names them; then the error record's (`input`, `error`),
/// for a command whose items may be one. Printed instead of running the command, so it
/// needs no settings, session or network.
public enum FieldSelectionHelp {
    /// The word that asks for this list instead of naming fields.
    public static let word = "help"

    /// Whether `--fields VALUE` asks for the list.
    public static func isAsked(_ value: String) -> Bool {
        value.trimmedWhitespace == word
    }

    /// The list for `command` (what its options make it print) in `format`: a command whose csv and table
    /// have columns of their own (`OutputDeclaration.flatColumns`, parse-link's) lists those for csv and
    /// table, since they are what `--fields` then takes. A usage error (exit 64) for a command that
    /// declares no fields.
    public static func render(_ command: ParsedCommand, tool: String, format: OutputFormat? = nil) throws(UsageError) -> String {
        let spec = command.spec, commandPath = command.path
        guard let declaration = command.declaration else {
            let command = ([tool] + commandPath).joined(separator: " ")
            throw UsageError(
                "--fields help: '\(command)' declares no fields"
                    + (spec.printsRawText ? " (it prints text, not records)" : ""),
                commandPath: commandPath)
        }
        if format == .csv || format == .table, let columns = declaration.flatColumns {
            return lines(columns).map { $0 + "\n" }.joined()
        }
        var fields = declaration.shape.fields
        // A `-` line or batch row that failed is the error record, whose keys `--fields` may name too.
        if declaration.writesErrorRecords {
            let names = Set(fields.map(\.name))
            fields += SchemaCatalog.errorRecordShape.fields.filter { !names.contains($0.name) }
        }
        return lines(fields).map { $0 + "\n" }.joined()
    }

    /// One line a path: the path and the type in aligned columns, then the help.
    static func lines(_ fields: [FieldSpec]) -> [String] {
        let rows = fields.flatMap { pathRows(of: $0, prefix: "") }
        let pathWidth = rows.map(\.path.count).max() ?? 0
        let typeWidth = rows.map(\.type.count).max() ?? 0
        return rows.map { row in
            padded(row.path, to: pathWidth) + (row.help.isEmpty ? row.type : padded(row.type, to: typeWidth) + row.help)
        }
    }

    /// `text` and the spaces to `width`, then two more.
    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: width - text.count + 2)
    }

    /// The field's own row, then its members' (an object's), under its dotted path.
    private static func pathRows(of field: FieldSpec, prefix: String) -> [(path: String, type: String, help: String)] {
        let path = prefix + field.name
        var rows = [(path, field.type.name + (field.isNullable ? "" : ", never null"), field.help)]
        if case .object(let members) = field.type {
            rows += members.flatMap { pathRows(of: $0, prefix: path + ".") }
        }
        return rows
    }
}
