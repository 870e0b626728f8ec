import ToolkitFloor
import Synchronization

/// The `--mock` transport: answers every request in-process, touching no network.
///
/// A request is answered, in this order, by a `--mock-dir` file recorded for that very request
/// (`NAME@DIGEST.json`, see `RequestKey`), by a `--mock-dir` file named for its route (the registered
/// name, or the name derived from method and path, or a pattern of it: `get_api_orders_{id}.json`), by
/// the tool's `MockService` when one of its routes knows the request, and by the built-in fixture of
/// that name. Every answer says what made it (`HTTPResponse.mockSource`).
///
/// Each tool registers routes from method and path pattern to fixture name
/// (`.route(.post, "/security/v1/oauth/token", "ups_token")`); a request no route matches uses the derived
/// name (`GET /api/orders/17` → `get_api_orders_17`, see `FixtureName`). When a name has a sequence
/// (`NAME.json`, `NAME.2.json`, …) the answers whose stored request line is this request's answer it in
/// turn (a recording made before answers were filed by request holds every page of a list in one
/// sequence); when none is, successive requests get successive answers. Past the end the last answer
/// repeats, so 429-then-200 or 401-then-200 can be mocked. A request with no fixture fails with exit 1,
/// naming the file it looked for.
public final class FixtureTransport: HTTPTransport {
    /// One entry of a tool's route registry.
    public struct Route: Sendable, CustomStringConvertible {
        /// nil matches any method.
        public var method: HTTPMethod?
        public var pattern: PathPattern
        /// Shown in descriptions; the name itself may depend on the request.
        public var nameDescription: String
        private let name: @Sendable (HTTPRequest, [String: String]) -> String

        /// A route to a fixed name, or to a template filled from the captures: `.route(.get,
        /// "/api/orders/{id}", "order_{id}")` serves `order_17.json` for `/api/orders/17` (captured values
        /// are cleaned as derived names are, so `A/1` becomes `a_1`).
        public static func route(_ method: HTTPMethod?, _ pattern: String, _ name: String) -> Route {
            Route(method, pattern, description: name) { _, captures in
                var result = name
                for (key, value) in captures {
                    result = result.replacingText("{\(key)}", with: FixtureName.sanitize(value))
                }
                return result
            }
        }

        /// A route whose name is computed from the request, e.g. from a hash of its body, so requests
        /// that differ only in their bodies (a batch of addresses) can have fixtures of their own.
        public init(
            _ method: HTTPMethod?, _ pattern: String, description: String,
            name: @escaping @Sendable (HTTPRequest, _ captures: [String: String]) -> String
        ) {
            self.method = method
            self.pattern = PathPattern(pattern)
            self.nameDescription = description
            self.name = name
        }

        public var description: String {
            "\(method?.rawValue ?? "*") \(pattern) → \(nameDescription)"
        }

        /// The fixture name for `request`: the most specific matching route's (the first registered among
        /// equals), else the derived one. A computed name that is not a valid file name is cleaned.
        public static func fixtureName(for request: HTTPRequest, routes: [Route]) -> String {
            var best: (route: Route, captures: [String: String])?
            for route in routes where route.method == nil || route.method == request.method {
                guard let captures = route.pattern.match(request) else { continue }
                if let current = best, current.route.pattern.specificity >= route.pattern.specificity {
                    continue
                }
                best = (route, captures)
            }
            guard let best else { return FixtureName.derived(for: request) }
            let name = best.route.name(request, best.captures)
            if FixtureName.isValid(name) { return name }
            let cleaned = FixtureName.sanitize(name)
            return cleaned.isEmpty ? FixtureName.derived(for: request) : cleaned
        }
    }

    private struct State {
        var requests: [HTTPRequest] = []
        var served: [String] = []
        /// Asks so far, by fixture name, or by fixture name and request line when answered among that line's.
        var counts: [String: Int] = [:]
        /// The positions of a sequence by the request line each stored, read once per name.
        var lines: [String: [String: [Int]]] = [:]
    }

    /// Where the answers come from.
    /// How many requests and served files are remembered (for tests); later ones are not logged.
    static let logLimit = 10_000

    public let fixtures: FixtureSet
    /// The tool's registry; requests no route matches use the derived name.
    public let routes: [Route]
    /// The tool's offline service, and its data for this run.
    public let service: MockService?
    private let store: MockStore?
    private let state = Mutex(State())

    /// A transport answering from `service` and `fixtures`, naming requests by `routes`.
    public init(fixtures: FixtureSet, routes: [Route] = [], service: MockService? = nil) {
        self.fixtures = fixtures
        self.routes = routes
        self.service = service
        store = service?.makeStore()
    }

    /// Every request received, in order (for tests).
    public var requests: [HTTPRequest] { state.withLock { $0.requests } }

    /// What answered each request, in order: a fixture file (`ups_token.json`, `get_api_orders.2.json`),
    /// or `service: GET /api/orders` for the mock service.
    public var servedFiles: [String] { state.withLock { $0.served } }

    /// The fixture name a request would be answered from.
    public func fixtureName(for request: HTTPRequest) -> String {
        Route.fixtureName(for: request, routes: routes)
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var name = fixtureName(for: request)
        let key = RequestKey(request)
        // A --mock-dir file wins: one recorded for this very request, else one named for the route or by
        // method and path (a recording uses route names, a hand-made file the derived one), else a pattern.
        switch fixtures.directoryMatch(for: request, route: name) {
        case .recorded(let recorded): return try answer(request, from: recorded)
        case .named(let named): return try answer(request, from: named, line: key.line)
        case nil: break
        }
        if let service, let store, let outcome = service.answer(request, store: store) {
            switch outcome {
            case .response(var response):
                state.withLock { state in
                    if state.requests.count < Self.logLimit {
                        state.requests.append(request)
                        state.served.append("service: \(request.method.rawValue) \(request.url.path(percentEncoded: true))")
                    }
                }
                response.mockSource = .service
                return response
            case .fixture(let chosen):
                name = chosen
            }
        }
        return try answer(request, from: name, line: key.line)
    }

    /// Whether a `--mock-dir` file names `request` (a partial-mock run sends every other request).
    public func directoryAnswers(_ request: HTTPRequest) -> Bool {
        fixtures.directoryMatch(for: request, route: fixtureName(for: request)) != nil
    }

    /// The next answer of `name`'s sequence for `request`: among the answers stored for its request
    /// `line` when any is, else the next in the sequence; past the end, the last one again.
    private func answer(_ request: HTTPRequest, from name: String, line: String? = nil) throws -> HTTPResponse {
        let count = fixtures.count(of: name)
        let matching = count > 1 ? try line.flatMap { try positions(of: name, count: count)[$0] } : nil
        let attempt = state.withLock { state in
            // The log is for tests; a long mock batch must not grow without bound.
            if state.requests.count < Self.logLimit { state.requests.append(request) }
            let counter = matching == nil ? name : name + "\n" + (line ?? "")
            state.counts[counter, default: 0] += 1
            return state.counts[counter, default: 1]
        }
        guard count > 0 else { throw missing(name, for: request) }
        // Past the end of a sequence the last answer repeats: a tool that retries once more than the
        // fixture author expected still gets a sensible answer.
        let position = matching.map { $0[min(attempt, $0.count) - 1] } ?? min(attempt, count)
        guard let fixture = try fixtures.fixture(named: name, position: position) else {
            throw missing(name, for: request)
        }
        let file = FixtureName.fileName(name, position: position)
        state.withLock { if $0.served.count < Self.logLimit { $0.served.append(file) } }
        var response = fixture.response
        if let directory = fixtures.directory, fixtures.directoryHolds(name) {
            response.mockSource = .directoryFile(FilePath.join(directory, file))
        } else {
            response.mockSource = .builtinFixture(file)
        }
        return response
    }

    /// The positions of `name`'s sequence by the request line each fixture stored (hand-made ones store
    /// none), read on the first request for the name.
    private func positions(of name: String, count: Int) throws -> [String: [Int]] {
        if let known = state.withLock({ $0.lines[name] }) { return known }
        var found: [String: [Int]] = [:]
        for position in 1...count {
            if let line = try fixtures.fixture(named: name, position: position)?.request {
                found[line, default: []].append(position)
            }
        }
        return state.withLock { state in
            if let known = state.lines[name] { return known }
            state.lines[name] = found
            return found
        }
    }

    private func missing(_ name: String, for request: HTTPRequest) -> ToolError {
        let file = FixtureName.fileName(name)
        let target = "\(request.method.rawValue) \(Redactor().url(request.pathAndQuery))"
        var hints: [String] = []
        if let near = EditDistance.suggestion(for: name, among: fixtures.names, limit: 3) {
            hints.append("The nearest fixture is \(near).json.")
        }
        if let directory = fixtures.directory {
            hints.append("Add \(FilePath.join(directory, file)), or record one with --record DIR.")
        } else {
            hints.append(
                "Put \(file) in a directory and pass --mock-dir DIR, or record one with --record DIR.")
        }
        return ToolError(
            .failure, "no mock fixture for \(target): looked for \(file) \(fixtures.searchDescription)",
            hints: hints)
    }
}
