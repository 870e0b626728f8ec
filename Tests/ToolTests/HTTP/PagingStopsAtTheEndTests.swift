import Synchronization
import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// The end of a list is the page that says no more or comes back empty, whatever total the first page
/// gave: no page is asked for after it, side by side at most `--concurrency` pages are asked for past the
/// last one known to exist, and the answers past the end are dropped unwritten (docs/output.md, "Paging
/// that ends"). The work is counted (pages asked), never timed.
struct PagingStopsAtTheEndTests {
    /// RepairMinder's orders, two a page, under a total of 2^63−1: pages 1 and 2 say more follow, page 3
    /// is the last (`has_more:false`, or empty), and every page after it holds a ghost item and says more
    /// follow, up to `ghostPages` of them, then a 500 (so the listing before the fix ended at all).
    final class PagesUnderAHugeTotal: HTTPTransport, @unchecked Sendable {
        enum LastPage { case saysNoMore, isEmptySayingNoMore, isEmptySayingMore }

        let last: LastPage
        let ghostPages = 40
        let asked = Mutex<[Int]>([])

        init(last: LastPage) { self.last = last }

        var pagesAsked: [Int] { asked.withLock { $0 } }

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            let query = PathPattern.queryItems(request.url.query(percentEncoded: true) ?? "")
            let page = query.first { $0.name == "page" }.flatMap { Int($0.value) } ?? 1
            asked.withLock { $0.append(page) }
            guard page <= 3 + ghostPages else { return HTTPResponse(status: 500) }
            let ids: [String]
            let hasMore: Bool
            switch page {
            case 1, 2: (ids, hasMore) = (["o\(page)a", "o\(page)b"], true)
            case 3:
                switch last {
                case .saysNoMore: (ids, hasMore) = (["o3a"], false)
                case .isEmptySayingNoMore: (ids, hasMore) = ([], false)
                case .isEmptySayingMore: (ids, hasMore) = ([], true)
                }
            default: (ids, hasMore) = (["ghost\(page)"], true)
            }
            let body = JSONValue.object([
                "success": .bool(true),
                "data": .object([
                    "items": .array(ids.map { .object(["id": .string($0)]) }),
                    "pagination": .object([
                        "total": .integer(.max), "limit": .integer(2), "offset": .integer((page - 1) * 2), "has_more": .bool(hasMore),
                    ]),
                ]),
            ])
            return HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Array(JSONWriter.compact(body).utf8))
        }
    }

    static func run(_ line: String, _ transport: PagesUnderAHugeTotal) async -> ToolHarness.Result {
        await ToolHarness(tool: AllTools.definition("repairminder"), variables: ["REPAIRMINDER_TOKEN": "t"], transport: transport)
            .run(line)
    }

    static func ids(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").compactMap { try? JSONParser.parse(String($0))["id"]?.stringValue }
    }

    static let lines: [(line: String, concurrency: Int)] = [
        ("orders list --all -o ndjson", 4), ("orders list --all --concurrency 16 -o ndjson", 16),
        ("orders list --all --concurrency 2 -o ndjson", 2), ("orders list --all --concurrency 1 -o ndjson", 1),
        ("api /api/orders --paginate", 1),
    ]

    @Test("issue 50 finding 4: --all and --paginate stop at the page that says no more, whatever the first page's total",
          arguments: lines)
    func aTotalOf2To63Minus1WithThreeRealPagesEndsAfterThem(_ line: String, _ concurrency: Int) async {
        let transport = PagesUnderAHugeTotal(last: .saysNoMore)
        let result = await Self.run(line, transport)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(Self.ids(result.stdout) == ["o1a", "o1b", "o2a", "o2b", "o3a"], "pages past the end are dropped unwritten")
        let asked = transport.pagesAsked
        #expect(asked.count <= 3 + concurrency, "asked \(asked)")
        #expect(Set(asked).isSuperset(of: [1, 2, 3]) && asked.allSatisfy { $0 <= 3 + concurrency }, "asked \(asked)")
        if concurrency == 1 { #expect(asked == [1, 2, 3], "one after another, nothing past the end") }
    }

    @Test("issue 50 finding 4: an empty page ends the list; one that says more follow is the service's mistake (exit 1)",
          arguments: lines)
    func anEmptyPageEndsTheList(_ line: String, _ concurrency: Int) async {
        let ends = PagesUnderAHugeTotal(last: .isEmptySayingNoMore)
        let result = await Self.run(line, ends)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(Self.ids(result.stdout) == ["o1a", "o1b", "o2a", "o2b"])
        #expect(ends.pagesAsked.count <= 3 + concurrency, "asked \(ends.pagesAsked)")

        let lies = PagesUnderAHugeTotal(last: .isEmptySayingMore)
        let wrong = await Self.run(line, lies)
        #expect(wrong.exitCode == .failure, "\(wrong.stderr)")
        #expect(Self.ids(wrong.stdout) == ["o1a", "o1b", "o2a", "o2b"])
        #expect(wrong.stderr.contains("page 3 was empty, yet the service says more follow; stopped after 4 items"), "\(wrong.stderr)")
        #expect(lies.pagesAsked.count <= 3 + concurrency, "asked \(lies.pagesAsked)")
    }
}
