import ToolkitHTTP
import ToolkitFloor
import FoundationEssentials
import Glibc
import Synchronization

/// A mutual-exclusion lock named by a file path, for async code: waiting polls with short sleeps, so it
/// suspends the task instead of blocking a thread of the cooperative pool.
///
/// Two scopes:
/// - `.processes`: an advisory `flock(2)` on the file (created `0600` if missing, never through a
///   symbolic link; its directory must exist). Excludes every other holder of the same file, in other processes and in this one, because
///   each acquisition opens the file anew and `flock` locks belong to the open file description. The
///   kernel drops the lock if the holder dies, so a crash never leaves it stuck. The file is never
///   deleted: removing it while someone waits on it would let two holders lock two different files.
/// - `.thisProcess`: a process-wide table of held paths. For stores whose files are not on disk
///   (`InMemoryFileSystem` in tests), where there is no file to `flock`.
///
/// The lock only saves duplicate work (one token request instead of twenty), so when it cannot be had it
/// is not worth failing the command for: if the lock file cannot be opened or locked (a read-only cache
/// directory, a file system without `flock`), or another holder keeps it longer than `timeout` (a hung
/// process), the body runs without it.
public struct FileLock: Sendable {
    public enum Scope: Sendable, Equatable {
        case processes
        case thisProcess
    }

    public var path: String
    public var scope: Scope
    /// How long to wait for another holder before going ahead without the lock.
    public var timeout: Duration
    /// The first pause between attempts; it doubles up to `maximumPollInterval`.
    public var pollInterval: Duration
    public var maximumPollInterval: Duration
    /// The clock and the pause between attempts, injected like every effect (real time by default).
    public var now: @Sendable () -> Date
    public var sleep: @Sendable (Duration) async throws -> Void

    public init(
        path: String, scope: Scope, timeout: Duration = .seconds(60),
        pollInterval: Duration = .milliseconds(2), maximumPollInterval: Duration = .milliseconds(50),
        now: @escaping @Sendable () -> Date = { Date() },
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.path = path
        self.scope = scope
        self.timeout = timeout
        self.pollInterval = pollInterval
        self.maximumPollInterval = maximumPollInterval
        self.now = now
        self.sleep = sleep
    }

    /// Runs `body` holding the lock, and releases it when `body` returns or throws. Cancelling the task
    /// while it waits throws `CancellationError` without running `body`.
    public func withLock<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
        let held = try await acquire()
        defer { held.release() }
        return try await body()
    }

    /// What `acquire` got, and what `release` must undo.
    enum Held {
        case descriptor(Int32)
        case entry(String)
        case nothing

        func release() {
            switch self {
            case .descriptor(let fd):
                // Closing the last descriptor of the open file description drops the lock; unlock first
                // anyway, in case something duplicated the descriptor.
                _ = flock(fd, LOCK_UN)
                close(fd)
            case .entry(let path):
                _ = FileLock.heldInThisProcess.withLock { $0.remove(path) }
            case .nothing:
                break
            }
        }
    }

    /// Paths held with `.thisProcess` scope.
    static let heldInThisProcess = Mutex<Set<String>>([])

    func acquire() async throws -> Held {
        switch scope {
        case .thisProcess:
            let path = path
            return try await poll { FileLock.heldInThisProcess.withLock { $0.insert(path).inserted } }
                ? .entry(path) : .nothing
        case .processes:
            // O_NOFOLLOW: a link planted in the lock's place would make O_CREAT create a file wherever it
            // points; it fails instead (ELOOP), and the body runs unlocked, as for any lock failure.
            let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, mode_t(0o600))
            guard fd >= 0 else { return .nothing }
            // Only a regular file is a lock (a FIFO or a device in its place is not ours to change).
            var info = stat()
            guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
                close(fd)
                return .nothing
            }
            // The umask can only narrow the mode given to open; an older file may have another one.
            _ = fchmod(fd, mode_t(0o600))
            var unusable = false
            let locked: Bool
            do {
                locked = try await poll {
                    while true {
                        if flock(fd, LOCK_EX | LOCK_NB) == 0 { return true }
                        if errno == EINTR { continue }
                        // EWOULDBLOCK: someone holds it; anything else (ENOLCK …): locking will not work.
                        if errno != EWOULDBLOCK { unusable = true }
                        return false
                    }
                } stopIf: { unusable }
            } catch {
                close(fd)
                throw error
            }
            if locked { return .descriptor(fd) }
            close(fd)
            return .nothing
        }
    }

    /// Calls `attempt` until it succeeds (true), `stopIf` says to give up, or `timeout` passes (false).
    private func poll(
        _ attempt: () -> Bool, stopIf: () -> Bool = { false }
    ) async throws -> Bool {
        let components = timeout.components
        let deadline = now().addingTimeInterval(Double(components.seconds) + Double(components.attoseconds) / 1e18)
        var pause = pollInterval
        while true {
            if attempt() { return true }
            if stopIf() || now() >= deadline { return false }
            try await sleep(pause)
            pause = min(pause * 2, maximumPollInterval)
        }
    }
}
