import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport
@testable import repairminder
@testable import tracewise

/// `api --paginate [--slurp]`: every page of a service's own paging, in order, read from the request log
/// of a transport serving the tool's mock service (47 orders by page number, 21 products by token).
struct APIPaginateTests {
    func run(_ tool: String, _ line: String) async throws -> (result: ToolHarness.Result, requests: [String]) {
        let service = tool == "repairminder" ? RepairminderService.definition : TracewiseService.definition
        let transport = FixtureTransport(
            fixtures: try FixtureSet(fileSystem: InMemoryFileSystem()), service: service.profile.mockService)
        let harness = ToolHarness(tool: AllTools.definition(tool), variables: ["REPAIRMINDER_TOKEN": "ci-token"], transport: transport)
        let result = await harness.run(line)
        return (result, transport.requests.map { $0.url.query(percentEncoded: true) ?? "" })
    }

    static func lines(_ text: String) -> [JSONValue] {
        text.split(separator: "\n").compactMap { try? JSONParser.parse(String($0)) }
    }

    @Test func pageNumbersAreFollowedToTheLastPageInOrder() async throws {
        let (result, requests) = try await run("repairminder", "api /api/orders --paginate -f limit=5 -f status=")
        #expect(result.exitCode == .success, "\(result.stderr)")
        let items = Self.lines(result.stdout)
        #expect(items.count == 47)
        #expect(Set(items.compactMap { $0["id"]?.stringValue }).count == 47)
        #expect(requests == ["limit=5&status="] + (2...10).map { "limit=5&status=&page=\($0)" })
    }

    @Test func pageTokensAreFollowedToTheLastPageInOrder() async throws {
        let (result, requests) = try await run("tracewise", "api /v1/products/list --paginate -f pageSize=2")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(Self.lines(result.stdout).count == 21)
        #expect(requests == ["pageSize=2"] + stride(from: 2, to: 21, by: 2).map { "pageSize=2&pageToken=o\($0)" })
    }

    @Test(arguments: ["--slurp", "-o json", "--slurp -o json"])
    func slurpOrJSONIsOneArray(_ options: String) async throws {
        let (result, _) = try await run("repairminder", "api /api/orders --paginate \(options)")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect((try? JSONParser.parse(result.stdout))?.arrayValue?.count == 47)
    }

    @Test(arguments: [
        ("api /api/orders --slurp", "--slurp goes with --paginate"),
        ("api /api/orders --paginate --slurp -o ndjson", "--slurp writes one JSON array"),
        ("api POST /api/orders --paginate", "only a GET can be followed page by page"),
        ("api /api/orders --paginate --raw", "--raw prints one answer as received"),
    ])
    func misuseIsAUsageError(_ line: String, _ message: String) async throws {
        let (result, requests) = try await run("repairminder", line)
        #expect(result.exitCode == .usage)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(requests.isEmpty)
    }

    @Test func aServiceWithoutPagingPrintsItsOneAnswerAndSaysSo() async {
        let result = await ToolHarness(tool: AllTools.definition("scorebase")).run("--mock api /leagues --paginate")
        #expect(result.exitCode == .success)
        #expect(Self.lines(result.stdout).count == 9)
        #expect(result.stderr.contains("--paginate: scorebase's API does not page; printed the one answer"))
    }
}
