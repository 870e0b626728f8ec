import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// A streamed table on a terminal keeps the widths it started with: a later, longer status is cut rather
/// than pushing its row right, and an error that only a later row has wraps inside its column instead of
/// running past the terminal (`orders get -` with a missing id between two orders).
struct StreamedTableAlignmentTests {
    @Test(arguments: [40, 80, 130])
    func streamedRowsStayAlignedAndWithinTheTerminal(columns: Int) async {
        let harness = ToolHarness(tool: AllTools.definition("repairminder"), terminal: true, columns: columns)
        let result = await harness.run("--mock -q --color never orders get -", stdin: "ord_8d2f41\nnope\n\nord_8d2f57\n") {
            $0.io.stdinIsTerminal = false
        }
        #expect(result.exitCode == .failure, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        for line in lines {
            #expect(DisplayWidth.of(line) <= columns, "a line of \(DisplayWidth.of(line)) at \(columns): \(line)")
        }
        // Every row's CLIENT, after the STATUS that a later row's `awaiting_parts` used to widen, starts
        // where the header's does (at 40 columns CLIENT is not shown, and the width checks above hold).
        guard let header = lines.first, let start = header.range(of: "CLIENT")?.lowerBound else { return }
        let offset = header.distance(from: header.startIndex, to: start)
        for line in lines.dropFirst() where line.hasPrefix("ord_") {
            let cell = line.dropFirst(offset)
            #expect(cell.hasPrefix("Ann") || cell.hasPrefix("Bob"), "at \(columns), a row shifted: \(line)")
        }
    }
}
