import Foundation
import Testing
import ToolkitTestSupport
@testable import Shared

/// `--version` says which commit and date a binary was built from, stamped by the build itself
/// (Plugins/BuildStamp running scripts/stamp-build), and a tree without git still builds.
struct BuildStampTests {
    static let package = PackageRoot.url
    nonisolated(unsafe) static let line = #/^(upsctl|tracewise|scorebase|repairminder) 0\.1\.0 \(([0-9a-f]{7,}(-dirty)?|unknown), \d{4}-\d{2}-\d{2}\)\n$/#

    @Test(arguments: AllTools.names)
    func versionNamesCommitAndDate(_ name: String) async throws {
        let run = try await BuiltBinary.shell("\(name) --version")
        #expect(run.status == 0)
        #expect(run.stdout.wholeMatch(of: Self.line) != nil, "\(run.stdout)")
        #expect(run.stdout.hasPrefix(ToolkitVersion.line(tool: name)))
    }

    /// In this checkout the stamp is HEAD's own commit and date.
    @Test func inAGitCheckoutTheStampIsHEAD() async throws {
        let head = try await BuiltBinary.shell("git -C '\(Self.package.path)' rev-parse --short=12 HEAD")
        try #require(head.status == 0, "not a git checkout: \(head.stderr)")
        let run = try await stamp(package: Self.package.path)
        #expect(run.contains("static let commit = \"\(head.stdout.trimmingCharacters(in: .whitespacesAndNewlines))"))
    }

    /// A copy with no .git (a plain tarball) still gets a stamp: "unknown" and SOURCE_DATE_EPOCH's date.
    @Test func withoutGitTheStampIsUnknownAndTheBuildGoesOn() async throws {
        let copy = try copyOfScripts(archived: nil)
        let text = try await stamp(package: copy, environment: ["SOURCE_DATE_EPOCH": "1795000000"])
        #expect(text.contains("static let version = \"\(ToolkitVersion.current)\""))
        #expect(text.contains("static let commit = \"unknown\""))
        #expect(text.contains("static let date = \"2026-11-18\""))
    }

    /// `git archive` fills scripts/build-stamp.txt (export-subst), so its tarball knows its commit.
    @Test func anArchiveCarriesItsCommitInTheStampFile() async throws {
        let copy = try copyOfScripts(archived: "0123abcd4567 2026-11-20\n")
        let text = try await stamp(package: copy)
        #expect(text.contains("static let commit = \"0123abcd4567\""))
        #expect(text.contains("static let date = \"2026-11-20\""))
    }

    @Test func gitArchiveSubstitutesTheStampFile() async throws {
        let run = try await BuiltBinary.shell(
            "git -C '\(Self.package.path)' archive HEAD scripts/build-stamp.txt | tar -xO")
        try #require(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.wholeMatch(of: #/[0-9a-f]{7,} \d{4}-\d{2}-\d{2}\n/#) != nil, "\(run.stdout)")
    }

    /// scripts/ and VERSION alone, copied to a directory outside any git checkout.
    private func copyOfScripts(archived: String?) throws -> String {
        let directory = TestScratch.root.appendingPathComponent("stamp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("scripts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Self.package.appendingPathComponent("VERSION"), to: directory.appendingPathComponent("VERSION"))
        try FileManager.default.copyItem(
            at: Self.package.appendingPathComponent("scripts/stamp-build"),
            to: directory.appendingPathComponent("scripts/stamp-build"))
        try (archived ?? "$Format:%h %cs$\n").write(
            to: directory.appendingPathComponent("scripts/build-stamp.txt"), atomically: true, encoding: .utf8)
        return directory.path
    }

    private func stamp(package: String, environment: [String: String] = [:]) async throws -> String {
        let output = TestScratch.root.appendingPathComponent("stamp-out-\(UUID().uuidString)")
        let run = try await BuiltBinary.shell(
            "GIT_CEILING_DIRECTORIES='\(TestScratch.root.path)' sh '\(package)/scripts/stamp-build' '\(package)' '\(output.path)'",
            environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        return try String(contentsOf: output.appendingPathComponent("BuildStamp.swift"), encoding: .utf8)
    }
}
