/// The one runner of every command that shows a `Resource`: it reads the live view's plan once
/// (`WatchPlan`, kept on the context for the HTTP stack and any cache), makes the request from the
/// declaration, opens the tool's session, and runs the mode the command line asks for:
///
/// - a record: once (a card), `-` lines (`IdentifierLines`), `--watch` and `--until`/`--within`
///   (`LiveRecord`);
/// - a list: one page or every page (`PagedListing`, with the service's `PageScheme`), or `--watch`
///   (`LiveList`, which polls the same listing).
///
/// Every request it sends carries the kind of record it holds (`HTTPRequest.recordKind`).
public struct ResourceRunner: Sendable {
    public let resource: Resource

    public init(_ resource: Resource) {
        self.resource = resource
    }

    public func run(_ context: CommandContext) async throws -> ExitCode {
        try resource.check?(context.command)
        switch resource.form {
        case .list: return try await list(context)
        case .record, .stream: return try await record(context)
        }
    }

    // MARK: - One record

    func record(_ context: CommandContext) async throws -> ExitCode {
        let command = context.command
        let typed = command.positionals.first
        if let identifier = resource.identifier {
            if identifier.isPathSegment || typed != nil, let problem = problem(with: typed ?? "", identifier) {
                throw UsageError("\(identifier.argument) \(problem)", commandPath: command.path)
            }
        }
        let readsLines = resource.identifier != nil && typed == "-"
        // Made before anything else is read or opened: a refused argument is exit 64 before any sign-in.
        let request = readsLines ? nil : try resource.request(ResourceCall(command: command, identifier: typed))
        var context = context
        context.watchPlan = try WatchPlan.of(context)
        let session = try await resource.service.open(context)
        let fetch: @Sendable (ResourceRequest) async throws -> JSONValue = { [resource] request in
            try await session.json(resource.service.get(request, kind: resource.shape.kind, in: session))
        }
        guard let request else {
            return try await IdentifierLines.run(context, resource: resource) { [resource] line in
                try await fetch(try resource.request(ResourceCall(command: command, identifier: line, fromLine: true)))
            }
        }
        if let plan = context.watchPlan {
            return try await LiveRecord.run(context, plan: plan) { try await fetch(request) }
        }
        let answer = try await fetch(request)
        if let present = resource.present { return try present(answer, context) }
        try context.output().print(answer)
        return .success
    }

    /// Why `text` cannot be the identifier: an empty value, `.` or `..` where it is a path segment, or one
    /// too long anywhere.
    func problem(with text: String, _ identifier: ResourceIdentifier) -> String? {
        identifier.isPathSegment ? PathSegment.problem(with: text) : PathSegment.lengthProblem(with: text)
    }

    // MARK: - A list

    func list(_ context: CommandContext) async throws -> ExitCode {
        let request = try resource.request(ResourceCall(command: context.command, identifier: context.command.positionals.first))
        var context = context
        context.watchPlan = try WatchPlan.of(context)
        let session = try await resource.service.open(context)
        let listing = ResourceListing(resource: resource, command: context.command, request: request)
        let fetch = listing.fetch(in: session)
        let unpaged = listing.unpaged(host: session.host)
        if let plan = context.watchPlan {
            return try await LiveList.run(context, plan: plan, columns: resource.shape.columnsWideForKnownValues, identity: resource.shape.identity) {
                try await listing.paged.items(fetch: fetch, unpaged: unpaged)
            }
        }
        // With --all on a terminal, rows show page by page in widths taken from the first page.
        let stream = try context.output().stream(columns: resource.shape.columns, streamsOnTerminal: listing.paged.followsPages)
        if listing.paged.followsPages { context.noteDryRunStopsEarly("the next pages") }
        let outcome = try await stream.finishing {
            try await listing.paged.run(into: stream, fetch: fetch, unpaged: unpaged)
        }
        if let note = listing.paged.continuationNote(outcome) { context.note(note) }
        return .success
    }
}
