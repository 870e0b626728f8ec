import Glibc
import Synchronization
import ToolkitFloor

/// A small file that processes on one machine read and rewrite in place, each turn under an advisory
/// `flock(2)` on it: a batch's shared rate budget (docs/files.md), taken from before every request.
///
/// - In place, not through a temporary file renamed into place as the tool's other files are: every reader
///   holds the lock too, so none sees half a file, and a turn costs no `fsync` (hundreds a second). A
///   writer killed in the middle of its write can leave a torn record; whoever reads it must check it (a
///   checksum) and start afresh from anything it does not trust.
/// - Opened once, without following a link (`O_NOFOLLOW`), created `0600`; only a regular file of the
///   user's own is used, so nothing planted in its place is read or written.
/// - A turn never waits for the lock: when another process holds it, `turn` returns nil at once and the
///   caller decides how long to try again (a holder stopped with SIGSTOP must not hang everyone). The
///   kernel drops the lock of a process that dies, SIGKILL included.
/// - One turn at a time in this process too: `flock` locks belong to the open file description, which the
///   process's tasks share, so they take turns through `inProcess`.
public final class LockedRecordFile: Sendable {
    public let path: String
    /// Bytes read at most: a larger file is read as empty (and then rewritten).
    public let limit: Int
    private let descriptor: Int32
    private let inProcess = Mutex(())

    public init(path: String, limit: Int = 16 * 1024) throws(FileSystemError) {
        self.path = path
        self.limit = limit
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, mode_t(0o600))
        guard fd >= 0 else {
            let code = errno
            throw code == ELOOP ? .notRegularFile(path, kind: "a symbolic link") : Self.failure(code, path)
        }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_uid == geteuid() else {
            close(fd)
            throw .notRegularFile(path, kind: "not a regular file of the user's own")
        }
        // The umask can only narrow the mode given to open; an older file may have another one.
        _ = fchmod(fd, mode_t(0o600))
        descriptor = fd
    }

    deinit { close(descriptor) }

    /// One turn: the file's bytes (empty when it is new or over `limit`) given to `body`, and what `body`
    /// returns to write, if anything, written in their place, all under the lock. Nil when another process
    /// holds the lock now. Throws when the file cannot be locked, read or written (a full disk).
    public func turn<T: Sendable>(_ body: ([UInt8]) -> (write: [UInt8]?, result: T)) throws(FileSystemError) -> T? {
        let path = path, limit = limit, fd = descriptor
        return try inProcess.withLock { _ throws(FileSystemError) -> T? in
            while flock(fd, LOCK_EX | LOCK_NB) != 0 {
                if errno == EINTR { continue }
                if errno == EWOULDBLOCK { return nil }
                throw Self.failure(errno, path)
            }
            defer { _ = flock(fd, LOCK_UN) }
            let (write, result) = body(try Self.read(fd, limit: limit, path: path))
            if let write { try Self.write(write, to: fd, path: path) }
            return result
        }
    }

    private static func failure(_ code: Int32, _ path: String) -> FileSystemError {
        code == EACCES || code == EPERM ? .permissionDenied(path) : .other(path, String(cString: strerror(code)))
    }

    private static func read(_ fd: Int32, limit: Int, path: String) throws(FileSystemError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: limit + 1)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + count, $0.count - count, off_t(count)) }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { throw Self.failure(errno, path) }
            if got == 0 { break }
            count += got
        }
        return count > limit ? [] : Array(bytes[..<count])
    }

    private static func write(_ bytes: [UInt8], to fd: Int32, path: String) throws(FileSystemError) {
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress! + done, $0.count - done, off_t(done)) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw Self.failure(count == 0 ? EIO : errno, path) }
            done += count
        }
        guard ftruncate(fd, off_t(bytes.count)) == 0 else { throw Self.failure(errno, path) }
    }
}
