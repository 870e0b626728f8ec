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

    /// The wrapper's `data` of a GET.
    func get(_ segments: [PathSegment], query: [(String, String)] = []) async throws -> JSONValue {
        try await session.json(HTTPRequest(method: .get, url: url(segments, query: query)))
    }

    /// The wrapper's `data` of a GET of a list's page, kept as text (`PagedListing`).
    func list(_ segments: [PathSegment], query: [(String, String)]) async throws -> JSONText {
        try await session.jsonText(HTTPRequest(method: .get, url: url(segments, query: query)))
    }

    /// The wrapper's `data` of a request with a JSON body.
    func send(_ method: HTTPMethod, _ segments: [PathSegment], body: JSONObject) async throws -> JSONValue {
        var request = HTTPRequest(method: method, url: url(segments))
        request.setJSONBody(.object(body))
        return try await session.json(request)
    }

    // MARK: - What most commands do

    /// `ID`, the positional most commands take.
    static let idPositional = PositionalSpec("ID", help: "The record's id (sent percent-encoded).", type: .identifier)

    /// `ID` for a command that also reads ids from standard input with `-`.
    static let idsPositional = PositionalSpec(
        "ID", help: "The record's id (sent percent-encoded); - reads ids from standard input, one a line.", type: .identifier)
        .readingStandardInput()

    /// The `ID` positional as it was typed (`-` included), refused before anything else when it cannot be
    /// one path segment: empty (`/api/orders/` would be the list), `.` or `..`, or too long.
    static func id(_ context: CommandContext, name: String = "ID") throws -> String {
        let id = context.command.positionals.first ?? ""
        if let problem = PathSegment.problem(with: id) {
            throw UsageError("\(name) \(problem)", commandPath: context.command.path)
        }
        return id
    }

    /// The `ID` positional as a path segment.
    static func idSegment(_ context: CommandContext, name: String = "ID") throws -> PathSegment {
        try PathSegment(try id(context, name: name), argument: name, commandPath: context.command.path)
    }

    /// GETs the record the identifier positional names and prints it; with `-`, the record of every line
    /// of standard input (`IdentifierLines`). `request` gives the path and query for one identifier;
    /// `fields` are the record's top-level fields beyond the columns', for `--fields` with `-`.
    static func showEach(
        _ context: CommandContext, name: String = "ID", label: String, columns: [TableColumn], fields: [String] = [],
        _ request: @escaping @Sendable (String) throws -> (segments: [PathSegment], query: [(String, String)])
    ) async throws -> ExitCode {
        let identifier = try id(context, name: name)
        let plan = try WatchPlan.of(context)
        let api = try open(context)
        if let plan {
            let (segments, query) = try request(identifier)
            return try await LiveRecord.run(context, plan: plan) { try await api.get(segments, query: query) }
        }
        return try await IdentifierLines.run(
            context, identifier: identifier, label: label, argument: name, columns: columns, fields: fields
        ) { value in
            let (segments, query) = try request(value)
            return try await api.get(segments, query: query)
        }
    }

    /// GETs `segments` and prints the data.
    static func show(_ context: CommandContext, _ segments: [PathSegment], query: [(String, String)] = []) async throws -> ExitCode {
        let api = try open(context)
        try context.output().print(try await api.get(segments, query: query))
        return .success
    }

    /// Sends the body given by `--data`/`--set` and prints the data the service answers with. The body is
    /// read before anything touches the network: a malformed one is exit 64 or 65 with no request made.
    static func write(_ context: CommandContext, _ method: HTTPMethod, _ segments: [PathSegment]) async throws -> ExitCode {
        let body = try JSONBodyOptions.require(context)
        let api = try open(context)
        try context.output().print(try await api.send(method, segments, body: body))
        return .success
    }
}
