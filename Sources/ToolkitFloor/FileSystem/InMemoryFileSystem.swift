import Synchronization

/// A file system held in memory, for tests: same contract as the live one, including modes.
public final class InMemoryFileSystem: FileSystem {
    private struct Entry {
        var bytes: [UInt8]?  // nil for a directory
        var mode: UInt32
    }

    private let entries = Mutex<[String: Entry]>(["/": Entry(bytes: nil, mode: 0o755)])

    /// Every path with its mode and, for a file, its bytes: what a test compares before and after.
    public var listing: [String] {
        entries.withLock { entries in
            entries.keys.sorted().map { path in
                let entry = entries[path]!
                return "\(path) \(String(entry.mode, radix: 8)) " + (entry.bytes.map { String(decoding: $0, as: UTF8.self) } ?? "<dir>")
            }
        }
    }

    public init(files: [String: String] = [:]) {
        for (path, text) in files {
            try? writeFileAtomically(Array(text.utf8), to: path, mode: 0o644)
        }
    }

    public func readFile(at path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        let entry = entries.withLock { $0[FilePath.normalize(path)] }
        guard let entry else { throw .notFound(path) }
        guard let bytes = entry.bytes else { throw .isDirectory(path) }
        guard bytes.count <= limit else { throw .tooLarge(path, limit: limit) }
        return bytes
    }

    public func fileExists(at path: String) -> Bool {
        entries.withLock { $0[FilePath.normalize(path)] != nil }
    }

    public func isDirectory(at path: String) -> Bool {
        entries.withLock { $0[FilePath.normalize(path)].map { $0.bytes == nil } ?? false }
    }

    public func writeFileAtomically(_ bytes: [UInt8], to path: String, mode: UInt32) throws(FileSystemError) {
        let path = FilePath.normalize(path)
        try createDirectory(at: FilePath.directory(of: path), mode: 0o700)
        try entries.withLock { (entries) throws(FileSystemError) in
            if entries[path]?.bytes == nil, entries[path] != nil { throw .isDirectory(path) }
            entries[path] = Entry(bytes: bytes, mode: mode)
        }
    }

    public func createDirectory(at path: String, mode: UInt32) throws(FileSystemError) {
        var current = ""
        for part in FilePath.normalize(path).split(separator: "/") {
            current += "/" + part
            let existing = entries.withLock { $0[current] }
            if let existing {
                if existing.bytes != nil { throw .other(current, "not a directory") }
                continue
            }
            let directory = current
            entries.withLock { $0[directory] = Entry(bytes: nil, mode: mode) }
        }
    }

    public func removeFile(at path: String) throws(FileSystemError) {
        _ = entries.withLock { $0.removeValue(forKey: FilePath.normalize(path)) }
    }

    public func contentsOfDirectory(at path: String) -> [String] {
        let prefix = FilePath.normalize(path) == "/" ? "/" : FilePath.normalize(path) + "/"
        return entries.withLock { entries in
            entries.keys.filter { $0.hasPrefix(prefix) && $0 != prefix && !$0.dropFirst(prefix.count).contains("/") }
                .map { String($0.dropFirst(prefix.count)) }.sorted()
        }
    }

    public func permissions(at path: String) -> UInt32? {
        entries.withLock { $0[FilePath.normalize(path)]?.mode }
    }

    public func openForAppending(at path: String, keeping: Int, mode: UInt32) throws(FileSystemError) -> any OutputSink {
        let path = FilePath.normalize(path)
        let existing = try? readFile(at: path, limit: .max)
        try writeFileAtomically(Array((existing ?? []).prefix(max(0, keeping))), to: path, mode: mode)
        return AppendingSink(fileSystem: self, path: path)
    }

    public func cutFile(at path: String, to length: Int) {
        entries.withLock { entries in
            let path = FilePath.normalize(path)
            if let bytes = entries[path]?.bytes { entries[path]?.bytes = Array(bytes.prefix(max(0, length))) }
        }
    }

    /// Appends to one file, made visible on `flush()` as a real file's would be after `write(2)`.
    private final class AppendingSink: OutputSink {
        let fileSystem: InMemoryFileSystem, path: String
        private let pending = Mutex<[UInt8]>([])

        init(fileSystem: InMemoryFileSystem, path: String) {
            self.fileSystem = fileSystem
            self.path = path
        }

        func write(_ text: String) { pending.withLock { $0.append(contentsOf: text.utf8) } }
        func write(bytes: [UInt8]) { pending.withLock { $0.append(contentsOf: bytes) } }

        func flush() {
            let bytes = pending.withLock { pending in defer { pending.removeAll() }; return pending }
            fileSystem.entries.withLock { $0[path]?.bytes?.append(contentsOf: bytes) }
        }
    }
}
