import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// Pictures are for people (docs/output.md, "Pictures"): with stdout not a terminal, or with `-o json`,
/// `ndjson` or `csv` on one, the commands that draw bars write the bytes they wrote before bars existed.
/// `Tests/ToolTests/Snapshots/pictures-scripts.txt` was recorded from the code before them, in a UTF-8
/// locale with colour allowed, where pictures would be drawn if anything let them through.
struct PicturesStayOffForScriptsTests {
    static let file = PackageRoot.appending("Tests/ToolTests/Snapshots/pictures-scripts.txt")
    static let csv = "id,street,city,state,zip\nA,26 FEDERAL PLZ,NEW YORK,NY,10278\n"
        + "B,1 AMBIGUOUS ST,NEW YORK,NY,\nC,1 NOWHERE LN,NOWHERE,NY,10001\n"
        + "D,10 Main St,Springfield,IL,62701,USA\n"

    static let lines = [
        ("repairminder", "dashboard categories"),
        ("repairminder", "dashboard enquiries --scope company --breakdown"),
        ("repairminder", "dashboard stats"),
        ("upsctl", "validate --input /work/in.csv --fail-on no_candidates"),
    ]

    /// Every command in every format, to a pipe and (for the three formats for scripts) on a terminal.
    static func transcript() async -> String {
        var out = ""
        for (tool, line) in lines {
            for format in ["", " -o json", " -o ndjson", " -o csv", " -o table"] {
                for terminal in format.isEmpty || format == " -o table" ? [false] : [false, true] {
                    let harness = ToolHarness(
                        tool: AllTools.definition(tool), variables: ["LANG": "en_GB.UTF-8", "CLICOLOR_FORCE": "1"],
                        fileSystem: InMemoryFileSystem(files: ["/work/in.csv": Self.csv]), terminal: terminal,
                        columns: 80)
                    let result = await harness.run("--mock " + line + format)
                    out += "$ \(tool) \(line)\(format)\(terminal ? " (terminal)" : "") → \(result.exitCode.rawValue)\n"
                    out += "--- stdout\n\(result.stdout)\n--- stderr\n\(result.stderr)\n"
                }
            }
        }
        return out
    }

    @Test func jsonNDJSONAndCSVAreByteIdenticalWithPicturesAround() async throws {
        let text = await Self.transcript()
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
            try text.write(to: Self.file, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: Self.file, encoding: .utf8)
        #expect(text == expected, "pictures-scripts.txt differs: what scripts read changed")
        for scalar in ["▏", "█", "▓", "#####"] {
            #expect(!text.contains(scalar), "a picture reached a script: \(scalar)")
        }
    }
}
