import ToolkitFloor

/// How a mock list pages, as its service does: by page number and limit (`?page=2&limit=20`, answered
/// with the total and whether more follow), by an opaque token (`?pageSize=10&pageToken=…`, answered with
/// the next token), or not at all.
///
/// A limit above the service's maximum is cut to the maximum, and the page says the size used, as real
/// services do; a page or size below 1, or a token the service never gave, is its 400.
public enum MockPaging: Sendable {
    case numbered(page: String = "page", limit: String = "limit", defaultLimit: Int, maxLimit: Int)
    case token(size: String = "pageSize", token: String = "pageToken", defaultSize: Int, maxSize: Int)
    case whole

    /// The page of `items` the request asks for.
    public func page(of items: [JSONValue], for request: MockRequest) throws(MockFailure) -> MockPage {
        switch self {
        case .whole:
            return MockPage(items: items, total: items.count, offset: 0, limit: items.count)
        case .numbered(let pageName, let limitName, let defaultLimit, let maxLimit):
            let number = try request.integer(pageName) ?? 1
            let limit = min(try request.integer(limitName) ?? defaultLimit, maxLimit)
            guard number >= 1 else { throw MockFailure.invalid("\(pageName) must be 1 or more") }
            guard limit >= 1 else { throw MockFailure.invalid("\(limitName) must be 1 or more") }
            let (offset, overflow) = (number - 1).multipliedReportingOverflow(by: limit)
            return Self.slice(items, offset: overflow ? items.count : offset, limit: limit, page: number)
        case .token(let sizeName, let tokenName, let defaultSize, let maxSize):
            let size = min(try request.integer(sizeName) ?? defaultSize, maxSize)
            guard size >= 1 else { throw MockFailure.invalid("\(sizeName) must be 1 or more") }
            var offset = 0
            if let token = request.query(tokenName) {
                guard let decoded = Self.offset(fromToken: token), decoded <= items.count else {
                    throw MockFailure.invalid("\(tokenName) '\(token)' is not a token this service gave")
                }
                offset = decoded
            }
            var page = Self.slice(items, offset: offset, limit: size, page: nil)
            if page.hasMore { page.nextToken = Self.token(forOffset: offset + size) }
            return page
        }
    }

    static func slice(_ items: [JSONValue], offset: Int, limit: Int, page: Int?) -> MockPage {
        let start = min(offset, items.count)
        let end = min(start + limit, items.count)
        var result = MockPage(items: Array(items[start..<end]), total: items.count, offset: start, limit: limit)
        result.page = page
        return result
    }

    /// Tokens look opaque, as a real service's do, but carry the offset so that every run of the mock
    /// gives the same ones: `o20` → 20. Any other text is a token the service never gave.
    static func token(forOffset offset: Int) -> String { "o\(offset)" }

    static func offset(fromToken token: String) -> Int? {
        guard token.first == "o", let offset = Int(token.dropFirst()), offset >= 0 else { return nil }
        return offset
    }
}

/// One page of a mock list, before its service shapes it.
public struct MockPage: Sendable {
    public var items: [JSONValue]
    /// Records the whole filtered list holds.
    public var total: Int
    public var offset: Int
    /// The page size used (the service's cap applied).
    public var limit: Int
    /// The page number, for numbered paging.
    public var page: Int?
    /// The token of the next page, for token paging; nil on the last page.
    public var nextToken: String?

    public init(items: [JSONValue], total: Int, offset: Int, limit: Int) {
        self.items = items
        self.total = total
        self.offset = offset
        self.limit = limit
    }

    public var hasMore: Bool { offset + items.count < total }
}
