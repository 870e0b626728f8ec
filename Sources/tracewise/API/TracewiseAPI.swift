import FoundationEssentials
import Shared

/// The TraceWise API as one command uses it: the session with its credentials, and URLs built from path
/// segments (`PathSegment`), each percent-encoded, because a serial may contain `/`, `#`, `?` or spaces
/// (docs/tracewise.md: "Path segments and query values are percent-encoded"), and `..` refused.
struct TracewiseAPI: Sendable {
    let session: ServiceSession

    static func open(_ context: CommandContext) throws -> TracewiseAPI {
        var session = try ServiceSession(context, service: TracewiseService.definition)
        session.credentials = try TracewiseService.credentials(session)
        return TracewiseAPI(session: session)
    }

    /// Where the commands' resources live: this session, with its credentials.
    static let service = ResourceService { try open($0).session }

    /// A token-paged list of `shape` at the path `request` gives (`TracewiseService.paging`).
    static func list(
        _ shape: RecordShape, teaches: [ValueKind] = [], _ request: @escaping @Sendable (ResourceCall) throws -> ResourceRequest
    ) -> Resource {
        .list(
            shape, service: service, paging: .pages(TracewiseService.paging, notAPage: .refused("no \"items\" list in the answer")),
            teaches: teaches, request: request)
    }

    /// The URL of `/v1/…` from its segments and query items; nil values are left out.
    func url(_ segments: [PathSegment], query: [(String, String?)] = []) -> HTTPURL {
        session.url(PathSegment.path(segments), query: query.compactMap { key, value in value.map { (key, $0) } })
    }

    /// A POST is never repeated after it reached the service (an event or a registration could be
    /// recorded twice); only connection failures before sending are retried (docs/http.md). `varying`
    /// names body fields that change on every run (a time defaulted to now), which a recording's replay
    /// does not match on.
    func post(_ segments: [PathSegment], body: JSONValue, varying: Set<String> = []) async throws -> JSONValue {
        var request = HTTPRequest(method: .post, url: url(segments))
        request.setJSONBody(body)
        request.varyingFields = varying
        return try await session.json(request)
    }
}
