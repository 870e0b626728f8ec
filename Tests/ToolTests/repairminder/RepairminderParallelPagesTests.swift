import Synchronization
import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// `--all` on a page-numbered listing: once the first page gives the total and the page size used, the
/// rest come side by side, at most `--concurrency` in flight, and are written in page order however the
/// answers arrive.
struct RepairminderParallelPagesTests {
    /// Pages of `pageSize` items out of `total`, each answered after a delay that makes later pages
    /// arrive first; it counts the requests in flight.
    final class ReorderingPages: HTTPTransport, @unchecked Sendable {
        let total: Int
        let pageSize: Int
        let served = Mutex<(inFlight: Int, most: Int, pages: [Int])>((0, 0, []))

        init(total: Int, pageSize: Int) {
            self.total = total
            self.pageSize = pageSize
        }

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            let query = PathPattern.queryItems(request.url.query(percentEncoded: true) ?? "")
            let page = query.first { $0.name == "page" }.flatMap { Int($0.value) } ?? 1
            served.withLock { state in
                state.inFlight += 1
                state.most = max(state.most, state.inFlight)
                state.pages.append(page)
            }
            // Page 2 waits longest: the answers come back in reverse.
            if page > 1 { try await Task.sleep(for: .milliseconds(max(1, 40 - page * 3))) }
            served.withLock { $0.inFlight -= 1 }
            let first = (page - 1) * pageSize
            let items = (first..<min(first + pageSize, total)).map { JSONValue.object(["id": .string("ord_\($0)")]) }
            let body = JSONValue.object([
                "success": .bool(true), "error": .null, "message": .null,
                "data": .object([
                    "items": .array(items),
                    "pagination": .object([
                        "total": .integer(total), "limit": .integer(pageSize), "offset": .integer(first),
                        "has_more": .bool(first + pageSize < total),
                    ]),
                ]),
            ])
            return HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Array(JSONWriter.compact(body).utf8))
        }
    }

    func run(_ options: String, _ transport: ReorderingPages) async -> ToolHarness.Result {
        await ToolHarness(tool: AllTools.definition("repairminder"), variables: ["REPAIRMINDER_TOKEN": "t"], transport: transport)
            .run("orders list --all -o ndjson " + options)
    }

    @Test(arguments: [1, 3, 4, 16])
    func itemsComeInPageOrderWithAtMostConcurrencyInFlight(_ concurrency: Int) async {
        let transport = ReorderingPages(total: 230, pageSize: 20)
        let result = await run("--limit 20 --concurrency \(concurrency)", transport)
        #expect(result.exitCode == .success, "\(result.stderr)")
        let ids = result.stdout.split(separator: "\n").compactMap { try? JSONParser.parse(String($0))["id"]?.stringValue }
        #expect(ids == (0..<230).map { "ord_\($0)" })
        let (most, pages) = transport.served.withLock { ($0.most, $0.pages) }
        #expect(most <= concurrency)
        #expect(pages.sorted() == Array(1...12), "every page once")
        if concurrency > 1 { #expect(most > 1, "pages were fetched side by side") }
    }

    /// The service caps the page size: the pages come from the size it used, not the one asked for.
    @Test func thePageSizeTheServiceUsedCounts() async {
        let transport = ReorderingPages(total: 95, pageSize: 10)
        let result = await run("--limit 100 --concurrency 4", transport)
        #expect(result.stdout.split(separator: "\n").count == 95)
        #expect(transport.served.withLock { $0.pages.sorted() } == Array(1...10))
    }
}
