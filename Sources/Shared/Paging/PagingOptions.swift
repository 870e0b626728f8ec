/// What a list command was asked for (docs/output.md): how many items, whether to follow every page,
/// and, for services that page by token, the page size and where to start.
///
/// `--limit N` is a number of *items*, not of pages: the listing follows pages until it has N items or
/// the service has no more, as `gh … --limit` does, so a limit above the service's page size still gives
/// N items. `--all` follows every page. With neither, one page is shown and a note on stderr says how to
/// get the next one.
public struct PagingOptions: Sendable, Equatable {
    public var limit: Int?
    public var all: Bool
    public var pageSize: Int?
    public var pageToken: String?

    public init(limit: Int? = nil, all: Bool = false, pageSize: Int? = nil, pageToken: String? = nil) {
        self.limit = limit
        self.all = all
        self.pageSize = pageSize
        self.pageToken = pageToken
    }

    /// The options as the command line gave them (the keys below declare them).
    public init(_ command: ParsedCommand) {
        self.init(
            limit: command[Self.limit], all: command[Self.allPages], pageSize: command[Self.pageSize],
            pageToken: command[Self.startToken])
    }

    /// Whether pages after the first are fetched.
    public var followsPages: Bool { all || limit != nil }

    /// The page size to ask for: `--page-size` when given; else a small `--limit`, so one request is enough
    /// (larger limits leave the size to the service, whose maximum is not documented).
    public var requestedPageSize: Int? {
        if let pageSize { return pageSize }
        if let limit, limit <= Self.largestImpliedPageSize { return limit }
        return nil
    }

    static let largestImpliedPageSize = 100

    static let limit = OptionKey<Int?>.integer(
        "limit", valueName: "N", range: 1...Int.max, help: "Show at most N items, following pages as needed.")
    static let allPages = OptionKey<Bool>.flag("all", help: "Follow pagination to the end, printing items as each page arrives.")
    static let pageSize = OptionKey<Int?>.integer(
        "page-size", valueName: "N", range: 1...Int.max, help: "Items per request (the service's default when omitted).")
    static let startToken = OptionKey<String?>.value(
        "page-token", valueName: "TOKEN", help: "Start at this page (a token printed by an earlier listing).")

    /// `--limit` and `--all`, for services that page some other way or not at all.
    public static let limitSpecs: [OptionSpec] = [limit.spec, allPages.spec]

    /// `--limit`, `--all`, `--page-size` and `--page-token` for services that page by token.
    public static let tokenSpecs: [OptionSpec] = limitSpecs + [pageSize.spec, startToken.spec]
}
