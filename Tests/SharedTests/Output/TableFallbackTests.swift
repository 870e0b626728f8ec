import Testing
@testable import Shared
@testable import ToolkitCommandModel
@testable import ToolkitFloor

/// A table row shows a value once: a column's fallback (a `-` line's identity, else its `input`) is left
/// empty where another shown column has that path as its own and shows the value whole in this row. Where
/// that column is left out or cuts the value, the fallback still shows it, so it is readable somewhere
/// (F2); and a fallback left empty ends the column's search: it does not go on to the next path (F1: the
/// scanned code in lookup's ID beside `--fields device.id`).
struct TableFallbackTests {
    static let lookup = [
        TableColumn("ID", "order.id", otherwiseShowing: "device.id", "input").wrapping(), TableColumn("INPUT", "input").keepingEnd(),
        TableColumn("ERROR", "error.message").reason(),
    ]
    static let device: JSONValue = .object(["input": .string("356938035643809"), "device": .object(["id": .string("dev_51c2")])])
    static let failed: JSONValue = .object(["input": .string("0000000000000"), "error": .object(["message": .string("no match")])])

    /// The first line of `record`'s row in a streamed table of `columns`, laid out in `width` from
    /// `first`, cut into its shown columns' cells.
    static func row(_ record: JSONValue, columns: [TableColumn] = lookup, width: Int?, first: JSONValue = device) -> [String] {
        let table = TableRenderer(columns: columns, maxWidth: width)
        let widths = table.streamWidths(sample: [first]).widths.compactMap { $0 }
        var line = Substring(table.row(record, widths: table.streamWidths(sample: [first]).widths).prefix { $0 != "\n" })
        var cells: [String] = []
        for width in widths {
            cells.append(String(line.prefix(width)).trimmedWhitespace)
            line = line.dropFirst(width + TableRenderer.gap)
        }
        return cells
    }

    @Test(arguments: [80, 100, 220])
    func aFailedLinesInputShowsOnceWhereInputShowsItWhole(width: Int) {
        #expect(Self.row(Self.failed, width: width) == ["", "0000000000000", "no match"])
        #expect(Self.row(Self.device, width: width) == ["dev_51c2", "356938035643809", ""])
    }

    /// INPUT was laid out for a short first code and cuts a longer one: ID shows it, wrapped, whole.
    @Test func aFallbackStaysWhereItsOwnColumnCutsTheValue() {
        let long: JSONValue = .object(["input": .string("SN-0000000000000000000042"), "error": .object(["message": .string("no match")])])
        let table = TableRenderer(columns: Self.lookup, maxWidth: 60)
        let widths = table.streamWidths(sample: [.object(["input": .string("A1"), "order": .object(["id": .string("ord_1")])])]).widths
        let text = table.row(long, widths: widths)
        let idWidth = widths[0]!
        let pieces = text.split(separator: "\n").map { String($0.prefix(idWidth)).trimmedWhitespace }
        #expect(pieces.joined() == "SN-0000000000000000000042", "\(text)")
    }

    /// At 80 columns INPUT may be left out: ID shows the input.
    @Test func aFallbackStaysWhereItsOwnColumnIsLeftOut() {
        let columns = [Self.lookup[0], TableColumn("INPUT", "input"), Self.lookup[2]]
        let table = TableRenderer(columns: columns, maxWidth: 30)
        let widths: [Int?] = [13, nil, 15]
        #expect(table.row(Self.failed, widths: widths).hasPrefix("0000000000000  no match"), "\(table.row(Self.failed, widths: widths))")
    }

    /// F1: `--fields device.id,order.id`: a device's id shows in DEVICE.ID alone, and ID does not go on to
    /// the scanned code; a failed line, which has no id, still shows its input in ID.
    @Test(arguments: [80, 100, 220])
    func aFallbackLeftEmptyEndsTheSearch(width: Int) {
        let columns = [TableColumn("DEVICE.ID", "device.id"), TableColumn("ID", "order.id", otherwiseShowing: "device.id", "input").wrapping()]
        #expect(Self.row(Self.device, columns: columns, width: width) == ["dev_51c2", ""])
        #expect(Self.row(Self.failed, columns: columns, width: width) == ["", "0000000000000"])
    }

    /// A table printed at once (a pipe) takes the same rule: nothing is cut there.
    @Test func aTablePrintedAtOnceShowsTheInputOnce() {
        let text = TableRenderer(columns: Self.lookup, maxWidth: nil).render([Self.device, Self.failed])
        #expect(text.components(separatedBy: "0000000000000").count == 2, "\(text)")
        #expect(text.components(separatedBy: "dev_51c2").count == 2, "\(text)")
    }
}
