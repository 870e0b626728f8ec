import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// Golden output of every kind of streamed table on a terminal, at 40, 80 and 130 columns: upsctl's
/// batch (a late long address, an error in a later row), a `-` reader (a missing id between two orders, a
/// later longer status) and a listing with `--all` (pages of three). No line passes the width; the bytes
/// are those of `Tests/ToolTests/Snapshots/stream-*.txt` (`RECORD_SNAPSHOTS=1` rewrites them), in a
/// UTF-8 locale (a cut value ends in `…`).
struct StreamedTableGoldenTests {
    static let directory = PackageRoot.appending("Tests/ToolTests/Snapshots")
    static let csv = "id,street,city,state,zip\nA,26 FEDERAL PLZ,NEW YORK,NY,10278\n"
        + "B,1 AMBIGUOUS ST,NEW YORK,NY,\nC,26601 ALISO CREEK ROAD SUITE D BUILDING 7 REAR ENTRANCE,ALISO VIEJO,CA,92656\n"
        + "D,10 Main St,Springfield,IL,62701,USA\n"

    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var tool: String
        var line: String
        var stdin: String = ""
        var description: String { name }
    }

    static let cases = [
        Case(name: "batch", tool: "upsctl", line: "validate --input /work/in.csv"),
        Case(name: "dash", tool: "repairminder", line: "orders get -", stdin: "ord_8d2f41\nnope\n\nord_8d2f57\n"),
        Case(name: "all", tool: "repairminder", line: "orders list --all --limit 3"),
    ]

    @Test(arguments: cases, [40, 80, 130])
    func streamedTableGolden(_ test: Case, width: Int) async throws {
        let files = InMemoryFileSystem(files: ["/work/in.csv": Self.csv])
        let harness = ToolHarness(
            tool: AllTools.definition(test.tool), variables: ["LANG": "C.UTF-8"], fileSystem: files, terminal: true,
            columns: width)
        let result = await harness.run("--mock -q --color never " + test.line, stdin: test.stdin) { $0.io.stdinIsTerminal = false }
        for line in result.stdout.split(separator: "\n") {
            #expect(DisplayWidth.of(line) <= width, "\(test) at \(width): \(line)")
        }
        let file = Self.directory.appendingPathComponent("stream-\(test.name)-\(width).txt")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
            try result.stdout.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(result.stdout == expected, "\(file.lastPathComponent) differs; RECORD_SNAPSHOTS=1 rewrites it")
    }
}
