import Foundation
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// Nothing under the tool's own directories is reached through a planted link (issue 38, item 5): locks and
/// tokens are opened without following links, and a state, cache or profile directory that is a link, is
/// another user's or is writable by everyone is refused with exit 78, naming it.
struct PlantedLinkTests {
    let fileSystem = LocalFileSystem()

    /// FileLock.acquire: a `NAME.lock` that is a symlink made `open(O_CREAT)` create a file at its target.
    @Test func fileLockDoesNotCreateAFileThroughAPlantedLink() async throws {
        let directory = try TestScratch.directory("planted-lock").path
        let target = directory + "/created-through-the-link"
        try FileManager.default.createSymbolicLink(atPath: directory + "/t.lock", withDestinationPath: target)
        let ran = try await FileLock(path: directory + "/t.lock", scope: .processes).withLock { true }
        #expect(ran, "the body runs unlocked, as for any lock failure")
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    /// FileTokenStore.load: a token file that is a link is not read through (it reads as absent), and a
    /// save replaces the link instead of writing into its target.
    @Test func tokenStoreReadsNoTokenThroughALinkAndReplacesIt() throws {
        let directory = try TestScratch.directory("planted-token").path
        let elsewhere = directory + "-elsewhere.json"
        let token = AccessToken(value: "Planted-Token", expiresAt: Date().addingTimeInterval(3600))
        try Array((JSONWriter.compact(token.json) + "\n").utf8).withUnsafeBufferPointer { try Data($0).write(to: URL(fileURLWithPath: elsewhere)) }
        defer { try? FileManager.default.removeItem(atPath: elsewhere) }
        let store = FileTokenStore(directory: directory, fileSystem: fileSystem)
        try FileManager.default.createSymbolicLink(atPath: store.path(for: "k"), withDestinationPath: elsewhere)
        #expect(store.load(key: "k") == nil)
        try store.save(AccessToken(value: "Mine-1234", expiresAt: Date().addingTimeInterval(3600)), key: "k")
        #expect(store.load(key: "k")?.value == "Mine-1234")
        #expect((try? String(contentsOfFile: elsewhere, encoding: .utf8))?.contains("Planted-Token") == true, "the target is untouched")
    }

    /// AppPaths.checkOwnDirectories: a profile's state directory that is a link took the session to its
    /// target and left the target's 0777 mode as it was.
    @Test func aProfileStateDirectoryThatIsALinkIsRefusedNamingIt() throws {
        let home = try TestScratch.directory("planted-home").path
        let base = AppPaths(tool: "repairminder", variables: [:], homeDirectory: home)
        let profile = try Profile(name: "work", tool: "repairminder", paths: base)
        let scoped = profile.scoped(base)
        let target = home + "/open-to-all"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o777])
        try FileManager.default.createDirectory(atPath: base.stateDirectory + "/profiles", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scoped.stateDirectory, withDestinationPath: target)
        let error = #expect(throws: ConfigError.self) { try scoped.checkOwnDirectories(base: base, fileSystem: fileSystem) }
        #expect(error?.message.contains(scoped.stateDirectory) == true, "\(String(describing: error?.message))")
        #expect(error?.message.contains("symbolic link") == true)
        #expect(error?.exitCode == .configuration)
    }

    @Test func aSessionsDirectoryThatIsALinkIsRefused() throws {
        let home = try TestScratch.directory("planted-sessions").path
        let paths = AppPaths(tool: "tracewise", variables: [:], homeDirectory: home)
        try FileManager.default.createDirectory(atPath: paths.stateDirectory, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: paths.stateDirectory + "/sessions", withDestinationPath: home)
        #expect(throws: ConfigError.self) { try paths.checkOwnDirectories(base: paths, fileSystem: fileSystem) }
    }

    /// LocalFileSystem.ownDirectoryProblem: judged on what is there, by lstat; another user's or an
    /// everyone-writable directory is refused as a link is.
    @Test func ownDirectoryProblemsAreJudgedOnWhatIsReallyThere() throws {
        let directory = try TestScratch.directory("own-dirs").path
        #expect(fileSystem.ownDirectoryProblem(at: directory) == nil)
        #expect(fileSystem.ownDirectoryProblem(at: directory + "/missing") == nil)
        #expect(fileSystem.ownDirectoryProblem(at: directory, owner: geteuid() + 1)?.contains("another user") == true)
        try FileManager.default.createDirectory(atPath: directory + "/open", withIntermediateDirectories: false, attributes: [.posixPermissions: 0o777])
        chmod(directory + "/open", 0o777)
        #expect(fileSystem.ownDirectoryProblem(at: directory + "/open")?.contains("writable by every user") == true)
        try FileManager.default.createSymbolicLink(atPath: directory + "/link", withDestinationPath: directory)
        #expect(fileSystem.ownDirectoryProblem(at: directory + "/link") == "is a symbolic link")
        _ = FileManager.default.createFile(atPath: directory + "/file", contents: Data())
        #expect(fileSystem.ownDirectoryProblem(at: directory + "/file") == "is not a directory")
    }
}
