/// Ends a listing that the service would keep going forever (docs/output.md, "Paging that ends").
///
/// `PagedListing`, the one loop that follows pages (`--all` by page number or by page token, `api
/// --paginate`), shows each page to one guard, in order, before writing its items (`admit`), and tells
/// it before asking for the next page (`follow`, `nextPageNumber`). The listing stops with exit 1 and a sentence, after the items already written,
/// when the service
///
/// - sends a page token it sent before (or the one the listing started from);
/// - sends a page holding exactly the items of the page before it, written the same;
/// - says more follow after an empty page;
/// - sends more pages than the first page's total allows, plus a margin for a list that grows while it
///   is read: a quarter more pages, and at least `minimumMargin`.
///
/// Nothing here trusts the service's numbers: a negative total or page size is no total at all, and the
/// arithmetic saturates rather than traps on 2^63−1.
public struct PageLoopGuard: Sendable {
    /// Pages allowed past the first page's count, at the least.
    public static let minimumMargin = 10

    /// The number the first page has in messages (`--page 5 --all` starts at 5).
    let firstPage: Int
    private var pages = 0
    private var items = 0
    /// The page before, by its items' count and text: holding the items themselves would keep a whole
    /// page in memory while the next is read.
    private var previous: (count: Int, length: Int, hash: Int)?
    private var tokens: Set<String>
    /// Set by the first page, when it gives a total.
    private var allowance: (pages: Int, total: Int, count: Int, pageSize: Int)?

    public init(firstPage: Int = 1, startToken: String? = nil) {
        self.firstPage = firstPage
        tokens = startToken.map { [$0] } ?? []
    }

    /// The items admitted so far: the ones a listing has written when the guard stops it.
    public var itemCount: Int { items }

    /// The number of the last page admitted, counted from `firstPage`.
    public var pageNumber: Int { Self.sum(firstPage, pages - 1) }

    /// The number of the page after the last one admitted, for a service that pages by number; a page
    /// number past the largest integer cannot be asked for, and ends the listing with a sentence.
    public func nextPageNumber() throws(ToolError) -> Int {
        guard pageNumber < .max else {
            throw ToolError(.failure, "the service says more follow after page \(Int.max), the last this tool can ask for; "
                + "stopped after \(items) items")
        }
        return pageNumber + 1
    }

    /// Checks the next page before its items are written. `total` is the number of items the service says
    /// the list holds, and `pageSize` the page size it used; only the first page's count, and without a
    /// page size the first page's own length stands for it.
    public mutating func admit(_ page: JSONText, total: Int? = nil, pageSize: Int? = nil) throws(ToolError) {
        let count = page.count
        pages = Self.sum(pages, 1)
        let number = pageNumber
        if pages == 1, let total, total >= 0, let size = pageSize ?? (count == 0 ? nil : count), size > 0 {
            let count = max(1, total / size + (total % size == 0 ? 0 : 1))
            allowance = (Self.sum(count, max(Self.minimumMargin, count / 4)), total, count, size)
        }
        if let allowance, pages > allowance.pages {
            throw stop("the service said the list holds \(allowance.total) items (\(allowance.count) pages of "
                + "\(allowance.pageSize)), yet still sent page \(number)")
        }
        var hasher = Hasher()
        page.bytes[page.range].withUnsafeBytes { hasher.combine(bytes: $0) }
        let print = (count: count, length: page.byteCount, hash: hasher.finalize())
        if let previous, count > 0, previous == print {
            throw stop("page \(number) holds exactly the items of page \(Self.sum(number, -1))")
        }
        previous = print
        items = Self.sum(items, count)
    }

    /// Checks before the page after the last one admitted is asked for: `token` is the one that asks for
    /// it, for a service that pages by token.
    public mutating func follow(token: String? = nil) throws(ToolError) {
        if previous?.count == 0 {
            throw stop("page \(pageNumber) was empty, yet the service says more follow")
        }
        if let token, !tokens.insert(token).inserted {
            throw stop("the service sent page token '\(token)' a second time")
        }
    }

    private func stop(_ reason: String) -> ToolError {
        ToolError(.failure, "\(reason); stopped after \(items) items instead of looping")
    }

    /// `a + b`, held at the ends of `Int` instead of trapping.
    static func sum(_ a: Int, _ b: Int) -> Int {
        let (result, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? .max : .min) : result
    }
}
