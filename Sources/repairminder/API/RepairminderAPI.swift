import FoundationEssentials
import Shared

/// The RepairMinder API as one command uses it: the session with its bearer token, and URLs built from
/// path segments, each percent-encoded here (an order id `A/1` is `/api/orders/A%2F1`, never a path).
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
            return [StaticHeadersMiddleware(["Authorization": "Bearer \(token)"])]
        }
        return [AuthMiddleware(provider: try RepairminderLogin(session).signedInProvider())]
    }

    /// The URL of `/api/…` from raw (unencoded) segments, with query items in the order given.
    func url(_ segments: [String], query: [(String, String)] = []) -> HTTPURL {
        session.url("/api/" + segments.map(PercentEncoding.segment).joined(separator: "/"), query: query)
    }

    /// The wrapper's `data` of a GET.
    func get(_ segments: [String], query: [(String, String)] = []) async throws -> JSONValue {
        try await session.json(HTTPRequest(method: .get, url: url(segments, query: query)))
    }

    /// The wrapper's `data` of a request with a JSON body.
    func send(_ method: HTTPMethod, _ segments: [String], body: JSONObject) async throws -> JSONValue {
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

    /// The `ID` positional, which must not be empty (`/api/orders/` would be the list).
    static func id(_ context: CommandContext, name: String = "ID") throws -> String {
        guard let id = context.command.positionals.first, !id.isEmpty else {
            throw UsageError("\(name) must not be empty", commandPath: context.command.path)
        }
        return id
    }

    /// GETs the record the identifier positional names and prints it; with `-`, the record of every line
    /// of standard input (`IdentifierLines`). `request` gives the path and query for one identifier.
    static func showEach(
        _ context: CommandContext, name: String = "ID", label: String, columns: [TableColumn],
        _ request: @escaping @Sendable (String) -> (segments: [String], query: [(String, String)])
    ) async throws -> ExitCode {
        let identifier = try id(context, name: name)
        let api = try open(context)
        return try await IdentifierLines.run(context, identifier: identifier, label: label, columns: columns) { value in
            let (segments, query) = request(value)
            return try await api.get(segments, query: query)
        }
    }

    /// GETs `segments` and prints the data.
    static func show(_ context: CommandContext, _ segments: [String], query: [(String, String)] = []) async throws -> ExitCode {
        let api = try open(context)
        try context.output().print(try await api.get(segments, query: query))
        return .success
    }

    /// Sends the body given by `--data`/`--set` and prints the data the service answers with. The body is
    /// read before anything touches the network: a malformed one is exit 64 or 65 with no request made.
    static func write(_ context: CommandContext, _ method: HTTPMethod, _ segments: [String]) async throws -> ExitCode {
        let body = try JSONBodyOptions.require(context)
        let api = try open(context)
        try context.output().print(try await api.send(method, segments, body: body))
        return .success
    }
}
