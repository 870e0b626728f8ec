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
    /// Pages of `pageSize` items out of `total`; it counts the requests in flight. The pages after the
    /// first are held in waves: a wave is answered once `concurrency` pages (or all those left) are in
    /// flight, so pages come side by side whatever the machine's speed, and within a wave the later
    /// pages answer first (each waits for the one after it), so the answers arrive in reverse.
    final class ReorderingPages: HTTPTransport, @unchecked Sendable {
        let total: Int
        let pageSize: Int
        let concurrency: Int
        let served = Mutex<(inFlight: Int, most: Int, pages: [Int])>((0, 0, []))
        /// Each held page's wave, the wave being filled and its size so far, and each wave's signal.
        private let waves = Mutex<(of: [Int: Int], current: Int, size: Int, full: [Int: AsyncSignal])>(([:], 0, 0, [0: AsyncSignal()]))
        /// Fired as each page answers.
        private let answered: [Int: AsyncSignal]

        init(total: Int, pageSize: Int, concurrency: Int) {
            self.total = total
            self.pageSize = pageSize
            self.concurrency = concurrency
            answered = Dictionary(uniqueKeysWithValues: (1...(total + pageSize - 1) / pageSize).map { ($0, AsyncSignal()) })
        }

        /// Returns once page `page` (after the first) may answer: its wave is full, and the next page of
        /// the wave has answered.
        private func hold(_ page: Int) async throws {
            let left = answered.count - 1  // the pages after the first
            let (wave, full) = waves.withLock { state -> (Int, AsyncSignal) in
                let wave = state.current
                state.of[page] = wave
                state.size += 1
                let full = state.full[wave]!
                if state.size == concurrency || state.of.count == left {
                    full.fire()
                    state.current += 1
                    state.size = 0
                    state.full[state.current] = AsyncSignal()
                }
                return (wave, full)
            }
            try await full.wait(for: "\(concurrency) pages in flight at once, or all that are left (page \(page) waited)")
            if let next = answered[page + 1], waves.withLock({ $0.of[page + 1] }) == wave {
                try await next.wait(for: "page \(page + 1) to answer before page \(page)")
            }
        }

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            let query = PathPattern.queryItems(request.url.query(percentEncoded: true) ?? "")
            let page = query.first { $0.name == "page" }.flatMap { Int($0.value) } ?? 1
            served.withLock { state in
                state.inFlight += 1
                state.most = max(state.most, state.inFlight)
                state.pages.append(page)
            }
            if page > 1 { try await hold(page) }
            defer { answered[page]?.fire() }
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
            .run("orders list --all -o ndjson " + options) {
                // No deadline: a page held for its wave is never retried, however slowly the machine runs.
                $0.deadlineTimer = { _ in try await AsyncSignal.untilCancelled() }
            }
    }

    @Test(arguments: [1, 3, 4, 16])
    func itemsComeInPageOrderWithAtMostConcurrencyInFlight(_ concurrency: Int) async {
        let transport = ReorderingPages(total: 230, pageSize: 20, concurrency: concurrency)
        let result = await run("--limit 20 --concurrency \(concurrency)", transport)
        #expect(result.exitCode == .success, "\(result.stderr)")
        let ids = result.stdout.split(separator: "\n").compactMap { try? JSONParser.parse(String($0))["id"]?.stringValue }
        #expect(ids == (0..<230).map { "ord_\($0)" })
        let (most, pages) = transport.served.withLock { ($0.most, $0.pages) }
        #expect(most == min(concurrency, 11), "\(most) pages in flight at once with --concurrency \(concurrency)")
        #expect(pages.sorted() == Array(1...12), "every page once: \(pages)")
    }

    /// The service caps the page size: the pages come from the size it used, not the one asked for.
    @Test func thePageSizeTheServiceUsedCounts() async {
        let transport = ReorderingPages(total: 95, pageSize: 10, concurrency: 4)
        let result = await run("--limit 100 --concurrency 4", transport)
        #expect(result.stdout.split(separator: "\n").count == 95)
        #expect(transport.served.withLock { $0.pages.sorted() } == Array(1...10))
    }
}
