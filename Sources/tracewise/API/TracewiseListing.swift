import Shared

/// Prints a token-paged TraceWise listing: items streamed as pages arrive (`PagedListing`, reading pages
/// as `TracewiseService.paging` says), and, when pages are left, a note on stderr saying how to continue.
enum TracewiseListing {
    /// `fetch` gets the paging query items of each page (`pageSize`, `pageToken`) and gives the answer.
    static func run(
        _ context: CommandContext, columns: [TableColumn], identity: [String]? = nil, host: String,
        fetch: @escaping @Sendable (_ paging: [(String, String)]) async throws -> JSONText
    ) async throws -> ExitCode {
        let options = PagingOptions(context.command)
        let scheme = TracewiseService.paging
        let listing = PagedListing(
            scheme: scheme, start: scheme.firstQuery(token: options.pageToken, size: options.requestedPageSize),
            followsPages: options.followsPages, limit: options.limit)
        let unpaged: PagedListing.Unpaged = { _, _ in
            throw UndecodableResponse(status: 200, reason: "no \"items\" list in the answer", host: host)
        }
        if let plan = try WatchPlan.of(context) {
            return try await LiveList.run(context, plan: plan, columns: columns, identity: identity) {
                try await listing.items(fetch: fetch, unpaged: unpaged)
            }
        }
        // With --all on a terminal, rows show page by page in widths taken from the first page.
        let stream = try context.output().stream(columns: columns, streamsOnTerminal: options.followsPages)
        if options.followsPages { context.noteDryRunStopsEarly("the next pages") }
        let outcome = try await stream.finishing {
            try await listing.run(into: stream, fetch: fetch, unpaged: unpaged)
        }
        if let note = listing.continuationNote(outcome) {
            context.note(note)
        }
        return .success
    }
}
