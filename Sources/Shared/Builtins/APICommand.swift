import FoundationEssentials

/// `TOOL api [METHOD] PATH`: an authenticated request to the tool's API, printing the answer. Each tool
/// mounts it with its own profile, auth and envelope handling (`APICommand.Hooks`).
public enum APICommand {
    public struct Hooks: Sendable {
        public var profile: ServiceProfile
        /// The auth middleware for this command, or nil for none (built lazily: `--help` needs no login).
        public var auth: @Sendable (CommandContext, HTTPStack) async throws -> (any HTTPMiddleware)?
        /// What to print from a successful JSON answer (an envelope's `data`); `--raw` skips it.
        public var unwrap: @Sendable (JSONValue) throws -> JSONValue
        /// The error an unsuccessful answer means, in the service's words.
        public var failure: @Sendable (HTTPResponse, _ host: String) -> any Error

        public init(
            profile: ServiceProfile,
            auth: @escaping @Sendable (CommandContext, HTTPStack) async throws -> (any HTTPMiddleware)? = { _, _ in nil },
            unwrap: @escaping @Sendable (JSONValue) throws -> JSONValue = { $0 },
            failure: @escaping @Sendable (HTTPResponse, String) -> any Error = { APIError.unexpectedBody($0, host: $1) }
        ) {
            self.profile = profile
            self.auth = auth
            self.unwrap = unwrap
            self.failure = failure
        }
    }

    public static func spec(tool: String, hooks: Hooks) -> CommandSpec {
        CommandSpec(
            "api", abstract: "Send an authenticated request to the API and print the answer.",
            discussion: "PATH is relative to the API base URL. METHOD defaults to GET, or POST when --field or "
                + "--input gives a body. For GET and DELETE, fields become query parameters; otherwise they build a "
                + "JSON body (values that parse as JSON are sent as JSON, dotted keys nest).",
            options: [
                OptionSpec("field", short: "f", valueName: "KEY=VALUE", help: "A body field or query parameter.", repeatable: true),
                OptionSpec("header", short: "H", valueName: "'NAME: VALUE'", help: "An extra request header.", repeatable: true),
                OptionSpec("input", type: .file, help: "The request body from a file, or - for standard input."),
                .flag("raw", help: "Print the body exactly as received (no envelope unwrapping, no reformatting)."),
            ],
            positionals: [
                PositionalSpec("METHOD", help: "GET, POST, PUT, PATCH, DELETE or HEAD (optional).", optional: true),
                PositionalSpec("PATH", help: "The path below the base URL, e.g. /v1/health.", optional: true),
            ],
            examples: [Example("\(tool) api /v1/health", "GET a path and print the JSON answer.")],
            action: { try await run($0, hooks: hooks) })
    }

    static func run(_ context: CommandContext, hooks: Hooks) async throws -> ExitCode {
        let command = context.command
        let words = command.positionals
        let explicitMethod = words.count == 2 ? words[0] : nil
        guard let path = words.last else { throw UsageError("missing argument PATH", commandPath: command.path) }
        var request = try await buildRequest(context, path: path, method: explicitMethod)
        let stack = try HTTPStack(context: context, profile: hooks.profile)
        let base = try stack.baseURL()
        request.url = base.appendingAPIPath(path.hasPrefix("/") ? path : "/" + path, query: try queryItems(context, request))
        let client = stack.client(auth: try await hooks.auth(context, stack))
        let response = try await client.send(request)
        let host = base.host() ?? "the service"
        guard response.isSuccess else { throw hooks.failure(response, host) }
        if command.flag("raw") == true || response.json == nil {
            context.printRawBody(response.body)
        } else if let json = response.json {
            try context.output().print(try hooks.unwrap(json))
        }
        return .success
    }

    static func buildRequest(_ context: CommandContext, path: String, method text: String?) async throws -> HTTPRequest {
        let command = context.command
        let fields = command.strings("field")
        let input = command.string("input")
        if input != nil, !fields.isEmpty {
            throw UsageError("--input and --field cannot be used together", commandPath: command.path)
        }
        var method = HTTPMethod.get
        if let text {
            guard let parsed = HTTPMethod(rawValue: text.uppercased()) else {
                throw UsageError("invalid value '\(text)' for METHOD: expected GET, POST, PUT, PATCH, DELETE or HEAD", commandPath: command.path)
            }
            method = parsed
        } else if input != nil || !fields.isEmpty {
            method = .post
        }
        var request = HTTPRequest(method: method, url: URL(string: "http://placeholder/")!)
        for header in command.strings("header") {
            guard let colon = header.firstIndex(of: ":") else {
                throw UsageError("invalid header '\(header)': expected 'NAME: VALUE'", commandPath: command.path)
            }
            request.headers.add(String(header[..<colon]).trimmedWhitespace, String(header[header.index(after: colon)...]).trimmedWhitespace)
        }
        if let input {
            // A file or a pipe (`--input <(jq …)`) alike, read up to the same cap as an answer.
            let path = context.environment.absolutePath(input)
            let bytes = try input == "-" ? context.environment.io.stdin.readAll()
                : context.environment.fileSystem.openForReading(at: path).readAll(name: path)
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
        return try context.command.strings("field").map { field in
            do {
                let (key, value) = try FieldAssignments.split(field)
                return (key, value)
            } catch {
                throw UsageError("invalid field '\(field)': expected KEY=VALUE", commandPath: context.command.path)
            }
        }
    }
}
