import ToolkitFloor

/// One page of a list as the service answered it, read by its `PageScheme`: the items, kept as their text
/// (an array), each built only when it is written, and what the answer says about the pages after them.
public struct ListPage: Sendable {
    public var items: JSONText
    /// Whether a page after this one holds more items.
    public var hasMore: Bool
    /// The token that asks for the next page, for a service that pages by token; nil on the last page.
    public var nextToken: String?
    /// The items the whole list holds, and the page size the service used (it may cap the one asked for),
    /// when the service says: together they tell how many pages there are.
    public var total: Int?
    public var pageSize: Int?

    public init(items: JSONText, hasMore: Bool, total: Int? = nil, pageSize: Int? = nil) {
        self.items = items
        self.hasMore = hasMore
        self.total = total
        self.pageSize = pageSize
    }

    /// A page of a token-paged list: more follow when the next token is there and not empty.
    public init(items: JSONText, nextToken: String?, total: Int? = nil) {
        self.items = items
        self.nextToken = nextToken.flatMap { $0.isEmpty ? nil : $0 }
        self.hasMore = self.nextToken != nil
        self.total = total
    }

    /// The last page's number, when the total and the page size are known and make sense (a negative
    /// total is none; 2^63−1 items make a last page that is counted without overflow).
    public var lastPage: Int? {
        guard let total, total >= 0, let pageSize, pageSize > 0 else { return nil }
        return max(1, total / pageSize + (total % pageSize == 0 ? 0 : 1))
    }
}
