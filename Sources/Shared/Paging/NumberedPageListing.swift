/// One page of a list that pages by number (`?page=2&limit=50`), as the service returned it.
public struct NumberedPage: Sendable {
    public var items: [JSONValue]
    /// Whether a page after this one holds more items.
    public var hasMore: Bool

    public init(items: [JSONValue], hasMore: Bool) {
        self.items = items
        self.hasMore = hasMore
    }
}

/// Streams the items of a number-paged list into a `RecordStream` as each page arrives: page `start`,
/// then, with `--all`, `start + 1`, … until the service says there are no more. Each page's items are
/// written (and, for NDJSON, flushed) before the next page is asked for, so a consumer sees the first
/// items while the rest are still on their way, and memory holds one page at a time.
///
/// The page size is the service's own `limit`: a command sends it with every request, so this type only
/// counts pages. Fetching is the caller's (one closure per service).
public struct NumberedPageListing: Sendable {
    public var start: Int
    public var followsPages: Bool

    public init(start: Int = 1, followsPages: Bool) {
        self.start = start
        self.followsPages = followsPages
    }

    /// How a listing ended.
    public struct Outcome: Sendable, Equatable {
        public var itemCount: Int
        public var pageCount: Int
        /// The page to continue from, when the listing stopped with pages left.
        public var nextPage: Int?
    }

    /// Fetches pages with `fetch(page)` and writes their items to `stream`, in order.
    ///
    /// A page that is empty while the service still says there are more would be followed forever (a
    /// `total` that counts items the caller cannot see, a service bug): the listing stops there with an
    /// error naming the page, after writing everything before it.
    public func run(into stream: RecordStream, fetch: (_ page: Int) async throws -> NumberedPage) async throws -> Outcome {
        var page = start
        var count = 0
        var pages = 0
        while true {
            let answer = try await fetch(page)
            pages += 1
            try stream.check(answer.items)
            stream.measure(answer.items)
            for item in answer.items {
                try stream.write(item)
                count += 1
            }
            guard answer.hasMore else { return Outcome(itemCount: count, pageCount: pages, nextPage: nil) }
            guard followsPages else { return Outcome(itemCount: count, pageCount: pages, nextPage: page + 1) }
            guard !answer.items.isEmpty else {
                throw ToolError(
                    .failure, "page \(page) was empty, yet the service says more follow; stopped after \(count) items instead of looping")
            }
            try await stream.waitUntilWritten()
            page += 1
        }
    }

    /// The stderr note for a listing that stopped with pages left, telling how to continue.
    public static func continuationNote(_ outcome: Outcome) -> String? {
        guard let next = outcome.nextPage else { return nil }
        return "more items: repeat with --page \(next) for the next page, or with --all for every page"
    }
}
