/// `TOOL api PATH --paginate [--slurp]`: the GET asked for, then the service's following pages
/// (`ServiceDefinition.paging`: page numbers and `has_more`, or page tokens), followed by `PagedListing`
/// from where the query given starts, each page's items written as it arrives — NDJSON by default, one
/// JSON array with `--slurp` or `-o json`. A service that does not page gets its one answer printed, and
/// a note says so once.
struct APIPagination {
    let context: CommandContext
    let service: ServiceDefinition
    let session: ServiceSession

    func run(_ first: HTTPRequest, path: String, query: [(String, String)]) async throws -> ExitCode {
        let command = context.command
        guard command[APICommand.paginate] else {
            throw UsageError("--slurp goes with --paginate", commandPath: command.path)
        }
        guard first.method == .get, !command[APICommand.raw] else {
            let reason = first.method == .get ? "--raw prints one answer as received" : "only a GET can be followed page by page"
            throw UsageError("--paginate: \(reason)", commandPath: command.path)
        }
        let stream = try printer().stream(streamsOnTerminal: true)
        let paging = service.paging
        if paging.kind != .whole { context.noteDryRunStopsEarly("the next pages") }
        let listing = PagedListing(scheme: paging, start: query, followsPages: true)
        let session = session
        _ = try await stream.finishing {
            try await listing.run(into: stream) { query in
                var request = first
                request.url = session.url(path, query: query)
                return try await session.jsonText(request)
            } unpaged: { data, pages in
                // Not a page: the answer is printed as it is, once (a bare list as its items).
                guard pages == 0 else {
                    throw ToolError(.failure, "page \(pages + 1) is not a list page; stopped after \(pages) pages")
                }
                let reason = paging.kind == .whole ? "\(context.tool.name)'s API does not page" : "the answer is not a list page"
                context.note("--paginate: \(reason); printed the one answer")
                return data.isArray ? data : data.asOneElementArray
            }
        }
        return .success
    }

    /// NDJSON unless `-o` says otherwise; one JSON array with `--slurp`.
    func printer() throws -> OutputPrinter {
        guard context.command[APICommand.slurp] else { return try context.output() }
        let asked = try context.settings.value(GlobalSettings.output)
        guard asked == nil || asked == OutputFormat.json.rawValue else {
            throw UsageError("--slurp writes one JSON array; leave out -o \(asked ?? "") or use -o json", commandPath: context.command.path)
        }
        return context.output(format: .json)
    }
}
