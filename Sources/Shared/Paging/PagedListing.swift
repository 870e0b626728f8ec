/// The one loop that follows a list's pages, for every list command of every tool and `TOOL api
/// --paginate` (docs/output.md): it asks for the page `start` names, writes its items to a
/// `ListingDestination` (the printed `RecordStream`, or a live view's poll) as it arrives, and, when asked to follow, asks for the pages after it the way the
/// service's `PageScheme` says, until the service says there are no more.
///
/// - Numbered pages: once the first page gives the total and the page size the service used, the pages
///   up to the last it tells of are fetched `concurrency` at a time (`OrderedBatch`), each written in page
///   order as soon as it and every page before it are there, until one says no more or comes back empty
///   (at most `concurrency` pages asked for past the last one known to exist; those past the end are
///   dropped unwritten); then, should the list have grown meanwhile, one after another.
/// - `limit` ends the listing once that many items are written, mid-page if need be.
/// - Every page passes the listing's `PageLoopGuard` before it is written: the rules that stop a service
///   that would be followed forever live there, and the listing ends with their error after the items
///   already written. A page that fails ends the listing after the pages before it are written.
///
/// Memory holds the pages in flight, no more, each as its text: an item is built only while it is
/// written. Fetching is the caller's: `fetch` gets the query of a page (the paging parameters and the
/// command's own) and gives the answer's data.
public struct PagedListing: Sendable {
    public typealias Fetch = @Sendable (_ query: [(String, String)]) async throws -> JSONText
    /// The items (an array) of an answer that is not a page of the scheme, written as the listing's last
    /// page, or the error it is; `pages` counts the pages before it.
    public typealias Unpaged = @Sendable (_ data: JSONText, _ pages: Int) throws -> JSONText

    public var scheme: PageScheme
    /// The first page's query: where to start, the page size asked for, and the command's own items.
    public var start: [(String, String)]
    public var followsPages: Bool
    /// Items written at most (a token-paged list's `--limit`); nil for every item.
    public var limit: Int?
    /// Numbered pages in flight at once after the first (`--concurrency`); 1 fetches one after another.
    public var concurrency: Int

    public init(scheme: PageScheme, start: [(String, String)], followsPages: Bool, limit: Int? = nil, concurrency: Int = 1) {
        self.scheme = scheme
        self.start = start
        self.followsPages = followsPages
        self.limit = limit
        self.concurrency = max(1, concurrency)
    }

    /// How a listing ended.
    public struct Outcome: Sendable, Equatable {
        public var itemCount: Int
        public var pageCount: Int
        /// Where to continue (a page number or a page token), when the listing stopped with pages left.
        public var resume: String?
    }

    /// Fetches pages with `fetch` and writes their items to `stream`, in order.
    public func run(into stream: any ListingDestination, fetch: @escaping Fetch, unpaged: Unpaged) async throws -> Outcome {
        var written = PagesWritten(stream: stream, guard: loopGuard, limit: limit)
        var query = start
        var page = try read(try await fetch(query), pages: 0, unpaged: unpaged)
        try written.page(page)
        while page.hasMore, !written.isFull {
            let number = written.guard.pageNumber
            guard followsPages, !written.reachedLimit else {
                let resume = scheme.kind == .tokens ? page.nextToken : (number == .max ? nil : String(number + 1))
                return written.outcome(resume: resume)
            }
            if written.pages == 1, concurrency > 1, limit == nil, scheme.kind == .numbers, let last = page.lastPage, last > number,
               last - number > 1 {
                // Side by side up to the last page the first one tells of; then one after another.
                try written.guard.follow()
                page = try await fetchSideBySide(after: number, through: last, fetch: fetch, unpaged: unpaged, into: &written)
                query = scheme.query(start, at: String(written.guard.pageNumber))
                continue
            }
            try written.guard.follow(token: page.nextToken)
            let next = scheme.kind == .tokens ? page.nextToken ?? "" : String(try written.guard.nextPageNumber())
            query = scheme.query(query, at: next)
            page = try read(try await fetch(query), pages: written.pages, unpaged: unpaged)
            try written.page(page)
        }
        return written.outcome(resume: nil)
    }

    /// Fetches pages `first + 1 … last` side by side and writes each in order; the last written one's page.
    ///
    /// The first page's total is the service's word, not a fact (2^63−1 items make no list): the pages stop
    /// at the first that says no more or comes back empty. Since no more pages are held than in flight,
    /// at most `concurrency` are ever asked for past the last page known to exist, and those past the end
    /// are dropped unwritten, answers and errors alike.
    private func fetchSideBySide(
        after first: Int, through last: Int, fetch: @escaping Fetch, unpaged: Unpaged, into written: inout PagesWritten
    ) async throws -> ListPage {
        let scheme = scheme, start = start
        var number = first
        var latest = ListPage(items: JSONText(.array([])), hasMore: false)
        var ended = false
        // No more pages held than in flight: a slow page keeps the ones after it from piling up.
        let batch = OrderedBatch<Int, (Int, Result<JSONText, any Error>)>(concurrency: concurrency, pace: nil, holdsAtMostConcurrency: true)
        _ = try await batch.run(
            next: {
                guard !ended, number < last else { return nil }
                number += 1
                return number
            },
            work: { number in
                do { return (number, .success(try await fetch(scheme.query(start, at: String(number))))) } catch { return (number, .failure(error)) }
            },
            interrupted: { number in (number, .failure(CancellationError())) },
            deliver: { number, answer in
                guard !ended else { return }
                latest = try read(try answer.get(), pages: written.pages, unpaged: unpaged)
                try written.page(latest)
                if !latest.hasMore || latest.items.count == 0 {
                    // The end (or an empty page that says more follow, which the caller's guard stops).
                    ended = true
                } else if number < last {
                    try written.guard.follow()
                }
            },
            stopsStarting: { ended })
        return latest
    }

    private func read(_ data: JSONText, pages: Int, unpaged: Unpaged) throws -> ListPage {
        if let page = scheme.read(data) { return page }
        return ListPage(items: try unpaged(data, pages), hasMore: false)
    }

    /// The guard for a listing that starts where `start` says.
    var loopGuard: PageLoopGuard {
        scheme.kind == .tokens ? PageLoopGuard(startToken: scheme.token(in: start)) : PageLoopGuard(firstPage: scheme.pageNumber(in: start))
    }

    /// The stderr note for a listing that stopped with pages left, telling how to continue.
    public func continuationNote(_ outcome: Outcome) -> String? {
        guard let resume = outcome.resume else { return nil }
        let option = scheme.kind == .tokens ? "--page-token" : "--page"
        return "more items: repeat with \(option) \(resume) for the next page, or with --all for every page"
    }

    /// What has been written so far.
    private struct PagesWritten {
        let stream: any ListingDestination
        var `guard`: PageLoopGuard
        let limit: Int?
        var items = 0
        var pages = 0
        /// Whether `limit` ended a page before its last item.
        var isFull = false

        var reachedLimit: Bool { limit.map { items >= $0 } ?? false }

        mutating func page(_ page: ListPage) throws {
            try `guard`.admit(page.items, total: page.total, pageSize: page.pageSize)
            pages += 1
            if stream.takesSample {
                let sample = page.items.value.arrayValue ?? []
                try stream.check(sample)
                stream.measure(sample)
            }
            var full = false
            try page.items.forEachElement { item in
                guard !full else { return }
                if reachedLimit { full = true; return }
                try stream.write(item.value)
                items += 1
            }
            isFull = full
        }

        func outcome(resume: String?) -> Outcome { Outcome(itemCount: items, pageCount: pages, resume: resume) }
    }
}
