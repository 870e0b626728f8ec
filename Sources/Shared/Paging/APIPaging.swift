/// How `TOOL api --paginate` follows a service's own paging: what a page's items are, and the query that
/// asks for the next page (nil on the last). A service without paging declares none, and `--paginate`
/// prints its one answer with a note.
public struct APIPaging: Sendable {
    /// What the page's data holds and where the next one is; nil when the data is not a page at all.
    /// Throws when the next page cannot be asked for (a page number past the largest integer).
    public typealias Reader = @Sendable (_ data: JSONValue, _ query: [(String, String)]) throws -> Page?

    /// One page read: its items, the query of the next page (nil when this was the last), and what
    /// `PageLoopGuard` weighs: the token that asks for the next page, and the total and page size the
    /// service gave.
    public struct Page: Sendable {
        public var items: [JSONValue]
        public var next: [(String, String)]?
        public var nextToken: String?
        public var total: Int?
        public var pageSize: Int?

        public init(
            items: [JSONValue], next: [(String, String)]?, nextToken: String? = nil, total: Int? = nil, pageSize: Int? = nil
        ) {
            self.items = items
            self.next = next
            self.nextToken = nextToken
            self.total = total
            self.pageSize = pageSize
        }
    }

    public let read: Reader
    /// The query parameter that says where a page is, and whether it holds a token or a page number:
    /// where a run given `-f page=5` or `-f pageToken=…` starts, for `PageLoopGuard`.
    public let parameter: String?
    public let byToken: Bool

    public init(parameter: String? = nil, byToken: Bool = false, read: @escaping Reader) {
        self.read = read
        self.parameter = parameter
        self.byToken = byToken
    }

    /// The guard for a run that starts at `query`.
    func loopGuard(startingAt query: [(String, String)]) -> PageLoopGuard {
        let start = parameter.flatMap { name in query.last { $0.0 == name }?.1 }
        if byToken { return PageLoopGuard(startToken: start) }
        return PageLoopGuard(firstPage: start.flatMap { Int($0) } ?? 1)
    }

    /// Numbered pages (`?page=2`): the items at `items`; `page(data)` says whether more follow, and the
    /// total and page size when the service gives them.
    public static func pageNumbers(
        parameter: String = "page", items: String = "items", page: @escaping @Sendable (JSONValue) -> NumberedPage?
    ) -> APIPaging {
        APIPaging(parameter: parameter) { data, query throws(ToolError) in
            guard let list = data.value(at: items)?.arrayValue else { return nil }
            let numbered = page(data)
            let total = numbered?.total, size = numbered?.pageSize
            guard numbered?.hasMore == true else { return Page(items: list, next: nil, total: total, pageSize: size) }
            let current = query.last { $0.0 == parameter }.flatMap { Int($0.1) } ?? 1
            guard current < .max else {
                throw ToolError(.failure, "the service says more follow after page \(current), the last this tool can ask for")
            }
            return Page(items: list, next: replacing(parameter, with: String(current + 1), in: query), total: total, pageSize: size)
        }
    }

    /// Token pages (`?pageToken=…`): the items at `items`, the next token at `nextToken` (absent, null or
    /// empty on the last page), and the list's size at `total`.
    public static func pageTokens(
        parameter: String = "pageToken", items: String = "items", nextToken: String = "nextPageToken", total: String = "totalCount"
    ) -> APIPaging {
        APIPaging(parameter: parameter, byToken: true) { data, query in
            guard let list = data.value(at: items)?.arrayValue else { return nil }
            let count = data[total]?.intValue
            guard let token = data[nextToken]?.stringValue, !token.isEmpty else { return Page(items: list, next: nil, total: count) }
            return Page(items: list, next: replacing(parameter, with: token, in: query), nextToken: token, total: count)
        }
    }

    /// `query` with `name` set to `value`, in place when it was there, else at the end.
    static func replacing(_ name: String, with value: String, in query: [(String, String)]) -> [(String, String)] {
        guard query.contains(where: { $0.0 == name }) else { return query + [(name, value)] }
        return query.map { $0.0 == name ? (name, value) : $0 }
    }
}
