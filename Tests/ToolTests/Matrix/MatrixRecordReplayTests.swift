import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport
@testable import repairminder
@testable import scorebase
@testable import tracewise
@testable import upsctl

/// Every command of every tool recorded with `--record` against its service (the tool's own mock service,
/// served as a transport that answers after random delays, so concurrent requests finish in any order),
/// then replayed with `--mock --mock-dir` under other random delays: the same stdout, byte for byte, and
/// the same exit code. List commands also run with `--all`, whose pages go side by side.
struct MatrixRecordReplayTests {
    /// What each tool's service needs from the settings for a real run, and the sign-in a command needs.
    struct Account: Sendable {
        var profile: ServiceProfile
        var credentials: [String: String]
        var signIn: String?
    }

    static let accounts: [String: Account] = [
        "upsctl": Account(
            profile: UPSService.definition.profile,
            credentials: ["UPS_CLIENT_ID": "client-id-1", "UPS_CLIENT_SECRET": "client-secret-1"]),
        "tracewise": Account(
            profile: TracewiseService.definition.profile,
            credentials: ["TRACEWISE_API_KEY": "tw-key-1", "TRACEWISE_FIREBASE_API_KEY": "fb-key-1",
                          "TRACEWISE_EMAIL": "ada@example.test", "TRACEWISE_PASSWORD": "pass-word-1"],
            signIn: "auth login --password-stdin"),
        "scorebase": Account(
            profile: ScorebaseService.definition.profile,
            credentials: ["SCOREBASE_USERNAME": "coach@example.com", "SCOREBASE_PASSWORD": "pass-word-1",
                          "SCOREBASE_COGNITO_CLIENT_ID": "client1", "SCOREBASE_COGNITO_USER_POOL_ID": "eu-west-1_pool1",
                          "SCOREBASE_COGNITO_REGION": "eu-west-1"],
            signIn: "auth login --password-stdin"),
        "repairminder": Account(profile: RepairminderService.definition.profile, credentials: ["REPAIRMINDER_TOKEN": "rm-token-1"]),
    ]

    /// Commands whose recording cannot replay what the live run printed, and why.
    static let notReplayed: [String: String] = [
        "config show": "prints the settings, and the two runs are given different ones (credentials, the mock)",
        "config profiles": "prints local configuration, which differs between the two runs by design",
        "config set": "changes local configuration and talks to no service: nothing to record",
        "config unset": "changes local configuration and talks to no service: nothing to record",
        "auth token": "prints the credential, which a recording never holds",
        "auth logout": "forgets local state; a replay has none to forget",
        "auth status": "reports local state (the session), which the replay run does not have",
        "auth refresh": "renews local state (the session), which the replay run does not have",
        "auth login": "a replayed sign-in is the same bytes only where the account is the same; checked by RecordReplayTests",
    ]

    /// Each command's sample, and its `--all` form where the command has one.
    static let lines: [(MatrixCommand, [String])] = MatrixCommand.all.flatMap { command -> [(MatrixCommand, [String])] in
        guard notReplayed[command.name] == nil else { return [] }
        let all = command.spec.options.contains { $0.long == "all" } && !command.sample.contains("--all")
        // Small pages, so that --all has many of them in flight at once.
        let small = command.spec.options.contains { $0.long == "limit" } ? ["--limit", "3"] : []
        return [(command, command.sample)] + (all ? [(command, command.sample + ["--all"] + small)] : [])
    }

    /// Answers and the replay's sleeps come after random delays, so that the replay cannot depend on
    /// the timing the recording had.
    static func randomDelay() async { try? await Task.sleep(for: .milliseconds(Int.random(in: 0...12))) }  // simulated latency

    @Test(arguments: lines.indices)
    func replayMatchesTheRecording(_ index: Int) async throws {
        let (command, words) = Self.lines[index]
        let account = try #require(Self.accounts[command.tool.name])
        let files = MatrixRun.exampleFiles()
        let service = RandomlyDelayedTransport(wrapping: FixtureTransport(
            fixtures: try FixtureSet(builtin: account.profile.builtinFixtures, fileSystem: files),
            routes: account.profile.routes, service: account.profile.mockService))
        let prefix = command.tool.prefix
        let variables = account.credentials.merging(["\(prefix)_RECORD_DIR": "/rec"]) { $1 }
        let recorder = MatrixRun.harness(command, transport: service, fileSystem: files, variables: variables)
        if let signIn = account.signIn {
            let signedIn = await MatrixRun.run(recorder, signIn.split(separator: " ").map(String.init), stdin: "pass-word-1\n")
            #expect(signedIn.result?.exitCode == .success, "\(command.tool.name) sign-in: \(signedIn.summary)")
        }
        let live = await MatrixRun.run(recorder, ["-q"] + words, stdin: command.stdin)
        MatrixRun.expectSane(live, command, mode: "record")
        let replayer = MatrixRun.harness(command, fileSystem: files, variables: ["\(prefix)_MOCK_DIR": "/rec"])
        let replay = await MatrixRun.run(replayer, ["--mock", "-q", "--mock-latency", "1"] + words, stdin: command.stdin) {
            $0.sleep = { _ in await Self.randomDelay() }
        }
        MatrixRun.expectSane(replay, command, mode: "replay")
        guard let recorded = live.result, let replayed = replay.result else { return }
        #expect(replayed.exitCode == recorded.exitCode, "\(command) \(words): live \(live.summary), replay \(replay.summary)")
        #expect(replayed.stdout == recorded.stdout, "\(command) \(words): replay printed other bytes")
    }
}

/// A service that answers after a random delay, so requests in flight together finish in any order, and
/// whose answers differ from the built-in mock's: every object in a list carries the request it answered
/// (`recorded_from`). A replay that fell back on the built-in mock, or gave one page's answer to another
/// page, then prints other bytes.
struct RandomlyDelayedTransport: HTTPTransport {
    var wrapping: any HTTPTransport

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        await MatrixRecordReplayTests.randomDelay()
        var response = try await wrapping.send(request)
        if let json = try? JSONParser.parse(String(decoding: response.body, as: UTF8.self)) {
            let line = request.method.rawValue + " " + request.url.path() + (request.url.query().map { "?" + $0 } ?? "")
            response.body = Array(JSONWriter.compact(Self.marking(json, with: line, inList: false)).utf8)
        }
        return response
    }

    static func marking(_ value: JSONValue, with line: String, inList: Bool) -> JSONValue {
        switch value {
        case .array(let items): return .array(items.map { marking($0, with: line, inList: true) })
        case .object(var object):
            for (key, child) in object.pairs { object[key] = marking(child, with: line, inList: false) }
            if inList { object["recorded_from"] = .string(line) }
            return .object(object)
        default: return value
        }
    }
}
