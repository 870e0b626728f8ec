import FoundationEssentials

/// A command's HTTP machinery, built once from its context by `ServiceSession` (the layer where the
/// runtime and the pure HTTP parts meet): the transport (fixtures under `--mock`, a
/// recorder under `--record`, the `--mock-dir` files in front of the real one without `--mock`, else the
/// environment's real one), the retry policy from `--retries`, the
/// deadline from `--timeout`, and the log from `-v`/`--debug`. `client(auth:)` puts the middleware
/// together in the order of docs/http.md.
public struct HTTPStack: Sendable {
    public let transport: any HTTPTransport
    public let logger: HTTPLogger
    public let policy: RetryPolicy
    public let isMock: Bool
    public let redactor: Redactor
    /// The deadline of one attempt, in seconds (`--timeout`).
    public let timeout: Double
    /// What to tell the user about mock mode (nil outside it); the session says it, not the stack.
    public let mockNote: String?
    /// `--mock-latency` in milliseconds; with a latency, mock answers are subject to `--timeout` too.
    public let mockLatency: Int
    /// `--mock-dir DIR` without `--mock`: the directory's files answer the requests they name, the rest
    /// are sent. Nil in any other mode.
    public let partialMock: PartialMockTransport?
    private let context: CommandContext
    private let profile: ServiceProfile

    /// The run's secrets: tokens obtained through this stack are added here as they arrive.
    public var secrets: SecretRegistry { context.secrets }

    /// - Parameter secrets: values never to print (client secret, password, tokens), scrubbed from the log.
    public init(
        context: CommandContext, profile: ServiceProfile, secrets: [String] = [], maxConnectionsPerHost: Int = 4
    ) throws {
        let settings = context.settings
        let tool = context.tool
        self.context = context
        self.profile = profile
        context.registerSecretSettings()
        context.secrets.add(contentsOf: secrets)
        redactor = context.redactor
        let level: HTTPLogger.Level = context.isDebug ? .debug : (context.isVerbose ? .verbose : .off)
        logger = HTTPLogger(
            level: level, sink: context.stderr, redactor: redactor, requestIDHeaders: profile.requestIDHeaders,
            requestIDInBody: profile.requestIDInBody)
        policy = RetryPolicy(maxRetries: try settings.value(GlobalSettings.retries) ?? 3)
        isMock = try settings.value(GlobalSettings.mock) ?? false
        timeout = try settings.value(GlobalSettings.timeout) ?? 30
        guard timeout > 0 else {
            throw ConfigError("\(GlobalSettings.timeout.name(in: tool)) must be more than 0 seconds")
        }
        let mode = try TransportMode.of(context, isMock: isMock)
        mockLatency = mode.mockLatency
        var partialMock: PartialMockTransport?
        switch mode {
        case .dryRun:
            let output = try context.output()
            transport = DryRunTransport(redactor: redactor) { record in try output.print(record) }
        case .mock(let directory, let latency):
            transport = try Self.fixtures(context: context, profile: profile, directory: directory, latency: latency)
        case .network(let recordTo):
            transport = try Self.network(
                context: context, profile: profile, maxConnectionsPerHost: maxConnectionsPerHost, timeout: timeout, recordTo: recordTo)
        case .partialMock(let directory, let recordTo):
            // Only the user's files stand in for the service: neither the built-in fixtures nor the mock service.
            let files = FixtureTransport(
                fixtures: try FixtureSet(directory: directory, fileSystem: context.environment.fileSystem), routes: profile.routes)
            let network = try Self.network(
                context: context, profile: profile, maxConnectionsPerHost: maxConnectionsPerHost, timeout: timeout, recordTo: recordTo)
            let partial = PartialMockTransport(files: files, network: network)
            partialMock = partial
            transport = partial
        }
        self.partialMock = partialMock
        mockNote = mode.note(names: partialMock?.fileNames ?? [])
    }

    /// `--mock`: the directory's files, else the tool's mock service, else its built-in fixtures; a live
    /// view's polls see the mock data change, as docs/mock-data/TOOL.md lists.
    private static func fixtures(context: CommandContext, profile: ServiceProfile, directory: String?, latency: Int) throws -> any HTTPTransport {
        let fixtures = try FixtureSet(builtin: profile.builtinFixtures, directory: directory, fileSystem: context.environment.fileSystem)
        var transport: any HTTPTransport = FixtureTransport(fixtures: fixtures, routes: profile.routes, service: profile.mockService)
        if context.watchPlan != nil {
            transport = ChangingMockTransport(wrapping: transport, changes: profile.mockChanges)
        }
        guard latency > 0 else { return transport }
        return DelayedTransport(wrapping: transport, delay: .milliseconds(latency), sleep: context.environment.sleep)
    }

    /// The environment's transport (libcurl), with `--timeout` and the response cap, writing each answer
    /// as a fixture under `recordTo` when `--record` asks.
    private static func network(
        context: CommandContext, profile: ServiceProfile, maxConnectionsPerHost: Int, timeout: Double, recordTo: String?
    ) throws -> any HTTPTransport {
        let settings = context.settings
        let cap = try settings.value(GlobalSettings.maxResponseMiB) ?? 64
        var options = TransportOptions(
            timeout: timeout, maxConnectionsPerHost: maxConnectionsPerHost, maxResponseBytes: cap << 20,
            maxResponseSetting: GlobalSettings.maxResponseMiB.name(in: context.tool))
        options.readCertificateLocations(from: context.environment.variables)
        let real = context.environment.makeTransport(options)
        guard let recordTo else { return real }
        return RecordingTransport(
            wrapping: real, directory: recordTo, fileSystem: context.environment.fileSystem, routes: profile.routes,
            redactor: context.redactor)
    }

    /// The client: default headers → retry → (a live view's conditional polls) → credentials → pacing → redirects →
    /// credential guard → log → deadline → transport (for the real transport the deadline is libcurl's own). Auth adds credentials once, for
    /// the first hop; the redirect middleware drops them when a hop leaves that origin; the guard, the log
    /// and the deadline see every hop and every attempt. `credentials` run in order, outermost first:
    /// tracewise's `X-API-Key`, then its bearer.
    public func client(credentials: [any HTTPMiddleware] = [], pacing: (any HTTPMiddleware)? = nil) -> HTTPClient {
        let environment = context.environment
        var middlewares: [any HTTPMiddleware] = [
            DefaultHeadersMiddleware(
                tool: context.tool.name, version: context.tool.version, extra: profile.extraHeaders,
                perRequest: profile.perRequestHeaders),
            RetryMiddleware(policy: policy, sleep: environment.sleep, now: environment.now, logger: logger),
        ]
        // A live view asks again only for what changed (ETag, Last-Modified): a 304 reuses the last answer.
        if context.watchPlan != nil { middlewares.append(ConditionalPollMiddleware()) }
        // A dry run fetches no token and reads no cache: each middleware's stand-in takes its place.
        middlewares += context.isDryRun ? credentials.compactMap(\.dryRunStandIn) : credentials
        if let pacing { middlewares.append(pacing) }
        middlewares.append(RedirectMiddleware(logger: logger))
        if !isMock { middlewares.append(CredentialGuard()) }
        middlewares.append(LoggingMiddleware(logger: logger, now: environment.now))
        // The environment's transport may keep the deadline itself (libcurl does); the fixtures under
        // --mock keep none, which matters only with a latency.
        let transportKeepsDeadline = !isMock && environment.transportKeepsDeadline
        // A wait with --within ends each attempt at its deadline, which the transport does not know.
        if (!isMock || mockLatency > 0), !transportKeepsDeadline || context.watchPlan?.until != nil {
            middlewares.append(DeadlineMiddleware(seconds: timeout, timer: environment.deadlineTimer, now: environment.now))
        }
        return HTTPClient(transport: transport, middlewares: middlewares)
    }

    /// The API base URL (`--base-url`, `P_API_BASE_URL`, or the environment's preset), checked.
    public func baseURL() throws -> HTTPURL {
        let text = try context.settings.require(GlobalSettings.apiBaseURL, option: "base-url")
        return try Self.parseBaseURL(text, setting: GlobalSettings.apiBaseURL.name(in: context.tool))
    }

    public static func parseBaseURL(_ text: String, setting: String) throws(ConfigError) -> HTTPURL {
        guard let url = HTTPURL(string: text), let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http",
              url.host() != nil
        else {
            throw ConfigError("\(setting) is not an http(s) URL: '\(text)'")
        }
        return url
    }
}

extension HTTPURL {
    /// The base URL with `path` (already percent-encoded) and query items appended, as a service expects
    /// (`https://host/api` + `/v1/products` → `https://host/api/v1/products`).
    public func appendingAPIPath(_ path: String, query: [(String, String)] = []) -> HTTPURL {
        var text = absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        text += path.hasPrefix("/") ? path : "/" + path
        if !query.isEmpty {
            text += (text.contains("?") ? "&" : "?") + query.map { "\(PercentEncoding.query($0.0))=\(PercentEncoding.query($0.1))" }
                .joined(separator: "&")
        }
        return HTTPURL(string: text) ?? self
    }
}
