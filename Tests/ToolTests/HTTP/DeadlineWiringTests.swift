import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// `--timeout` is kept once per attempt: by the transport when the runtime says its transports keep it
/// (`CommandEnvironment.transportKeepsDeadline`: libcurl does), else by `DeadlineMiddleware`. A whole tool
/// in-process against a transport that answers after 300 ms with `--timeout 0.1`.
struct DeadlineWiringTests {
    /// Answers after 300 ms and keeps no deadline, so which side kept the deadline shows.
    struct SlowTransport: HTTPTransport {
        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            try await Task.sleep(for: .milliseconds(300))
            return HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Array(#"{"ok":true}"#.utf8))
        }
    }

    func run(_ line: String, transportKeepsDeadline: Bool) async -> ToolHarness.Result {
        await ToolHarness(tool: AllTools.definition("tracewise"), variables: ["TRACEWISE_API_KEY": "k"], transport: SlowTransport())
            .run(line) { environment in
                environment.transportKeepsDeadline = transportKeepsDeadline
                environment.sleep = { try await Task.sleep(for: $0) }  // a mock latency waits for real
            }
    }

    @Test func aTransportThatKeepsNoDeadlineGetsTheMiddleware() async {
        let result = await run("--timeout 0.1 --retries 0 api /v1/health", transportKeepsDeadline: false)
        #expect(result.exitCode == .temporaryFailure, "\(result.stderr)")
        #expect(result.stderr.contains("timed out: no complete answer within 0.1 s"))
    }

    /// The fake keeps no deadline although the environment says its transports do: the answer after
    /// 300 ms getting through is the proof that the stack added no timer of its own.
    @Test func aTransportThatKeepsTheDeadlineGetsNoSecondTimer() async {
        let result = await run("--timeout 0.1 --retries 0 api /v1/health", transportKeepsDeadline: true)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout == "{\"ok\":true}\n")
    }

    /// Under --mock the fixtures answer, not the environment's transport: a latency is cut by the
    /// middleware whatever the real transport would do.
    @Test func mockLatencyGetsTheMiddlewareEvenWhereTheRealTransportKeepsTheDeadline() async {
        let result = await run("--mock --mock-latency 300 --timeout 0.1 --retries 0 health", transportKeepsDeadline: true)
        #expect(result.exitCode == .temporaryFailure, "\(result.stderr)")
    }
}
