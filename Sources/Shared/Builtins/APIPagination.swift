/// `TOOL api PATH --paginate [--slurp]`: the GET asked for, then the service's following pages
/// (`ServiceDefinition.paging`: page numbers and `has_more`, or page tokens), each page's items written
/// as it arrives — NDJSON by default, one JSON array with `--slurp` or `-o json`. A service that does not
/// page gets its one answer printed, and a note says so once.
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
        if service.paging != nil { context.noteDryRunStopsEarly("the next pages") }
        try await stream.finishing {
            var request = first
            var query = query
            var pages = 0
            var loopGuard = service.paging?.loopGuard(startingAt: query) ?? PageLoopGuard()
            while true {
                request.url = session.url(path, query: query)
                let data = try service.unwrap(try await session.json(request))
                guard let paging = service.paging, let page = try paging.read(data, query) else {
                    // Not a page: the answer is printed as it is, once (a bare list as its items).
                    guard pages == 0 else {
                        throw ToolError(.failure, "page \(pages + 1) is not a list page; stopped after \(pages) pages")
                    }
                    let reason = service.paging == nil ? "\(context.tool.name)'s API does not page" : "the answer is not a list page"
                    context.note("--paginate: \(reason); printed the one answer")
                    for item in data.arrayValue ?? [data] { try stream.write(item) }
                    return
                }
                pages += 1
                try loopGuard.admit(page.items, total: page.total, pageSize: page.pageSize)
                try stream.check(page.items)
                stream.measure(page.items)
                for item in page.items { try stream.write(item) }
                guard let next = page.next else { return }
                try loopGuard.follow(token: page.nextToken)
                query = next
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
