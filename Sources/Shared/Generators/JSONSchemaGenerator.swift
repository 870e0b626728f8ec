/// JSON Schemas (draft 2020-12) made from the command model's declarations (`RecordShape`): what one
/// record of a command is, for scripts that want to rely on the output (docs/output.md, "Schemas"). A pure
/// function from a declaration to a document; every object is built with its keys sorted, so the same
/// declaration always gives the same bytes (`SchemaCatalog` writes them to docs/schemas/).
///
/// The rules, which the declarations' types already say:
/// - a record is open (`additionalProperties: true`): a service may add fields, and the tools pass every
///   field through, so a schema says what a declared field is when it is there, never that nothing else is;
/// - only the identity fields declared never null are required: a service may leave any other field out
///   (a product's `serial`, part of its identity, is missing for a product that is not one item);
/// - a nullable field also allows null; money is a JSON number (its currency is in a sibling field, named in
///   its description); a time is an RFC 3339 string (`format: date-time`); `any` is any value.
public enum JSONSchemaGenerator {
    /// The dialect every document names in `$schema`.
    public static let dialect = "https://json-schema.org/draft/2020-12/schema"

    /// The document for one record of `shape`: `name` (its file's stem) as `$id`, the kind as its title.
    /// `required` defaults to the shape's identity fields that are never null; dotted paths make members of
    /// objects required.
    public static func document(
        for shape: RecordShape, name: String, description: String, required: [String]? = nil
    ) -> JSONValue {
        var schema = objectSchema(shape.fields, required: required ?? shape.identity.filter { shape.field(at: $0)?.isNullable == false }, nullable: false)
        schema["$schema"] = .string(dialect)
        schema["$id"] = .string(name + ".json")
        schema["title"] = .string(shape.kind)
        schema["description"] = .string(description)
        schema["additionalProperties"] = .bool(true)
        return sorted(schema)
    }

    /// The schema of one field's value.
    static func schema(of field: FieldSpec, required: [String] = []) -> JSONValue {
        var schema: [String: JSONValue]
        switch field.type {
        case .text: schema = ["type": typeName("string", nullable: field.isNullable)]
        case .integer: schema = ["type": typeName("integer", nullable: field.isNullable)]
        case .number: schema = ["type": typeName("number", nullable: field.isNullable)]
        case .boolean: schema = ["type": typeName("boolean", nullable: field.isNullable)]
        case .money(let currency):
            schema = ["type": typeName("number", nullable: field.isNullable)]
            schema["description"] = .string(joined(field.help, "An amount of money; its currency is in \(currency)."))
        case .time:
            schema = ["type": typeName("string", nullable: field.isNullable), "format": .string("date-time")]
        case .object(let members):
            schema = objectSchema(members, required: required, nullable: field.isNullable)
        case .array(let element):
            schema = ["type": typeName("array", nullable: field.isNullable)]
            schema["items"] = Self.schema(of: FieldSpec("", element, nullable: false))
        case .any:
            schema = [:]
        }
        if schema["description"] == nil, !field.help.isEmpty { schema["description"] = .string(field.help) }
        return sorted(schema)
    }

    /// `{"type":"object","properties":…,"required":…}` of `fields`; `required` holds dotted paths, those
    /// with a dot passed down to the member they name.
    private static func objectSchema(_ fields: [FieldSpec], required: [String], nullable: Bool) -> [String: JSONValue] {
        var schema: [String: JSONValue] = ["type": typeName("object", nullable: nullable)]
        guard !fields.isEmpty else { return schema }
        var properties: [String: JSONValue] = [:]
        for field in fields {
            let inner = required.compactMap { path in
                path.hasPrefix(field.name + ".") ? String(path.dropFirst(field.name.count + 1)) : nil
            }
            properties[field.name] = Self.schema(of: field, required: inner)
        }
        schema["properties"] = sorted(properties)
        let own = fields.map(\.name).filter(required.contains)
        if !own.isEmpty { schema["required"] = .array(own.sorted().map(JSONValue.string)) }
        return schema
    }

    private static func typeName(_ name: String, nullable: Bool) -> JSONValue {
        nullable ? .array([.string(name), .string("null")]) : .string(name)
    }

    private static func joined(_ first: String, _ second: String) -> String {
        first.isEmpty ? second : first + " " + second
    }

    /// An object with its keys in sorted order, the form every document is written in.
    static func sorted(_ members: [String: JSONValue]) -> JSONValue {
        .object(JSONObject(members.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }))
    }
}
