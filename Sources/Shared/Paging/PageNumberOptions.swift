/// What a list of a service that pages by number was asked for: `--page`, `--limit` (the service's own
/// page size, sent with every request: its default, or its largest with `--all`, for fewer round trips),
/// `--all`, and `--concurrency` (pages fetched at once once the first tells how many there are). Without
/// `--all` one page is printed, and a note on stderr says how to get the next.
///
/// The token-paged counterpart is `PagingOptions`, whose `--limit` counts items instead.
public struct PageNumberOptions: Sendable, Equatable {
    public var page: Int
    public var size: Int
    public var all: Bool
    public var concurrency: Int

    /// The options as the command line gave them, with the sizes `scheme` declares.
    public init(_ command: ParsedCommand, scheme: PageScheme) {
        all = command[Self.allPages]
        page = command[Self.page] ?? 1
        size = command[Self.limit] ?? (all ? scheme.maxSize : scheme.defaultSize)
        concurrency = command[Self.concurrency] ?? Self.defaultConcurrency
    }

    static let defaultConcurrency = 4

    static let page = OptionKey<Int?>.integer(
        "page", valueName: "N", range: 1...1_000_000, help: "The page to show (with --all, the first to show).", default: "1")
    /// The key `init` reads `--limit` by; the specs' `--limit` is the scheme's (`limit(for:)`).
    static let limit = limit(default: nil)

    /// `--limit`, whose default says the sizes of the service's `scheme` (`20, or 100 with --all`), so
    /// that every service's help gives its own.
    static func limit(for scheme: PageScheme) -> OptionKey<Int?> {
        limit(default: "\(scheme.defaultSize), or \(scheme.maxSize) with --all")
    }

    private static func limit(default sizes: String?) -> OptionKey<Int?> {
        OptionKey<Int?>.integer(
            "limit", valueName: "N", range: 1...1_000, help: "Items per page, as the service counts them.", default: sizes)
    }
    static let allPages = OptionKey<Bool>.flag("all", help: "Follow every page to the end, printing items as each page arrives.")
    static let concurrency = OptionKey<Int?>.integer(
        "concurrency", range: 1...16, help: "With --all, pages fetched at once once the first tells how many there are.",
        default: "4")

    /// `--page`, `--limit`, `--all` and `--concurrency` of a service that pages by `scheme`.
    public static func specs(for scheme: PageScheme) -> [OptionSpec] {
        [page.spec, limit(for: scheme).spec, allPages.spec, concurrency.spec]
    }
}
