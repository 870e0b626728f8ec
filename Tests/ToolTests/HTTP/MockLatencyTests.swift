import Foundation
import Synchronization
import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// `--mock-latency MS`: each fixture answered after that delay, through the environment's sleep, and
/// subject to `--timeout`.
struct MockLatencyTests {
    @Test func everyAnswerWaitsTheLatencyFirst() async {
        let harness = ToolHarness(tool: AllTools.definition("upsctl"))
        var (environment, out, err) = harness.environment(
            arguments: ["--mock", "--mock-latency", "250", "validate", "--street", "1 MAIN ST", "--city", "X", "--state", "CA", "-o", "json"])
        let waits = Mutex<[Duration]>([])
        environment.sleep = { duration in waits.withLock { $0.append(duration) } }
        let code = await ToolRunner(tool: harness.tool).run(environment)
        #expect(code == .success, "\(err.text)")
        #expect(out.text.contains("\"status\""))
        // The token request, then the validation.
        #expect(waits.withLock { $0 } == [.milliseconds(250), .milliseconds(250)])
        #expect(err.text.contains("each after 250 ms"))
    }

    @Test func withoutALatencyNothingWaits() async {
        let harness = ToolHarness(tool: AllTools.definition("tracewise"))
        var (environment, _, _) = harness.environment(arguments: ["--mock", "health"])
        environment.sleep = { _ in Issue.record("slept without a latency") }
        #expect(await ToolRunner(tool: harness.tool).run(environment) == .success)
    }

    @Test(arguments: ["-1", "600001", "soon"])
    func anOutOfRangeLatencyIsAUsageError(_ value: String) async {
        let result = await ToolHarness(tool: AllTools.definition("tracewise")).run("--mock --mock-latency \(value) health")
        #expect(result.exitCode == .usage)
    }

    @Test func theSettingWorksLikeTheOption() async {
        let harness = ToolHarness(tool: AllTools.definition("tracewise"), variables: ["TRACEWISE_MOCK_LATENCY": "40"])
        var (environment, _, _) = harness.environment(arguments: ["--mock", "health"])
        let waits = Mutex<[Duration]>([])
        environment.sleep = { duration in waits.withLock { $0.append(duration) } }
        #expect(await ToolRunner(tool: harness.tool).run(environment) == .success)
        #expect(waits.withLock { $0 } == [.milliseconds(40)])
    }

    /// Real time, in a real process: a latency under the deadline still answers, and one over it is cut
    /// short by --timeout (exit 75). No clock is read: a minute's latency that did not wait would answer
    /// (exit 0), and one the deadline did not cut would outlast the suite's time limit.
    @Test(.timeLimit(.minutes(1)))
    func aRealProcessWaitsAndTimesOut() async throws {
        let slow = try await BuiltBinary.shell("tracewise --mock --mock-latency 300 health -q")
        #expect(slow.status == 0, "\(slow.stderr)")
        let late = try await BuiltBinary.shell("tracewise --mock --mock-latency 60000 --timeout 0.2 --retries 0 health")
        #expect(late.status == 75, "\(late.stderr)")
        #expect(late.stderr.contains("0.2 s"), "\(late.stderr)")
    }
}
