import Foundation
import Glibc
import Synchronization
import Testing
import ToolkitTestSupport
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// A fresh directory under the system temporary directory, removed by `remove()`.
struct TokenTestDirectory {
    let path: String

    init() throws {
        let url = TestScratch.root.appendingPathComponent("tokens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// The permission bits of a path, read with stat(2) rather than through the code under test.
func statMode(_ path: String) -> UInt32? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return UInt32(info.st_mode) & 0o7777
}

struct TokenStoreTests {
    let sample = AccessToken(
        value: "access-1", expiresAt: Date(timeIntervalSince1970: 1_767_225_600.25),
        refreshToken: "refresh-1",
        details: JSONObject([("email", .string("user@example.com"))]))

    func memoryStore() -> FileTokenStore {
        FileTokenStore(directory: "/cache/tool/tokens", fileSystem: InMemoryFileSystem())
    }

    @Test func savedTokenLoadsBackEqual() throws {
        let store = memoryStore()
        try store.save(sample, key: "cie|client|merchant")
        #expect(store.load(key: "cie|client|merchant") == sample)
        #expect(store.load(key: "production|client|merchant") == nil)
        try store.delete(key: "cie|client|merchant")
        #expect(store.load(key: "cie|client|merchant") == nil)
        try store.delete(key: "cie|client|merchant")  // already gone: not an error
    }

    @Test func fileNamesAreReadable() {
        #expect(FileTokenStore.fileName(for: "cie|client-id|merchant") == "cie%7Cclient-id%7Cmerchant")
        #expect(
            FileTokenStore.fileName(for: "production|user@example.com") == "production%7Cuser%40example.com")
        #expect(FileTokenStore.fileName(for: "../../etc/passwd") == "..%2F..%2Fetc%2Fpasswd")
        #expect(FileTokenStore.fileName(for: "é") == "%C3%A9")
    }

    @Test func keysPerEnvironmentAndIdentityNeverCollide() throws {
        let keys = [
            "cie|client|merchant", "production|client|merchant", "cie|other|merchant", "cie|client|other",
            "cie|client|", "cie||merchant", "cie|client|merchant ", "CIE|client|merchant",
            "a|b", "a%7Cb", "a%257Cb", "a_b", "a b", "a/b", "é", "e\u{301}", "", ".", "..",
            "production|user@example.com", "production|user@example.co", "staging|user@example.com",
            String(repeating: "x", count: 300), String(repeating: "x", count: 299) + "y",
            String(repeating: "|", count: 100), String(repeating: "|", count: 101),
        ]
        let names = keys.map(FileTokenStore.fileName(for:))
        #expect(Set(names).count == keys.count)
        #expect(names.allSatisfy { !$0.contains("/") })

        // And the store really keeps them apart.
        let store = memoryStore()
        for (index, key) in keys.enumerated() {
            try store.save(AccessToken(value: "token-\(index)", expiresAt: nil), key: key)
        }
        for (index, key) in keys.enumerated() { #expect(store.load(key: key)?.value == "token-\(index)") }
    }

    @Test func longKeysAreShortenedWithTheirHash() {
        // "production%7Ca" is 14 bytes; a cut at byte 115 would fall inside "%C3%A9" (é).
        let key = "production|a" + String(repeating: "é", count: 150)
        let name = FileTokenStore.fileName(for: key)
        #expect((name + ".json").utf8.count < 200)
        #expect(name.utf8.count <= FileTokenStore.maximumNameLength)
        #expect(name.hasPrefix("production%7Ca%C3%A9"))
        #expect(name.hasSuffix("~" + Hex.encode(SHA256.hash(Array(key.utf8)))))
        let readable = String(name.split(separator: "~")[0])
        #expect(readable.hasSuffix("%C3%A9"))
        // Exactly at the limit: kept whole; one more byte: shortened.
        let fits = String(repeating: "a", count: FileTokenStore.maximumNameLength)
        #expect(FileTokenStore.fileName(for: fits) == fits)
        #expect(FileTokenStore.fileName(for: fits + "a").contains("~"))
    }

    @Test(arguments: [
        Array("{".utf8), [], [0xFF, 0xFE, 0x00, 0x01, 0x80, 0x7F], Array(#"{"expires_at": 1767225600}"#.utf8),
        Array(#"{"access_token": ""}"#.utf8), Array(#"{"access_token": 42}"#.utf8), Array("null".utf8),
        Array("[]".utf8), Array(#"{"access_token":"abc","expires_at":17672"#.utf8),
    ])
    func corruptFilesLoadAsAbsent(_ bytes: [UInt8]) throws {
        let fileSystem = InMemoryFileSystem()
        let store = FileTokenStore(directory: "/cache/tokens", fileSystem: fileSystem)
        try fileSystem.writeFileAtomically(bytes, to: store.path(for: "k"), mode: 0o600)
        #expect(store.load(key: "k") == nil)
        // And a save replaces the bad file.
        try store.save(sample, key: "k")
        #expect(store.load(key: "k") == sample)
    }

    @Test func directoryInPlaceOfTheFileLoadsAsAbsent() throws {
        let fileSystem = InMemoryFileSystem()
        let store = FileTokenStore(directory: "/cache/tokens", fileSystem: fileSystem)
        try fileSystem.createDirectory(at: store.path(for: "k"), mode: 0o700)
        #expect(store.load(key: "k") == nil)
    }

    /// The same through the protocol, so it runs as root too: every read is refused.
    @Test func aFileSystemThatRefusesReadsLoadsAsAbsent() throws {
        struct Unreadable: FileSystem {
            let inner = InMemoryFileSystem()
            func readFile(at path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
                throw .permissionDenied(path)
            }
            func fileExists(at path: String) -> Bool { inner.fileExists(at: path) }
            func isDirectory(at path: String) -> Bool { inner.isDirectory(at: path) }
            func writeFileAtomically(
                _ bytes: [UInt8], to path: String, mode: UInt32
            ) throws(FileSystemError) {
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
        let store = FileTokenStore(directory: "/cache/tokens", fileSystem: Unreadable())
        try store.save(sample, key: "k")
        #expect(store.load(key: "k") == nil)
    }

    @Test(.enabled(if: getuid() != 0, "root reads any file"))
    func unreadableFileLoadsAsAbsent() throws {
        let temporary = try TokenTestDirectory()
        defer { temporary.remove() }
        let store = FileTokenStore(directory: temporary.path, fileSystem: LocalFileSystem())
        try store.save(sample, key: "k")
        chmod(store.path(for: "k"), 0)
        #expect(store.load(key: "k") == nil)
    }

    @Test func choosesTheLockFromTheFileSystem() {
        #expect(FileTokenStore(directory: "/x", fileSystem: LocalFileSystem()).locking == .processes)
        #expect(FileTokenStore(directory: "/x", fileSystem: InMemoryFileSystem()).locking == .thisProcess)
        let forced = FileTokenStore(directory: "/x", fileSystem: LocalFileSystem(), locking: .thisProcess)
        #expect(forced.locking == .thisProcess)
    }
}

/// Tests that change the process umask, one at a time (the umask is process-wide).
@Suite(.serialized)
struct TokenStoreModeTests {
    @Test(arguments: [0o077, 0o022] as [mode_t])
    func directoriesAre0700AndFiles0600WhateverTheUmask(_ mask: mode_t) async throws {
        let temporary = try TokenTestDirectory()
        defer { temporary.remove() }
        let previous = umask(mask)
        defer { umask(previous) }

        let directory = temporary.path + "/cache/tool/tokens"
        let store = FileTokenStore(directory: directory, fileSystem: LocalFileSystem())
        try store.save(AccessToken(value: "v", expiresAt: nil), key: "cie|client|merchant")
        try await store.withRefreshLock(key: "cie|client|merchant") {}

        #expect(statMode(directory) == 0o700)
        #expect(statMode(temporary.path + "/cache/tool") == 0o700)
        #expect(statMode(store.path(for: "cie|client|merchant")) == 0o600)
        #expect(statMode(store.lockPath(for: "cie|client|merchant")) == 0o600)
        // Only the token and its lock: no temporary file left behind.
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(names == ["cie%7Cclient%7Cmerchant.json", "cie%7Cclient%7Cmerchant.lock"])
    }
}

struct TokenStoreLockTests {
    /// Two holders of the same key's lock, each through its own store, in turn: the first stays inside
    /// until the second has found the lock held (its store's injected pause between attempts), and the
    /// second enters only after the first has left. The events order the steps; nothing sleeps to.
    func expectExclusion(
        _ makeStore: @escaping @Sendable (_ sleep: @escaping @Sendable (Duration) async throws -> Void) -> FileTokenStore
    ) async throws {
        let log = Mutex<[String]>([])
        let firstIn = AsyncSignal(), secondWaits = AsyncSignal()
        let first = Task {
            // injected sleep: the first store's own pause between attempts (it never waits here)
            try await makeStore({ try await Task.sleep(for: $0) }).withRefreshLock(key: "k") {
                log.withLock { $0.append("first in") }
                firstIn.fire()
                await secondWaits.wait()
                log.withLock { $0.append("first out") }
            }
        }
        await firstIn.wait()
        let second = makeStore { pause in
            if !secondWaits.hasFired { log.withLock { $0.append("second waits") } }
            secondWaits.fire()
            try await Task.sleep(for: pause)  // injected sleep: the lock's pause, after the event
        }
        try await second.withRefreshLock(key: "k") { log.withLock { $0.append("second in") } }
        secondWaits.fire()  // had the second not waited, the first would wait for it forever
        try await first.value
        #expect(log.withLock { $0 } == ["first in", "second waits", "first out", "second in"])
    }

    /// Takes the lock of key "k" in a task and returns once it is held, with a function that lets go.
    func hold(_ store: FileTokenStore) async throws -> (Task<Void, any Error>, @Sendable () -> Void) {
        let holding = AsyncSignal(), released = AsyncSignal()
        let holder = Task {
            try await store.withRefreshLock(key: "k") {
                holding.fire()
                await released.wait()
            }
        }
        await holding.wait()
        return (holder, { released.fire() })
    }

    @Test func flockExcludesAnotherStoreInThisProcess() async throws {
        let temporary = try TokenTestDirectory()
        defer { temporary.remove() }
        let path = temporary.path + "/tokens"
        try await expectExclusion { FileTokenStore(directory: path, fileSystem: LocalFileSystem(), sleep: $0) }
    }

    @Test func inProcessLockExcludesAnotherStoreOnTheSameMemoryFileSystem() async throws {
        let fileSystem = InMemoryFileSystem()
        let directory = "/cache/\(UUID().uuidString)"
        try await expectExclusion { FileTokenStore(directory: directory, fileSystem: fileSystem, sleep: $0) }
    }

    @Test func differentKeysDoNotWaitForEachOther() async throws {
        let store = FileTokenStore(directory: "/cache/\(UUID().uuidString)", fileSystem: InMemoryFileSystem())
        let inner = try await store.withRefreshLock(key: "a") {
            try await store.withRefreshLock(key: "b") { "b inside a" }
        }
        #expect(inner == "b inside a")
    }

    @Test(arguments: [FileLock.Scope.processes, .thisProcess])
    func theLockIsReleasedWhenTheBodyThrows(_ scope: FileLock.Scope) async throws {
        struct Boom: Error {}
        let temporary = try TokenTestDirectory()
        defer { temporary.remove() }
        let store = FileTokenStore(
            directory: temporary.path, fileSystem: LocalFileSystem(), locking: scope,
            lockTimeout: .seconds(30))
        await #expect(throws: Boom.self) { try await store.withRefreshLock(key: "k") { throw Boom() } }
        // Free means free at the first attempt: a lock that gives up at once still gets it.
        let probe = FileLock(path: store.lockPath(for: "k"), scope: scope, timeout: .zero)
        let held = try await probe.acquire()
        if case .nothing = held { Issue.record("the lock was still held after the body threw") }
        held.release()
    }

    /// On the injected clock: the waiter polls until 150 ms of that clock have passed, then goes ahead
    /// without the lock, whatever real time it took.
    @Test func aHolderThatNeverLetsGoDelaysOthersOnlyUntilTheTimeout() async throws {
        let temporary = try TokenTestDirectory()
        defer { temporary.remove() }
        let holding = FileTokenStore(directory: temporary.path, fileSystem: LocalFileSystem())
        let clock = ManualClock()
        let waited = Mutex(Duration.zero)
        let waiting = FileTokenStore(
            directory: temporary.path, fileSystem: LocalFileSystem(), lockTimeout: .milliseconds(150),
            now: { clock.now },
            sleep: { pause in
                waited.withLock { $0 += pause }
                clock.advance(Double(pause.components.attoseconds) / 1e18 + Double(pause.components.seconds))
            })
        let (holder, release) = try await hold(holding)
        let ran = try await waiting.withRefreshLock(key: "k") { true }
        #expect(ran)
        #expect(waited.withLock { $0 } >= .milliseconds(150))
        release()
        try await holder.value
    }

    /// Cancelled once it is waiting: after its first pause began (the store's injected sleep).
    @Test func cancellingAWaiterEndsTheWaitWithoutRunningTheBody() async throws {
        let waiting = AsyncSignal()
        let store = FileTokenStore(
            directory: "/cache/\(UUID().uuidString)", fileSystem: InMemoryFileSystem(),
            sleep: { pause in
                waiting.fire()
                try await Task.sleep(for: pause)  // injected sleep: the lock's pause, after the event
            })
        let (holder, release) = try await hold(store)
        let ranBody = Mutex(false)
        let waiter = Task {
            try await store.withRefreshLock(key: "k") {
                ranBody.withLock { $0 = true }
                waiting.fire()  // it never waited: the expectation below fails rather than the test hanging
            }
        }
        await waiting.wait()
        waiter.cancel()
        await #expect(throws: CancellationError.self) { try await waiter.value }
        #expect(!ranBody.withLock { $0 })
        release()
        try await holder.value
    }

    // MARK: - Against another process: flock(1) from util-linux follows the same protocol.

    static let flockTool = "/usr/bin/flock"

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: flockTool)))
    func waitsForALockHeldByAnotherProcess() async throws {
        let temporary = try TokenTestDirectory()
        defer { temporary.remove() }
        // The store pauses between attempts only when it found the lock held: that is the event awaited.
        let foundHeld = AsyncSignal()
        let store = FileTokenStore(
            directory: temporary.path, fileSystem: LocalFileSystem(),
            sleep: { pause in
                foundHeld.fire()
                try await Task.sleep(for: pause)  // injected sleep: the lock's pause, after the event
            })
        // The peer holds the lock until the test closes its input, so no timing can make this test pass
        // wrongly; it says so on stdout once it holds it. However the test ends, the peer is killed with it.
        let home = try ProcessHome()
        defer { home.remove() }
        let peer = try ChildProcess(
            Self.flockTool, [store.lockPath(for: "k"), "/bin/sh", "-c", "echo holding; read _ || :"],
            environment: home.environment([:]), holdInput: true)
        try await peer.waitForOutput(containing: "holding")
        let entered = Mutex(false)
        let waiter = Task {
            try await store.withRefreshLock(key: "k") {
                entered.withLock { $0 = true }
                foundHeld.fire()  // it never found the lock held: the expectation below fails, nothing hangs
            }
        }
        await foundHeld.wait()
        #expect(!entered.withLock { $0 })
        peer.closeInput()
        try await waiter.value
        #expect(entered.withLock { $0 })
        #expect(try await peer.finish().status == 0)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: flockTool)))
    func anotherProcessSeesTheLock() async throws {
        let temporary = try TokenTestDirectory()
        defer { temporary.remove() }
        let store = FileTokenStore(directory: temporary.path, fileSystem: LocalFileSystem())
        let lockPath = store.lockPath(for: "k")
        // `flock -n` exits 1 at once when the lock is held.
        @Sendable func peerCanLock() async throws -> Bool {
            let home = try ProcessHome()
            defer { home.remove() }
            let peer = try ChildProcess(Self.flockTool, ["-n", lockPath, "true"], environment: home.environment([:]))
            return try await peer.finish().status == 0
        }
        let whileHeld = try await store.withRefreshLock(key: "k") { try await peerCanLock() }
        #expect(whileHeld == false)
        #expect(try await peerCanLock())
    }
}
