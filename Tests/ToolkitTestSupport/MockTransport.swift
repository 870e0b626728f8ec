import Shared
import Synchronization

/// What a `MockTransport` stub answers with.
public enum MockResponse: Sendable {
    /// A JSON body, sent compact; `Content-Type: application/json` unless `headers` sets one.
    case json(JSONValue, status: Int = 200, headers: HTTPHeaders = [:])
    /// A text body as given (HTML from a gateway, a plain message); `text/plain` unless `headers` says.
    case text(String, status: Int = 200, headers: HTTPHeaders = [:])
    /// An empty body: `.status(503)`, `.status(429, headers: ["Retry-After": "2"])`.
    case status(Int, headers: HTTPHeaders = [:])
    /// A parsed fixture, e.g. one of a tool's fixture files.
    case fixture(Fixture)
    /// No response at all: the transport throws this error.
    case failure(TransportError)

    public func response() throws(TransportError) -> HTTPResponse {
        switch self {
        case .json(let value, let status, var headers):
            if headers["Content-Type"] == nil { headers["Content-Type"] = "application/json" }
            return HTTPResponse(status: status, headers: headers, body: Array(JSONWriter.compact(value).utf8))
        case .text(let text, let status, var headers):
            if headers["Content-Type"] == nil { headers["Content-Type"] = "text/plain; charset=utf-8" }
            return HTTPResponse(status: status, headers: headers, body: Array(text.utf8))
        case .status(let status, let headers):
            return HTTPResponse(status: status, headers: headers)
        case .fixture(let fixture):
            return fixture.response
        case .failure(let error):
            throw error
        }
    }
}

/// A scripted transport for tests, after cli/cli's httpmock: stubs by method and path pattern, a log of
/// every request, and `verify()` to find stubs that were never used. It makes no assertions itself, so it
/// can ship in release builds; tests assert on what it returns.
///
/// A stub answers every matching request unless it is single-use (per stub with `once:`, or for all
/// stubs with `init(singleUseStubs: true)`), in which case it answers once and a second stub for the
/// same route takes over. A sequence answers with its responses in order; afterwards the last repeats,
/// or, single-use, the sequence is used up. When several live stubs match, the most specific pattern wins
/// (`/v1/products/list` over `/v1/products/{id}`), then the first registered.
public final class MockTransport: HTTPTransport {
    private struct Stub: Sendable {
        var method: HTTPMethod
        var pattern: PathPattern
        var responses: [MockResponse]
        var singleUse: Bool
        var hits = 0

        var isUsedUp: Bool { singleUse && hits >= responses.count }
        var description: String { "\(method.rawValue) \(pattern)" }
    }

    private struct State {
        var stubs: [Stub] = []
        var requests: [HTTPRequest] = []
    }

    private let singleUseStubs: Bool
    private let state = Mutex(State())

    /// Where the transports made during a test are listed, so the test's scope can check, when the test
    /// ends, that every stub was used (`verify()`); set by the tests' `.verifiesStubs` trait.
    @TaskLocal public static var registry: MockTransportRegistry?

    /// With `singleUseStubs`, every stub answers once unless registered with `once: false`.
    public init(singleUseStubs: Bool = false) {
        self.singleUseStubs = singleUseStubs
        Self.registry?.add(self)
    }

    /// Answers `method` requests whose path matches `pattern` (and that carry every `query` item) with
    /// `respond`.
    public func on(
        _ method: HTTPMethod, _ pattern: String, query: [String: String] = [:], once: Bool? = nil,
        respond: MockResponse
    ) {
        onSequence(method, pattern, query: query, once: once, [respond])
    }

    /// Answers successive matching requests with `responses` in order: `[.status(503), .status(503),
    /// .json(…)]` exercises a retry.
    public func onSequence(
        _ method: HTTPMethod, _ pattern: String, query: [String: String] = [:], once: Bool? = nil,
        _ responses: [MockResponse]
    ) {
        precondition(!responses.isEmpty, "a mock sequence needs at least one response")
        let stub = Stub(
            method: method, pattern: PathPattern(pattern, query: query), responses: responses,
            singleUse: once ?? singleUseStubs)
        state.withLock { $0.stubs.append(stub) }
    }

    /// Every request received, matched or not, in order.
    public var requests: [HTTPRequest] { state.withLock { $0.requests } }

    /// Problems to report: stubs never requested, and sequences not played to the end. Empty when every
    /// stub did its job.
    public func verify() -> [String] {
        state.withLock { state in
            state.stubs.compactMap { stub in
                if stub.hits == 0 { return "\(stub.description): never requested" }
                if stub.hits < stub.responses.count {
                    return "\(stub.description): \(stub.hits) of \(stub.responses.count) responses served"
                }
                return nil
            }
        }
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let picked = state.withLock { state -> Result<MockResponse, ToolError> in
            state.requests.append(request)
            var best: Int?
            for (index, stub) in state.stubs.enumerated() where stub.method == request.method {
                guard !stub.isUsedUp, stub.pattern.match(request) != nil else { continue }
                if let current = best, state.stubs[current].pattern.specificity >= stub.pattern.specificity {
                    continue
                }
                best = index
            }
            guard let best else { return .failure(unmatched(request, stubs: state.stubs)) }
            let stub = state.stubs[best]
            state.stubs[best].hits += 1
            return .success(stub.responses[min(stub.hits, stub.responses.count - 1)])
        }
        return try picked.get().response()
    }

    private func unmatched(_ request: HTTPRequest, stubs: [Stub]) -> ToolError {
        let routes = stubs.map { $0.description + ($0.isUsedUp ? " (used up)" : "") }
        let registered = routes.isEmpty ? "none" : routes.joined(separator: ", ")
        return ToolError(
            .failure, "MockTransport has no stub for \(request.method.rawValue) \(request.pathAndQuery); "
                + "registered: \(registered)")
    }
}

/// The `MockTransport`s made while a test ran, for checking afterwards that each stub did its job.
public final class MockTransportRegistry: Sendable {
    private let transports = Mutex<[MockTransport]>([])

    public init() {}

    func add(_ transport: MockTransport) { transports.withLock { $0.append(transport) } }

    /// Every problem of every transport: stubs never requested, sequences not played to the end.
    public func problems() -> [String] { transports.withLock { $0 }.flatMap { $0.verify() } }
}
