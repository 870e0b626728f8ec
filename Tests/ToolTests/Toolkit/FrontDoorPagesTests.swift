import Foundation
import Testing
import ToolkitTestSupport

/// The pages a newcomer meets first: the README's Quick start, the README the release archive carries
/// for the installed tools, docs/getting-started.md, and Benchmarks/README.md as a report.
struct FrontDoorPagesTests {
    static let root = PackageRoot.url
    static let tools = ["upsctl", "tracewise", "scorebase", "repairminder"]

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The command lines of `text`'s ```sh blocks.
    static func commandLines(_ text: String) -> [String] {
        text.components(separatedBy: "```sh\n").dropFirst().flatMap { block in
            block.components(separatedBy: "```").first!.split(separator: "\n").map(String.init)
        }
    }

    @Test func theReadmeQuickStartPutsTheToolsOnPathBeforeCallingThemBare() throws {
        let lines = Self.commandLines(try Self.text("README.md"))
        let bare = try #require(lines.firstIndex { line in Self.tools.contains { line.hasPrefix($0 + " ") } })
        let path = lines.firstIndex { $0.contains("export PATH=") }
        #expect(path.map { $0 < bare } == true, "the first bare call is \(lines[bare]), with no PATH before it")
    }

    @Test func theReleaseArchiveCarriesAReadmeForTheInstalledToolsAndItsExamples() throws {
        let readme = try Self.text("packaging/README.md")
        for word in ["swift run", "make test", "swift build", "make install"] {
            #expect(!readme.contains(word), "the installed tools' README says '\(word)'")
        }
        for match in readme.matches(of: /examples\/[A-Za-z0-9_.-]+/) {
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(String(match.0)).path), "\(match.0)")
        }
        let package = try Self.text("scripts/package")
        #expect(package.contains("packaging/README.md"), "scripts/package stages the installed tools' README")
        #expect(package.contains("examples/"), "scripts/package stages examples/")
    }

    @Test func gettingStartedIsShortAndLinkedFromTheReadme() throws {
        let page = try Self.text("docs/getting-started.md")
        #expect(page.split(separator: "\n", omittingEmptySubsequences: false).count <= 120)
        #expect(try Self.text("README.md").contains("(docs/getting-started.md)"))
        // The first command of each tool, in mock mode.
        for tool in Self.tools {
            #expect(Self.commandLines(page).contains { $0.hasPrefix("\(tool) --mock ") }, "\(tool)")
        }
    }

    @Test func benchmarksReadmeIsAReportUnder500LinesNamingEveryScript() throws {
        let page = try Self.text("Benchmarks/README.md")
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count < 500, "\(lines.count) lines")
        let scripts = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Benchmarks").path)
            .filter { $0.hasSuffix(".sh") || $0.hasSuffix(".py") }
        #expect(scripts.count > 20)
        for script in scripts { #expect(page.contains(script), "\(script) is not named") }
        // A clean end to append a section to: one final line break, no trailing blank lines.
        #expect(page.hasSuffix("\n") && !page.hasSuffix("\n\n"))
    }
}
