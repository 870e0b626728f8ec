/// Every JSON Schema the tools' declarations make, as the files of docs/schemas/: one file a record
/// schema (`JSONSchemaGenerator`), the one error record's (`error-record.json`), and `index.json`, which
/// maps each command path (`"repairminder orders list"`) to its record schema, its form, and, for a
/// command whose items may be error records instead (`-` lines, batch rows), the error record's schema.
///
/// Commands of one tool that declare the same shape share one file, named `TOOL-KIND` (`repairminder-order`);
/// a tool's second shape of a kind already named takes its first command's words as well
/// (`repairminder-order-orders-get`). Names come from the command tree's order, so they are stable.
public struct SchemaCatalog: Sendable {
    /// The error record's schema name, as index.json names it.
    public static let errorRecordName = "error-record"
    /// Where the files live, from the repository's root.
    public static let directory = "docs/schemas"

    /// One command that prints records: its path (the tool's name first), what it declares, its schema.
    public struct Entry: Sendable {
        public var path: [String]
        public var declaration: OutputDeclaration
        public var schemaName: String
    }

    public private(set) var entries: [Entry] = []
    /// Each record schema's name and shape, in the order first named.
    private var shapes: [(name: String, shape: RecordShape)] = []

    public init(tools: [ToolDefinition]) {
        for tool in tools {
            for (path, spec) in tool.rootSpec.allDescendants(includeHidden: true) {
                // What an option switches the command to print (`validate --input`: the batch's records) is
                // an entry of its own, named by the command and that option.
                let declarations = (spec.shows.map { [([String](), $0)] } ?? [])
                    + spec.showsWith.sorted { $0.key < $1.key }.map { (["--" + $0.key], $0.value) }
                for (option, declaration) in declarations {
                    let name = name(for: declaration.shape, tool: tool.name, path: path)
                    entries.append(Entry(path: [tool.name] + path + option, declaration: declaration, schemaName: name))
                }
            }
        }
    }

    private mutating func name(for shape: RecordShape, tool: String, path: [String]) -> String {
        let prefix = tool + "-"
        if let known = shapes.first(where: { $0.name.hasPrefix(prefix) && $0.shape == shape }) { return known.name }
        var name = prefix + Self.slug(shape.kind)
        if shapes.contains(where: { $0.name == name }) { name += "-" + Self.slug(path.joined(separator: " ")) }
        shapes.append((name, shape))
        return name
    }

    /// `address verdict` → `address-verdict`.
    static func slug(_ text: String) -> String {
        let words = text.lowercased().split { !($0.isLetter || $0.isNumber) }
        return words.joined(separator: "-")
    }

    /// The entry of a command (`["repairminder", "orders", "list"]`), or nil when it declares nothing.
    public func entry(for path: [String]) -> Entry? {
        entries.first { $0.path == path }
    }

    /// Every file, as its path from the repository's root and its text (pretty JSON, sorted keys, a final
    /// newline), index.json last.
    public var files: [(path: String, content: String)] {
        var files = shapes.map { name, shape in
            (Self.directory + "/" + name + ".json", Self.text(JSONSchemaGenerator.document(
                for: shape, name: name, description: "One \(shape.kind), as the commands that index.json maps to this schema print it.")))
        }
        files.append((Self.directory + "/" + Self.errorRecordName + ".json", Self.text(Self.errorRecordSchema)))
        files.sort { $0.0 < $1.0 }
        files.append((Self.directory + "/index.json", Self.text(index)))
        return files
    }

    /// `{"errorRecord": "error-record", "commands": {"TOOL WORDS": {"schema", "form", "errorRecord"?}}}`.
    public var index: JSONValue {
        var commands: [String: JSONValue] = [:]
        for entry in entries {
            var item: [String: JSONValue] = [
                "schema": .string(entry.schemaName), "form": .string(entry.declaration.form.rawValue),
            ]
            if entry.declaration.writesErrorRecords { item["errorRecord"] = .string(Self.errorRecordName) }
            commands[entry.path.joined(separator: " ")] = JSONSchemaGenerator.sorted(item)
        }
        return JSONSchemaGenerator.sorted([
            "$comment": .string("Generated from the commands' declarations by `make schemas`; see docs/output.md."),
            "errorRecord": .string(Self.errorRecordName),
            "commands": JSONSchemaGenerator.sorted(commands),
        ])
    }

    /// The item of a stream that failed while the run went on (`ErrorRecord`): the item's own keys (`input`
    /// of a `-` line, `line` of a batch row) beside `error`.
    public static let errorRecordShape = RecordShape(
        kind: "error record", identity: [],
        fields: [
            FieldSpec("input", .text, nullable: false, help: "The `-` line that failed, as read."),
            FieldSpec("error", .object([
                FieldSpec("code", .text, nullable: false, help: "The service's own code, HTTP_STATUS, or the kind of exit (USAGE, DATA, …)."),
                FieldSpec("message", .text, nullable: false, help: "The error as stderr would say it."),
            ]), nullable: false),
        ],
        columns: [])

    static var errorRecordSchema: JSONValue {
        JSONSchemaGenerator.document(
            for: errorRecordShape, name: errorRecordName,
            description: "An item of a stream that failed while the run went on: a `-` line, a batch row, a line of "
                + "`events add --input`. The item's own keys stand beside `error`.",
            required: ["error", "error.code", "error.message"])
    }

    static func text(_ value: JSONValue) -> String {
        JSONWriter.pretty(value) + "\n"
    }
}
