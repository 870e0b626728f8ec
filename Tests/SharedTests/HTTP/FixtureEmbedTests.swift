import Foundation
import Testing
import ToolkitTestSupport
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// The built-in fixtures: every file under Fixtures/ is a valid fixture, each tool's committed
/// BuiltinFixtures.swift is exactly what scripts/embed-fixtures makes of them (data sets included), and the
/// mock data pages list those data sets.
struct FixtureEmbedTests {
    static let root = PackageRoot.url
    static let fixturesDirectory = root.appendingPathComponent("Fixtures")

    static var tools: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixturesDirectory.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    static var fixtureFiles: [String] {
        tools.flatMap { tool in
            let files = (try? FileManager.default.contentsOfDirectory(
                atPath: fixturesDirectory.appendingPathComponent(tool).path)) ?? []
            return files.filter { $0.hasSuffix(".json") }.sorted().map { "\(tool)/\($0)" }
        }
    }

    @Test func everyToolHasBuiltInFixtures() {
        #expect(Self.tools == ["repairminder", "scorebase", "tracewise", "upsctl"])
    }

    @Test(arguments: fixtureFiles)
    func committedFixturesAreValid(_ file: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.fixturesDirectory.appendingPathComponent(file)))
        let fixture = try Fixture.parse(bytes: bytes, source: "Fixtures/\(file)")
        let name = URL(fileURLWithPath: file).lastPathComponent
        #expect(FixtureName.parse(name) != nil, "bad file name \(file)")
        #expect((100...599).contains(fixture.status))
    }

    @Test func committedBuiltinFixturesMatchTheGenerator() async throws {
        let output = TestScratch.root.appendingPathComponent("embed-fixtures-\(UUID())")
        defer { try? FileManager.default.removeItem(at: output) }
        let embed = try await Self.python3([
            Self.root.appendingPathComponent("scripts/embed-fixtures").path, "--root", Self.root.path, "--output", output.path,
        ])
        try #require(embed.status == 0, "scripts/embed-fixtures failed: \(embed.stderr)")

        for tool in Self.tools {
            let path = "Sources/\(tool)/BuiltinFixtures.swift"
            let generated = try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
            let committed = try? String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            #expect(committed == generated, "\(path) is stale: run scripts/embed-fixtures, commit the result")
        }
    }

    /// docs/mock-data/TOOL.md lists exactly the data set the tool embeds.
    @Test func theMockDataPagesListTheDataSets() async throws {
        let check = try await Self.python3([
            Self.root.appendingPathComponent("scripts/document-mock-data").path, "--root", Self.root.path, "--check",
        ])
        #expect(check.status == 0, "\(check.stderr)")
    }

    /// `python3 ARGUMENTS…` under a temporary HOME, waited for without blocking a thread.
    static func python3(_ arguments: [String]) async throws -> ChildProcess.Finished {
        let home = try ProcessHome()
        defer { home.remove() }
        return try await ChildProcess("/usr/bin/env", ["python3"] + arguments, environment: home.environment([:])).finish()
    }
}
