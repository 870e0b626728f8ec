import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// The paging rules every list command shares: one page by default, `--limit` counts items across pages,
/// `--all` follows every page, a repeated token stops the loop.
struct PagedListingTests {
    /// Pages "a" → "b" → end, two items each, served by token.
    static let pages: [String: Page] = [
        "": Page(items: [.integer(1), .integer(2)], nextToken: "a"),
        "a": Page(items: [.integer(3), .integer(4)], nextToken: "b"),
        "b": Page(items: [.integer(5)], nextToken: ""),
    ]

    func list(_ options: PagingOptions) async throws -> (output: String, outcome: PagedListing.Outcome, asked: [String]) {
        let sink = BufferSink()
        let printer = OutputPrinter(requestedFormat: .ndjson, fields: nil, sink: sink, isTerminal: false, width: nil, style: TextStyle(enabled: false))
        let stream = printer.stream()
        var asked: [String] = []
        let outcome = try await PagedListing(options: options).run(into: stream) { token, size in
            asked.append("\(token ?? "-")/\(size.map(String.init) ?? "-")")
            return Self.pages[token ?? ""]!
        }
        stream.finish()
        return (sink.text, outcome, asked)
    }

    @Test func withoutOptionsOnePageAndWhereToResume() async throws {
        let result = try await list(PagingOptions())
        #expect(result.output == "1\n2\n")
        #expect(result.outcome == PagedListing.Outcome(itemCount: 2, resumeToken: "a"))
        #expect(result.asked == ["-/-"])
        #expect(PagedListing.continuationNote(result.outcome)?.contains("--page-token a") == true)
    }

    @Test func allFollowsToTheEndAndAnEmptyTokenEndsIt() async throws {
        let result = try await list(PagingOptions(all: true, pageSize: 2))
        #expect(result.output == "1\n2\n3\n4\n5\n")
        #expect(result.outcome.resumeToken == nil)
        #expect(result.asked == ["-/2", "a/2", "b/2"])
    }

    @Test func limitStopsMidPageWithoutAResumeToken() async throws {
        let result = try await list(PagingOptions(limit: 3))
        #expect(result.output == "1\n2\n3\n")
        #expect(result.outcome == PagedListing.Outcome(itemCount: 3, resumeToken: nil))
        #expect(result.asked == ["-/3", "a/3"])
    }

    @Test func limitAtAPageBoundaryKeepsTheTokenAndAsksNoMore() async throws {
        let result = try await list(PagingOptions(limit: 2))
        #expect(result.outcome == PagedListing.Outcome(itemCount: 2, resumeToken: "a"))
        #expect(result.asked.count == 1)
    }

    @Test func startingTokenAndLargeLimitsLeaveThePageSizeToTheService() async throws {
        let result = try await list(PagingOptions(limit: 500, pageToken: "a"))
        #expect(result.output == "3\n4\n5\n")
        #expect(result.asked == ["a/-", "b/-"])
    }

    @Test func aTokenSeenBeforeIsAnError() async throws {
        let looping = PagedListing(options: PagingOptions(all: true, pageToken: "x"))
        let stream = OutputPrinter(requestedFormat: .ndjson, fields: nil, sink: BufferSink(), isTerminal: false, width: nil, style: TextStyle(enabled: false)).stream()
        await #expect(throws: ToolError.self) {
            _ = try await looping.run(into: stream) { _, _ in Page(items: [], nextToken: "x") }
        }
    }
}
