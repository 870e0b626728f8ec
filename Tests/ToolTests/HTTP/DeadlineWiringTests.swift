import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// `--timeout` is kept once per attempt: by libcurl when the transport says it keeps it
/// (`attemptDeadline`), else by `DeadlineMiddleware`. A whole tool in-process against a transport that
/// answers after 300 ms with `--timeout 0.1`.
struct DeadlineWiringTests {
    /// Answers after 300 ms whatever it claims about deadlines, so which side kept the deadline shows.
    struct SlowTransport: HTTPTransport {
        var attemptDeadline: Double?

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            try await Task.sleep(for: .milliseconds(300))
            return HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Array(#"{"ok":true}"#.utf8))
        }
    }

    func run(_ transport: SlowTransport) async -> ToolHarness.Result {
        await ToolHarness(tool: AllTools.definition("tracewise"), variables: ["TRACEWISE_API_KEY": "k"], transport: transport)
            .run("--timeout 0.1 --retries 0 api /v1/health")
    }

    @Test func aTransportWithoutItsOwnDeadlineGetsTheMiddleware() async {
        let result = await run(SlowTransport(attemptDeadline: nil))
        #expect(result.exitCode == .temporaryFailure, "\(result.stderr)")
        #expect(result.stderr.contains("timed out: no complete answer within 0.1 s"))
    }

    @Test func aTransportThatKeepsAnotherDeadlineStillGetsTheMiddleware() async {
        let result = await run(SlowTransport(attemptDeadline: 30))
        #expect(result.exitCode == .temporaryFailure, "\(result.stderr)")
    }

    /// The fake keeps no deadline although it says it does: the answer after 300 ms getting through is
    /// the proof that the stack added no timer of its own.
    @Test func aTransportThatKeepsTheSameDeadlineGetsNoSecondTimer() async {
        let result = await run(SlowTransport(attemptDeadline: 0.1))
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout == "{\"ok\":true}\n")
    }
}
