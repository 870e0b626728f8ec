import ToolkitFloor

/// One page of a mock list, cut from the records by the service's `PageScheme` and answered in the shape
/// the same scheme reads (`body`).
public struct MockPage: Sendable {
    public var items: [JSONValue]
    /// Records the whole filtered list holds.
    public var total: Int
    public var offset: Int
    /// The page size used (the service's cap applied).
    public var limit: Int
    /// The token of the next page, for token paging; nil on the last page.
    public var nextToken: String?
    /// How the service pages, which says how the page is answered.
    public var scheme: PageScheme = .whole

    public init(items: [JSONValue], total: Int, offset: Int, limit: Int) {
        self.items = items
        self.total = total
        self.offset = offset
        self.limit = limit
    }

    public var hasMore: Bool { offset + items.count < total }

    /// The page's data as the service answers it: a bare array for a service that does not page, else
    /// the items and the fields the scheme names, at their paths, in the scheme's order.
    public var body: JSONValue {
        guard scheme.kind != .whole else { return .array(items) }
        var object = JSONObject()
        func set(_ path: String?, _ value: JSONValue) {
            guard let path else { return }
            object.set(value, atPath: path.split(separator: ".").map(String.init)[...])
        }
        set(scheme.items, .array(items))
        set(scheme.nextToken, nextToken.map(JSONValue.string) ?? .null)
        set(scheme.total, .integer(total))
        set(scheme.pageSize, .integer(limit))
        set(scheme.offset, .integer(offset))
        set(scheme.hasMore, .bool(hasMore))
        return .object(object)
    }
}

extension PageScheme {
    /// The page of `items` a mock request asks for, as the service would cut it: by page number and size,
    /// by an opaque token and size, or all of them. A size above `maxSize` is cut to it; a page or size
    /// below 1, or a token the service never gave, is its 400.
    public func page(of items: [JSONValue], for request: MockRequest) throws(MockFailure) -> MockPage {
        var page: MockPage
        switch kind {
        case .whole:
            page = MockPage(items: items, total: items.count, offset: 0, limit: items.count)
        case .numbers:
            let number = try request.integer(position) ?? 1
            let limit = min(try request.integer(size) ?? defaultSize, maxSize)
            guard number >= 1 else { throw MockFailure.invalid("\(position) must be 1 or more") }
            guard limit >= 1 else { throw MockFailure.invalid("\(size) must be 1 or more") }
            let (offset, overflow) = (number - 1).multipliedReportingOverflow(by: limit)
            page = Self.slice(items, offset: overflow ? items.count : offset, limit: limit)
        case .tokens:
            let limit = min(try request.integer(size) ?? defaultSize, maxSize)
            guard limit >= 1 else { throw MockFailure.invalid("\(size) must be 1 or more") }
            var offset = 0
            if let token = request.query(position) {
                guard let decoded = Self.offset(fromToken: token), decoded <= items.count else {
                    throw MockFailure.invalid("\(position) '\(token)' is not a token this service gave")
                }
                offset = decoded
            }
            page = Self.slice(items, offset: offset, limit: limit)
            if page.hasMore { page.nextToken = Self.token(forOffset: offset + limit) }
        }
        page.scheme = self
        return page
    }

    static func slice(_ items: [JSONValue], offset: Int, limit: Int) -> MockPage {
        let start = min(offset, items.count)
        let end = start + min(limit, items.count - start)
        return MockPage(items: Array(items[start..<end]), total: items.count, offset: start, limit: limit)
    }

    /// Tokens look opaque, as a real service's do, but carry the offset so that every run of the mock
    /// gives the same ones: `o20` → 20. Any other text is a token the service never gave.
    static func token(forOffset offset: Int) -> String { "o\(offset)" }

    static func offset(fromToken token: String) -> Int? {
        guard token.first == "o", let offset = Int(token.dropFirst()), offset >= 0 else { return nil }
        return offset
    }
}
