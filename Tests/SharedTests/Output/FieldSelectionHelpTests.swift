import Testing
@testable import Shared
@testable import ToolkitCommandModel
@testable import ToolkitFloor

/// `--fields help` lists a declaration's paths (members of objects dotted, array elements' not), each with
/// its type and help in aligned columns; a command without a declaration is a usage error. And `--fields`
/// checked against a declaration accepts any name below an object declared without members or an array.
struct FieldSelectionHelpTests {
    static let shape = RecordShape(
        kind: "order", identity: ["id"],
        fields: [
            FieldSpec("id", .text, nullable: false, help: "The order's id."),
            .object("client", [.text("name"), .money("balance", currency: "currency")]),
            .array("devices", of: .object([.text("imei")])),
            .object("meta"),
        ],
        columns: [])

    @Test func eachPathIsALineWithItsTypeAndHelpAligned() throws {
        let spec = CommandSpec("get", abstract: "Get.").showing(.record, Self.shape)
        let text = try FieldSelectionHelp.render(ParsedCommand(path: ["orders", "get"], spec: spec), tool: "kit")
        #expect(text == """
            id              text, never null              The order's id.
            client          object
            client.name     text
            client.balance  money (currency in currency)
            devices         array of object
            meta            object

            """)
    }

    @Test func aCommandWhoseItemsMayFailListsTheErrorRecordsFieldsToo() throws {
        let spec = CommandSpec("get", abstract: "Get.").showing(.record, Self.shape, errorRecords: true)
        let paths = try FieldSelectionHelp.render(ParsedCommand(path: ["orders", "get"], spec: spec), tool: "kit")
            .split(separator: "\n").map { String($0.prefix { $0 != " " }) }
        #expect(paths == Self.shape.paths + ["input", "error", "error.code", "error.message"])
    }

    @Test func aCommandWithoutADeclarationIsAUsageError() {
        let spec = CommandSpec("token", abstract: "Token.").printingRawText()
        #expect(throws: UsageError.self) { try FieldSelectionHelp.render(ParsedCommand(path: ["auth", "token"], spec: spec), tool: "kit") }
        #expect(FieldSelectionHelp.isAsked(" help "))
        #expect(!FieldSelectionHelp.isAsked("help,id"))
    }

    @Test func checkedAgainstADeclarationOpenObjectsAndArraysTakeAnyName() throws {
        try #require(FieldSelection("id,client.name,devices.0.imei,meta.anything")).requireKnown(in: Self.shape, commandPath: [])
        #expect(throws: UsageError.self) {
            try #require(FieldSelection("client.nmae")).requireKnown(in: Self.shape, commandPath: [])
        }
    }
}
