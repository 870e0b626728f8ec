import Shared

/// A RepairMinder list command: `--page`, `--limit` and `--all`, the request for each page, the page read
/// from `data` (`{"items":[…],"pagination":{"total","limit","offset","has_more"}}`), and the items
/// streamed as pages arrive (`NumberedPageListing`).
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

    static let defaultLimit = 20
    static let defaultLimitForAll = 100

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
        if let plan = try WatchPlan.of(context) {
            let start = command[page] ?? 1
            return try await LiveList.run(context, plan: plan, columns: columns) {
                try await everyItem(from: start, followsPages: followsPages) { number in
                    let data = try await api.get(segments, query: [("page", String(number)), ("limit", String(size))] + present)
                    return try Self.page(data, host: api.session.host)
                }
            }
        }
        // With --all on a terminal, rows show page by page in widths taken from the first page.
        let stream = try context.output().stream(columns: columns, streamsOnTerminal: followsPages)
        let listing = NumberedPageListing(
            start: command[page] ?? 1, followsPages: followsPages, concurrency: command[concurrency] ?? 4)
        if followsPages { context.noteDryRunStopsEarly("the next pages") }
        let outcome = try await stream.finishing {
            try await listing.run(into: stream) { number in
                let data = try await api.get(segments, query: [("page", String(number)), ("limit", String(size))] + present)
                return try Self.page(data, host: api.session.host)
            }
        }
        if let note = NumberedPageListing.continuationNote(outcome) { context.note(note) }
        return .success
    }

    /// The pages a poll of a live view reads: the one asked for, or with `--all` every page from it on,
    /// one after another, at most `maximumWatchedPages` (a poll never loops, whatever the service says).
    static func everyItem(
        from start: Int, followsPages: Bool, fetch: (Int) async throws -> NumberedPage
    ) async throws -> [JSONValue] {
        var items: [JSONValue] = []
        var number = start
        while true {
            let page = try await fetch(number)
            items += page.items
            guard followsPages, page.hasMore, !page.items.isEmpty, number - start < maximumWatchedPages else { return items }
            number += 1
        }
    }

    static let maximumWatchedPages = 100

    /// A page from `data`: its items, and whether more follow (`has_more`, or when the service leaves it
    /// out, `offset + limit < total`). A bare array is one page with nothing after it. The numbers are the
    /// service's: a negative one tells nothing, and none of them is added where it could overflow.
    static func page(_ data: JSONValue, host: String) throws -> NumberedPage {
        if let items = data.arrayValue { return NumberedPage(items: items, hasMore: false) }
        guard let items = data["items"]?.arrayValue else {
            throw UndecodableResponse(status: 200, reason: "data.items is not a list", host: host)
        }
        guard let pagination = data["pagination"], pagination != .null else {
            return NumberedPage(items: items, hasMore: false)
        }
        let total = pagination["total"]?.intValue, limit = pagination["limit"]?.intValue
        if let hasMore = pagination["has_more"]?.boolValue {
            return NumberedPage(items: items, hasMore: hasMore, total: total, pageSize: limit)
        }
        guard let total, total >= 0, let offset = pagination["offset"]?.intValue, offset >= 0, let limit, limit > 0 else {
            return NumberedPage(items: items, hasMore: false)
        }
        return NumberedPage(items: items, hasMore: offset < total && limit < total - offset, total: total, pageSize: limit)
    }
}
