import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport
@testable import tracewise

/// A CSV row of one column whose value is empty is `""`, as Python's csv writer writes it: an empty line
/// is no row to a reader (pandas skips it, Python's csv reads `[]`), so the rows would no longer be the
/// records.
struct CSVLoneEmptyFieldTests {
    /// A device has no `order.id`: its row holds an empty field.
    @Test func aLookupsDeviceUnderOrderID() async {
        let result = await ToolHarness(tool: AllTools.definition("repairminder"))
            .run("--mock -q lookup barcode - -o csv --fields order.id", stdin: "356938035643809\nRM-10519\n")
        #expect(result.stdout == "order.id\n\"\"\n\"\"\n", "\(result.stderr)")
    }

    /// parse-link's own writer, both ways: bytes copied for an ASCII sheet, Strings for one with other
    /// text (`é`); a valid link has no error. Two columns are as before (`,` between two empty fields).
    @Test(arguments: [
        ("--fields error https://id.gs1.org/01/09506000134352", "error\n\"\"\n"),
        ("--fields error https://id.gs1.org/01/09506000134352?x=%C3%A9", "error\n\"\"\n\"\"\n"),
        ("--fields error,date https://id.gs1.org/01/09506000134352", "error,date\n,\n"),
        ("--fields error,date https://id.gs1.org/01/09506000134352?x=%C3%A9", "error,date\n,\n,\n"),
        ("--fields ai https://id.gs1.org/01/09506000134352?x=%C3%A9", "ai\n01\n\"\"\n"),
    ])
    func parseLinksLoneColumn(_ arguments: String, _ expected: String) async {
        let result = await ToolHarness(tool: Tracewise.definition).run("parse-link -o csv \(arguments)")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout == expected)
    }
}
