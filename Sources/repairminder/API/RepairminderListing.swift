import Shared

/// A RepairMinder list command: `--page`, `--limit` and `--all`, the request for each page, and the items
/// streamed as pages arrive (`PagedListing`, reading pages as `RepairminderService.paging` says).
///
/// `--limit` is RepairMinder's own page size, sent with every request (default 20, as the service's
/// apps use; 100 with `--all`, for fewer round trips). Without `--all` one page is printed, and a note on
/// stderr says how to get the next.
enum RepairminderListing {
    static let page = OptionKey<Int?>.integer(
        "page", valueName: "N", range: 1...1_000_000, help: "The page to show (with --all, the first to show).", default: "1")
    static let limit = OptionKey<Int?>.integer(
        "limit", valueName: "N", range: 1...1_000, help: "Items per page, as the service counts them.",
        default: "20, or 100 with --all")
    static let all = OptionKey<Bool>.flag("all", help: "Follow every page to the end, printing items as each page arrives.")
    static let concurrency = OptionKey<Int?>.integer(
        "concurrency", range: 1...16, help: "With --all, pages fetched at once once the first tells how many there are.",
        default: "4")

    static let options = [page.spec, limit.spec, all.spec, concurrency.spec]

    /// The service's own page size, and its largest, which `--all` asks for (fewer round trips).
    static let defaultLimit = RepairminderService.paging.defaultSize
    static let defaultLimitForAll = RepairminderService.paging.maxSize

    /// Prints the list at `segments` with `filters` (query items given only when set) after `page` and
    /// `limit`, in the order docs/repairminder.md gives.
    static func run(
        _ context: CommandContext, _ segments: [PathSegment], filters: [(String, String?)] = [], columns: [TableColumn]
    ) async throws -> ExitCode {
        let api = try RepairminderAPI.open(context)
        let command = context.command
        let followsPages = command[all]
        let size = command[limit] ?? (followsPages ? defaultLimitForAll : defaultLimit)
        let present = filters.compactMap { name, value in value.map { (name, $0) } }
        let listing = PagedListing(
            scheme: RepairminderService.paging, start: RepairminderService.paging.firstQuery(page: command[page] ?? 1, size: size, base: present),
            followsPages: followsPages, concurrency: command[concurrency] ?? 4)
        let host = api.session.host
        let fetch: PagedListing.Fetch = { query in try await api.list(segments, query: query) }
        let unpaged: PagedListing.Unpaged = { data, _ in
            // A bare array is one page with nothing after it.
            guard data.isArray else { throw UndecodableResponse(status: 200, reason: "data.items is not a list", host: host) }
            return data
        }
        if let plan = try WatchPlan.of(context) {
            return try await LiveList.run(context, plan: plan, columns: columns) {
                try await listing.items(fetch: fetch, unpaged: unpaged)
            }
        }
        // With --all on a terminal, rows show page by page in widths taken from the first page.
        let stream = try context.output().stream(columns: columns, streamsOnTerminal: followsPages)
        if followsPages { context.noteDryRunStopsEarly("the next pages") }
        let outcome = try await stream.finishing {
            try await listing.run(into: stream, fetch: fetch, unpaged: unpaged)
        }
        if let note = listing.continuationNote(outcome) { context.note(note) }
        return .success
    }
}
