import Testing
@testable import Shared
@testable import ToolkitCommandModel
@testable import ToolkitFloor

/// CSV's columns: a table column that shows other fields in its place (ID: `order.id`, else `device.id`) is
/// one CSV column a field, each holding its own path's value, so a header always names where its values
/// came from; its other spellings of its own field (`client.name`, else `client_name`) are its one
/// column. The table keeps its one column.
struct CSVColumnTests {
    static let columns = [
        TableColumn("ID", "order.id", otherwiseShowing: "device.id"), TableColumn("TYPE", "type"),
        TableColumn("CLIENT", "client.name", or: "client_name", "client"),
    ]
    static let order: JSONValue = .object([
        "type": .string("order"), "order": .object(["id": .string("ord_1")]),
        "client": .object(["name": .string("Ann")]),
    ])
    static let device: JSONValue = .object([
        "type": .string("device"), "device": .object(["id": .string("dev_2")]), "client": .string("Bob"),
    ])
    static let older: JSONValue = .object([
        "type": .string("order"), "order": .object(["id": .string("ord_3")]), "client_name": .string("Cy"),
    ])

    static let header = "order.id,device.id,type,client.name\n"
    static let rows = "ord_1,,order,Ann\n,dev_2,device,Bob\nord_3,,order,Cy\n"

    func printer(_ format: OutputFormat, fields: String? = nil) -> (OutputPrinter, BufferSink) {
        OutputPrinterTests().printer(format, fields: fields)
    }

    /// Each field is a column; the client's name is one, however spelled (`client` when it is the name).
    @Test func eachPathIsAColumnOfItsOwnAtOnce() throws {
        let (printer, out) = printer(.csv)
        try printer.print(.array([Self.order, Self.device, Self.older]), columns: Self.columns)
        #expect(out.text == Self.header + Self.rows)
    }

    @Test func eachPathIsAColumnOfItsOwnInAStream() throws {
        let (printer, out) = printer(.csv)
        let stream = printer.stream(columns: Self.columns)
        for record in [Self.order, Self.device, Self.older] { try stream.write(record) }
        stream.finish()
        #expect(out.text == Self.header + Self.rows)
    }

    /// A stream with no records still names its columns, the same ones.
    @Test func anEmptyStreamsHeaderNamesEveryPath() {
        let (printer, out) = printer(.csv)
        printer.stream(columns: Self.columns).finish()
        #expect(out.text == Self.header)
    }

    /// `--fields` takes each path alone: the first path of a column shows no value of a field shown in its
    /// place, and such a field is a column like any other; a declared column's path keeps its other
    /// spellings (`client.name`: the client's name however spelled), and any other path is that path
    /// alone (`client`: an object there is its JSON, as for any field named). A lone empty field is `""`.
    @Test(arguments: [
        ("order.id", "order.id\nord_1\n\"\"\nord_3\n"),
        ("device.id,order.id", "device.id,order.id\n,ord_1\ndev_2,\n,ord_3\n"),
        ("client.name,client", "client.name,client\nAnn,\"{\"\"name\"\":\"\"Ann\"\"}\"\nBob,Bob\nCy,\n"),
    ])
    func fieldsTakeEachPathAlone(_ fields: String, _ expected: String) throws {
        let (printer, out) = printer(.csv, fields: fields)
        try printer.print(.array([Self.order, Self.device, Self.older]), columns: Self.columns)
        #expect(out.text == expected)
        let (streaming, streamed) = self.printer(.csv, fields: fields)
        let stream = streaming.stream(columns: Self.columns, checksFields: false)
        for record in [Self.order, Self.device, Self.older] { try stream.write(record) }
        stream.finish()
        #expect(streamed.text == expected)
    }

    /// A path two columns share is one column, where the first of them puts it.
    @Test func aPathTwoColumnsShareIsOneColumn() throws {
        let (printer, out) = printer(.csv)
        let columns = [TableColumn("ID", "id", otherwiseShowing: "input"), TableColumn("INPUT", "input"), TableColumn("NAME", "name")]
        try printer.print(.array([.object(["input": .string("x"), "name": .string("X")])]), columns: columns)
        #expect(out.text == "id,input,name\n,x,X\n")
    }

    /// A column's other spellings of its field are that one column, under its first path, holding the
    /// first spelling present (an object passed over, as the table does), with or without `--fields`.
    @Test(arguments: [nil, "id,reference,client.name"])
    func otherSpellingsAreOneColumn(_ fields: String?) throws {
        let columns = [
            TableColumn("ID", "id"), TableColumn("REFERENCE", "reference", or: "order_number"),
            TableColumn("CLIENT", "client.name", or: "client_name", "client"),
        ]
        let records: [JSONValue] = [
            .object(["id": .string("o1"), "reference": .string("RM-1"), "client": .object(["name": .string("Ann")])]),
            .object(["id": .string("o2"), "order_number": .string("RM-2"), "client_name": .string("Bob")]),
            .object(["id": .string("o3"), "reference": .string("RM-3"), "order_number": .string("x"), "client": .string("Cy")]),
            .object(["id": .string("o4"), "client": .object(["id": .string("c4")])]),
        ]
        let expected = "id,reference,client.name\no1,RM-1,Ann\no2,RM-2,Bob\no3,RM-3,Cy\no4,,\n"
        let (printer, out) = printer(.csv, fields: fields)
        try printer.print(.array(records), columns: columns)
        #expect(out.text == expected)
        let (streaming, streamed) = self.printer(.csv, fields: fields)
        let stream = streaming.stream(columns: columns, checksFields: false)
        for record in records { try stream.write(record) }
        stream.finish()
        #expect(streamed.text == expected)
    }

    /// The table keeps its one column, which shows the first path that holds a plain value.
    @Test func theTableKeepsOneColumn() throws {
        let (printer, out) = printer(.table)
        try printer.print(.array([Self.order, Self.device, Self.older]), columns: Self.columns)
        #expect(out.text.split(separator: "\n").map { $0.split(separator: " ").map(String.init) } == [
            ["ID", "TYPE", "CLIENT"], ["ord_1", "order", "Ann"], ["dev_2", "device", "Bob"], ["ord_3", "order", "Cy"],
        ])
    }
}
