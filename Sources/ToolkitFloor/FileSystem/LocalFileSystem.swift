import Glibc

/// The real file system, through POSIX calls: exact modes, `O_CLOEXEC`, fsync and rename for atomic
/// replacement.
public struct LocalFileSystem: FileSystem {
    /// Directories made only by someone else: the home directory. A tool makes its own directories under
    /// it, never it: a cron job or service account's HOME is often `/nonexistent`, which a run as root
    /// would otherwise create.
    public let neverCreating: Set<String>

    public init(neverCreating: Set<String> = []) {
        self.neverCreating = Set(neverCreating.map(Self.spelledPlainly))
    }

    /// `path` without empty or `.` components: `HOME=/nonexistent/` or `//nonexistent` names the same
    /// directory as `/nonexistent`, which the walk up from a directory under it reaches.
    static func spelledPlainly(_ path: String) -> String {
        "/" + path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }

    public var isSeenByOtherProcesses: Bool { true }

    public func readFile(at path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        // O_NONBLOCK: opening a FIFO must not wait for a writer; the type check below then refuses it.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw Self.error(errno, path) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Self.error(errno, path) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .isDirectory(path)
        case S_IFIFO: throw .notRegularFile(path, kind: "a FIFO")
        case S_IFCHR, S_IFBLK: throw .notRegularFile(path, kind: "a device")
        case S_IFSOCK: throw .notRegularFile(path, kind: "a socket")
        default: throw .notRegularFile(path, kind: "a special file")
        }
        guard Int(info.st_size) <= limit else { throw .tooLarge(path, limit: limit) }
        var result: [UInt8] = []
        result.reserveCapacity(max(Int(info.st_size), 0))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Self.error(errno, path)
            }
            if count == 0 { return result }
            // The file may grow while it is read (or lie about its size, as /proc files do).
            guard result.count + count <= limit else { throw .tooLarge(path, limit: limit) }
            result.append(contentsOf: chunk[0..<count])
        }
    }

    public func openForReading(at path: String) throws(FileSystemError) -> any InputSource {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw Self.error(errno, path) }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            close(fd)
            throw .isDirectory(path)
        }
        return OpenFileInput(descriptor: fd, name: path)
    }

    public func openForAppending(at path: String, keeping: Int, mode: UInt32) throws(FileSystemError) -> any OutputSink {
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, mode_t(mode))
        guard fd >= 0 else { throw Self.writeError(errno, path) }
        // Only a regular file is cut: a FIFO, a device (`/dev/null`) or `/dev/stdout` on a pipe has no length
        // to cut, and ftruncate refuses them with EINVAL where writing to them is what was asked.
        var info = stat()
        let isRegular = fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
        if isRegular, ftruncate(fd, off_t(max(0, keeping))) != 0 {
            let failure = Self.writeError(errno, path)
            close(fd)
            throw failure
        }
        // Owned by the sink for the rest of the process: a batch writes to it until the process ends.
        return FileDescriptorSink(descriptor: fd, destination: path)
    }

    public func cutFile(at path: String, to length: Int) {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return }
        _ = truncate(path, off_t(max(0, length)))
    }

    public func fileSize(at path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    public func fileExists(at path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    public func isDirectory(at path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    public func writeFileAtomically(_ bytes: [UInt8], to path: String, mode: UInt32) throws(FileSystemError) {
        let directory = FilePath.directory(of: path)
        try createDirectory(at: directory, mode: 0o700)
        let temporary = "\(path).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(mode))
        guard fd >= 0 else { throw Self.writeError(errno, path) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, $0.count - written) }
            if count <= 0 {
                if count < 0, errno == EINTR { continue }
                let failure = Self.writeError(count == 0 ? EIO : errno, path)
                close(fd)
                unlink(temporary)
                throw failure
            }
            written += count
        }
        // The umask may have narrowed the mode; set it exactly. A file system that reports a full disk or an
        // I/O error only at fsync or close (NFS, a quota) has not kept the bytes: not a success either.
        fchmod(fd, mode_t(mode))
        var failed: Int32 = 0
        if fsync(fd) != 0, errno != EINVAL { failed = errno }  // EINVAL: a file system that cannot sync
        if close(fd) != 0, errno != EINTR, failed == 0 { failed = errno }
        guard failed == 0 else {
            unlink(temporary)
            throw Self.writeError(failed, path)
        }
        guard rename(temporary, path) == 0 else {
            let failure = Self.writeError(errno, path)
            unlink(temporary)
            throw failure
        }
    }

    public func createDirectory(at path: String, mode: UInt32) throws(FileSystemError) {
        if isDirectory(at: path) { return }
        if !neverCreating.isEmpty, neverCreating.contains(Self.spelledPlainly(path)) {
            throw .other(path, "does not exist, and the tools make their own directories in it, never it: "
                + "set HOME to a directory, or XDG_STATE_HOME and XDG_CACHE_HOME")
        }
        let parent = FilePath.directory(of: path)
        if parent != path, !isDirectory(at: parent) { try createDirectory(at: parent, mode: mode) }
        guard mkdir(path, mode_t(mode)) == 0 else {
            // Made meanwhile by another process: fine. Something else by that name (a file): not a directory.
            if errno == EEXIST, isDirectory(at: path) { return }
            throw Self.writeError(errno == EEXIST ? ENOTDIR : errno, path)
        }
        chmod(path, mode_t(mode))  // the umask may have narrowed it
    }

    public func removeFile(at path: String) throws(FileSystemError) {
        if unlink(path) != 0, errno != ENOENT { throw Self.error(errno, path) }
    }

    public func contentsOfDirectory(at path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    public func permissions(at path: String) -> UInt32? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return UInt32(info.st_mode) & 0o7777
    }

    /// A failure to create or write `path`, in the system's words: for a write, "no such file" would hide
    /// the reason (a path under a regular file is ENOTDIR, a full disk ENOSPC).
    static func writeError(_ code: Int32, _ path: String) -> FileSystemError {
        code == EACCES || code == EPERM ? .permissionDenied(path) : .other(path, String(cString: strerror(code)))
    }

    static func error(_ code: Int32, _ path: String) -> FileSystemError {
        switch code {
        case ENOENT, ENOTDIR: .notFound(path)
        case EACCES, EPERM: .permissionDenied(path)
        case EISDIR: .isDirectory(path)
        default: .other(path, String(cString: strerror(code)))
        }
    }
}
