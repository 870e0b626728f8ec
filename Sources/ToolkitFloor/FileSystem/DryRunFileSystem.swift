import Synchronization

/// The file system under `--dry-run`: reads see the real files, and every change — a file written or
/// removed, a directory made, a record appended — lands in memory and is gone when the process ends, so
/// a dry run writes nothing to disk whatever path a command takes (a session saved, a cache entry, a
/// config edit). Later reads in the same run see the changes, as they would have.
public final class DryRunFileSystem: FileSystem {
    private let base: any FileSystem
    private let overlay = InMemoryFileSystem()
    /// Paths written (or made) in memory, and paths removed, this run.
    private let touched = Mutex<(written: Set<String>, removed: Set<String>)>(([], []))

    public init(over base: any FileSystem) {
        self.base = base
    }

    /// Whether a dry run has changed anything (for tests: it never reaches the disk either way).
    public var changedPaths: Set<String> { touched.withLock { $0.written.union($0.removed) } }

    private func isWritten(_ path: String) -> Bool { touched.withLock { $0.written.contains(path) } }
    private func isRemoved(_ path: String) -> Bool { touched.withLock { $0.removed.contains(path) } }

    public func readFile(at path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        if isRemoved(path) { throw FileSystemError.notFound(path) }
        return isWritten(path) ? try overlay.readFile(at: path, limit: limit) : try base.readFile(at: path, limit: limit)
    }

    public func readOwnFile(at path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        if isRemoved(path) { throw FileSystemError.notFound(path) }
        return isWritten(path) ? try overlay.readFile(at: path, limit: limit) : try base.readOwnFile(at: path, limit: limit)
    }

    public func ownDirectoryProblem(at path: String) -> String? { base.ownDirectoryProblem(at: path) }

    public func fileExists(at path: String) -> Bool {
        !isRemoved(path) && (isWritten(path) || base.fileExists(at: path))
    }

    public func isDirectory(at path: String) -> Bool { overlay.isDirectory(at: path) || base.isDirectory(at: path) }

    public func writeFileAtomically(_ bytes: [UInt8], to path: String, mode: UInt32) throws(FileSystemError) {
        try overlay.writeFileAtomically(bytes, to: path, mode: mode)
        touched.withLock { $0.written.insert(path); $0.removed.remove(path) }
    }

    public func createDirectory(at path: String, mode: UInt32) throws(FileSystemError) {
        try overlay.createDirectory(at: path, mode: mode)
    }

    public func removeFile(at path: String) throws(FileSystemError) {
        try overlay.removeFile(at: path)
        touched.withLock { $0.written.remove(path); $0.removed.insert(path) }
    }

    public func contentsOfDirectory(at path: String) -> [String] {
        let (written, removed) = touched.withLock { ($0.written, $0.removed) }
        var names = Set(base.contentsOfDirectory(at: path)).union(overlay.contentsOfDirectory(at: path))
        names = names.filter { name in
            let full = FilePath.join(path, name)
            return !removed.contains(full) || written.contains(full)
        }
        return names.sorted()
    }

    public func permissions(at path: String) -> UInt32? {
        isWritten(path) ? overlay.permissions(at: path) : base.permissions(at: path)
    }

    public func openForReading(at path: String) throws(FileSystemError) -> any InputSource {
        if isRemoved(path) { throw FileSystemError.notFound(path) }
        return isWritten(path) ? try overlay.openForReading(at: path) : try base.openForReading(at: path)
    }

    public func fileSize(at path: String) -> Int? {
        isWritten(path) ? overlay.fileSize(at: path) : base.fileSize(at: path)
    }

    public func openForAppending(at path: String, keeping: Int, mode: UInt32) throws(FileSystemError) -> any OutputSink {
        touched.withLock { _ = $0.written.insert(path) }
        return try overlay.openForAppending(at: path, keeping: keeping, mode: mode)
    }

    public func cutFile(at path: String, to length: Int) {
        if isWritten(path) { overlay.cutFile(at: path, to: length) }
    }
}
