import Synchronization
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// The paging rules every list command shares: one page by default, `--limit` counts items across pages,
/// `--all` follows every page, a repeated token stops the loop.
struct PagedListingTests {
    static let scheme = PageScheme.tokens(defaultSize: 10, maxSize: 100)

    /// Pages "a" → "b" → end, two items each, served by token.
    static let pages: [String: JSONValue] = [
        "": page([1, 2], next: "a"),
        "a": page([3, 4], next: "b"),
        "b": page([5], next: ""),
    ]

    static func page(_ items: [Int], next: String) -> JSONValue {
        .object(["items": .array(items.map(JSONValue.integer)), "nextPageToken": .string(next)])
    }

    static func stream(_ sink: BufferSink = BufferSink()) -> RecordStream {
        OutputPrinter(requestedFormat: .ndjson, fields: nil, sink: sink, isTerminal: false, width: nil, style: TextStyle(enabled: false)).stream()
    }

    static func listing(_ options: PagingOptions) -> PagedListing {
        PagedListing(
            scheme: scheme, start: scheme.firstQuery(token: options.pageToken, size: options.requestedPageSize),
            followsPages: options.followsPages, limit: options.limit)
    }

    func list(_ options: PagingOptions) async throws -> (output: String, outcome: PagedListing.Outcome, asked: [String]) {
        let sink = BufferSink()
        let stream = Self.stream(sink)
        let asked = Mutex<[String]>([])
        let outcome = try await Self.listing(options).run(into: stream) { query in
            let token = query.first { $0.0 == "pageToken" }?.1, size = query.first { $0.0 == "pageSize" }?.1
            asked.withLock { $0.append("\(token ?? "-")/\(size ?? "-")") }
            return JSONText(Self.pages[token ?? ""]!)
        } unpaged: { data, _ in data }
        stream.finish()
        return (sink.text, outcome, asked.withLock { $0 })
    }

    @Test func withoutOptionsOnePageAndWhereToResume() async throws {
        let result = try await list(PagingOptions())
        #expect(result.output == "1\n2\n")
        #expect(result.outcome == PagedListing.Outcome(itemCount: 2, pageCount: 1, resume: "a"))
        #expect(result.asked == ["-/-"])
        #expect(Self.listing(PagingOptions()).continuationNote(result.outcome)?.contains("--page-token a") == true)
    }

    @Test func allFollowsToTheEndAndAnEmptyTokenEndsIt() async throws {
        let result = try await list(PagingOptions(all: true, pageSize: 2))
        #expect(result.output == "1\n2\n3\n4\n5\n")
        #expect(result.outcome.resume == nil)
        #expect(result.asked == ["-/2", "a/2", "b/2"])
    }

    @Test func limitStopsMidPageWithoutAResumeToken() async throws {
        let result = try await list(PagingOptions(limit: 3))
        #expect(result.output == "1\n2\n3\n")
        #expect(result.outcome == PagedListing.Outcome(itemCount: 3, pageCount: 2, resume: nil))
        #expect(result.asked == ["-/3", "a/3"])
    }

    @Test func limitAtAPageBoundaryKeepsTheTokenAndAsksNoMore() async throws {
        let result = try await list(PagingOptions(limit: 2))
        #expect(result.outcome == PagedListing.Outcome(itemCount: 2, pageCount: 1, resume: "a"))
        #expect(result.asked.count == 1)
    }

    @Test func startingTokenAndLargeLimitsLeaveThePageSizeToTheService() async throws {
        let result = try await list(PagingOptions(limit: 500, pageToken: "a"))
        #expect(result.output == "3\n4\n5\n")
        #expect(result.asked == ["a/-", "b/-"])
    }

    @Test func aTokenSeenBeforeIsAnError() async throws {
        await #expect(throws: ToolError.self) {
            _ = try await Self.listing(PagingOptions(all: true, pageToken: "x")).run(into: Self.stream()) { _ in
                JSONText(Self.page([], next: "x"))
            } unpaged: { data, _ in data }
        }
    }

    /// Side by side, pages that arrived behind a slow one wait for it without more being asked for: no more
    /// pages are held than `--concurrency`, whatever their size (issue: memory bounded by the answer).
    @Test func pagesHeldBehindASlowPageNeverOutnumberTheConcurrency() async throws {
        let scheme = PageScheme.numbered(defaultSize: 1, maxSize: 1)
        let started = Mutex<Set<Int>>([]), finished = Mutex<Set<Int>>([]), askedWhileSlow = Mutex<Set<Int>>([])
        let listing = PagedListing(scheme: scheme, start: scheme.firstQuery(page: 1, size: 1), followsPages: true, concurrency: 3)
        let sink = BufferSink()
        let stream = Self.stream(sink)
        _ = try await listing.run(into: stream) { query in
            let number = scheme.pageNumber(in: query)
            started.withLock { _ = $0.insert(number) }
            if number == 2 {
                // Page 2 answers last: once 3 and 4 are in, the listing gets every chance to ask for more.
                while !finished.withLock({ $0.isSuperset(of: [3, 4]) }) { await Task.yield() }
                for _ in 0..<500 { await Task.yield() }
                askedWhileSlow.withLock { $0 = started.withLock { $0 } }
            }
            finished.withLock { _ = $0.insert(number) }
            return JSONText(.object([
                "items": .array([.integer(number)]),
                "pagination": .object(["total": .integer(12), "limit": .integer(1), "has_more": .bool(number < 12)]),
            ]))
        } unpaged: { data, _ in data }
        stream.finish()
        #expect(askedWhileSlow.withLock { $0 } == [1, 2, 3, 4])
        #expect(sink.text == (1...12).map { "\($0)\n" }.joined())
    }
}
