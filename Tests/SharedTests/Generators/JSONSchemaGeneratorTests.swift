import Testing
@testable import Shared
@testable import ToolkitCommandModel
@testable import ToolkitFloor

/// The JSON Schema made from a declaration: each field type's schema, null where a field may be null,
/// the identity required (down into objects by dotted path), records open, keys sorted, same bytes each time.
struct JSONSchemaGeneratorTests {
    static let shape = RecordShape(
        kind: "order", identity: ["id", "client.id"],
        fields: [
            FieldSpec("id", .text, nullable: false),
            .integer("count", help: "How many."),
            .money("total", currency: "currency"),
            .time("updated_at"),
            .object("client", [FieldSpec("id", .integer, nullable: false), .text("name")]),
            .array("tags", of: .text),
            FieldSpec("extra", .any),
            .object("address"),
        ],
        columns: [TableColumn("ID", "id")])

    static var document: JSONValue { JSONSchemaGenerator.document(for: shape, name: "kit-order", description: "One order.") }

    @Test func theDocumentNamesItsDialectKindAndIsOpen() {
        let document = Self.document
        #expect(document.value(at: "$schema") == .string("https://json-schema.org/draft/2020-12/schema"))
        #expect(document.value(at: "$id") == .string("kit-order.json"))
        #expect(document.value(at: "title") == .string("order"))
        #expect(document.value(at: "additionalProperties") == .bool(true))
        #expect(document.value(at: "type") == .string("object"))
        #expect(document.value(at: "required") == .array([.string("id")]))
    }

    @Test func eachTypeHasItsSchema() throws {
        let properties = try #require(Self.document.value(at: "properties"))
        #expect(properties.value(at: "id") == .object(["type": .string("string")]))
        #expect(properties.value(at: "count.type") == .array([.string("integer"), .string("null")]))
        #expect(properties.value(at: "count.description") == .string("How many."))
        #expect(properties.value(at: "total.type") == .array([.string("number"), .string("null")]))
        #expect(properties.value(at: "total.description")?.stringValue?.contains("currency") == true)
        #expect(properties.value(at: "updated_at.format") == .string("date-time"))
        #expect(properties.value(at: "client.properties.id.type") == .string("integer"))
        #expect(properties.value(at: "client.required") == .array([.string("id")]))
        #expect(properties.value(at: "tags.items") == .object(["type": .string("string")]))
        #expect(properties.value(at: "extra") == .object(JSONObject()))
        // An object declared without members takes any members.
        #expect(properties.value(at: "address") == .object(["type": .array([.string("object"), .string("null")])]))
    }

    @Test func keysAreSortedAndTheBytesStable() {
        let text = JSONWriter.pretty(Self.document)
        #expect(text == JSONWriter.pretty(Self.document))
        func keysSorted(_ value: JSONValue) -> Bool {
            switch value {
            case .object(let object): object.keys == object.keys.sorted() && object.pairs.allSatisfy { keysSorted($0.value) }
            case .array(let items): items.allSatisfy(keysSorted)
            default: true
            }
        }
        #expect(keysSorted(Self.document), "\(text)")
    }

    @Test func theCatalogSharesAShapeAndNamesBothSchemasOfALineThatMayFail() {
        let tool = GeneratorSample.definition
        var definition = tool
        definition.commands = [
            CommandSpec("list", abstract: "List.").showing(.list, Self.shape),
            CommandSpec("get", abstract: "Get.").showing(.record, Self.shape, errorRecords: true),
            CommandSpec("other", abstract: "Other.").showing(.record, RecordShape(kind: "order", identity: [], fields: [], columns: [])),
        ]
        let catalog = SchemaCatalog(tools: [definition])
        let name = tool.name
        #expect(catalog.entry(for: [name, "list"])?.schemaName == "\(name)-order")
        #expect(catalog.entry(for: [name, "get"])?.schemaName == "\(name)-order")
        #expect(catalog.entry(for: [name, "other"])?.schemaName == "\(name)-order-other")
        #expect(catalog.index.value(at: "errorRecord") == .string("error-record"))
        let commands = catalog.index.value(at: "commands")?.objectValue
        #expect(commands?["\(name) get"]?.value(at: "errorRecord") == .string("error-record"))
        #expect(commands?["\(name) list"]?.value(at: "errorRecord") == nil)
        #expect(commands?["\(name) list"]?.value(at: "form") == .string("list"))
        #expect(catalog.files.map(\.path).last == "docs/schemas/index.json")
        #expect(catalog.files.map(\.path).contains("docs/schemas/error-record.json"))
    }
}
