/// How `TOOL api --paginate` follows a service's own paging: what a page's items are, and the query that
/// asks for the next page (nil on the last). A service without paging declares none, and `--paginate`
/// prints its one answer with a note.
public struct APIPaging: Sendable {
    /// What the page's data holds and where the next one is; nil when the data is not a page at all.
    public typealias Reader = @Sendable (_ data: JSONValue, _ query: [(String, String)]) -> Page?

    /// One page read: its items, and the query of the next page, nil when this was the last.
    public struct Page: Sendable {
        public var items: [JSONValue]
        public var next: [(String, String)]?

        public init(items: [JSONValue], next: [(String, String)]?) {
            self.items = items
            self.next = next
        }
    }

    public let read: Reader

    public init(read: @escaping Reader) {
        self.read = read
    }

    /// Numbered pages (`?page=2`): the items at `items`, more while `hasMore(data)` says so.
    public static func pageNumbers(
        parameter: String = "page", items: String = "items", hasMore: @escaping @Sendable (JSONValue) -> Bool
    ) -> APIPaging {
        APIPaging { data, query in
            guard let list = data.value(at: items)?.arrayValue else { return nil }
            guard hasMore(data) else { return Page(items: list, next: nil) }
            let current = query.last { $0.0 == parameter }.flatMap { Int($0.1) } ?? 1
            return Page(items: list, next: replacing(parameter, with: String(current + 1), in: query))
        }
    }

    /// Token pages (`?pageToken=…`): the items at `items`, the next token at `nextToken` (absent, null or
    /// empty on the last page).
    public static func pageTokens(parameter: String = "pageToken", items: String = "items", nextToken: String = "nextPageToken") -> APIPaging {
        APIPaging { data, query in
            guard let list = data.value(at: items)?.arrayValue else { return nil }
            guard let token = data[nextToken]?.stringValue, !token.isEmpty else { return Page(items: list, next: nil) }
            return Page(items: list, next: replacing(parameter, with: token, in: query))
        }
    }

    /// `query` with `name` set to `value`, in place when it was there, else at the end.
    static func replacing(_ name: String, with value: String, in query: [(String, String)]) -> [(String, String)] {
        guard query.contains(where: { $0.0 == name }) else { return query + [(name, value)] }
        return query.map { $0.0 == name ? (name, value) : $0 }
    }
}
