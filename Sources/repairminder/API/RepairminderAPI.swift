import FoundationEssentials
import Shared

/// The RepairMinder API as one command uses it: the session with its bearer token, and URLs built from
/// path segments (`PathSegment`: an order id `A/1` is `/api/orders/A%2F1`, never a path, and `..` is
/// refused before anything is sent).
struct RepairminderAPI: Sendable {
    let session: ServiceSession

    static func open(_ context: CommandContext) throws -> RepairminderAPI {
        var session = try ServiceSession(context, service: RepairminderService.definition)
        session.credentials = try credentials(session)
        return RepairminderAPI(session: session)
    }

    /// `REPAIRMINDER_TOKEN` as it is (CI: no refresh, a 401 is exit 77), else the saved login session's
    /// access token, refreshed when 60 s or less remain and once after a 401.
    static func credentials(_ session: ServiceSession) throws -> [any HTTPMiddleware] {
        if let token = try session.context.settings.value(RepairminderSettings.token) {
            try session.requireTrustedRoutes(for: [RepairminderSettings.token])
            return [StaticHeadersMiddleware(["Authorization": "Bearer \(token)"])]
        }
        return [AuthMiddleware(provider: try RepairminderLogin(session).signedInProvider())]
    }

    /// The URL of `/api/…` from its segments, with query items in the order given.
    func url(_ segments: [PathSegment], query: [(String, String)] = []) -> HTTPURL {
        session.url(PathSegment.path(["api"] + segments), query: query)
    }

    /// The wrapper's `data` of a request with a JSON body; `kind` is the record the answer holds.
    func send(_ method: HTTPMethod, _ segments: [PathSegment], body: JSONObject, kind: String? = nil) async throws -> JSONValue {
        var request = HTTPRequest(method: method, url: url(segments))
        request.setJSONBody(.object(body))
        request.recordKind = kind
        return try await session.json(request)
    }

    // MARK: - What most commands do

    /// `ID`, the positional most commands take.
    static let idPositional = PositionalSpec("ID", help: "The record's id (sent percent-encoded).", type: .identifier)

    /// `ID` for a command that also reads ids from standard input with `-`.
    static let idsPositional = PositionalSpec(
        "ID", help: "The record's id (sent percent-encoded); - reads ids from standard input, one a line.", type: .identifier)
        .readingStandardInput()

    /// The `ID` positional as a path segment, refused before anything is sent when it cannot be one: empty
    /// (`/api/orders/` would be the list), `.` or `..`, or too long.
    static func idSegment(_ context: CommandContext, name: String = "ID") throws -> PathSegment {
        try PathSegment(context.command.positionals.first ?? "", argument: name, commandPath: context.command.path)
    }

    /// Where the commands' resources live: below `/api`, with this session's credentials.
    static let service = ResourceService(root: ["api"]) { try open($0).session }

    /// A list of `shape` at the path `request` gives, paged by number as `RepairminderService.paging` says.
    static func list(
        _ shape: RecordShape, teaches: [ValueKind] = [], _ request: @escaping @Sendable (ResourceCall) throws -> ResourceRequest
    ) -> Resource {
        .list(
            shape, service: service,
            paging: .pages(RepairminderService.paging, notAPage: .bareArray(else: "data.items is not a list")),
            teaches: teaches, request: request)
    }

    /// One record of `shape` named by its id (`-` reads ids from standard input): GET `collection/ID`.
    static func record(_ shape: RecordShape, _ collection: PathSegment, label: String) -> Resource {
        .record(shape, service: service, identifier: ResourceIdentifier(label: label)) { call in
            ResourceRequest([collection, try call.segment()])
        }
    }

    /// GETs `segments` and prints the data (`auth me`).
    static func show(_ context: CommandContext, _ segments: [PathSegment]) async throws -> ExitCode {
        let api = try open(context)
        try context.output().print(try await api.session.json(HTTPRequest(method: .get, url: api.url(segments))))
        return .success
    }

    /// Sends the body given by `--data`/`--set` and prints the data the service answers with. The body is
    /// read before anything touches the network: a malformed one is exit 64 or 65 with no request made.
    static func write(
        _ context: CommandContext, _ method: HTTPMethod, _ segments: [PathSegment], shape: RecordShape
    ) async throws -> ExitCode {
        let body = try JSONBodyOptions.require(context)
        let api = try open(context)
        try context.output().print(try await api.send(method, segments, body: body, kind: shape.kind))
        return .success
    }
}
