import Shared

/// Prints a token-paged TraceWise listing: items streamed as pages arrive, and, when pages are left,
/// a note on stderr saying how to continue.
enum TracewiseListing {
    static func run(
        _ context: CommandContext, columns: [TableColumn], identity: [String]? = nil,
        fetch: @escaping @Sendable (_ token: String?, _ pageSize: Int?) async throws -> Page
    ) async throws -> ExitCode {
        let options = PagingOptions(context.command)
        if let plan = try WatchPlan.of(context) {
            return try await LiveList.run(context, plan: plan, columns: columns, identity: identity) {
                try await everyItem(options, fetch: fetch)
            }
        }
        // With --all on a terminal, rows show page by page in widths taken from the first page.
        let stream = try context.output().stream(columns: columns, streamsOnTerminal: options.followsPages)
        if options.followsPages { context.noteDryRunStopsEarly("the next pages") }
        let outcome = try await stream.finishing {
            try await PagedListing(options: options).run(into: stream, fetch: fetch)
        }
        if let note = PagedListing.continuationNote(outcome) {
            context.note(note)
        }
        return .success
    }

    /// What one poll of a live view reads: the page asked for, or with `--all`/`--limit` the pages after
    /// it too, up to the limit and at most `maximumWatchedPages` (a poll never loops).
    static func everyItem(
        _ options: PagingOptions, fetch: (_ token: String?, _ pageSize: Int?) async throws -> Page
    ) async throws -> [JSONValue] {
        var items: [JSONValue] = []
        var token = options.pageToken
        for _ in 0..<maximumWatchedPages {
            let page = try await fetch(token, options.pageSize)
            items += page.items
            if let limit = options.limit, items.count >= limit { return Array(items.prefix(limit)) }
            guard options.followsPages, let next = page.nextToken, !next.isEmpty, next != token else { break }
            token = next
        }
        return items
    }

    static let maximumWatchedPages = 100
}
