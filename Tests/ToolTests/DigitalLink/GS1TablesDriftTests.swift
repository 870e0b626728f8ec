import Foundation
import Testing
import ToolkitTestSupport

/// The committed generated GS1 Swift files are exactly what `scripts/gs1/generate-gs1-tables` writes
/// from the vendored dictionary and the code-list file, so editing an input without `make generate`
/// (or hand-editing an output) fails CI. Skipped only where python3 is missing; CI has it.
struct GS1TablesDriftTests {
    static let root = PackageRoot.url
    static let generatedFiles = ["GS1Dictionary+Entries.swift", "GS1CodeLists.swift", "GS1AILookup+Index.swift"]

    static let python3 = Python3.url

    @Test(.enabled(if: python3 != nil, "python3 is not installed"))
    func committedTablesMatchTheGenerator() async throws {
        let output = TestScratch.root.appendingPathComponent("gs1-tables-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let (status, message) = try await Self.runGenerator(in: Self.root, out: output)
        try #require(status == 0, "generator failed: \(message)")
        for name in Self.generatedFiles {
            let fresh = try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
            let committed = try? String(
                contentsOf: Self.root.appendingPathComponent("Sources/DigitalLink/\(name)"), encoding: .utf8)
            // Compared first so a failure prints one line, not two copies of a 4000-line file.
            let isCurrent = committed == fresh
            #expect(isCurrent, "\(name) is stale: run `make generate` and commit the result")
        }
    }

    @Test(.enabled(if: python3 != nil, "python3 is not installed"))
    func generatorRejectsALinterItDoesNotKnow() async throws {
        // A dictionary release that names a new linter must stop the generator, not be half-applied.
        let work = TestScratch.root.appendingPathComponent("gs1-unknown-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        for folder in ["scripts/gs1", "vendor/gs1"] {
            try FileManager.default.createDirectory(at: work.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in ["scripts/gs1/generate-gs1-tables", "scripts/gs1/gs1codelists.py", "scripts/gs1/gs1-code-lists.txt"] {
            try FileManager.default.copyItem(at: Self.root.appendingPathComponent(file), to: work.appendingPathComponent(file))
        }
        let dictionary = try String(contentsOf: Self.root.appendingPathComponent("vendor/gs1/gs1-syntax-dictionary.txt"), encoding: .utf8)
        try (dictionary + "9999        ?  N4,brandnewlinter                                                                 # TEST\n")
            .write(to: work.appendingPathComponent("vendor/gs1/gs1-syntax-dictionary.txt"), atomically: true, encoding: .utf8)
        let (status, message) = try await Self.runGenerator(in: work, out: work)
        #expect(status != 0)
        #expect(message.contains("unknown linter 'brandnewlinter'"))
    }

    /// Runs the generator of the tree at `root` (it reads its inputs relative to itself); returns the
    /// exit status and what it wrote to stderr.
    static func runGenerator(in root: URL, out: URL) async throws -> (Int32, String) {
        let home = try ProcessHome()
        defer { home.remove() }
        let generator = try ChildProcess(
            python3!.path, [root.appendingPathComponent("scripts/gs1/generate-gs1-tables").path, "--out", out.path],
            environment: home.environment([:]))
        let finished = try await generator.finish()
        return (finished.status, finished.stderr)
    }
}
