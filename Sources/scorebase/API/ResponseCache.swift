import FoundationEssentials
import Shared

/// GET answers on disk, one directory per environment, pool, client and user under
/// `$XDG_CACHE_HOME/scorebase/responses/`, one `0600` file per URL (named by the URL's SHA-256). An entry
/// holds the URL, when it was stored, the status, the content type and the body exactly as received, so a
/// hit prints the same bytes the live answer printed. An entry that cannot be read is a miss.
struct ResponseCache: Sendable {
    struct Entry: Sendable, Equatable {
        var url: String
        var storedAt: Date
        var status: Int
        var contentType: String?
        var body: [UInt8]
        /// Where it is, for `cache show`.
        var path: String
    }

    var fileSystem: any FileSystem
    /// This user's directory.
    var directory: String
    var now: @Sendable () -> Date

    /// The directory of the user `identity` (`ENV|POOL|CLIENT|USER`) under `root`.
    static func directory(root: String, identity: String) -> String {
        FilePath.join(root, FileTokenStore.fileName(for: identity))
    }

    func path(for url: String) -> String {
        FilePath.join(directory, Hex.encode(SHA256.hash(Array(url.utf8))) + ".json")
    }

    /// The entry for `url` when it is younger than `ttl` seconds.
    func lookup(_ url: String, ttl: Int) -> Entry? {
        guard let entry = read(path(for: url)), entry.url == url else { return nil }
        let age = now().timeIntervalSince(entry.storedAt)
        return age >= 0 && age < Double(ttl) ? entry : nil
    }

    func store(_ response: HTTPResponse, for url: String) throws {
        var record = JSONObject()
        record["url"] = .string(url)
        record["stored_at"] = .double(now().timeIntervalSince1970)
        record["status"] = .integer(response.status)
        record["content_type"] = response.headers["Content-Type"].map(JSONValue.string) ?? .null
        record["body"] = .string(Base64.encode(response.body))
        try fileSystem.createDirectory(at: directory, mode: 0o700)
        try fileSystem.writeFileAtomically(Array((JSONWriter.compact(.object(record)) + "\n").utf8), to: path(for: url), mode: 0o600)
    }

    /// Every readable entry, oldest URL first by name.
    func entries() -> [Entry] {
        fileSystem.contentsOfDirectory(at: directory).filter { $0.hasSuffix(".json") }.sorted()
            .compactMap { read(FilePath.join(directory, $0)) }.sorted { $0.url < $1.url }
    }

    /// Removes every entry of this user; returns how many there were.
    @discardableResult
    func clear() -> Int {
        let names = fileSystem.contentsOfDirectory(at: directory).filter { $0.hasSuffix(".json") }
        for name in names { try? fileSystem.removeFile(at: FilePath.join(directory, name)) }
        return names.count
    }

    private func read(_ path: String) -> Entry? {
        guard let bytes = try? fileSystem.readOwnFile(at: path), let json = try? JSONParser.parse(bytes: bytes),
              let url = json["url"]?.stringValue, case .number(let stamp)? = json["stored_at"],
              // A stamp no clock gives (1e300, -5e20) would trap in the age's arithmetic: not an entry.
              let seconds = Double(stamp), (0...253_402_300_799).contains(seconds), let status = json["status"]?.intValue,
              let text = json["body"]?.stringValue, let body = Base64.decode(text)
        else { return nil }
        return Entry(
            url: url, storedAt: Date(timeIntervalSince1970: seconds), status: status,
            contentType: json["content_type"]?.stringValue, body: body, path: path)
    }
}
