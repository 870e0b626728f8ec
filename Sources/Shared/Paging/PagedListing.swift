/// One page of a token-paged list, as the service returned it.
public struct Page: Sendable {
    public var items: [JSONValue]
    /// The token of the next page; nil or empty when this is the last.
    public var nextToken: String?
    /// The items the whole list holds, when the service says (`PageLoopGuard` bounds the pages by it).
    public var total: Int?

    public init(items: [JSONValue], nextToken: String?, total: Int? = nil) {
        self.items = items
        self.nextToken = nextToken.flatMap { $0.isEmpty ? nil : $0 }
        self.total = total
    }
}

/// Streams the items of a token-paged list into a `RecordStream` as each page arrives, following pages as
/// `PagingOptions` says. Fetching is the caller's (one closure per service); the rules of when to stop
/// live here once for every list command of every tool.
public struct PagedListing: Sendable {
    public var options: PagingOptions

    public init(options: PagingOptions) {
        self.options = options
    }

    /// How a listing ended.
    public struct Outcome: Sendable, Equatable {
        public var itemCount: Int
        /// The token to continue from, when the listing stopped at a page boundary with more pages left.
        public var resumeToken: String?
    }

    /// Fetches pages with `fetch(token, pageSize)` and writes their items to `stream`, in order.
    /// Stops after one page unless `--all` or `--limit` asks for more, and mid-page once `--limit` items
    /// were written. A service that would be followed forever (a token it already gave, a page repeated,
    /// more pages than its total allows) is stopped by a `PageLoopGuard` with an error.
    public func run(
        into stream: RecordStream, fetch: (_ token: String?, _ pageSize: Int?) async throws -> Page
    ) async throws -> Outcome {
        var token = options.pageToken
        var loopGuard = PageLoopGuard(startToken: token)
        var count = 0
        while true {
            let page = try await fetch(token, options.requestedPageSize)
            // The first page's length stands for the page size: a service may cap the size asked for.
            try loopGuard.admit(page.items, total: page.total)
            try stream.check(page.items)
            stream.measure(page.items)
            for item in page.items {
                if let limit = options.limit, count >= limit { return Outcome(itemCount: count, resumeToken: nil) }
                try stream.write(item)
                count += 1
            }
            guard let next = page.nextToken else { return Outcome(itemCount: count, resumeToken: nil) }
            if let limit = options.limit, count >= limit { return Outcome(itemCount: count, resumeToken: next) }
            guard options.followsPages else { return Outcome(itemCount: count, resumeToken: next) }
            try loopGuard.follow(token: next)
            token = next
        }
    }

    /// The stderr note for a listing that stopped with pages left, telling how to continue.
    public static func continuationNote(_ outcome: Outcome) -> String? {
        guard let token = outcome.resumeToken else { return nil }
        return "more items: repeat with --page-token \(token) for the next page, or with --all for every page"
    }
}
