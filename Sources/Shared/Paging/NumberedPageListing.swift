/// One page of a list that pages by number (`?page=2&limit=50`), as the service returned it.
public struct NumberedPage: Sendable {
    public var items: [JSONValue]
    /// Whether a page after this one holds more items.
    public var hasMore: Bool
    /// The items the whole list holds, and the page size the service used (it may cap the one asked
    /// for), when the service says: together they tell how many pages there are.
    public var total: Int?
    public var pageSize: Int?

    public init(items: [JSONValue], hasMore: Bool, total: Int? = nil, pageSize: Int? = nil) {
        self.items = items
        self.hasMore = hasMore
        self.total = total
        self.pageSize = pageSize
    }

    /// The last page's number, when the total and the page size are known and make sense (a negative
    /// total is none; 2^63−1 items make a last page that is counted without overflow).
    var lastPage: Int? {
        guard let total, total >= 0, let pageSize, pageSize > 0 else { return nil }
        return max(1, total / pageSize + (total % pageSize == 0 ? 0 : 1))
    }
}

/// Streams the items of a number-paged list into a `RecordStream` as pages arrive: page `start`, then,
/// with `--all`, the pages after it. Once the first page gives the total and the page size the service
/// used, the following pages are fetched up to `concurrency` at a time, and written in page order as soon
/// as each page and every page before it are there; without them, one after another until the service
/// says there are no more. Memory holds the pages in flight, no more.
///
/// The page size is the service's own `limit`: a command sends it with every request, so this type only
/// counts pages. Fetching is the caller's (one closure per service).
public struct NumberedPageListing: Sendable {
    public var start: Int
    public var followsPages: Bool
    /// Pages in flight at once after the first (`--concurrency`); 1 fetches one after another.
    public var concurrency: Int

    public init(start: Int = 1, followsPages: Bool, concurrency: Int = 1) {
        self.start = start
        self.followsPages = followsPages
        self.concurrency = max(1, concurrency)
    }

    /// How a listing ended.
    public struct Outcome: Sendable, Equatable {
        public var itemCount: Int
        public var pageCount: Int
        /// The page to continue from, when the listing stopped with pages left.
        public var nextPage: Int?
    }

    /// Fetches pages with `fetch(page)` and writes their items to `stream`, in page order.
    ///
    /// Every page passes a `PageLoopGuard` before it is written: a service that repeats a page, says more
    /// follow after an empty one, or sends more pages than its total allows is stopped with an error
    /// naming the page, after writing everything before it. A page that fails ends the listing after the
    /// pages before it are written; the pages fetched after it are dropped.
    public func run(
        into stream: RecordStream, fetch: @escaping @Sendable (_ page: Int) async throws -> NumberedPage
    ) async throws -> Outcome {
        var written = Written(stream: stream, guard: PageLoopGuard(firstPage: start))
        var page = start
        var answer = try await fetch(page)
        try written.page(answer)
        guard answer.hasMore else { return written.outcome(next: nil) }
        guard followsPages else { return written.outcome(next: page == .max ? nil : page + 1) }
        // Side by side up to the last page the first one tells of; then, should the list have grown
        // meanwhile, one after another while the service says more follow.
        if concurrency > 1, let last = answer.lastPage, last > page, last - page > 1 {
            try written.guard.follow()
            answer = try await fetchSideBySide(after: page, through: last, fetch: fetch, into: &written)
            page = last
        }
        while answer.hasMore {
            try written.guard.follow()
            guard page < .max else { throw Self.pastTheLastNumber(written.guard.itemCount) }
            page += 1
            answer = try await fetch(page)
            try written.page(answer)
        }
        return written.outcome(next: nil)
    }

    /// Fetches pages `first + 1 … last`, `concurrency` at a time, writing each in order; the last one's answer.
    private func fetchSideBySide(
        after first: Int, through last: Int, fetch: @escaping @Sendable (Int) async throws -> NumberedPage,
        into written: inout Written
    ) async throws -> NumberedPage {
        try await withThrowingTaskGroup(of: (Int, NumberedPage).self) { group in
            var launched = first, next = first + 1
            var held: [Int: NumberedPage] = [:]
            var latest: NumberedPage?
            while next <= last {
                // Never more than `concurrency` pages ahead of the next one to write: memory stays bounded.
                while launched < last, launched - next < concurrency - 1 {
                    launched += 1
                    let number = launched
                    group.addTask { (number, try await fetch(number)) }
                }
                guard let (number, answer) = try await group.next() else { break }
                held[number] = answer
                while let ready = held.removeValue(forKey: next) {
                    try written.page(ready)
                    latest = ready
                    guard next < last else { return ready }
                    if ready.hasMore { try written.guard.follow() }
                    next += 1
                }
            }
            return latest ?? NumberedPage(items: [], hasMore: false)
        }
    }

    static func pastTheLastNumber(_ count: Int) -> ToolError {
        ToolError(.failure, "the service says more follow after page \(Int.max), the last this tool can ask for; stopped after \(count) items")
    }

    /// What has been written so far.
    private struct Written {
        let stream: RecordStream
        var `guard`: PageLoopGuard
        var items = 0
        var pages = 0

        mutating func page(_ answer: NumberedPage) throws {
            try `guard`.admit(answer.items, total: answer.total, pageSize: answer.pageSize)
            pages += 1
            try stream.check(answer.items)
            stream.measure(answer.items)
            for item in answer.items {
                try stream.write(item)
                items += 1
            }
        }

        func outcome(next: Int?) -> Outcome { Outcome(itemCount: items, pageCount: pages, nextPage: next) }
    }

    /// The stderr note for a listing that stopped with pages left, telling how to continue.
    public static func continuationNote(_ outcome: Outcome) -> String? {
        guard let next = outcome.nextPage else { return nil }
        return "more items: repeat with --page \(next) for the next page, or with --all for every page"
    }
}
