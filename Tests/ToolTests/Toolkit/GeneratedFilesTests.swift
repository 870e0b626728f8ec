import Foundation
import Testing
import ToolkitTestSupport
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// The committed completions/ and man/ files, and the settings tables in docs/, are exactly what the tools
/// generate.
/// `UPDATE_GENERATED=1 swift test --filter GeneratedFiles` rewrites them (see the Makefile's `generate`).
struct GeneratedFilesTests {
    static let root = PackageRoot.url

    static func files(for tool: ToolDefinition) -> [(path: String, content: String)] {
        [
            ("completions/\(tool.name).bash", CompletionGenerator.script(for: .bash, tool: tool)),
            ("completions/_\(tool.name)", CompletionGenerator.script(for: .zsh, tool: tool)),
            ("completions/\(tool.name).fish", CompletionGenerator.script(for: .fish, tool: tool)),
            ("man/\(tool.name).1", ManPageRenderer.render(tool)),
        ]
    }

    @Test(arguments: AllTools.names)
    func committedFilesMatchTheGenerators(_ name: String) throws {
        let update = ProcessInfo.processInfo.environment["UPDATE_GENERATED"] != nil
        for file in Self.files(for: AllTools.definition(name)) {
            let url = Self.root.appendingPathComponent(file.path)
            if update {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.content.write(to: url, atomically: true, encoding: .utf8)
                continue
            }
            let committed = try? String(contentsOf: url, encoding: .utf8)
            #expect(committed == file.content, "\(file.path) is stale: run `make generate` and commit the result")
        }
    }

    /// The settings table of each tool's page in docs/ is the command model's (`SettingsTable`); the page's
    /// prose around it is hand-written.
    @Test(arguments: AllTools.names)
    func theSettingsTableOfEachToolsPageMatchesTheCommandModel(_ name: String) throws {
        let url = Self.root.appendingPathComponent("docs/\(name).md")
        let committed = try String(contentsOf: url, encoding: .utf8)
        let generated = SettingsTable.replacing(in: committed, with: SettingsTable.render(AllTools.definition(name)))
        if ProcessInfo.processInfo.environment["UPDATE_GENERATED"] != nil {
            try generated.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(committed == generated, "docs/\(name).md's settings table is stale: run `make generate` and commit the result")
    }
}
