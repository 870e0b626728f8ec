import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// A whole run with a planted link where the tool keeps its own files: exit 78 naming it, before any
/// request is sent or any file written (CommandContext.paths, AppPaths.checkOwnDirectories). And a
/// HOME that does not exist, which the tool never makes.
@Suite(.verifiesStubs)
struct PlantedLinkRunTests {
    @Test func aPlantedTokenDirectoryLinkIsExit78BeforeAnyRequest() async throws {
        let home = try TestScratch.directory("planted-run").path
        try FileManager.default.createDirectory(atPath: home + "/.cache/upsctl", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: home + "/.cache/upsctl/tokens", withDestinationPath: home)
        let transport = MockTransport()
        let harness = ToolHarness(
            tool: AllTools.definition("upsctl"), variables: ["UPS_CLIENT_ID": "id", "UPS_CLIENT_SECRET": "secret-1234"],
            fileSystem: LocalFileSystem(), homeDirectory: home, transport: transport)
        let result = await harness.run("auth token")
        #expect(result.exitCode == .configuration, "\(result.stderr)")
        #expect(result.stderr.contains(home + "/.cache/upsctl/tokens"), "\(result.stderr)")
        #expect(transport.requests.isEmpty)
    }

    @Test func aProfileStateDirectoryLinkIsExit78() async throws {
        let home = try TestScratch.directory("planted-profile").path
        try FileManager.default.createDirectory(atPath: home + "/.config/repairminder/profiles", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: home + "/.config/repairminder/profiles/work.xcconfig", contents: Data())
        try FileManager.default.createDirectory(atPath: home + "/.local/state/repairminder/profiles", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: home + "/wide-open", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: home + "/.local/state/repairminder/profiles/work", withDestinationPath: home + "/wide-open")
        let harness = ToolHarness(tool: AllTools.definition("repairminder"), fileSystem: LocalFileSystem(), homeDirectory: home)
        let result = await harness.run("--profile work auth login --email a@b.c --password-stdin", stdin: "pw-1234\n")
        #expect(result.exitCode == .configuration, "\(result.stderr)")
        #expect(result.stderr.contains(home + "/.local/state/repairminder/profiles/work: it is a symbolic link"), "\(result.stderr)")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: home + "/wide-open")) == [], "nothing written into the target")
    }

    /// A cron or service account's HOME is often `/nonexistent`: the tool makes its directories under
    /// HOME, never HOME itself (a run as root made it, trial of 2026-12-06). The list of ids seen for
    /// completion is kept where it can be, so the run answers all the same.
    @Test func aMissingHomeIsNeverMadeAndTheRunStillAnswers() async throws {
        let missing = try TestScratch.directory("missing-home").path + "/nonexistent"
        let run = try await BuiltBinary.shell(
            "tracewise --mock -q products get https://id.gs1.org/01/09506000134352",
            environment: ["HOME": missing, "XDG_CACHE_HOME": "", "XDG_STATE_HOME": "", "XDG_CONFIG_HOME": "", "XDG_RUNTIME_DIR": ""])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("09506000134352"), "\(run.stdout)")
        #expect(!FileManager.default.fileExists(atPath: missing))
        // However HOME is spelled: a trailing slash names the same directory.
        let slashed = try await BuiltBinary.shell(
            "tracewise --mock -q products get https://id.gs1.org/01/09506000134352",
            environment: ["HOME": missing + "/", "XDG_CACHE_HOME": "", "XDG_STATE_HOME": "", "XDG_CONFIG_HOME": "", "XDG_RUNTIME_DIR": ""])
        #expect(slashed.status == 0, "\(slashed.stderr)")
        #expect(!FileManager.default.fileExists(atPath: missing))
        // It says, once a run, that it kept nothing there (docs/files.md).
        #expect(run.stderr.contains("could not keep the values seen for completion"), "\(run.stderr)")
    }
}
