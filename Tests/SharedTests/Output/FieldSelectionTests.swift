import Testing
@testable import Shared
@testable import ToolkitCommandModel
@testable import ToolkitFloor

/// `--fields` names checked against the records about to be written.
struct FieldSelectionTests {
    static let order: JSONValue = .object([
        "id": .string("o1"), "status": .string("open"), "client": .object(["name": .string("Ann")]),
        "notes": .null, "devices": .array([]), "lines": .array([.object(["sku": .string("A")])]),
    ])

    func check(_ fields: String, _ records: [JSONValue] = [order], declared: [TableColumn]? = nil) -> UsageError? {
        do {
            try FieldSelection(fields)!.requirePresent(in: records, declared: declared, commandPath: ["orders", "list"])
            return nil
        } catch {
            return error
        }
    }

    /// A path through a list keeps the list, each item named at its own index (earlier ones null), so
    /// the path reads the same in the output; objects on the way stay objects, as before. It made the
    /// list an object keyed "0".
    @Test func aPathThroughAListKeepsItAList() {
        let record: JSONValue = .object([
            "id": .string("o1"), "lines": .array([.object(["sku": .string("A"), "qty": .number("1")]), .object(["sku": .string("B")])]),
        ])
        let apply = { (fields: String) in JSONWriter.compact(FieldSelection(fields)!.apply(to: record)) }
        #expect(apply("lines.0.sku") == #"{"lines":[{"sku":"A"}]}"#)
        #expect(apply("lines.1.sku,id,lines.0.qty") == #"{"lines":[{"qty":1},{"sku":"B"}],"id":"o1"}"#)
        #expect(apply("lines.5.sku") == #"{"lines":[]}"#, "an index past the end adds nothing")
        #expect(apply("client.name,lines.0") == #"{"client":{"name":null},"lines":[{"sku":"A","qty":1}]}"#)
    }

    @Test func namesTheRecordsHaveAreAccepted() {
        #expect(check("id,status,client.name,lines.0.sku") == nil)
    }

    @Test func aMisspeltNameIsAUsageErrorWithTheClosestName() throws {
        let error = try #require(check("id,stauts"))
        #expect(error.message.hasPrefix("--fields: unknown field 'stauts'; the records have id, status, client"))
        #expect(error.suggestion == "status")
        #expect(error.commandPath == ["orders", "list"])
        #expect(try #require(check("client.nmae")).suggestion == "client.name")
    }

    @Test func aPathThroughNullOrAnEmptyOrShortListCannotBeRefused() {
        #expect(check("notes.text") == nil)
        #expect(check("devices.0.serial") == nil)
        #expect(check("lines.3.sku") == nil)
    }

    @Test func aPathIntoAListNeedsAnIndexAndIntoTextIsUnknown() {
        #expect(check("lines.sku") != nil)
        #expect(check("id.value") != nil)
    }

    @Test func anyRecordHavingTheNameIsEnoughAndNoRecordsMeansNoCheck() {
        let other: JSONValue = .object(["id": .string("o2"), "total": .integer(3)])
        #expect(check("total", [Self.order, other]) == nil)
        #expect(check("total") != nil)
        #expect(check("anything", []) == nil)
    }

    @Test func aDeclaredColumnsPathIsKnownEvenWhenTheRecordsLackIt() {
        #expect(check("client_name", declared: [TableColumn("CLIENT", "client_name")]) == nil)
    }

    /// So is a path it falls back to: another spelling of its field, which a record may have, or a field
    /// shown in its place, which CSV shows as a column of its own (docs/output.md).
    @Test func aPathADeclaredColumnFallsBackToIsKnownToo() {
        let columns = [TableColumn("REFERENCE", "reference", or: "order_number"), TableColumn("ID", "order.id", otherwiseShowing: "device.id")]
        #expect(check("order_number", declared: columns) == nil)
        #expect(check("device.id", declared: columns) == nil)
        #expect(check("order_numbr", declared: columns)?.message.contains("order_number") == true)
    }
}
