import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport
@testable import repairminder

/// The kind of record travels with the request (`HTTPRequest.recordKind`), so completion's readers of
/// answers read no URL: a client's orders teach orders, a passport teaches passports, a league leagues.
@Suite(.verifiesStubs)
struct RecordKindTests {
    typealias F = RepairminderFakes

    @Test func aClientsOrdersTeachOrdersThroughTheKindTheirRequestCarries() async {
        let transport = MockTransport()
        transport.on(.get, "/api/clients/cli_1/orders", respond: F.page(1...2, total: 2, limit: 20, hasMore: false))
        let harness = F.harness(transport, variables: ["REPAIRMINDER_TOKEN": "t"])
        #expect(await harness.run("clients orders cli_1").exitCode == .success)
        #expect(transport.requests.map(\.recordKind) == ["order"])
        #expect(ValueCompletionTests.offers(await harness.run("__complete orders get ''")) == ["ord_1\tRM-1", "ord_2\tRM-2"])
    }

    /// The reader reads the kind, not the path: the same answer under a kind that teaches nothing adds
    /// nothing, and under `order` it adds the order, whatever the URL.
    @Test func theReaderReadsTheKindNotThePath() {
        var request = HTTPRequest(method: .get, url: HTTPURL(string: "https://api.repairminder.com/api/orders")!)
        let order = JSONValue.object(["id": .string("ord_9"), "reference": .string("RM-9")])
        #expect(RepairminderService.definition.seenValues?(request, order).isEmpty == true)
        request.recordKind = "order"
        request.url = HTTPURL(string: "https://api.repairminder.com/api/somewhere/else")!
        #expect(RepairminderService.definition.seenValues?(request, order).map(\.value) == ["ord_9"])
    }

    @Test(arguments: [
        ("tracewise", "--mock cirpass get dpp-0001", "__complete --mock cirpass get ''", "dpp-0001"),
        ("scorebase", "--mock leagues get lg_01HZX4K8Q2M7", "__complete --mock leagues get ''", "lg_01HZX4K8Q2M7"),
    ])
    func aRecordTeachesItsKind(_ tool: String, _ line: String, _ complete: String, _ value: String) async {
        let harness = ToolHarness(tool: AllTools.definition(tool))
        #expect(await harness.run(line).exitCode == .success)
        let offered = ValueCompletionTests.offers(await harness.run(complete))
        #expect(offered.first?.hasPrefix(value + "\t") == true, "\(offered)")
    }

    /// `api`'s request comes from no declaration: the kind is the one of the declared resource whose path
    /// its path ends with, so its answers teach completion as the commands' do.
    @Test(arguments: [
        ("repairminder", "--mock api /api/clients/cli_3a91/orders", "__complete --mock orders get ''", "ord_"),
        ("scorebase", "--mock api /leagues", "__complete --mock leagues get ''", "lg_"),
        ("tracewise", "--mock api /v1/cirpass-sim/product/dpp-0001", "__complete --mock cirpass get ''", "dpp-"),
    ])
    func anAPIAnswerTeachesTheKindOfTheResourceAtItsPath(_ tool: String, _ line: String, _ complete: String, _ prefix: String) async {
        let harness = ToolHarness(tool: AllTools.definition(tool))
        #expect(await harness.run(line).exitCode == .success)
        let offered = ValueCompletionTests.offers(await harness.run(complete))
        #expect(offered.first?.hasPrefix(prefix) == true, "\(offered)")
    }
}
