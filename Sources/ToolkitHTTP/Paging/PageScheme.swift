import ToolkitFloor

/// How a service pages its lists, declared once per service and read by everything that pages: a list
/// command's `--page`, `--page-token` and `--all`, `TOOL api --paginate`, and the mock service, which
/// answers pages in the same shape.
///
/// - **Numbered pages** (`?page=2&limit=50`): the answer gives the total, the page size used, the offset
///   and whether more follow (`has_more`; without it, `offset + size < total`).
/// - **Page tokens** (`?pageSize=10&pageToken=…`): the answer gives the next page's token (absent, null or
///   empty on the last page) and the total.
/// - **Whole**: no paging; the list is one answer, a bare array.
///
/// The answer's fields are dotted paths in its data (`pagination.total`). A page size above `maxSize` is
/// cut to it by the service (and by the mock), and the page says the size used.
public struct PageScheme: Sendable, Equatable {
    public enum Kind: Sendable, Equatable { case numbers, tokens, whole }

    public var kind: Kind
    /// The query parameter that says which page (`page`, `pageToken`), and the one for its size.
    public var position: String
    public var size: String
    /// The page size the service uses when none is asked for, and the largest it gives.
    public var defaultSize: Int
    public var maxSize: Int
    /// Where the data hold the items, and what tells about the pages after them.
    public var items = "items"
    public var nextToken: String?
    public var total: String?
    public var pageSize: String?
    public var offset: String?
    public var hasMore: String?

    /// Numbered pages, answered `{"items":[…],"pagination":{"total","limit","offset","has_more"}}`.
    public static func numbered(
        page: String = "page", limit: String = "limit", defaultSize: Int, maxSize: Int, items: String = "items",
        pagination: String = "pagination"
    ) -> PageScheme {
        var scheme = PageScheme(kind: .numbers, position: page, size: limit, defaultSize: defaultSize, maxSize: maxSize)
        scheme.items = items
        scheme.total = pagination + ".total"
        scheme.pageSize = pagination + ".limit"
        scheme.offset = pagination + ".offset"
        scheme.hasMore = pagination + ".has_more"
        return scheme
    }

    /// Token pages, answered `{"items":[…],"nextPageToken":…,"totalCount":…}`.
    public static func tokens(
        token: String = "pageToken", size: String = "pageSize", defaultSize: Int, maxSize: Int, items: String = "items",
        nextToken: String = "nextPageToken", total: String = "totalCount"
    ) -> PageScheme {
        var scheme = PageScheme(kind: .tokens, position: token, size: size, defaultSize: defaultSize, maxSize: maxSize)
        scheme.items = items
        scheme.nextToken = nextToken
        scheme.total = total
        return scheme
    }

    /// No paging: every list is one answer.
    public static let whole = PageScheme(kind: .whole, position: "", size: "", defaultSize: .max, maxSize: .max)

    /// The page `data` holds, or nil when it is not a page of this scheme (no list at `items`; every
    /// answer of a service that does not page). The numbers are the service's: a negative one tells
    /// nothing, and none of them is added where it could overflow.
    public func read(_ data: JSONText) -> ListPage? {
        guard kind != .whole, data.isObject else { return nil }
        // The data's members read once: each path below starts at one of them, and the items may be large.
        let members = data.members
        func value(at path: String) -> JSONText? {
            let steps = path.split(separator: ".", maxSplits: 1).map(String.init)
            guard let first = members[steps[0]] else { return nil }
            return steps.count == 1 ? first : first.value(at: steps[1])
        }
        guard let list = value(at: items), list.isArray else { return nil }
        return page(list) { path in value(at: path)?.value }
    }

    /// What the data say about the pages after their `items` (`field` reads a path): whether more follow,
    /// the next token, the total and the page size.
    func page(_ items: JSONText, field read: (String) -> JSONValue?) -> ListPage {
        // The small fields beside the items, built; the items stay text.
        func field(_ path: String?) -> JSONValue? { path.flatMap(read) }
        let count = field(total)?.intValue
        let size = field(pageSize)?.intValue
        switch kind {
        case .whole:
            return ListPage(items: items, hasMore: false)
        case .tokens:
            let token = field(nextToken)?.stringValue
            return ListPage(items: items, nextToken: token, total: count)
        case .numbers:
            if let more = field(hasMore)?.boolValue {
                return ListPage(items: items, hasMore: more, total: count, pageSize: size)
            }
            guard let count, count >= 0, let at = field(offset)?.intValue, at >= 0, let size, size > 0
            else { return ListPage(items: items, hasMore: false) }
            return ListPage(items: items, hasMore: at < count && size < count - at, total: count, pageSize: size)
        }
    }

    /// The query of a listing's first page: `base` with where to start and the size asked for (each only
    /// when given), in the order the service documents: the position, then the size, for numbered pages;
    /// the size, then the token, for token pages.
    public func firstQuery(page: Int? = nil, token: String? = nil, size: Int? = nil, base: [(String, String)] = []) -> [(String, String)] {
        let start = (page.map(String.init) ?? token).map { [(position, $0)] } ?? []
        let sized = size.map { [(self.size, String($0))] } ?? []
        return (kind == .tokens ? sized + start : start + sized) + base
    }

    /// The page number `query` asks for (1 when it names none), for numbered pages.
    public func pageNumber(in query: [(String, String)]) -> Int {
        query.last { $0.0 == position }.flatMap { Int($0.1) } ?? 1
    }

    /// The token `query` starts from, for token pages.
    public func token(in query: [(String, String)]) -> String? {
        query.last { $0.0 == position }?.1
    }

    /// `query` with the position set to `value`, in place when it was there, else at the end.
    public func query(_ query: [(String, String)], at value: String) -> [(String, String)] {
        guard query.contains(where: { $0.0 == position }) else { return query + [(position, value)] }
        return query.map { $0.0 == position ? (position, value) : $0 }
    }
}
