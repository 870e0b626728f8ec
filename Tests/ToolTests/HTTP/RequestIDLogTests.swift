import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// `-v` names the service's request id on the `←` line of every answer, a success's too: from
/// scorebase's envelope (`request_id`, which wins over a header), and from a request-id header in every
/// tool. `--record` keeps it in the fixture, and a replay shows it again.
@Suite(.verifiesStubs)
struct RequestIDLogTests {
    typealias F = ScorebaseFakes

    /// A success envelope whose request id is the service's; the header carries another (the tool's own
    /// `X-Request-Id` echoed back).
    static let leagues = MockResponse.json(
        .object([
            "request_id": .string("req-abc-123"), "timestamp": .string("2026-05-14T09:30:00Z"),
            "data": .array([.object(["league_id": .string("lg_1"), "name": .string("Alpha")])]),
        ]), headers: ["X-Request-Id": "echo-of-the-tools-own-id"])

    @Test func verboseSuccessLineShowsScorebasesEnvelopeRequestID() async throws {
        let transport = MockTransport()
        transport.on(.get, "/v1/leagues", respond: Self.leagues)
        let result = await F.harness(transport, fileSystem: try F.withSession()).run("-v leagues list -o json --no-cache")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stderr.contains("← 200 OK 0 ms request-id=req-abc-123\n"), "\(result.stderr)")
    }

    @Test func aRecordingKeepsTheRequestIDAndItsReplayShowsIt() async throws {
        let transport = MockTransport()
        transport.on(.get, "/v1/leagues", respond: Self.leagues)
        let files = try F.withSession()
        let live = await F.harness(transport, fileSystem: files).run("--record /rec leagues list -o json --no-cache")
        #expect(live.exitCode == .success, "\(live.stderr)")
        let recorded = try files.contentsOfDirectory(at: "/rec").map { try files.readText(at: "/rec/" + $0) }.joined()
        #expect(recorded.contains(#""request_id": "req-abc-123""#), "\(recorded)")

        let replay = await F.harness(nil, variables: [:], fileSystem: files).run("--mock --mock-dir /rec -v leagues list -o json")
        #expect(replay.exitCode == .success, "\(replay.stderr)")
        #expect(replay.stdout == live.stdout)
        #expect(replay.stderr.contains("← 200 OK 0 ms request-id=req-abc-123\n"), "\(replay.stderr)")
    }

    /// Every tool: the id in the header its service sends shows on a success's line.
    @Test(arguments: [
        ("upsctl", "X-Request-Id"), ("tracewise", "X-Correlation-Id"), ("repairminder", "X-Request-Id"),
        ("scorebase", "X-Request-Id"),
    ])
    func verboseSuccessLineShowsTheRequestIDHeader(_ tool: String, _ header: String) async throws {
        let transport = MockTransport()
        transport.on(.get, "/status/ok", respond: .json(.object(["ok": .bool(true)]), headers: [header: "hdr-req-77"]))
        var variables: [String: String] = [:]
        var files = InMemoryFileSystem()
        switch tool {
        case "upsctl":
            variables = ["UPS_CLIENT_ID": "client-1", "UPS_CLIENT_SECRET": "S3cr3t-Needle-42"]
            transport.on(.post, "/security/v1/oauth/token", respond: .json(.object([
                "access_token": .string("tok-1"), "token_type": .string("Bearer"), "expires_in": .string("3600"),
            ])))
        case "tracewise": variables = ["TRACEWISE_API_KEY": "tw-Key-Needle"]
        // The session was signed in at the base URL the run uses: sessions are bound to their origin.
        case "scorebase": (variables, files) = (F.variables, try F.withSession(origin: "https://api.example.test:443"))
        default: variables = ["REPAIRMINDER_TOKEN": "rm-Token-Needle"]
        }
        variables[AllTools.definition(tool).prefix + "_API_BASE_URL"] = "https://api.example.test"
        let result = await ToolHarness(tool: AllTools.definition(tool), variables: variables, fileSystem: files, transport: transport)
            .run("-v api /status/ok -o json")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stderr.contains("← 200 OK 0 ms request-id=hdr-req-77\n"), "\(result.stderr)")
    }
}
