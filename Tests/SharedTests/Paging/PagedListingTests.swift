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
}
