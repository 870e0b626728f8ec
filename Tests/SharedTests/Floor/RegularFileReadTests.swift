import Foundation
import Testing
import ToolkitTestSupport
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// Settings, includes, tokens and sessions are read only from regular files of bounded size: a FIFO
/// must not block, a device must not fill the memory.
@Suite(.serialized)
struct RegularFileReadTests {
    let directory = TestScratch.root.appendingPathComponent("regular-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    func fifo(_ name: String) -> String {
        let file = path(name)
        mkfifo(file, 0o600)
        return file
    }

    @Test func aFIFOIsRefusedAtOnceWithoutWaitingForAWriter() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = fifo("pipe")
        // A blocking open would never return (no writer ever comes): getting the error at all is the proof.
        #expect(throws: FileSystemError.notRegularFile(file, kind: "a FIFO")) { try LocalFileSystem().readFile(at: file) }
        #expect(FileSystemError.notRegularFile(file, kind: "a FIFO").reason == "is a FIFO, not a regular file")
    }

    /// A tool makes its directories under HOME, never HOME itself: a cron account's `/nonexistent` was
    /// made by a run as root (trial of 2026-12-06).
    @Test func theHomeDirectoryIsNeverMadeWhatIsUnderItIs() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let home = path("missing-home"), cache = FilePath.join(home, ".cache/tool")
        // However HOME is spelled: a trailing slash, a doubled one, a `.` (the walk up reaches `home`).
        for spelling in [home, home + "/", home.replacing("/missing-home", with: "//missing-home"), home + "/."] {
            let fileSystem = LocalFileSystem(neverCreating: [spelling])
            #expect(throws: FileSystemError.self, "\(spelling)") { try fileSystem.createDirectory(at: cache, mode: 0o700) }
            #expect(!FileManager.default.fileExists(atPath: home), "\(spelling)")
        }
        let fileSystem = LocalFileSystem(neverCreating: [home + "/"])
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: false)
        try fileSystem.createDirectory(at: cache, mode: 0o700)
        #expect(fileSystem.isDirectory(at: cache))
    }

    @Test func aDeviceIsRefused() {
        #expect(throws: FileSystemError.notRegularFile("/dev/zero", kind: "a device")) {
            try LocalFileSystem().readFile(at: "/dev/zero")
        }
    }

    @Test func aFileOverTheLimitIsRefused() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(repeating: 0x61, count: 2048).write(to: directory.appendingPathComponent("big"))
        #expect(throws: FileSystemError.tooLarge(path("big"), limit: 1024)) {
            try LocalFileSystem().readFile(at: path("big"), limit: 1024)
        }
        #expect(try LocalFileSystem().readFile(at: path("big"), limit: 2048).count == 2048)
    }

    /// A FIFO or a device at the token path counts as no token; saving replaces it with a real file.
    @Test func aFIFOAtTheTokenPathIsNoTokenAndIsReplaced() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = FileTokenStore(directory: directory.path, fileSystem: LocalFileSystem())
        _ = fifo(FilePath.lastComponent(store.path(for: "k")))
        #expect(store.load(key: "k") == nil)
        try store.save(AccessToken(value: "tok", expiresAt: nil), key: "k")
        #expect(store.load(key: "k")?.value == "tok")
    }

    @Test func standardInputIsReadUpToACap() {
        let input = BufferInput(bytes: [UInt8](repeating: 1, count: 5000))
        #expect(throws: FileSystemError.tooLarge("standard input", limit: 4096)) { try input.readAll(limit: 4096) }
    }
}
