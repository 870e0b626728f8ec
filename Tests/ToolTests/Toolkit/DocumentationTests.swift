import Foundation
import Testing
import ToolkitTestSupport
@testable import Shared

/// The repository's documentation stands on its own and says what the tools do: every link inside it
/// resolves, nothing points to a file outside the repository, the global options table is the command
/// model's, and the README stays a front door.
struct DocumentationTests {
    static let root = PackageRoot.url

    static let pages: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        return ["README.md", "ARCHITECTURE.md", "CONTRIBUTING.md", "CHANGELOG.md", "Benchmarks/README.md"]
            + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test(arguments: pages)
    func everyRelativeLinkResolves(_ page: String) throws {
        let text = try Self.text(page)
        let directory = Self.root.appendingPathComponent(page).deletingLastPathComponent()
        for match in text.matches(of: /\]\(([^)#\s]+)(#[^)]*)?\)/) {
            let target = String(match.1)
            if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("mailto:") { continue }
            let url = directory.appendingPathComponent(target).standardizedFileURL
            #expect(FileManager.default.fileExists(atPath: url.path), "\(page) links to \(target), which does not exist")
        }
    }

    /// The spec and notes the code was once written from are not in the repository; nothing may send a
    /// reader there. (The needles are built, so this file does not match itself.)
    @Test func nothingPointsOutsideTheRepository() async throws {
        let needles = ["../" + "shared", "shared/" + "notes", "shared/" + "contract", "shared/" + "bench", "contract " + "§"]
        let textFiles = try await Self.trackedTextFiles()
        #expect(textFiles.count > 300)
        for path in textFiles {
            guard let text = try? Self.text(path) else { continue }
            for needle in needles where text.contains(needle) {
                Issue.record("\(path) points outside the repository (\(needle))")
            }
        }
    }

    /// The repository's text files: tracked, or new and not ignored.
    static func trackedTextFiles() async throws -> [String] {
        let tracked = try await BuiltBinary.shell("git -C '\(root.path)' ls-files -co --exclude-standard")
        try #require(tracked.status == 0, "\(tracked.stderr)")
        return tracked.stdout.split(separator: "\n").map(String.init).filter { path in
            [".swift", ".md", ".py", ".sh", ".c", ".h", ".txt", ".1", ".bash", ".fish"].contains { path.hasSuffix($0) }
                || path == "Makefile" || path.hasPrefix("completions/_")
        }
    }

    /// A comment that gives its reason by citing a numbered section cites a page the reader has: a public
    /// standard (an RFC, GS1's General Specifications) or a page of the repository. The notes and the
    /// toolkit spec the code was once written from are not here, so a comment cites docs/ instead. Every
    /// `docs/….md` a source file names exists. (No example here has a section sign, or it would match.)
    @Test func commentsCiteOnlyWhatAReaderHas() async throws {
        let sources = try await Self.trackedTextFiles().filter { !$0.hasSuffix(".md") && !$0.hasSuffix(".txt") }
        #expect(sources.count > 300)
        for path in sources {
            guard let text = try? Self.text(path) else { continue }
            // Only the lines that may cite something go through the patterns: most lines have neither.
            for line in text.split(separator: "\n") where line.contains("§") || line.contains("docs/") {
                for match in line.matches(of: /(\S+)\s+§\s*\d/) {
                    let cited = String(match.1).trimmingCharacters(in: CharacterSet(charactersIn: "(`\"'"))
                    let isStandard = cited.allSatisfy(\.isNumber) && cited.count >= 3  // RFC 9110 and the like
                        || cited == "Specifications" || cited == "and"  // RFC 3986's "§5.4.1 and §5.4.2"
                    let isPage = cited.hasSuffix(".md") && FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(cited).path)
                    #expect(isStandard || isPage, "\(path) cites '\(match.0)', which the repository does not hold: cite docs/ instead")
                }
                // `docs/mock-data/TOOL.md` names a page for every tool, not one page.
                for match in line.matches(of: /docs\/[A-Za-z0-9_\/.-]+\.md/) where !match.0.contains("TOOL") {
                    let page = String(match.0)
                    #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(page).path), "\(path) cites \(page), which does not exist")
                }
            }
        }
    }

    /// docs/usage.md's table of global options lists exactly the options every tool takes, each with the
    /// setting it sets (`P_` standing for the tool's prefix).
    @Test func theGlobalOptionsTableIsTheCommandModels() throws {
        let text = try Self.text("docs/usage.md")
        let section = try #require(text.components(separatedBy: "## Global options").dropFirst().first)
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| option") && !$0.hasPrefix("| ---") }
        var documented: Set<String> = []
        var variables: Set<String> = []
        for row in rows {
            let cells = row.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            documented.formUnion(cells[1].matches(of: /--([a-z-]+)/).map { String($0.1) })
            variables.formUnion(cells[2].matches(of: /P_([A-Z_]+)/).map { String($0.1) })
        }
        for tool in AllTools.definitions {
            let options = GlobalOptions.options(for: tool).filter { !$0.isHidden }
            #expect(documented == Set(options.map(\.long)), "\(tool.name): \(documented.symmetricDifference(options.map(\.long)))")
            let settings = Set(GlobalSettings.specs(for: tool).map { String($0.name.dropFirst(tool.prefix.count + 1)) })
            #expect(variables == settings, "\(tool.name): \(variables.symmetricDifference(settings))")
        }
    }

    /// The README is the front door (what, install, the two commands, one example per tool, where to read
    /// on), not the manual.
    @Test func theReadmeStaysShort() throws {
        let text = try Self.text("README.md")
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count <= 200)
        #expect(text.contains("swift run upsctl --mock validate --input examples/addresses.csv"))
        #expect(text.contains("\nmake test\n"))
    }
}
