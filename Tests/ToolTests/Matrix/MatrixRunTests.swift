import Testing
import ToolkitTestSupport
@testable import Shared

/// The matrix's hang detector ends what it finds hung: a run whose service never answers is cancelled
/// once the limit has passed, ends, and is reported with its command line.
struct MatrixRunTests {
    @Test func aHungRunIsCancelledEndsAndIsReportedWithItsCommand() async throws {
        let harness = ToolHarness(
            tool: AllTools.definition("repairminder"), variables: ["REPAIRMINDER_TOKEN": "t"], transport: SilentTransport())
        let arguments = ["orders", "get", "o1"]
        // The limit is what is under test here: the run never ends by itself (its deadline never comes).
        let outcome = await MatrixRun.run(harness, arguments, hangLimit: .milliseconds(200)) {
            $0.deadlineTimer = { _ in try await AsyncSignal.untilCancelled() }
        }
        #expect(outcome.result == nil, "the run ended by itself: \(outcome.summary)")
        #expect(outcome.endedWhenCancelled, "\(outcome.summary)")
        #expect(outcome.summary.contains("orders get o1"), "\(outcome.summary)")
    }

    @Test func aRunThatEndsIsNotCancelled() async throws {
        let harness = ToolHarness(tool: AllTools.definition("repairminder"))
        let outcome = await MatrixRun.run(harness, ["--version"])
        #expect(outcome.result?.exitCode == .success, "\(outcome.summary)")
        #expect(!outcome.endedWhenCancelled)
    }
}
