import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// Golden pictures on a terminal at 40, 80 and 130 columns, in a UTF-8 locale and under `LANG=C`: the
/// dashboard's bars (categories' two columns, enquiries by status and by source, the stats' pairs) and a
/// batch's verdict bar below its summary. No line passes the width; the bytes are those of
/// `Tests/ToolTests/Snapshots/pictures-*.txt` (`RECORD_SNAPSHOTS=1` rewrites them).
struct PicturesGoldenTests {
    static let directory = PackageRoot.appending("Tests/ToolTests/Snapshots")
    static let csv = "id,street,city,state,zip\nA,26 FEDERAL PLZ,NEW YORK,NY,10278\n"
        + "B,1 AMBIGUOUS ST,NEW YORK,NY,\nC,1 NOWHERE LN,NOWHERE,NY,10001\n"
        + "D,10 Main St,Springfield,IL,62701,USA\nE,26 FEDERAL PLZ,NEW YORK,NY,10278\nF,26 FEDERAL PLZ,NEW YORK,NY,10278\n"

    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var tool: String
        var line: String
        var description: String { name }
    }

    static let cases = [
        Case(name: "categories", tool: "repairminder", line: "dashboard categories"),
        Case(name: "enquiries", tool: "repairminder", line: "dashboard enquiries"),
        Case(name: "breakdown", tool: "repairminder", line: "dashboard enquiries --scope company --breakdown"),
        Case(name: "stats", tool: "repairminder", line: "dashboard stats"),
        Case(name: "batch", tool: "upsctl", line: "validate --input /work/in.csv --fail-on no_candidates"),
    ]

    static func run(
        _ test: Case, width: Int, lang: String, variables: [String: String] = [:], colour: String = "--color never "
    ) async -> ToolHarness.Result {
        let harness = ToolHarness(
            tool: AllTools.definition(test.tool), variables: variables.merging(["LANG": lang]) { old, _ in old },
            fileSystem: InMemoryFileSystem(files: ["/work/in.csv": Self.csv]), terminal: true, columns: width)
        return await harness.run("--mock " + colour + test.line)
    }

    /// The lines a terminal shows: progress lines are rewritten in place (`\r`, `ESC [2K`).
    static func screenLines(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
            .map { $0.replacingOccurrences(of: "\u{1B}[2K", with: "") }
    }

    @Test(arguments: cases, [40, 80, 130])
    func picturesGoldenInUTF8(_ test: Case, width: Int) async throws {
        try await check(test, width: width, lang: "en_GB.UTF-8", suffix: "utf8")
    }

    @Test(arguments: cases, [40, 80, 130])
    func picturesGoldenUnderLangC(_ test: Case, width: Int) async throws {
        try await check(test, width: width, lang: "C", suffix: "ascii")
    }

    /// The accessible twin (docs/output.md, "Accessible mode"): the same pictures said in words and
    /// numbers, no glyph of any of them, at 80 columns.
    @Test(arguments: cases)
    func picturesGoldenInAccessibleMode(_ test: Case) async throws {
        try await check(test, width: 80, lang: "en_GB.UTF-8", suffix: "accessible", variables: ["ACCESSIBLE": "1"])
    }

    func check(_ test: Case, width: Int, lang: String, suffix: String, variables: [String: String] = [:]) async throws {
        let result = await Self.run(test, width: width, lang: lang, variables: variables)
        let text = result.stdout + "--- stderr\n" + result.stderr
        for line in Self.screenLines(result.stdout + result.stderr) {
            #expect(DisplayWidth.of(line) <= width, "\(test) at \(width): \(line)")
        }
        let blocks = text.contains { "▏▎▍▌▋▊▉█▓▒░".contains($0) }
        #expect(blocks == (suffix == "utf8"), "\(test) at \(width) under LANG=\(lang)")
        #expect(text.contains("#") == (suffix == "ascii"), "\(test) at \(width) under LANG=\(lang)")
        if suffix == "accessible" {
            #expect(text.contains("% of largest") || text.contains("Shares of the rows: "), "\(test): \(text)")
            #expect(!text.contains("\r") && !text.contains("\u{1B}[2K"), "no line rewritten: \(text)")
        }
        let file = Self.directory.appendingPathComponent("pictures-\(test.name)-\(width)-\(suffix).txt")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
            try text.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(text == expected, "\(file.lastPathComponent) differs; RECORD_SNAPSHOTS=1 rewrites it")
    }

    /// `NO_COLOR` takes the colour away and leaves the pictures: the same bars and fills, no escape codes.
    @Test func noColorRemovesColourNotBars() async {
        for test in Self.cases {
            // On a terminal that would have colour: NO_COLOR gives what `--color never` gives, bars and all.
            let plain = await Self.run(test, width: 80, lang: "C.UTF-8")
            let noColor = await Self.run(test, width: 80, lang: "C.UTF-8", variables: ["NO_COLOR": "1"], colour: "")
            #expect(noColor.stdout == plain.stdout, "\(test)")
            #expect(noColor.stderr == plain.stderr, "\(test)")
            #expect((noColor.stdout + noColor.stderr).contains("█"), "\(test)")
        }
        // With colour allowed, the same batch colours each verdict's fill; NO_COLOR wins over CLICOLOR_FORCE.
        let batch = Self.cases.last!
        let files = InMemoryFileSystem(files: ["/work/in.csv": Self.csv])
        for (variables, coloured) in [(["CLICOLOR_FORCE": "1"], true), (["CLICOLOR_FORCE": "1", "NO_COLOR": "1"], false)] {
            let harness = ToolHarness(
                tool: AllTools.definition("upsctl"), variables: variables.merging(["LANG": "C.UTF-8"]) { $1 },
                fileSystem: files, terminal: true, columns: 80)
            let result = await harness.run("--mock " + batch.line)
            let barLine = result.stderr.split(separator: "\n").last.map(String.init) ?? ""
            #expect(barLine.contains("▒"), "\(barLine)")
            #expect(barLine.contains("\u{1B}[35m▒") == coloured, "\(variables): \(barLine)")
        }
    }
}
