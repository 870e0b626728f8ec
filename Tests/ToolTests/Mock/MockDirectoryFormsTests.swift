import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// `--mock-dir` files as a mock layer writes them, in every tool: a plain JSON body, a `{name}` pattern
/// (an exact name winning over it), under `--mock`; and partial mocking, `--mock-dir` without `--mock`,
/// against a real service on loopback: the files answer the requests they name and the service gets the
/// rest, with the run's real credentials.
struct MockDirectoryFormsTests {
    static let tools = ["upsctl", "tracewise", "scorebase", "repairminder"]

    static let files: [String: String] = [
        "/m/get_mock_layer_health.json": #"{"status":"healthy","checks":{"db":"ok"}}"#,
        "/m/get_mock_layer_items_{id}.json": #"{"item":"from the pattern"}"#,
        "/m/get_mock_layer_items_special.json": #"{"item":"from the exact name"}"#,
        "/m/get_count_mocked_{id}.json": #"{"answer":"from the file"}"#,
    ]

    static func fileSystem(_ extra: InMemoryFileSystem = InMemoryFileSystem()) throws -> InMemoryFileSystem {
        try extra.createDirectory(at: "/m", mode: 0o755)
        for (path, text) in files { try extra.writeFileAtomically(Array(text.utf8), to: path, mode: 0o644) }
        return extra
    }

    @Test(arguments: tools)
    func plainBodiesAndPatternsAnswerUnderMock(_ tool: String) async throws {
        // The tool's own base path (tracewise's /api, scorebase's /v1) would otherwise lead every name.
        let definition = AllTools.definition(tool)
        let harness = ToolHarness(
            tool: definition, variables: [definition.prefix + "_API_BASE_URL": "https://api.example.test"],
            fileSystem: try Self.fileSystem())
        let health = await harness.run("--mock --mock-dir /m -q api /mock-layer/health -o json")
        #expect(health.exitCode == .success, "\(health.stderr)")
        #expect(try JSONParser.parse(health.stdout) == JSONParser.parse(#"{"status":"healthy","checks":{"db":"ok"}}"#))
        let item = await harness.run("--mock --mock-dir /m -q api /mock-layer/items/it-17 -o json")
        #expect(item.stdout == #"{"item":"from the pattern"}"# + "\n", "\(item.stderr)")
        let special = await harness.run("--mock --mock-dir /m -q api /mock-layer/items/special -o json")
        #expect(special.stdout == #"{"item":"from the exact name"}"# + "\n", "\(special.stderr)")
        let dotDot = await harness.run("--mock --mock-dir /m -q api /mock-layer/items/.. -o json")
        #expect(dotDot.exitCode == .failure, "\(dotDot.stdout)")
        #expect(dotDot.stderr.contains("looked for get_mock_layer_items.json in /m"), "\(dotDot.stderr)")
    }

    // MARK: - Partial mocking against loopback

    /// What a real run of `tool` against `server` needs: its credentials, and the server as its API (and
    /// token endpoint).
    static func realRun(_ tool: String, server: LoopbackServer) throws -> (variables: [String: String], files: InMemoryFileSystem) {
        let base = server.baseURL.absoluteString
        switch tool {
        case "upsctl":
            return (["UPS_CLIENT_ID": "client-1", "UPS_CLIENT_SECRET": "S3cr3t-Needle-42", "UPS_OAUTH_BASE_URL": base,
                     "UPS_API_BASE_URL": base], InMemoryFileSystem())
        case "tracewise":
            return (["TRACEWISE_API_KEY": "tw-Key-Needle", "TRACEWISE_FIREBASE_API_KEY": "AIza-Web-Needle",
                     "TRACEWISE_API_BASE_URL": base], InMemoryFileSystem())
        case "scorebase":
            // A session is used only at the origin it was signed in at: this one was, at the server's.
            return (ScorebaseFakes.variables.merging(["SCOREBASE_API_BASE_URL": base]) { $1 },
                    try ScorebaseFakes.withSession(origin: server.baseURL.origin))
        default:
            return (["REPAIRMINDER_TOKEN": "rm-Token-Needle", "REPAIRMINDER_API_BASE_URL": base], InMemoryFileSystem())
        }
    }

    static func counts(_ server: LoopbackServer) async throws -> JSONValue {
        let transport = CurlTransport(options: TransportOptions(timeout: 5))
        return try #require(try await transport.send(HTTPRequest(method: .get, url: server.url("/counts"))).json)
    }

    @Test(arguments: tools)
    func partialMockingAnswersTheNamedRequestsAndSendsTheRest(_ tool: String) async throws {
        // A loaded machine may take minutes to come to the last request: the server outlives the default.
        let server = try await LoopbackServer(arguments: ["--lifetime", "900"])
        let (variables, files) = try Self.realRun(tool, server: server)
        let harness = ToolHarness(
            tool: AllTools.definition(tool), variables: variables, fileSystem: try Self.fileSystem(files),
            transport: CurlTransport(options: TransportOptions(timeout: 10)))

        let mocked = await harness.run("--mock-dir /m api /count/mocked/17 -o json")
        #expect(mocked.exitCode == .success, "\(mocked.stderr)")
        #expect(mocked.stdout == #"{"answer":"from the file"}"# + "\n")
        let note = "\(tool): partial mock: /m answers the requests its files name (get_count_mocked_{id}, "
            + "get_mock_layer_health, get_mock_layer_items_special and 1 more); every other request is sent\n"
        #expect(mocked.stderr.contains(note), "\(mocked.stderr)")

        let sent = await harness.run("--mock-dir /m -q api /count/real -o json")
        #expect(sent.exitCode == .success, "\(sent.stderr)")
        #expect(sent.stdout == #"{"ok":true}"# + "\n")
        #expect(sent.stderr.isEmpty, "-q keeps the note back: \(sent.stderr)")

        let counts = try await Self.counts(server)
        #expect(counts["real"] == .integer(1), "\(counts)")
        #expect(counts["mocked/17"] == nil, "the file's request reached the service: \(counts)")
    }

    /// Partial mocking is a real run: without credentials it stops as a real run does, even for a request
    /// a file would answer.
    @Test func partialMockingNeedsTheCredentialsOfARealRun() async throws {
        let files = try Self.fileSystem()
        let harness = ToolHarness(tool: AllTools.definition("repairminder"), fileSystem: files)
        let real = await harness.run("api /count/mocked/17")
        let partial = await harness.run("--mock-dir /m -q api /count/mocked/17")
        #expect(partial.exitCode != .success)
        #expect(partial.exitCode == real.exitCode, "\(partial.stderr)")
        #expect(partial.stdout.isEmpty)
    }
}
