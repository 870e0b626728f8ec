/// The file system as commands see it. The live one is POSIX underneath; tests use `InMemoryFileSystem`.
/// Paths are absolute strings; `CommandEnvironment.absolutePath(_:)` anchors relative ones.
public protocol FileSystem: Sendable {
    /// The whole of a regular file of at most `limit` bytes. Anything else is an error, before a byte is
    /// read: a FIFO (it would block), a device (`/dev/zero` never ends), a directory, a file too large.
    /// Throws `FileSystemError.notFound` when there is none.
    func readFile(at path: String, limit: Int) throws(FileSystemError) -> [UInt8]
    func fileExists(at path: String) -> Bool
    func isDirectory(at path: String) -> Bool
    /// Writes to a temporary file in the same directory, then renames it into place, so readers never
    /// see half a file. Missing parent directories are created with mode 0700.
    func writeFileAtomically(_ bytes: [UInt8], to path: String, mode: UInt32) throws(FileSystemError)
    /// Creates the directory and its missing parents with `mode`; an existing directory is left alone.
    func createDirectory(at path: String, mode: UInt32) throws(FileSystemError)
    /// Removes a file; a file that is already gone is not an error.
    func removeFile(at path: String) throws(FileSystemError)
    /// Names in a directory, sorted; empty when it does not exist.
    func contentsOfDirectory(at path: String) -> [String]
    /// The permission bits of a file or directory.
    func permissions(at path: String) -> UInt32?
    /// The file as a stream, for inputs of any length (a batch CSV) read in constant memory.
    func openForReading(at path: String) throws(FileSystemError) -> any InputSource
    /// The size of a regular file in bytes, or nil (for a progress estimate).
    func fileSize(at path: String) -> Int?
    /// A file to write records to as they come (a batch's `--output-file`): created with `mode` when
    /// missing, cut to its first `keeping` bytes (0: emptied), then appended to. Each `flush()` hands what
    /// was written to the kernel, so a record flushed survives the process being killed.
    func openForAppending(at path: String, keeping: Int, mode: UInt32) throws(FileSystemError) -> any OutputSink
    /// Cuts a regular file to its first `length` bytes (a batch's file, back to its last whole record
    /// after a write failed). Anything else (a FIFO, a device) has no length and is left alone, as is a
    /// file that cannot be cut: its owner is already failing for a write that failed.
    func cutFile(at path: String, to length: Int)
    /// As `readFile(at:limit:)`, for a file the tool wrote itself (a token, a session, a cache entry): a
    /// symbolic link in its place is not followed but refused, so a planted link cannot feed the tool
    /// another file.
    func readOwnFile(at path: String, limit: Int) throws(FileSystemError) -> [UInt8]
    /// What is wrong with `path` as a directory the tool keeps its own files in (a state, cache or profile
    /// directory): a symbolic link, not a directory, owned by another user, or writable by every user.
    /// Nil when it is fine or does not exist (it will be made 0700). Judged on what is really there
    /// (`lstat`), never on what a link points to.
    func ownDirectoryProblem(at path: String) -> String?
    /// Whether other processes see these files (the real file system): a lock there is one they honour,
    /// and a budget kept there is shared. Asked of the value, not its type, so a test's file system can
    /// stand in for either kind.
    var isSeenByOtherProcesses: Bool { get }
}

extension FileSystem {
    public var isSeenByOtherProcesses: Bool { false }

    /// The cap of `readFile(at:)`: settings, tokens and fixtures are far smaller.
    public static var defaultReadLimit: Int { 16 << 20 }

    /// The whole of a regular file of at most 16 MiB (`readFile(at:limit:)`).
    public func readFile(at path: String) throws(FileSystemError) -> [UInt8] {
        try readFile(at: path, limit: Self.defaultReadLimit)
    }

    public func fileSize(at path: String) -> Int? { try? readFile(at: path).count }

    /// By default `readFile`: a file system without links has no link to refuse.
    public func readOwnFile(at path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        try readFile(at: path, limit: limit)
    }

    /// The whole of a file the tool wrote itself, of at most 16 MiB, never through a link.
    public func readOwnFile(at path: String) throws(FileSystemError) -> [UInt8] {
        try readOwnFile(at: path, limit: Self.defaultReadLimit)
    }

    /// By default nothing: a file system without links or owners has nothing to refuse.
    public func ownDirectoryProblem(at path: String) -> String? { nil }

    /// By default the whole file, held in memory (right for test file systems).
    public func openForReading(at path: String) throws(FileSystemError) -> any InputSource {
        BufferInput(bytes: try readFile(at: path))
    }

    /// The file as UTF-8 text (invalid sequences repaired, never a crash).
    public func readText(at path: String) throws(FileSystemError) -> String {
        String(decoding: try readFile(at: path), as: UTF8.self)
    }
}

public enum FileSystemError: Error, Equatable, Sendable {
    case notFound(String)
    case permissionDenied(String)
    case isDirectory(String)
    /// A FIFO, a device or a socket where a regular file is needed; the kind is named (`a FIFO`).
    case notRegularFile(String, kind: String)
    /// Larger than the reader's limit, in bytes.
    case tooLarge(String, limit: Int)
    /// The read was given up because the task that wanted it was cancelled (Ctrl-C).
    case interrupted(String)
    case other(String, String)

    public var path: String {
        switch self {
        case .notFound(let p), .permissionDenied(let p), .isDirectory(let p), .notRegularFile(let p, _),
             .tooLarge(let p, _), .interrupted(let p), .other(let p, _): p
        }
    }

    public var reason: String {
        switch self {
        case .notFound: "no such file"
        case .permissionDenied: "permission denied"
        case .isDirectory: "is a directory"
        case .notRegularFile(_, let kind): "is \(kind), not a regular file"
        case .tooLarge(_, let limit): "is larger than \(ByteCount.describe(limit))"
        case .interrupted: "interrupted"
        case .other(_, let reason): reason
        }
    }
}

/// Path arithmetic on plain strings (no Foundation on the hot paths).
public enum FilePath {
    public static func join(_ base: String, _ component: String) -> String {
        if component.hasPrefix("/") { return component }
        if base.isEmpty { return component }
        return base.hasSuffix("/") ? base + component : base + "/" + component
    }

    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let parent = String(path[..<slash])
        return parent.isEmpty ? "/" : parent
    }

    public static func lastComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `a/./b/../c` → `a/c`; keeps the path absolute if it was.
    public static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
