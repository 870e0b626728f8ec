import ToolkitHTTP
import ToolkitFloor
import FoundationEssentials

/// Tokens as files: one JSON file per key in one directory (docs/files.md).
///
/// Tools pass `$XDG_CACHE_HOME/TOOL/tokens` for tokens from client credentials and
/// `$XDG_STATE_HOME/TOOL/sessions` for login sessions. A key becomes a readable file name
/// (`production|user@example.com` → `production%7Cuser%40example.com.json`, see `fileName(for:)`).
/// Directories are created `0700` and files written `0600` through a temporary file renamed into place
/// (`FileSystem.writeFileAtomically`), so a reader never sees half a token.
///
/// The refresh lock of a key is a `FileLock` on the sibling file `NAME.lock`. Locking follows the file
/// system: on the real one (`LocalFileSystem`) it is an advisory `flock` that other processes see; on any
/// other (`InMemoryFileSystem` in tests) there is nothing on disk to lock, so it is a lock within this
/// process, keyed by the same path. Pass `locking` to choose explicitly.
///
/// The file holds `AccessToken.json` and the API origin the token is for:
/// `{"access_token":"…","expires_at":1767225600,"refresh_token":null,"details":{},"origin":"https://host:443"}`.
///
/// A store bound to an origin (`origin`, the scheme, host and port of the base URL in effect) writes it
/// into every file and reads back only files written for that origin: a token obtained for one API is never
/// sent to another (docs/files.md). A file for another origin, or one without an origin (written before
/// tokens recorded theirs), is absent to `load`; `held(key:)` still finds it, to say why no one is signed in.
public struct FileTokenStore: TokenStore {
    public var directory: String
    /// The API origin (`HTTPURL.origin`) the tokens here are for; nil for a store not bound to one.
    public var origin: String?
    public var fileSystem: any FileSystem
    public var locking: FileLock.Scope
    /// How long a refresh waits for another holder of the lock before going ahead without it.
    public var lockTimeout: Duration
    /// The lock's clock and pause, from the command's environment.
    public var now: @Sendable () -> Date
    public var sleep: @Sendable (Duration) async throws -> Void

    /// - Parameter locking: `.processes` (a `flock` other processes honour) or `.thisProcess`; by default
    ///   `.processes` for `LocalFileSystem` and `.thisProcess` for any other file system.
    public init(
        directory: String, fileSystem: any FileSystem, origin: String? = nil, locking: FileLock.Scope? = nil,
        lockTimeout: Duration = .seconds(60), now: @escaping @Sendable () -> Date = { Date() },
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.directory = directory
        self.origin = origin
        self.fileSystem = fileSystem
        self.locking = locking ?? (fileSystem.isSeenByOtherProcesses ? .processes : .thisProcess)
        self.lockTimeout = lockTimeout
        self.now = now
        self.sleep = sleep
    }

    /// The path of the token file for `key`.
    public func path(for key: String) -> String {
        FilePath.join(directory, Self.fileName(for: key) + ".json")
    }

    /// The path of the lock file for `key`.
    public func lockPath(for key: String) -> String {
        FilePath.join(directory, Self.fileName(for: key) + ".lock")
    }

    public func load(key: String) -> AccessToken? {
        guard let (token, saved) = entry(at: path(for: key)), origin == nil || saved == origin else { return nil }
        return token
    }

    /// The token saved under `key` whatever origin it is for, and that origin (nil when the file names none).
    public func held(key: String) -> (token: AccessToken, origin: String?)? {
        entry(at: path(for: key))
    }

    /// Every token saved here, by base file name (`production%7Cann%40example.com`), in name order: for
    /// listing who is signed in.
    public func savedTokens() -> [(name: String, token: AccessToken)] {
        fileSystem.contentsOfDirectory(at: directory).compactMap { file in
            guard file.hasSuffix(".json"), let (token, _) = entry(at: FilePath.join(directory, file)) else { return nil }
            return (String(file.dropLast(".json".count)), token)
        }
    }

    private func entry(at path: String) -> (AccessToken, String?)? {
        // Every failure means "no usable token": missing, unreadable, a directory, not JSON, no token.
        // Never through a link: a token file planted as a link reads as absent, and saving replaces it.
        guard let bytes = try? fileSystem.readOwnFile(at: path), let json = try? JSONParser.parse(bytes: bytes),
              let token = AccessToken(json: json)
        else { return nil }
        return (token, json["origin"]?.stringValue)
    }

    public func save(_ token: AccessToken, key: String) throws {
        try fileSystem.createDirectory(at: directory, mode: 0o700)
        var json = token.json
        if let origin, case .object(var object) = json {
            object["origin"] = .string(origin)
            json = .object(object)
        }
        let text = JSONWriter.compact(json) + "\n"
        try fileSystem.writeFileAtomically(Array(text.utf8), to: path(for: key), mode: 0o600)
    }

    public func delete(key: String) throws {
        // The lock file stays: deleting it could let a waiter and a newcomer lock two different files.
        try fileSystem.removeFile(at: path(for: key))
    }

    public func withRefreshLock<T: Sendable>(
        key: String, _ body: @Sendable () async throws -> T
    ) async throws -> T {
        if locking == .processes {
            // The lock file lives next to the token, so the directory must exist first. If it cannot be
            // created, FileLock cannot open the file and runs the body unlocked, as for any lock failure.
            try? fileSystem.createDirectory(at: directory, mode: 0o700)
        }
        let lock = FileLock(path: lockPath(for: key), scope: locking, timeout: lockTimeout, now: now, sleep: sleep)
        return try await lock.withLock(body)
    }

    // MARK: - File names

    /// Longest base name kept whole. With `.json`, `.lock` or the writer's `.tmp-PID-RANDOM` added, every
    /// name stays under 200 bytes for the token itself and well under the usual 255-byte limit for all.
    public static let maximumNameLength = 180

    /// The base file name for `key` (without `.json` or `.lock`): `cie|client-id|merchant` becomes
    /// `cie%7Cclient-id%7Cmerchant`.
    ///
    /// Bytes outside `[A-Za-z0-9._-]` are written `%XX` (the UTF-8 bytes in upper-case hex), `%` itself
    /// included, so the mapping can be undone and two keys never share a name; and no name contains `/`.
    /// A name longer than `maximumNameLength` is cut after a whole character and followed by `~` and the
    /// SHA-256 of the whole key in hex. `~` never appears in an escaped name, so a shortened name
    /// cannot equal a whole one.
    public static func fileName(for key: String) -> String {
        // One piece per Unicode scalar, so a shortened name never ends inside a `%XX` or a character.
        var pieces: [[UInt8]] = []
        var length = 0
        for scalar in key.unicodeScalars {
            var piece: [UInt8] = []
            for byte in String(scalar).utf8 {
                if isKept(byte) {
                    piece.append(byte)
                } else {
                    piece += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
                }
            }
            pieces.append(piece)
            length += piece.count
        }
        guard length > maximumNameLength else { return String(decoding: pieces.joined(), as: UTF8.self) }
        let digest = "~" + Hex.encode(SHA256.hash(Array(key.utf8)))
        var readable: [UInt8] = []
        for piece in pieces {
            if readable.count + piece.count + digest.utf8.count > maximumNameLength { break }
            readable += piece
        }
        return String(decoding: readable, as: UTF8.self) + digest
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"),
             UInt8(ascii: "-"):
            true
        default:
            false
        }
    }
}
