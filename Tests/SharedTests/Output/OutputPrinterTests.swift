import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// Every format, on a terminal and not, with widths, colour and --fields.
struct OutputPrinterTests {
    static let records: [JSONValue] = [
        .object(["id": .integer(1), "name": .string("Ann, \"the\" first"), "client": .object(["city": .string("Oslo")])]),
        .object(["id": .integer(22), "name": .string("Bob"), "client": .object(["city": .string("Bergen")])]),
    ]
    static let columns = [TableColumn("ID", "id"), TableColumn("NAME", "name"), TableColumn("CITY", "client.city")]

    func printer(
        _ format: OutputFormat?, terminal: Bool = false, width: Int? = nil, fields: String? = nil, color: Bool = false
    ) -> (OutputPrinter, BufferSink) {
        let sink = BufferSink()
        let printer = OutputPrinter(
            requestedFormat: format, fields: fields.flatMap(FieldSelection.init), sink: sink, isTerminal: terminal,
            width: width, style: TextStyle(enabled: color))
        return (printer, sink)
    }

    @Test func defaultsFollowTheTerminalAndTheShapeOfTheResult() throws {
        #expect(OutputFormat.defaultFormat(stdoutIsTerminal: true, isStream: false) == .table)
        #expect(OutputFormat.defaultFormat(stdoutIsTerminal: true, isStream: true) == .table)
        #expect(OutputFormat.defaultFormat(stdoutIsTerminal: false, isStream: false) == .json)
        #expect(OutputFormat.defaultFormat(stdoutIsTerminal: false, isStream: true) == .ndjson)
    }

    @Test func jsonIsCompactWhenPipedAndPrettyOnATerminal() throws {
        let (piped, pipedOut) = printer(nil)
        try piped.print(Self.records[1])
        #expect(pipedOut.text == #"{"id":22,"name":"Bob","client":{"city":"Bergen"}}"# + "\n")
        let (tty, ttyOut) = printer(.json, terminal: true)
        try tty.print(.object(["a": .integer(1)]))
        #expect(ttyOut.text == "{\n  \"a\": 1\n}\n")
    }

    @Test func ndjsonStreamsOneLinePerRecordAsItArrives() throws {
        let (printer, out) = printer(nil)
        let stream = printer.stream(columns: Self.columns)
        try stream.write(Self.records[0])
        #expect(out.text.split(separator: "\n").count == 1)
        try stream.write(Self.records[1])
        stream.finish()
        #expect(out.text.split(separator: "\n").count == 2)
        #expect(out.text.hasSuffix("\n"))
    }

    /// Each element goes out as it is written (a long listing never waits in memory), and the whole is
    /// byte for byte the array `JSONWriter` writes at once: compact when piped, pretty on a terminal.
    @Test(arguments: [false, true])
    func jsonStreamIsOneArrayWrittenAsItComes(terminal: Bool) throws {
        let (printer, out) = printer(.json, terminal: terminal)
        let stream = printer.stream()
        try stream.write(Self.records[0])
        #expect(out.text.hasPrefix("[") && out.text.contains("Ann"))
        try stream.write(Self.records[1])
        #expect(out.text.contains("Bob"))
        stream.finish()
        try stream.write(Self.records[0])  // after the end: nothing more
        let whole = JSONValue.array(Self.records)
        #expect(out.text == (terminal ? JSONWriter.pretty(whole) : JSONWriter.compact(whole)) + "\n")
    }

    @Test(arguments: [false, true])
    func anEmptyJSONStreamIsAnEmptyArray(terminal: Bool) throws {
        let (printer, out) = printer(.json, terminal: terminal)
        printer.stream().finish()
        #expect(out.text == "[]\n")
    }

    @Test func csvQuotesWhereNeededAndWritesTheHeaderFirst() throws {
        let (printer, out) = printer(.csv)
        let stream = printer.stream(columns: Self.columns)
        for record in Self.records { try stream.write(record) }
        stream.finish()
        #expect(out.text == "id,name,client.city\n1,\"Ann, \"\"the\"\" first\",Oslo\n22,Bob,Bergen\n")
    }

    @Test func tableAlignsColumnsAndIsNeverCutWhenPiped() throws {
        let long = JSONValue.object(["id": .integer(3), "name": .string(String(repeating: "x", count: 300)), "client": .null])
        let (printer, out) = printer(.table)
        try printer.print(.array(Self.records + [long]), columns: Self.columns)
        let lines = out.text.split(separator: "\n")
        #expect(lines[0].hasPrefix("ID  NAME  ") && lines[0].hasSuffix("  CITY"))
        #expect(lines[3].count == 4 + 300)
        #expect(lines[1].hasPrefix("1   Ann, \"the\" first"))
        #expect(!out.text.contains("…"))
        #expect(!out.text.contains("\u{1B}"))
    }

    @Test func tableOnATerminalFitsTheWidthByCuttingTheWidestColumn() throws {
        let long = JSONValue.object(["id": .integer(3), "name": .string(String(repeating: "x", count: 300))])
        let (printer, out) = printer(.table, terminal: true, width: 40)
        try printer.print(.array([long]), columns: Self.columns)
        for line in out.text.split(separator: "\n") { #expect(line.count <= 40) }
        #expect(out.text.contains("x…"))
    }

    @Test func colourOnlyWhenEnabled() throws {
        let (coloured, out) = printer(.table, terminal: true, width: 80, color: true)
        try coloured.print(.array(Self.records), columns: Self.columns)
        #expect(out.text.contains("\u{1B}[1mID"))
    }

    @Test func fieldsSelectAndOrderForEveryFormat() throws {
        let (json, jsonOut) = printer(.json, fields: "client.city,id")
        try json.print(Self.records[0])
        #expect(jsonOut.text == #"{"client":{"city":"Oslo"},"id":1}"# + "\n")

        // A name only some records have is null in the others.
        let (ndjson, ndjsonOut) = printer(.ndjson, fields: "name,extra")
        try ndjson.print(.array([Self.records[0], .object(["name": .string("Bob"), "extra": .integer(1)])]))
        #expect(ndjsonOut.text == #"{"name":"Ann, \"the\" first","extra":null}"# + "\n" + #"{"name":"Bob","extra":1}"# + "\n")

        let (table, tableOut) = printer(.table, fields: "id,client.city")
        try table.print(.array(Self.records), columns: Self.columns)
        #expect(tableOut.text == "ID  CITY\n1   Oslo\n22  Bergen\n")

        let (csv, csvOut) = printer(.csv, fields: "client.city")
        try csv.print(.array(Self.records))
        #expect(csvOut.text == "client.city\nOslo\nBergen\n")
    }

    @Test func singleObjectTableIsACardOfItsFields() throws {
        let (printer, out) = printer(.table)
        try printer.print(Self.records[1])
        #expect(out.text == "id           22\nname         Bob\nclient.city  Bergen\n")
    }

    @Test func tableCellsStayOnOneLine() throws {
        let (printer, out) = printer(.table)
        try printer.print(.array([.object(["a": .string("x\ny\tz")])]))
        #expect(out.text == "A\nx y z\n")
    }

    @Test(arguments: [
        (ColorMode.auto, true, [String: String](), true),
        (.auto, false, [:], false),
        (.auto, true, ["NO_COLOR": "1"], false),
        (.auto, false, ["CLICOLOR_FORCE": "1"], true),
        (.auto, false, ["CLICOLOR_FORCE": "0"], false),
        (.auto, true, ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"], false),
        (.auto, true, ["TERM": "dumb"], false),
        (.always, false, ["NO_COLOR": "1"], true),
        (.never, true, ["CLICOLOR_FORCE": "1"], false),
    ])
    func colourRules(mode: ColorMode, terminal: Bool, variables: [String: String], expected: Bool) {
        #expect(mode.isEnabled(isTerminal: terminal, variables: variables) == expected)
    }
}

/// `--fields` with a name no record has: exit 64 and nothing written, for single results and streams.
struct OutputPrinterUnknownFieldTests {
    let sink = BufferSink()

    func printer(_ format: OutputFormat, fields: String) -> OutputPrinter {
        OutputPrinter(
            requestedFormat: format, fields: FieldSelection(fields), sink: sink, isTerminal: false, width: nil,
            style: TextStyle(enabled: false), commandPath: ["things", "list"])
    }

    @Test(arguments: [OutputFormat.json, .ndjson, .csv, .table])
    func aSingleResultWritesNothing(format: OutputFormat) {
        #expect(throws: UsageError.self) { try printer(format, fields: "id,nmae").print(.array(OutputPrinterTests.records)) }
        #expect(sink.text.isEmpty)
    }

    @Test(arguments: [OutputFormat.json, .ndjson, .csv, .table])
    func aStreamChecksItsFirstPageAndThenWritesNothingAtAll(format: OutputFormat) throws {
        let stream = printer(format, fields: "id,nmae").stream(columns: OutputPrinterTests.columns)
        #expect(throws: UsageError.self) { try stream.check(OutputPrinterTests.records) }
        stream.finish()
        #expect(sink.text.isEmpty)
    }

    @Test func aStreamWithoutAPageChecksItsFirstRecordOnce() throws {
        let stream = printer(.ndjson, fields: "id,extra").stream()
        #expect(throws: UsageError.self) { try stream.write(OutputPrinterTests.records[0]) }
        let checked = printer(.ndjson, fields: "id,extra").stream()
        try checked.write(.object(["id": .integer(1), "extra": .bool(true)]))
        try checked.write(.object(["id": .integer(2)]))
        #expect(sink.text == "{\"id\":1,\"extra\":true}\n{\"id\":2,\"extra\":null}\n")
    }

    @Test func aChosenDeclaredColumnKeepsItsHeader() throws {
        try printer(.table, fields: "client.city,id").print(
            .array(OutputPrinterTests.records), columns: OutputPrinterTests.columns)
        #expect(sink.text.hasPrefix("CITY    ID"))
    }
}
