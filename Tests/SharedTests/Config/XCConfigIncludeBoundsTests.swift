import Synchronization
import Testing

@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// The bounds of one xcconfig load: includes at most 16 levels deep and 256 files read, each repeat
/// counted; past either, an error at once naming the chain. Cost is counted in files read, never timed.
@Suite struct XCConfigIncludeBoundsTests {
    static let root = "/p/Config.xcconfig"

    /// An in-memory file system that counts the files read.
    final class CountingFileSystem: FileSystem {
        let inner: InMemoryFileSystem
        private let reads = Atomic<Int>(0)
        var readCount: Int { reads.load(ordering: .relaxed) }

        init(files: [String: String]) { inner = InMemoryFileSystem(files: files) }

        func readFile(at path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
            reads.add(1, ordering: .relaxed)
            return try inner.readFile(at: path, limit: limit)
        }
        func fileExists(at path: String) -> Bool { inner.fileExists(at: path) }
        func isDirectory(at path: String) -> Bool { inner.isDirectory(at: path) }
        func writeFileAtomically(_ bytes: [UInt8], to path: String, mode: UInt32) throws(FileSystemError) {
            try inner.writeFileAtomically(bytes, to: path, mode: mode)
        }
        func createDirectory(at path: String, mode: UInt32) throws(FileSystemError) {
            try inner.createDirectory(at: path, mode: mode)
        }
        func removeFile(at path: String) throws(FileSystemError) { try inner.removeFile(at: path) }
        func openForAppending(at path: String, keeping: Int, mode: UInt32) throws(FileSystemError) -> any OutputSink {
            try inner.openForAppending(at: path, keeping: keeping, mode: mode)
        }
        func cutFile(at path: String, to length: Int) { inner.cutFile(at: path, to: length) }
        func contentsOfDirectory(at path: String) -> [String] { inner.contentsOfDirectory(at: path) }
        func permissions(at path: String) -> UInt32? { inner.permissions(at: path) }
    }

    /// The finding's tree: `Config.xcconfig` and six levels below it, each file including the next ten
    /// times: a million includes, and no file includes itself.
    static let bomb: [String: String] = {
        var files: [String: String] = [:]
        for level in 0...6 {
            let path = level == 0 ? root : "/p/L\(level).xcconfig"
            files[path] = "A\(level) = \(level)\n"
                + (level < 6 ? String(repeating: "#include \"L\(level + 1).xcconfig\"\n", count: 10) : "")
        }
        return files
    }()

    /// A chain `Config.xcconfig` → `C1` → … → `C<depth>`.
    static func chain(depth: Int) -> [String: String] {
        var files = [root: "A = 0\n#include \"C1.xcconfig\"\n"]
        for level in 1...depth {
            files["/p/C\(level).xcconfig"] = "A\(level) = \(level)\n"
                + (level < depth ? "#include \"C\(level + 1).xcconfig\"\n" : "")
        }
        return files
    }

    @Test("issue 50 finding 9: an include bomb stops after 256 files read, naming the chain")
    func anIncludeBombStopsAtTheFileBound() throws {
        let fileSystem = CountingFileSystem(files: Self.bomb)
        #expect(throws: XCConfigError.self) { try XCConfigLoader.load(path: Self.root, fileSystem: fileSystem) }
        #expect(fileSystem.readCount == XCConfigLoader.maximumFiles, "a million includes, 256 files read")
        do {
            _ = try XCConfigLoader.load(path: Self.root, fileSystem: CountingFileSystem(files: Self.bomb))
        } catch {
            // Depth-first, the 257th read would be the seventh L6 of the third L5 of the third L4.
            #expect(error.message.hasPrefix("including 'L6.xcconfig' would read more than 256 files in one load (each repeat counted): "))
            #expect(error.message.hasSuffix("Config.xcconfig -> L1.xcconfig -> L2.xcconfig -> L3.xcconfig -> L4.xcconfig -> L5.xcconfig -> L6.xcconfig"))
            #expect(error.file == "/p/L5.xcconfig")
        }
    }

    @Test func includesSeventeenLevelsDeepStopNamingTheChain() throws {
        let fileSystem = CountingFileSystem(files: Self.chain(depth: 17))
        do {
            _ = try XCConfigLoader.load(path: Self.root, fileSystem: fileSystem)
            Issue.record("a chain 17 levels deep loaded")
        } catch {
            let chain = (["Config.xcconfig"] + (1...17).map { "C\($0).xcconfig" }).joined(separator: " -> ")
            #expect(error.message == "including 'C17.xcconfig' would nest includes 17 levels deep (at most 16): \(chain)")
            #expect(error.file == "/p/C16.xcconfig" && error.line == 2)
        }
        #expect(fileSystem.readCount == 17, "the root and C1 … C16; C17 is never read")
    }

    @Test func sixteenLevelsAndTwoHundredFiftySixFilesStillLoad() throws {
        let deep = try XCConfigLoader.load(path: Self.root, fileSystem: CountingFileSystem(files: Self.chain(depth: 16)))
        #expect(deep["A16"]?.value == "16")
        // The root and one file included 255 times: exactly 256 reads.
        let repeated = CountingFileSystem(files: [
            Self.root: String(repeating: "#include \"S.xcconfig\"\n", count: 255), "/p/S.xcconfig": "A = 1\n",
        ])
        #expect(try XCConfigLoader.load(path: Self.root, fileSystem: repeated)["A"]?.value == "1")
        #expect(repeated.readCount == 256)
        let oneMore = CountingFileSystem(files: [
            Self.root: String(repeating: "#include \"S.xcconfig\"\n", count: 256), "/p/S.xcconfig": "A = 1\n",
        ])
        #expect(throws: XCConfigError.self) { try XCConfigLoader.load(path: Self.root, fileSystem: oneMore) }
        #expect(oneMore.readCount == 256)
    }
}
