import Synchronization
import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport
@testable import repairminder
@testable import tracewise

/// Paging never loops, whatever the service says: `--all` and `api --paginate` stop with exit 1 and a
/// sentence, after the items already written, when a page token repeats, a page repeats the one before
/// it, or the pages run past the first page's total plus a margin; and no number a service sends in its
/// paging traps (docs/output.md, "Paging that ends").
struct PagingThatEndsTests {
    static func mock(_ tool: String, _ files: [String: String]) -> ToolHarness {
        let prefix = AllTools.definition(tool).prefix
        let directory = Dictionary(uniqueKeysWithValues: files.map { ("/fx/" + $0.key, $0.value) })
        return ToolHarness(tool: AllTools.definition(tool), variables: ["\(prefix)_MOCK": "1", "\(prefix)_MOCK_DIR": "/fx"],
                           fileSystem: InMemoryFileSystem(files: directory))
    }

    static func ids(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").compactMap { try? JSONParser.parse(String($0))["id"]?.stringValue }
    }

    static func orders(_ items: [String], _ pagination: String) -> String {
        let list = items.map { #"{"id":"\#($0)"}"# }.joined(separator: ",")
        return #"{"status":200,"body":{"success":true,"data":{"items":[\#(list)],"pagination":\#(pagination)}}}"#
    }

    static func products(_ items: [String], next: String?, total: Int? = nil) -> String {
        let list = items.map { #"{"id":"\#($0)"}"# }.joined(separator: ",")
        let token = next.map { #","nextPageToken":"\#($0)""# } ?? ""
        let count = total.map { #","totalCount":\#($0)"# } ?? ""
        return #"{"status":200,"body":{"items":[\#(list)]\#(token)\#(count)}}"#
    }

    // MARK: - Numbers the service controls

    /// The total 2^63−1 used to overflow counting the pages; every page now repeats the first, which ends it.
    @Test(arguments: ["orders list --all -o ndjson", "orders list --all --concurrency 1 -o ndjson", "api /api/orders --paginate"])
    func aTotalOf2To63Minus1NeitherTrapsNorLoops(_ line: String) async {
        let page = Self.orders(["o1"], #"{"total":9223372036854775807,"limit":100,"has_more":true}"#)
        let result = await Self.mock("repairminder", ["get_api_orders.json": page]).run(line)
        #expect(result.exitCode == .failure, "\(result.stderr)")
        #expect(Self.ids(result.stdout) == ["o1"])
        #expect(result.stderr.contains("page 2 holds exactly the items of page 1; stopped after 1 items instead of looping"),
                "\(result.stderr)")
    }

    /// Without `has_more`, `offset + limit < total` is weighed without adding numbers that could overflow;
    /// negative ones tell nothing.
    @Test(arguments: [
        #"{"total":9223372036854775807,"limit":9223372036854775807,"offset":9223372036854775807}"#,
        #"{"total":9223372036854775807,"limit":100,"offset":9223372036854775800}"#,
        #"{"total":-1,"limit":-100,"offset":-5}"#, #"{"total":0,"limit":0,"offset":0}"#,
    ])
    func offsetLimitAndTotalAtTheEndsOfIntegersDoNotTrap(_ pagination: String) async {
        let page = Self.orders(["o1"], pagination)
        for line in ["orders list --all -o ndjson", "orders list -o ndjson", "api /api/orders --paginate"] {
            let result = await Self.mock("repairminder", ["get_api_orders.json": page]).run(line)
            #expect(result.exitCode == .success, "\(line): \(result.stderr)")
            #expect(Self.ids(result.stdout) == ["o1"], "\(line)")
        }
    }

    /// A page number asked for with `-f page=` at the end of the integers cannot be followed by another.
    @Test func aPageNumberAtTheLargestIntegerEndsWithASentence() async {
        let page = Self.orders(["o1"], #"{"total":5,"limit":1,"has_more":true}"#)
        let result = await Self.mock("repairminder", ["get_api_orders.json": page])
            .run("api /api/orders --paginate -f page=9223372036854775807")
        #expect(result.exitCode == .failure, "\(result.stderr)")
        #expect(result.stderr.contains("after page 9223372036854775807, the last this tool can ask for"), "\(result.stderr)")
    }

    // MARK: - A service that would be followed forever

    @Test(arguments: ["products list --all -o ndjson", "api /v1/products/list --paginate"])
    func aRepeatedPageTokenEndsTheListing(_ line: String) async {
        let result = await Self.mock("tracewise", [
            "get_api_v1_products_list.json": Self.products(["p1"], next: "t1"),
            "get_api_v1_products_list.2.json": Self.products(["p2"], next: "t1"),
        ]).run(line)
        #expect(result.exitCode == .failure, "\(result.stderr)")
        #expect(Self.ids(result.stdout) == ["p1", "p2"])
        #expect(result.stderr.contains("the service sent page token 't1' a second time; stopped after 2 items"), "\(result.stderr)")
    }

    @Test(arguments: ["products list --all -o ndjson", "api /v1/products/list --paginate"])
    func aPageRepeatingThePageBeforeItEndsTheListing(_ line: String) async {
        let result = await Self.mock("tracewise", [
            "get_api_v1_products_list.json": Self.products(["p1", "p2"], next: "t1"),
            "get_api_v1_products_list.2.json": Self.products(["p3"], next: "t2"),
            "get_api_v1_products_list.3.json": Self.products(["p3"], next: "t3"),
        ]).run(line)
        #expect(result.exitCode == .failure, "\(result.stderr)")
        #expect(Self.ids(result.stdout) == ["p1", "p2", "p3"])
        #expect(result.stderr.contains("page 3 holds exactly the items of page 2; stopped after 3 items"), "\(result.stderr)")
    }

    /// Pages made up as they are asked for: new items and a new token every time, forever, under a total
    /// of 3 items a page apiece.
    final class EndlessPages: HTTPTransport, @unchecked Sendable {
        let inner: any HTTPTransport
        let asked = Mutex(0)

        init(_ inner: any HTTPTransport) { self.inner = inner }

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            let path = request.url.path(percentEncoded: true)
            guard path.hasSuffix("/products/list") || path.hasSuffix("/api/orders") else { return try await inner.send(request) }
            let query = PathPattern.queryItems(request.url.query(percentEncoded: true) ?? "")
            let asks = asked.withLock { $0 += 1; return $0 }
            // Pages by number may be in flight side by side: each is named by its number, not its arrival.
            let number = query.first { $0.name == "page" }.flatMap { Int($0.value) } ?? asks
            let item = JSONValue.object(["id": .string("i\(number)")])
            let body: JSONValue = path.hasSuffix("/products/list")
                ? .object(["items": .array([item]), "nextPageToken": .string("t\(number)"), "totalCount": .integer(3)])
                : .object(["success": .bool(true), "data": .object([
                    "items": .array([item]),
                    "pagination": .object(["total": .integer(3), "limit": .integer(1), "has_more": .bool(true)]),
                ])])
            return HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Array(JSONWriter.compact(body).utf8))
        }
    }

    /// 3 pages, and a margin of 10 for a list that grows while it is read: the 14th page is not written.
    @Test(arguments: [
        ("tracewise", "products list --all -o ndjson"), ("tracewise", "api /v1/products/list --paginate"),
        ("repairminder", "orders list --all --limit 1 -o ndjson"), ("repairminder", "api /api/orders --paginate -f limit=1"),
    ])
    func pagesPastTheFirstPagesTotalAndAMarginEndTheListing(_ tool: String, _ line: String) async throws {
        let profile = tool == "tracewise" ? TracewiseService.definition.profile : RepairminderService.definition.profile
        let service = FixtureTransport(
            fixtures: try FixtureSet(builtin: profile.builtinFixtures, fileSystem: InMemoryFileSystem()),
            routes: profile.routes, service: profile.mockService)
        let transport = EndlessPages(service)
        let variables = ["TRACEWISE_API_KEY": "tw-key", "TRACEWISE_FIREBASE_API_KEY": "AIza-web",
                         "TRACEWISE_EMAIL": "ada@example.test", "TRACEWISE_PASSWORD": "pw-1", "REPAIRMINDER_TOKEN": "rm"]
        let result = await ToolHarness(tool: AllTools.definition(tool), variables: variables, transport: transport).run(line)
        #expect(result.exitCode == .failure, "\(result.stderr)")
        #expect(Self.ids(result.stdout) == (1...13).map { "i\($0)" })
        #expect(result.stderr.contains("the service said the list holds 3 items (3 pages of 1), yet still sent page 14; "
            + "stopped after 13 items instead of looping"), "\(result.stderr)")
        #expect(transport.asked.withLock { $0 } == 14)
    }

    /// The guard leaves an honest listing alone: the mock's lists, followed to the end at any concurrency.
    @Test(arguments: ["orders list --all --limit 7 --concurrency 4 -o ndjson", "orders list --all --limit 7 --concurrency 1 -o ndjson"])
    func anHonestListingIsFollowedToItsEnd(_ line: String) async {
        let result = await ToolHarness(tool: AllTools.definition("repairminder"), variables: ["REPAIRMINDER_MOCK": "1"]).run(line)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(Set(Self.ids(result.stdout)).count == 47)
    }
}
