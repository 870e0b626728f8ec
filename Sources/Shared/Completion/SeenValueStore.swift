import FoundationEssentials

/// The values a tool has seen, on disk, for completion: one file per environment under
/// `$XDG_CACHE_HOME/TOOL/completion/` (a profile's under its own cache directory), `ENV.ids`, and
/// `ENV.mock.ids` for what `--mock` runs saw, so mock ids never complete in a real session.
///
/// A line per value, most recently seen first: `KIND<TAB>VALUE<TAB>SECONDS<TAB>LABEL`, after a first line
/// that names the format. At most `capPerKind` values of a kind are kept, and none seen more than
/// `lifetime` ago. The file is written whole to a temporary file and renamed into place (mode 0600), so a
/// reader never sees half of it; of two runs that write at once, the last one's view wins. It is read
/// without following a link: a link planted in its place, a file that is not this format or cannot be
/// read at all is no values, never an error, and the next write replaces it.
public struct SeenValueStore: Sendable {
    public struct Entry: Sendable, Equatable {
        public var kind: String
        public var value: String
        public var label: String
        /// When it was last seen, in seconds since 1970.
        public var seen: Int
    }

    public static let capPerKind = 500
    public static let lifetime = 7 * 24 * 60 * 60
    static let header = "toolkit completion values 1"
    /// Far above what the caps allow (a few hundred KiB): a larger file is not one this tool wrote.
    static let readLimit = 8 << 20

    public let path: String
    public let fileSystem: any FileSystem

    public init(path: String, fileSystem: any FileSystem) {
        self.path = path
        self.fileSystem = fileSystem
    }

    /// The store of `environment` under `cacheDirectory` (the tool's, or its profile's), the mock one
    /// for `--mock` runs.
    public init(cacheDirectory: String, environment: String, isMock: Bool, fileSystem: any FileSystem) {
        let name = FileTokenStore.fileName(for: environment) + (isMock ? ".mock" : "") + ".ids"
        self.init(path: FilePath.join(FilePath.join(cacheDirectory, "completion"), name), fileSystem: fileSystem)
    }

    /// Every value still fresh at `now`, most recent first: empty when there is no store, nil when there is
    /// one that cannot be read or is not this format.
    public func entries(now: Date) -> [Entry]? {
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.readOwnFile(at: path, limit: Self.readLimit)
        } catch .notFound(_) {
            return []
        } catch {
            return nil
        }
        return Self.parse(bytes, now: Self.seconds(now))
    }

    /// The fresh values of `kind`, most recent first; none when the store is missing or unusable.
    public func values(of kind: ValueKind, now: Date) -> [Entry] {
        (entries(now: now) ?? []).filter { $0.kind == kind.name }
    }

    /// Adds `values`, seen at `now`, before those already kept (a value seen again moves to the front),
    /// drops what has expired, keeps `capPerKind` of each kind, and writes the file whole.
    public func record(_ values: [SeenValue], now: Date) throws(FileSystemError) {
        let seconds = Self.seconds(now)
        var taken = Set<String>()
        var counts: [String: Int] = [:]
        var kept: [Entry] = []
        let fresh = values.map { Entry(kind: $0.kind.name, value: $0.value, label: $0.label, seen: seconds) }
        for entry in fresh + (entries(now: now) ?? []) {
            guard taken.insert(entry.kind + "\t" + entry.value).inserted, counts[entry.kind, default: 0] < Self.capPerKind
            else { continue }
            counts[entry.kind, default: 0] += 1
            kept.append(entry)
        }
        var text = Self.header + "\n"
        for entry in kept { text += "\(entry.kind)\t\(entry.value)\t\(entry.seen)\t\(entry.label)\n" }
        try fileSystem.createDirectory(at: FilePath.directory(of: path), mode: 0o700)
        try fileSystem.writeFileAtomically(Array(text.utf8), to: path, mode: 0o600)
    }

    /// Forgets every value (`auth logout`, `cache clear`).
    public func clear() throws(FileSystemError) {
        try fileSystem.removeFile(at: path)
    }

    static func seconds(_ date: Date) -> Int { Int(date.timeIntervalSince1970.rounded(.down)) }

    /// The entries of a store's text, the expired ones left out; nil for anything this tool did not write.
    static func parse(_ bytes: [UInt8], now: Int) -> [Entry]? {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard lines.count >= 2, lines.removeLast().isEmpty, String(decoding: lines.removeFirst(), as: UTF8.self) == header
        else { return nil }
        var entries: [Entry] = []
        entries.reserveCapacity(lines.count)
        for line in lines {
            let fields = line.split(separator: 0x09, maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count == 4, !fields[0].isEmpty, !fields[1].isEmpty,
                let seen = Int(String(decoding: fields[2], as: UTF8.self))
            else { return nil }
            guard now - seen <= lifetime else { continue }
            entries.append(
                Entry(
                    kind: String(decoding: fields[0], as: UTF8.self), value: String(decoding: fields[1], as: UTF8.self),
                    label: String(decoding: fields[3], as: UTF8.self), seen: seen))
        }
        return entries
    }
}
