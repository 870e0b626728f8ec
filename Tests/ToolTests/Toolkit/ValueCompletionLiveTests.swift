import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// `REPAIRMINDER_COMPLETE_LIVE=1`: with nothing seen, <TAB> may ask for one page, and nothing else; without
/// it, <TAB> never touches the network. The deadline's timer is the environment's: the tests that expect an
/// answer give it one that never fires (a loaded machine must not fail them), the deadline's own test one
/// that fires at once.
@Suite(.verifiesStubs)
struct ValueCompletionLiveTests {
    typealias F = RepairminderFakes
    static let live = ["REPAIRMINDER_COMPLETE_LIVE": "1"]

    @Test func withoutLiveModeTabNeverTouchesTheNetwork() async throws {
        let transport = MockTransport()
        let harness = F.harness(transport, variables: ["REPAIRMINDER_TOKEN": "t"])
        #expect(ValueCompletionTests.offers(await harness.run("__complete orders get ''")).isEmpty)
        #expect(transport.requests.isEmpty)
    }

    @Test func liveModeAsksForOnePageAndWritesOnlyTheStore() async throws {
        let transport = MockTransport()
        ValueCompletionTests.orders(transport)
        let harness = F.harness(transport, variables: Self.live.merging(["REPAIRMINDER_TOKEN": "t"]) { $1 })
        let offered = ValueCompletionTests.offers(await Self.complete(harness, "orders get ord_"))
        #expect(offered == ["ord_1\tRM-1", "ord_2\tRM-2", "ord_3\tRM-3"])
        #expect(transport.requests.map(\.pathAndQuery) == ["/api/orders?page=1&limit=50"])
        #expect(harness.fileSystem.contentsOfDirectory(at: "/home/tester/.cache/repairminder") == ["completion"])
        #expect(harness.fileSystem.contentsOfDirectory(at: "/home/tester/.cache/repairminder/completion") == ["production.ids"])
        // Seen now: the next <TAB> asks nothing.
        #expect(ValueCompletionTests.offers(await Self.complete(harness, "orders get ord_2")) == ["ord_2\tRM-2"])
        #expect(transport.requests.count == 1)
    }

    /// A session that needs refreshing is refreshed for the request, but the refreshed session is not
    /// saved: the store is the one file live completion writes.
    @Test func liveModeNeverSavesARefreshedSession() async throws {
        let files = try F.withSession(expiresIn: 30)
        let path = F.sessions + "/" + FileTokenStore.fileName(for: F.sessionKey) + ".json"
        let before = try files.readFile(at: path)
        let transport = MockTransport()
        transport.on(.post, "/api/auth/refresh", respond: F.session(token: "access-2"))
        ValueCompletionTests.orders(transport)
        let harness = F.harness(transport, variables: Self.live, fileSystem: files)
        #expect(ValueCompletionTests.offers(await Self.complete(harness, "orders get ''")).count == 3)
        #expect(try files.readFile(at: path) == before)
    }

    @Test func liveModeNeverSignsIn() async throws {
        let transport = MockTransport()
        let harness = F.harness(transport, variables: Self.live)
        #expect(ValueCompletionTests.offers(await Self.complete(harness, "orders get ''")).isEmpty)
        #expect(transport.requests.isEmpty)
        #expect(harness.fileSystem.contentsOfDirectory(at: "/home/tester/.cache/repairminder").isEmpty)
    }

    /// A service that does not answer: `__complete` gives up at its deadline with no candidates and
    /// writes nothing (the hang detector is the test's own time limit, not a timing assertion).
    @Test(.timeLimit(.minutes(1)))
    func liveModeGivesUpAtItsDeadline() async throws {
        let harness = F.harness(variables: Self.live.merging(["REPAIRMINDER_TOKEN": "t"]) { $1 }).with(transport: SilentTransport())
        let result = await harness.run("__complete orders get ''") { $0.deadlineTimer = { _ in } }
        #expect(ValueCompletionTests.offers(result).isEmpty)
        #expect(harness.fileSystem.contentsOfDirectory(at: "/home/tester/.cache/repairminder").isEmpty)
    }

    /// `__complete WORDS` with a deadline that never comes.
    static func complete(_ harness: ToolHarness, _ words: String) async -> ToolHarness.Result {
        await harness.run("__complete " + words) { $0.deadlineTimer = { _ in try await AsyncSignal.untilCancelled() } }
    }
}

/// A service that never answers (until the request is cancelled).
struct SilentTransport: HTTPTransport {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await AsyncSignal.untilCancelled()
        throw CancellationError()
    }
}
