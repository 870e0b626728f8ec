import ToolkitFloor
import Synchronization

/// The `--record DIR` transport: performs each request with the real transport, hands the real response
/// back, and writes it into `DIR` as a fixture that `--mock --mock-dir DIR` replays.
///
/// Each answer is filed under the request that asked for it, never under the order it arrived in
/// (`--all` fetches pages side by side): the route's name (registered, else derived, as `FixtureTransport`
/// looks it up) for a request of method and path alone (`get_api_orders_ord_1.json`), and that name with
/// the request's digest for one with a query or a body (`get_api_orders@3f09c1d2a4b7.json`, see
/// `RequestKey`). The file also holds the request line, for people. Only the same request asked again (a
/// retried 429, a renewed token) makes a sequence, `NAME.2.json`, `NAME.3.json`, … in the order its
/// answers came; the first answer of a run also removes numbered files an earlier run left under that
/// name, which a replay would otherwise serve. A request that failed without a response records nothing.
///
/// Secrets never reach the files: credential headers are masked, JSON fields with secret names are masked
/// (a JWT keeps its header and claims, which tools read, but loses its signature, without which it is no
/// credential), form fields likewise, and any literal secret is scrubbed wherever it appears: the
/// redactor's own list plus whatever the request carried (bearer and basic credentials, API keys, secret
/// query and body fields) and whatever secret fields the response held.
public final class RecordingTransport: HTTPTransport {
    /// The real transport that performs the requests.
    public let transport: any HTTPTransport
    /// `--record DIR`.
    public let directory: String
    public let fileSystem: any FileSystem
    /// The same registry the tool gives `FixtureTransport`, so a replay looks up the names written here.
    public let routes: [FixtureTransport.Route]
    /// The tool's redactor: its `secrets` (client secret, password, stored tokens) are scrubbed too.
    public let redactor: Redactor
    private let state = Mutex((counts: [String: Int](), written: [String]()))

    /// Headers that describe the bytes on the wire rather than the response: after redaction and JSON
    /// compaction they would be wrong, and libcurl has already undone any compression.
    static let droppedHeaders: Set<String> = [
        "content-length", "transfer-encoding", "content-encoding", "connection",
    ]

    /// Records what `transport` answers into `directory`.
    public init(
        wrapping transport: any HTTPTransport, directory: String, fileSystem: any FileSystem,
        routes: [FixtureTransport.Route] = [], redactor: Redactor = Redactor()
    ) {
        self.transport = transport
        self.directory = directory
        self.fileSystem = fileSystem
        self.routes = routes
        self.redactor = redactor
    }

    /// The files written so far, in order (full paths).
    public var writtenFiles: [String] { state.withLock { $0.written } }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let response = try await transport.send(request)
        let route = FixtureTransport.Route.fixtureName(for: request, routes: routes)
        let key = RequestKey(request)
        let name = key.isPlain ? route : FixtureName.keyed(route, key)
        let fixture = redacted(response, for: request)
        // The position is taken, and stale files cleared, under the lock: the next response for the same
        // name cannot be written before the files of an earlier run are gone.
        let file = state.withLock { state in
            let position = state.counts[name, default: 0] + 1
            state.counts[name] = position
            if position == 1 { removeStaleSequence(of: name) }
            let file = FilePath.join(directory, FixtureName.fileName(name, position: position))
            state.written.append(file)
            return file
        }
        do {
            try fileSystem.writeFileAtomically(Array(fixture.serialized.utf8), to: file, mode: 0o600)
        } catch {
            throw ToolError(.outputFailed, "cannot write the recording \(error.path): \(error.reason)")
        }
        return response
    }

    private func removeStaleSequence(of name: String) {
        var position = 2
        while true {
            let file = FilePath.join(directory, FixtureName.fileName(name, position: position))
            guard fileSystem.fileExists(at: file) else { return }
            try? fileSystem.removeFile(at: file)
            position += 1
        }
    }

    /// The fixture for `response` with every secret it or `request` reveals masked.
    func redacted(_ response: HTTPResponse, for request: HTTPRequest) -> Fixture {
        let original = Fixture(response: response)
        // The run's secrets, plus those only this exchange reveals; the latter stay out of the run's registry.
        let secrets = SecretRegistry(redactor.secrets + Self.secrets(in: request))
        if case .json(let json) = original.body { secrets.add(contentsOf: Self.secretValues(in: json)) }
        let scrubber = Redactor(registry: secrets)

        var fixture = Fixture(status: response.status, request: "\(request.method.rawValue) "
            + scrubber.url(request.pathAndQuery))
        for field in response.headers where !Self.droppedHeaders.contains(field.name.lowercased()) {
            fixture.headers.add(field.name, scrubber.header(field.name, field.value))
        }
        switch original.body {
        case .json(let json):
            let masked = Self.restoringPublicParts(json, scrubber.redact(json))
            fixture.body = .json(Self.scrubStrings(masked, scrubber))
        case .text(let text):
            let type = response.headers["Content-Type"]?.lowercased() ?? ""
            let isForm = type.containsText("x-www-form-urlencoded")
            fixture.body = .text(scrubber.scrub(isForm ? scrubber.form(text) : text))
        case .bytes(let bytes):
            fixture.body = .bytes(bytes)
        }
        return fixture
    }

    /// Literal secrets a request carries: credentials in headers, secret query items and body fields.
    static func secrets(in request: HTTPRequest) -> [String] {
        var found: [String] = []
        for field in request.headers where Redactor.secretHeaders.contains(field.name.lowercased()) {
            if field.name.lowercased() == "cookie" {
                found += field.value.split(separator: ";").compactMap { pair in
                    pair.split(separator: "=", maxSplits: 1).dropFirst().first.map(String.init)
                }
                continue
            }
            // `Bearer X`: the secret is X, and an echo of the header then still reads `Bearer <redacted>`.
            let parts = field.value.split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else { found.append(field.value); continue }
            found.append(String(parts[1]))
            // Basic credentials: the secret is the part after the colon, sent base64-encoded.
            if parts[0].lowercased() == "basic", let decoded = Base64.decode(String(parts[1])),
               let text = String(validating: decoded, as: UTF8.self), let colon = text.firstIndex(of: ":") {
                found.append(String(text[text.index(after: colon)...]))
            }
        }
        // Secret query values as sent and decoded: a service may echo either in a link.
        let rawQuery = request.url.query(percentEncoded: true) ?? ""
        for pair in rawQuery.split(separator: "&") {
            let item = PathPattern.queryItems(String(pair))
            guard let name = item.first?.name, Redactor.isCredentialParameter(name) || request.sensitiveFields.contains(name)
            else { continue }
            found.append(item[0].value)
            if let equals = pair.firstIndex(of: "=") {
                found.append(String(pair[pair.index(after: equals)...]))
            }
        }
        if let body = request.body {
            if let json = try? JSONParser.parse(bytes: body) {
                found += secretValues(in: json, sensitive: request.sensitiveFields)
            } else {
                let form = PathPattern.queryItems(String(decoding: body, as: UTF8.self))
                found += form.filter { Redactor.isCredentialParameter($0.name) || request.sensitiveFields.contains($0.name) }
                    .map(\.value)
            }
        }
        return found
    }

    /// String values under credential names (and `sensitive` ones), anywhere in `value`: what
    /// `Redactor.redact` would mask.
    static func secretValues(in value: JSONValue, sensitive: Set<String> = []) -> [String] {
        let masked = Redactor().redact(value, sensitive: sensitive)
        var found: [String] = []
        func walk(_ original: JSONValue, _ redacted: JSONValue) {
            switch (original, redacted) {
            case (.object(let object), .object(let other)):
                for (key, child) in object.pairs {
                    if let twin = other[key] { walk(child, twin) }
                }
            case (.array(let items), .array(let others)):
                for (item, other) in zip(items, others) { walk(item, other) }
            case (.string(let text), .string(Redactor.mask)) where text != Redactor.mask:
                found.append(text)
            default:
                break
            }
        }
        walk(value, masked)
        return found
    }

    /// `redacted` with what the masking took but a replay needs put back: each masked JWT as
    /// `HEADER.CLAIMS.<redacted>`, since tools read claims (user id, tenant, expiry) from ID tokens.
    static func restoringPublicParts(_ original: JSONValue, _ redacted: JSONValue) -> JSONValue {
        switch (original, redacted) {
        case (.object(let object), .object(var result)):
            for (key, child) in object.pairs {
                guard let twin = result[key] else { continue }
                result[key] = restoringPublicParts(child, twin)
            }
            return .object(result)
        case (.array(let items), .array(let others)) where items.count == others.count:
            return .array(zip(items, others).map { restoringPublicParts($0, $1) })
        case (.string(let text), .string(Redactor.mask)):
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 3, let header = Base64.decodeURL(String(parts[0])),
                  (try? JSONParser.parse(bytes: header))?["alg"] != nil
            else { return redacted }
            return .string("\(parts[0]).\(parts[1]).\(Redactor.mask)")
        default:
            return redacted
        }
    }

    /// Every key and string in `value` with known secrets scrubbed.
    static func scrubStrings(_ value: JSONValue, _ scrubber: Redactor) -> JSONValue {
        switch value {
        case .string(let text):
            return .string(scrubber.scrub(text))
        case .array(let items):
            return .array(items.map { scrubStrings($0, scrubber) })
        case .object(let object):
            var result = JSONObject()
            for (key, child) in object.pairs { result[scrubber.scrub(key)] = scrubStrings(child, scrubber) }
            return .object(result)
        default:
            return value
        }
    }
}
