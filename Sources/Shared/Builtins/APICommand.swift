import FoundationEssentials

/// `TOOL api [METHOD] PATH`: an authenticated request to the tool's API, printing the answer. Each tool
/// mounts it with its service (envelope, fixtures) and the credentials its requests carry.
public enum APICommand {
    static let field = OptionKey<[String]>.repeated(
        "field", short: "f", valueName: "KEY=VALUE", help: "A body field or query parameter.")
    static let header = OptionKey<[String]>.repeated(
        "header", short: "H", valueName: "'NAME: VALUE'", help: "An extra request header.")
    static let input = OptionKey<String?>.value(
        "input", type: .file, help: "The request body from a file, or - for standard input.")
    static let raw = OptionKey<Bool>.flag(
        "raw", help: "Print the body exactly as received (no envelope unwrapping, no reformatting).")
    static let paginate = OptionKey<Bool>.flag(
        "paginate", help: "Follow the service's pages to the end, writing each page's items as it arrives (NDJSON).")
    static let slurp = OptionKey<Bool>.flag(
        "slurp", help: "With --paginate, write every page's items as one JSON array.")

    /// What gives a session its credentials; called only when the command runs (`--help` needs no login).
    public typealias Credentials = @Sendable (ServiceSession) async throws -> [any HTTPMiddleware]

    /// - Parameter examples: paths of the tool's own service; a generic path would be one the service lacks.
    public static func spec(
        tool: String, service: ServiceDefinition, examples: [Example], credentials: @escaping Credentials
    ) -> CommandSpec {
        // No declaration, so no schema: it prints the service's own answer to any path, whatever its shape.
        CommandSpec(
            "api", abstract: "Send an authenticated request to the API and print the answer.",
            discussion: "PATH is relative to the API base URL. METHOD defaults to GET, or POST when --field or "
                + "--input gives a body. For GET and DELETE, fields become query parameters; otherwise they build a "
                + "JSON body (values that parse as JSON are sent as JSON, dotted keys nest).",
            options: [field.spec, header.spec, input.spec, raw.spec, paginate.spec, slurp.spec],
            positionals: [
                PositionalSpec("METHOD", help: "GET, POST, PUT, PATCH, DELETE or HEAD (optional).", optional: true),
                // Required though it comes second: one word is PATH alone (`api /v1/health`), two are METHOD PATH.
                PositionalSpec("PATH", help: "The path below the base URL, e.g. /v1/health."),
            ],
            examples: examples,
            action: { try await run($0, service: service, credentials: credentials) })
    }

    static func run(_ context: CommandContext, service: ServiceDefinition, credentials: Credentials) async throws -> ExitCode {
        let command = context.command
        let words = command.positionals
        let explicitMethod = words.count == 2 ? words[0] : nil
        guard let path = words.last else { throw UsageError("missing argument PATH", commandPath: command.path) }
        // Sent as typed, so it must already be a URL's path: one that is not (a space, an accent) would
        // otherwise leave the base URL alone and ask for its root instead.
        guard HTTPURL(string: "http://host" + (path.hasPrefix("/") ? path : "/" + path)) != nil else {
            throw UsageError(
                "PATH '\(path)' is not a URL path: percent-encode spaces, non-ASCII characters, '%' and \"<>\\^`{|}",
                commandPath: command.path)
        }
        var request = try await buildRequest(context, path: path, method: explicitMethod)
        var session = try ServiceSession(context, service: service)
        request.url = session.url(path, query: try queryItems(context, request))
        // Credentials given here (`-H 'Private-Token: …'`, `?pwd=`) are scrubbed from every message, verbose or not.
        context.redactor.learnSecrets(of: request)
        session.credentials = try await credentials(session)
        if command[paginate] || command[slurp] {
            return try await APIPagination(context: context, service: service, session: session)
                .run(request, path: path, query: try queryItems(context, request))
        }
        let response = try await session.send(request)
        // Checked once and kept as text: a large answer is written a part at a time, never built whole.
        if command[raw] {
            context.printRawBody(response.body)
        } else if let text = try? JSONText(validating: response.body) {
            try context.output().print(try text.unwrapped(by: service.unwrap))
        } else {
            context.printBody(response.body)
        }
        return .success
    }

    static func buildRequest(_ context: CommandContext, path: String, method text: String?) async throws -> HTTPRequest {
        let command = context.command
        let fields = command[field]
        let input = command[Self.input]
        if input != nil, !fields.isEmpty {
            throw UsageError("--input and --field cannot be used together", commandPath: command.path)
        }
        var method = HTTPMethod.get
        if let text {
            guard let parsed = HTTPMethod(rawValue: text.uppercased()) else {
                throw UsageError("invalid value '\(text)' for METHOD: expected GET, POST, PUT, PATCH, DELETE or HEAD", commandPath: command.path)
            }
            method = parsed
        } else if input != nil || (!fields.isEmpty && !command[paginate]) {
            // Fields make a body, except for --paginate, which follows a GET: its fields are the query.
            method = .post
        }
        var request = HTTPRequest(method: method, url: HTTPURL(string: "http://placeholder/")!)
        for header in command[Self.header] {
            guard let colon = header.firstIndex(of: ":") else {
                throw UsageError("invalid header '\(header)': expected 'NAME: VALUE'", commandPath: command.path)
            }
            request.headers.add(String(header[..<colon]).trimmedWhitespace, String(header[header.index(after: colon)...]).trimmedWhitespace)
        }
        if let input {
            // A file or a pipe (`--input <(jq …)`) alike, read up to the same cap as an answer.
            let bytes = try context.openInput(input).readAll(name: input == "-" ? "standard input" : input)
            request.body = bytes
            if request.headers["Content-Type"] == nil, (try? JSONParser.parse(bytes: bytes)) != nil {
                request.headers["Content-Type"] = "application/json"
            }
        } else if !fields.isEmpty, method != .get, method != .delete, method != .head {
            do {
                request.setJSONBody(.object(try FieldAssignments.apply(fields)))
            } catch {
                throw UsageError("invalid field '\(error.text)': expected KEY=VALUE", commandPath: command.path)
            }
        }
        return request
    }

    static func queryItems(_ context: CommandContext, _ request: HTTPRequest) throws -> [(String, String)] {
        guard request.method == .get || request.method == .delete || request.method == .head else { return [] }
        return try context.command[field].map { field in
            do {
                let (key, value) = try FieldAssignments.split(field)
                return (key, value)
            } catch {
                throw UsageError("invalid field '\(field)': expected KEY=VALUE", commandPath: context.command.path)
            }
        }
    }
}
