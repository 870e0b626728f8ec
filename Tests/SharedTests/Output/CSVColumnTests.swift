import Testing
@testable import Shared
@testable import ToolkitCommandModel
@testable import ToolkitFloor

/// CSV's columns: a table column with fallback paths (ID: `order.id`, else `device.id`) is one CSV column a
/// path, each holding its own path's value, so a header always names where its values came from; the
/// table keeps its one column.
struct CSVColumnTests {
    static let columns = [
        TableColumn("ID", "order.id", or: "device.id"), TableColumn("TYPE", "type"),
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

    static let header = "order.id,device.id,type,client.name,client_name,client\n"
    static let rows = "ord_1,,order,Ann,,\n,dev_2,device,,,Bob\nord_3,,order,,Cy,\n"

    func printer(_ format: OutputFormat, fields: String? = nil) -> (OutputPrinter, BufferSink) {
        OutputPrinterTests().printer(format, fields: fields)
    }

    /// An object where a plain value is looked for (`client`, when it is the client itself) is left
    /// empty, as the table leaves it: its members have paths of their own.
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

    /// `--fields` takes each path alone: the first path of a column with fallbacks shows no fallback's value
    /// under its name, and a fallback path is a column like any other (an object there is its JSON, as
    /// for any field named). A lone empty field is `""`.
    @Test(arguments: [
        ("order.id", "order.id\nord_1\n\"\"\nord_3\n"),
        ("device.id,order.id", "device.id,order.id\n,ord_1\ndev_2,\n,ord_3\n"),
        ("client.name,client", "client.name,client\nAnn,\"{\"\"name\"\":\"\"Ann\"\"}\"\n,Bob\n,\n"),
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
        let columns = [TableColumn("ID", "id", or: "input"), TableColumn("INPUT", "input"), TableColumn("NAME", "name")]
        try printer.print(.array([.object(["input": .string("x"), "name": .string("X")])]), columns: columns)
        #expect(out.text == "id,input,name\n,x,X\n")
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
