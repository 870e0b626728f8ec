import FoundationEssentials

/// One command's conversation with its service, the same for every tool: the environment and base URL
/// resolved once, the HTTP stack, where tokens and sessions are kept (in memory under `--mock`), the
/// credentials requests carry (several at once: tracewise sends an API key and a bearer), and `send`,
/// which returns the answer's payload or throws the service's error.
///
/// A tool adds only its service's specifics: a `ServiceDefinition` (envelope, fixtures) and, where it has
/// one, the token provider that fills `credentials` (UPS's OAuth request, Firebase's refresh).
public struct ServiceSession: Sendable {
    /// Where a token store lives: regenerable tokens under `$XDG_CACHE_HOME/TOOL/NAME`, login sessions
    /// (whose refresh tokens are worth keeping) under `$XDG_STATE_HOME/TOOL/NAME` (docs/files.md).
    public enum StoreLocation: Sendable {
        case cache(String)
        case state(String)
    }

    public let context: CommandContext
    public let service: ServiceDefinition
    public let stack: HTTPStack
    /// `--env`, `P_ENV`, or the tool's default.
    public let environment: String
    /// Where the tool keeps its tokens, sessions and caches: under `…/TOOL/profiles/NAME/` with a profile.
    public let paths: AppPaths
    /// `--base-url`, `P_API_BASE_URL`, or the environment's preset, checked.
    public let baseURL: HTTPURL
    /// Added to every request, outermost first (`X-API-Key`, then an `AuthMiddleware`).
    public var credentials: [any HTTPMiddleware] = [] {
        didSet { client = stack.client(credentials: credentials, pacing: pacing) }
    }
    /// What paces a batch's requests (`ThrottleSignal`): after the credentials, inside the retries, so
    /// that every attempt waits for the pace and tells it how the service answered.
    public var pacing: (any HTTPMiddleware)? {
        didSet { client = stack.client(credentials: credentials, pacing: pacing) }
    }
    /// A client with this session's credentials. Kept, not made per call: folding the middleware for
    /// every request of a batch was a measurable share of its CPU.
    public private(set) var client: HTTPClient

    /// - Parameters:
    ///   - maxConnectionsPerHost: connections kept open to one host; a batch passes its concurrency.
    ///   - secrets: values known only to this command (a password read at a prompt), never to be printed.
    public init(
        _ context: CommandContext, service: ServiceDefinition, maxConnectionsPerHost: Int = 4, secrets: [String] = []
    ) throws {
        self.context = context
        self.service = service
        let tool = context.tool
        environment = try context.settings.value(GlobalSettings.environment) ?? tool.defaultEnvironment
        paths = try context.paths()
        stack = try HTTPStack(
            context: context, profile: service.profile, secrets: secrets, maxConnectionsPerHost: maxConnectionsPerHost)
        if let note = stack.mockNote { context.note(note) }
        if let note = service.note(for: environment, isMock: stack.isMock) { context.note(note) }
        baseURL = try stack.baseURL()
        client = stack.client()
        try noteSource(of: GlobalSettings.apiBaseURL, as: "base URL")
    }

    /// For `-v`: where a URL setting other than the preset came from (`base URL https://x from
    /// .env:/work/.env:3`), so a redirected run says who redirected it.
    public func noteSource(of key: SettingKey<String>, as label: String) throws(ConfigError) {
        guard let resolved = try context.settings.resolve(key.name(in: context.tool)) else { return }
        switch resolved.source {
        case .preset, .builtInDefault: return
        default: stack.logger.note("\(label) \(resolved.value) from \(resolved.source)")
        }
    }

    /// Exit 78 before anything is sent when a setting that decides where credentials go comes from a file
    /// of the working directory and one of `credentials` does not (`CredentialRoutes`). Under `--mock`
    /// nothing leaves the process, so nothing is refused.
    public func requireTrustedRoutes(for credentials: [CredentialRoutes.Credential]) throws(ConfigError) {
        guard !isMock, !credentials.isEmpty else { return }
        try CredentialRoutes(context.settings).check(credentials)
    }

    /// The same for the credentials `keys` hold (those set), with `others` (a saved session).
    public func requireTrustedRoutes(
        for keys: [SettingKey<String>], and others: [CredentialRoutes.Credential] = []
    ) throws(ConfigError) {
        try requireTrustedRoutes(for: try CredentialRoutes.credentials(keys, in: context.settings) + others)
    }

    public var isMock: Bool { stack.isMock }

    public var host: String { baseURL.host() ?? "the service" }

    /// The token store at `location`, or one in memory under `--mock`: a mock token must never land in the
    /// user's real files. Its lock waits with the environment's clock and real-time pause (the pause that
    /// also times request deadlines: tests skip retry waits, not waits for another process). Bound to the
    /// base URL's origin: a token or session saved for another API is not signed in here (docs/files.md).
    public func tokenStore(_ location: StoreLocation) -> FileTokenStore {
        let environment = context.environment
        let (base, name) = switch location {
        case .cache(let name): (paths.cacheDirectory, name)
        case .state(let name): (paths.stateDirectory, name)
        }
        guard !isMock else {
            return FileTokenStore(directory: "/mock/\(name)", fileSystem: InMemoryFileSystem(), origin: baseURL.origin)
        }
        return FileTokenStore(
            directory: FilePath.join(base, name), fileSystem: environment.fileSystem, origin: baseURL.origin,
            now: environment.now, sleep: environment.deadlineTimer)
    }

    /// A client without credentials, for requests that carry their own (a token request's Basic value).
    public var plainClient: HTTPClient { stack.client() }

    /// The URL of `path` (already percent-encoded) below the base URL, with query items.
    public func url(_ path: String, query: [(String, String)] = []) -> HTTPURL {
        baseURL.appendingAPIPath(path.hasPrefix("/") ? path : "/" + path, query: query)
    }

    /// The answer to `request`, sent with the credentials; an unsuccessful one throws the service's error.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let response = try await answer(request)
        noteSeenValues(request, response)
        return response
    }

    /// The payload of a JSON answer (unwrapped from the service's envelope).
    public func json(_ request: HTTPRequest) async throws -> JSONValue {
        let response = try await answer(request)
        guard let json = response.json else {
            throw UndecodableResponse(status: response.status, reason: "the answer is not JSON", host: host)
        }
        let payload = try service.unwrap(json)
        noteSeenValues(request, response, payload)
        return payload
    }

    private func answer(_ request: HTTPRequest) async throws -> HTTPResponse {
        let response = try await client.send(request)
        guard response.isSuccess else { throw failure(response) }
        return response
    }

    /// The store this session's answers feed completion's values into: the profile's cache, the
    /// environment, and a store apart for `--mock`.
    public var seenValueStore: SeenValueStore {
        SeenValueStore(
            cacheDirectory: paths.cacheDirectory, environment: environment, isMock: isMock,
            fileSystem: context.environment.fileSystem)
    }

    /// The one place completion learns from answers: every successful answer of the service, but none
    /// from a `--mock-dir` file in a run that is otherwise real.
    private func noteSeenValues(_ request: HTTPRequest, _ response: HTTPResponse, _ payload: JSONValue) {
        guard let reader = service.seenValues, isMock || response.mockSource?.isDirectoryFile != true else { return }
        var request = request
        if request.recordKind == nil {
            request.recordKind = ResourcePaths.kind(of: request.url, tool: context.tool, command: context.command)
        }
        context.seen.keep(reader(request, payload), in: seenValueStore)
    }

    /// The same for an answer not built yet: built for completion only when it is small. A list written a
    /// part at a time (a 60 MiB page, `api --paginate`) keeps its memory bound; its ids are not offered,
    /// as a million of them would not be worth completing anyway.
    private func noteSeenValues(_ request: HTTPRequest, _ response: HTTPResponse) {
        guard service.seenValues != nil, response.body.count <= Self.seenValuesBodyLimit,
              let json = response.json, let payload = try? service.unwrap(json) else { return }
        noteSeenValues(request, response, payload)
    }

    /// The largest answer completion learns from (docs/files.md).
    static let seenValuesBodyLimit = 1 << 20

    /// The payload of a JSON answer as its text, unwrapped without building the answer's large members:
    /// for an answer that may be large (a list's page, `api`), written a part at a time.
    public func jsonText(_ request: HTTPRequest) async throws -> JSONText {
        let response = try await send(request)
        guard let text = try? JSONText(validating: response.body) else {
            throw UndecodableResponse(status: response.status, reason: "the answer is not JSON", host: host)
        }
        return try text.unwrapped(by: service.unwrap)
    }

    /// The error an unsuccessful answer means. When the service's envelope carries no request id, the one
    /// in the response's headers (`x-request-id`, `x-correlation-id` …) is added, so every error message
    /// names it for support. A 429 says so in every tool's words alike, with the wait when the service
    /// gave one (`Retry-After`); the wait is kept for a live view's next poll.
    public func failure(_ response: HTTPResponse) -> any Error {
        let error = service.failure(response, self)
        guard var api = error as? APIError else { return error }
        if api.retryAfter == nil {
            api.retryAfter = RetryAfter.seconds(response.headers["Retry-After"], now: context.environment.now())
        }
        if api.requestID == nil, let id = stack.logger.requestID(in: response) { api.requestID = id }
        if response.status == 429 { api = Self.rateLimited(api, wait: api.retryAfter) }
        return api
    }

    /// `rate limited: try again in 30 s: WHAT THE SERVICE SAID`; without a wait, `rate limited: …` and a
    /// hint to wait a little. The service's own words (a quota's name) follow, its code and request id after.
    static func rateLimited(_ error: APIError, wait: Double?) -> APIError {
        var error = error
        let sentence = wait.map { "rate limited: try again in \(WaitText.describe($0))" } ?? "rate limited"
        error.detail = error.detail.isEmpty ? sentence : "\(sentence): \(error.detail)"
        if wait == nil { error.hints.append("Wait a little and try again.") }
        return error
    }
}
