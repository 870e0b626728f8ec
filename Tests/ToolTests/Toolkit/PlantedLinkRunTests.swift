import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// A whole run with a planted link where the tool keeps its own files: exit 78 naming it, before any
/// request is sent or any file written (CommandContext.paths, AppPaths.checkOwnDirectories).
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
}
