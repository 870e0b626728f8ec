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
        didSet { client = stack.client(credentials: credentials) }
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
        baseURL = try stack.baseURL()
        client = stack.client()
    }

    public var isMock: Bool { stack.isMock }

    /// Where work that drives many requests of this session runs (a batch's rows): the thread that
    /// finishes the real transport's requests, so that each answer is turned into a record, and the next
    /// request made, where it arrived. Nil under `--mock`, whose fixtures need no network thread (and
    /// libcurl is then never loaded).
    public var taskExecutor: (any TaskExecutor)? { isMock ? nil : context.environment.networkExecutor() }
    public var host: String { baseURL.host() ?? "the service" }

    /// The token store at `location`, or one in memory under `--mock`: a mock token must never land in the
    /// user's real files. Its lock waits with the environment's clock and real-time pause (the pause that
    /// also times request deadlines: tests skip retry waits, not waits for another process).
    public func tokenStore(_ location: StoreLocation) -> FileTokenStore {
        let environment = context.environment
        let (base, name) = switch location {
        case .cache(let name): (paths.cacheDirectory, name)
        case .state(let name): (paths.stateDirectory, name)
        }
        guard !isMock else { return FileTokenStore(directory: "/mock/\(name)", fileSystem: InMemoryFileSystem()) }
        return FileTokenStore(
            directory: FilePath.join(base, name), fileSystem: environment.fileSystem, now: environment.now,
            sleep: environment.deadlineTimer)
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
        if service.seenValues != nil, let json = response.json, let payload = try? service.unwrap(json) {
            noteSeenValues(request, response, payload)
        }
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
        guard let reader = service.seenValues, isMock || !response.isFromMockFile else { return }
        context.seen.keep(reader(request, payload), in: seenValueStore)
    }

    /// The error an unsuccessful answer means. When the service's envelope carries no request id, the one
    /// in the response's headers (`x-request-id`, `x-correlation-id` …) is added, so every error message
    /// names it for support.
    public func failure(_ response: HTTPResponse) -> any Error {
        let error = service.failure(response, self)
        guard var api = error as? APIError, api.requestID == nil, let id = stack.logger.requestID(in: response) else {
            return error
        }
        api.requestID = id
        return api
    }
}
