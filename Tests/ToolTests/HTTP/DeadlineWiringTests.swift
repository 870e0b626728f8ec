import Foundation
import Synchronization
import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// `--timeout` is kept once per attempt: by the transport when the runtime says its transports keep it
/// (`CommandEnvironment.transportKeepsDeadline`: libcurl does), else by `DeadlineMiddleware`. A whole tool
/// in-process with `--timeout 0.1`; which side kept the deadline shows in the deadline timers the stack
/// started (each ends at once), not in which of two real clocks ran out first.
struct DeadlineWiringTests {
    /// Keeps no deadline: answers at once, or never (until the attempt is cancelled).
    struct FakeService: HTTPTransport {
        let answers: Bool

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            if !answers { try await AsyncSignal.untilCancelled() }
            return HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Array(#"{"ok":true}"#.utf8))
        }
    }

    /// Runs `line`; returns its result and how many deadline timers the stack started.
    func run(_ line: String, transportKeepsDeadline: Bool, answers: Bool = false) async -> (ToolHarness.Result, Int) {
        let timers = Mutex(0)
        let result = await ToolHarness(
            tool: AllTools.definition("tracewise"), variables: ["TRACEWISE_API_KEY": "k"], transport: FakeService(answers: answers)
        ).run(line) { environment in
            environment.transportKeepsDeadline = transportKeepsDeadline
            environment.deadlineTimer = { _ in timers.withLock { $0 += 1 } }  // the deadline passes at once
            environment.sleep = { _ in try await AsyncSignal.untilCancelled() }  // a mock latency without end
        }
        return (result, timers.withLock { $0 })
    }

    /// The service never answers: only the middleware's deadline can end the attempt.
    @Test func aTransportThatKeepsNoDeadlineGetsTheMiddleware() async {
        let (result, timers) = await run("--timeout 0.1 --retries 0 api /v1/health", transportKeepsDeadline: false)
        #expect(result.exitCode == .temporaryFailure, "\(result.stderr)")
        #expect(result.stderr.contains("timed out: no complete answer within 0.1 s"), "\(result.stderr)")
        #expect(timers == 1, "\(timers) deadline timers")
    }

    /// The transport says it keeps the deadline: the stack starts no timer of its own (one would end the
    /// attempt at once here), and the answer gets through.
    @Test func aTransportThatKeepsTheDeadlineGetsNoSecondTimer() async {
        let (result, timers) = await run("--timeout 0.1 --retries 0 api /v1/health", transportKeepsDeadline: true, answers: true)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout == "{\"ok\":true}\n")
        #expect(timers == 0, "\(timers) deadline timers")
    }

    /// Under --mock the fixtures answer, not the environment's transport: a latency (here one without
    /// end) is cut by the middleware whatever the real transport would do.
    @Test func mockLatencyGetsTheMiddlewareEvenWhereTheRealTransportKeepsTheDeadline() async {
        let (result, timers) = await run("--mock --mock-latency 300 --timeout 0.1 --retries 0 health", transportKeepsDeadline: true)
        #expect(result.exitCode == .temporaryFailure, "\(result.stderr)")
        #expect(timers == 1, "\(timers) deadline timers")
    }
}
