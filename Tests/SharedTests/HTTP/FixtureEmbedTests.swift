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

    @Test func committedBuiltinFixturesMatchTheGenerator() throws {
        let output = TestScratch.root.appendingPathComponent("embed-fixtures-\(UUID())")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", Self.root.appendingPathComponent("scripts/embed-fixtures").path,
            "--root", Self.root.path, "--output", output.path,
        ]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "scripts/embed-fixtures failed: \(message)")

        for tool in Self.tools {
            let path = "Sources/\(tool)/BuiltinFixtures.swift"
            let generated = try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
            let committed = try? String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            #expect(committed == generated, "\(path) is stale: run scripts/embed-fixtures, commit the result")
        }
    }

    /// docs/mock-data/TOOL.md lists exactly the data set the tool embeds.
    @Test func theMockDataPagesListTheDataSets() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.root.appendingPathComponent("scripts/document-mock-data").path, "--root", Self.root.path, "--check"]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(message)")
    }
}
