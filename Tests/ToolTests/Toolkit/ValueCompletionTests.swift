import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// Completion of values, whole tools in-process: what a printed answer adds to the store, what
/// `__complete` offers from it, and the stores kept apart (mock, profile), emptied (logout) and ignored
/// (a corrupt one, answers from --mock-dir files, parse-link).
@Suite(.verifiesStubs)
struct ValueCompletionTests {
    typealias F = RepairminderFakes
    static let store = "/home/tester/.cache/repairminder/completion/production.ids"
    static let mockStore = "/home/tester/.cache/repairminder/completion/production.mock.ids"

    /// The candidates' lines without the directives line, which must be there and last.
    static func offers(_ result: ToolHarness.Result, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        var lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.suffix(2) == [":36", ""], "\(result.stdout)", sourceLocation: sourceLocation)
        #expect(result.exitCode == .success && result.stderr.isEmpty, "\(result.stderr)", sourceLocation: sourceLocation)
        lines.removeLast(2)
        return lines
    }

    static func orders(_ transport: MockTransport) {
        transport.on(.get, "/api/orders", respond: F.page(1...3, total: 3, limit: 20, hasMore: false))
    }

    @Test func aMockListingCompletesItsIdsWithDescriptionsInMockRunsOnly() async throws {
        let harness = F.harness()
        #expect(Self.offers(await harness.run("__complete --mock orders get ''")).isEmpty)
        #expect(await harness.run("--mock orders list").exitCode == .success)
        let offered = Self.offers(await harness.run("__complete --mock orders get ''"))
        #expect(offered.first == "ord_8d2f41\tRM-10482 Ann Example in_repair")
        #expect(offered.count == 20)
        #expect(Self.offers(await harness.run("__complete --mock orders get ord_8d2f5")) == ["ord_8d2f57\tRM-10483 Bob Sample awaiting_parts"])
        // The same with the mock chosen by the environment, and the record's own kinds beside it.
        let byVariable = F.harness(variables: ["REPAIRMINDER_MOCK": "1"], fileSystem: harness.fileSystem as! InMemoryFileSystem)
        #expect(Self.offers(await byVariable.run("__complete orders get ord_8d2f4")).first?.hasPrefix("ord_8d2f41\t") == true)
        #expect(Self.offers(await byVariable.run("__complete clients get cli_3")).first == "cli_3a91\tAnn Example")
        // A real session never sees the mock's ids.
        #expect(Self.offers(await harness.run("__complete orders get ''")).isEmpty)
        #expect(harness.fileSystem.permissions(at: Self.mockStore) == 0o600)
        #expect(!harness.fileSystem.fileExists(at: Self.store))
    }

    @Test func statusesSeenComeBesideTheFixedOnes() async throws {
        let harness = F.harness()
        #expect(Self.offers(await harness.run("__complete tickets list --status ''")) == ["open", "pending", "closed"])
        _ = await harness.run("--mock tickets list")
        let offered = Self.offers(await harness.run("__complete --mock tickets list --status=''"))
        #expect(Set(offered).isSuperset(of: ["open", "pending", "closed"]))
        #expect(offered.count == Set(offered).count, "each value once")
        _ = await harness.run("--mock orders list")
        #expect(Self.offers(await harness.run("__complete --mock orders list --status in_")) == ["in_repair"])
    }

    @Test func profilesKeepTheirOwnValues() async throws {
        let files = InMemoryFileSystem()
        try files.writeFileAtomically([], to: "/home/tester/.config/repairminder/profiles/work.xcconfig", mode: 0o600)
        let transport = MockTransport()
        Self.orders(transport)
        let harness = F.harness(transport, variables: ["REPAIRMINDER_TOKEN": "t"], fileSystem: files)
        #expect(await harness.run("--profile work orders list").exitCode == .success)
        #expect(Self.offers(await harness.run("__complete orders get ''")).isEmpty)
        #expect(Self.offers(await harness.run("__complete --profile work orders get ''")) == ["ord_1\tRM-1", "ord_2\tRM-2", "ord_3\tRM-3"])
        let byVariable = F.harness(variables: ["REPAIRMINDER_PROFILE": "work"], fileSystem: files)
        #expect(Self.offers(await byVariable.run("__complete orders get ord_3")) == ["ord_3\tRM-3"])
        // A profile that does not exist is no candidates, and not a word on stderr.
        #expect(Self.offers(await harness.run("__complete --profile nope orders get ''")).isEmpty)
    }

    @Test func authLogoutEmptiesTheStore() async throws {
        let transport = MockTransport()
        Self.orders(transport)
        transport.on(.post, "/api/auth/logout", respond: F.ok(.null))
        let harness = F.harness(transport, fileSystem: try F.withSession())
        #expect(await harness.run("orders list").exitCode == .success)
        #expect(Self.offers(await harness.run("__complete orders get ''")).count == 3)
        #expect(await harness.run("auth logout").exitCode == .success)
        #expect(Self.offers(await harness.run("__complete orders get ''")).isEmpty)
        #expect(!harness.fileSystem.fileExists(at: Self.store))
    }

    @Test func aCorruptOrUnreadableStoreOffersNothingAndSaysNothing() async throws {
        let files = InMemoryFileSystem()
        try files.writeFileAtomically(Array("toolkit completion values 1\norder\tord_1\n".utf8), to: Self.store, mode: 0o600)
        let harness = F.harness(fileSystem: files)
        #expect(Self.offers(await harness.run("__complete orders get ''")).isEmpty)
        try files.writeFileAtomically(Array(repeating: 0xFF, count: 64), to: Self.store, mode: 0o600)
        #expect(Self.offers(await harness.run("__complete orders get ''")).isEmpty)
        try files.removeFile(at: Self.store)
        try files.createDirectory(at: Self.store, mode: 0o700)
        #expect(Self.offers(await harness.run("__complete orders get ''")).isEmpty)
        // A line still being typed that the parser would refuse is no error either.
        #expect(Self.offers(await harness.run("__complete --nope orders get --limit x ''")).isEmpty)
        #expect(Self.offers(await harness.run("__complete")).isEmpty)
    }

    /// An answer that came from a `--mock-dir` file (the transport marks it) adds nothing to a real
    /// session's store; the same answer from the service does.
    @Test(arguments: [true, false])
    func answersFromAMockDirFileAddNothing(fromFile: Bool) async throws {
        let transport = MarkingTransport(fromFile: fromFile)
        let harness = F.harness(variables: ["REPAIRMINDER_TOKEN": "t"]).with(transport: transport)
        #expect(await harness.run("orders get ord_9").exitCode == .success)
        let offered = Self.offers(await harness.run("__complete orders get ''"))
        #expect(offered == (fromFile ? [] : ["ord_9\tRM-9 in_repair"]))
    }

    @Test func parseLinkAddsNothing() async throws {
        let harness = ToolHarness(tool: AllTools.definition("tracewise"))
        let result = await harness.run("parse-link https://id.gs1.org/01/09506000134352/21/SN123")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(harness.fileSystem.contentsOfDirectory(at: "/home/tester/.cache/tracewise").isEmpty)
    }
}

/// Answers every request with one order, marked as from a `--mock-dir` file or not.
struct MarkingTransport: HTTPTransport {
    var fromFile: Bool

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let body = #"{"success":true,"data":{"id":"ord_9","reference":"RM-9","status":"in_repair"}}"#
        var response = HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Array(body.utf8))
        response.mockSource = fromFile ? .directoryFile("get_api_orders_ord_9.json") : nil
        return response
    }
}

extension ToolHarness {
    func with(transport: any HTTPTransport) -> ToolHarness {
        var harness = self
        harness.transport = transport
        return harness
    }
}
