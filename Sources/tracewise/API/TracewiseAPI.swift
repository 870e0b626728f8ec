import FoundationEssentials
import Shared

/// The TraceWise API as one command uses it: the authenticated client, the base URL, and the error
/// envelope turned into an error. Paths are given as segments, each percent-encoded here, because a
/// serial may contain `/`, `#`, `?` or spaces (contract: "Path segments and query values are
/// percent-encoded").
struct TracewiseAPI: Sendable {
    let client: HTTPClient
    let baseURL: URL

    static func open(_ context: CommandContext) async throws -> TracewiseAPI {
        let stack = try HTTPStack(context: context, profile: TracewiseService.profile)
        let base = try stack.baseURL()
        return TracewiseAPI(client: stack.client(auth: try await TracewiseService.authentication(context, stack)), baseURL: base)
    }

    /// The URL of `/v1/…` from raw (unencoded) segments and query items; nil values are left out.
    func url(_ segments: [String], query: [(String, String?)] = []) -> URL {
        let path = "/" + segments.map(PercentEncoding.segment).joined(separator: "/")
        return baseURL.appendingAPIPath(path, query: query.compactMap { key, value in value.map { (key, $0) } })
    }

    func get(_ segments: [String], query: [(String, String?)] = []) async throws -> JSONValue {
        try await send(HTTPRequest(method: .get, url: url(segments, query: query)))
    }

    /// A POST is never repeated after it reached the service (an event or a registration could be
    /// recorded twice); only connection failures before sending are retried (contract §7).
    func post(_ segments: [String], body: JSONValue) async throws -> JSONValue {
        var request = HTTPRequest(method: .post, url: url(segments))
        request.setJSONBody(body)
        return try await send(request)
    }

    func send(_ request: HTTPRequest) async throws -> JSONValue {
        let response = try await client.send(request)
        let host = baseURL.host() ?? "the service"
        guard response.isSuccess else { throw TracewiseService.failure(response, host: host) }
        guard let json = response.json else {
            throw UndecodableResponse(status: response.status, reason: "the answer is not JSON", host: host)
        }
        return json
    }

    /// One page of a `{"items":[…],"nextPageToken":…}` listing.
    func page(_ segments: [String], query: [(String, String?)], token: String?, size: Int?) async throws -> Page {
        let answer = try await get(
            segments, query: query + [("pageSize", size.map(String.init)), ("pageToken", token)])
        guard let items = answer["items"]?.arrayValue else {
            throw UndecodableResponse(status: 200, reason: "no \"items\" list in the answer", host: baseURL.host() ?? "the service")
        }
        return Page(items: items, nextToken: answer["nextPageToken"]?.stringValue)
    }
}
