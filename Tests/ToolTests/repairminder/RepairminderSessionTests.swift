import Foundation
import Synchronization
import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// repairminder's login on a terminal, lists streamed page by page, and mock mode for every command.
@Suite(.verifiesStubs)
struct RepairminderSessionTests {
    typealias F = RepairminderFakes

    @Test func onATerminalThePasswordAndTheCodeAreAskedForWithEchoOff() async throws {
        let transport = MockTransport()
        transport.onSequence(.post, "/api/auth/login", [F.ok(.object(["requires_2fa": .bool(true)])), F.session()])
        let files = InMemoryFileSystem()
        let harness = F.harness(transport, fileSystem: files, terminal: true)
        var (environment, out, err) = harness.environment(arguments: ["auth", "login", "--email", "ann@example.com", "-v"])
        let prompts = Mutex<[String]>([])
        environment.io.readSecretLine = { prompt in
            prompts.withLock { $0.append(prompt) }
            return prompt.hasPrefix("Password") ? F.password : " 246810 "
        }
        let code = await ToolRunner(tool: harness.tool).run(environment)
        #expect(code == .success, "\(err.text)")
        #expect(prompts.withLock { $0 } == ["Password for ann@example.com: ", "Two-factor code for ann@example.com: "])
        let bodies = try transport.requests.map { JSONWriter.compact(try F.body($0)) }
        #expect(bodies == [
            #"{"email":"ann@example.com","password":"Pa55-Needle-Word"}"#,
            #"{"email":"ann@example.com","password":"Pa55-Needle-Word","two_factor_token":"246810"}"#,
        ])
        #expect(out.text.isEmpty)
        #expect(!err.text.contains(F.password) && !err.text.contains("246810") && !err.text.contains("access-new"))
        let saved = try #require(FileTokenStore(directory: F.sessions, fileSystem: files).load(key: F.sessionKey))
        #expect(saved.value == "access-new")
        #expect(saved.refreshToken == "refresh-new")
        #expect(saved.expiresAt == F.now.addingTimeInterval(3600))
        #expect(saved.details["user"]?["name"] == .string("Ann"))
    }

    @Test func anError2faRequiredAlsoAsksForTheCode() async throws {
        let transport = MockTransport()
        transport.on(.post, "/api/auth/login", respond: F.failed("2fa_required", message: .string("Code needed"), status: 401))
        let result = await F.harness(transport).run(
            "auth login --email ann@example.com --password-stdin", stdin: F.password + "\n")
        #expect(result.exitCode == .notPermitted)
        #expect(result.stderr.contains("ann@example.com has two-factor authentication, and there is no terminal to ask for the code"))
    }

    @Test func withoutAPasswordSourceLoginSaysHowToPassOne() async throws {
        let result = await F.harness(MockTransport()).run("auth login --email ann@example.com")
        #expect(result.exitCode == .notPermitted)
        #expect(result.stderr.contains("--password-stdin"))
        #expect(result.stderr.contains("REPAIRMINDER_PASSWORD"))
    }

    /// A transport that notes what stdout held when each page was asked for.
    final class PageProbe: HTTPTransport {
        let seen = Mutex<[Int]>([])
        let stdout = Mutex<BufferSink?>(nil)
        let total: Int
        let hasMore: Bool

        init(total: Int, hasMore: Bool) {
            self.total = total
            self.hasMore = hasMore
        }

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            let query = PathPattern.queryItems(request.url.query(percentEncoded: true) ?? "")
            let page = Int(query.first { $0.name == "page" }?.value ?? "") ?? 0
            let limit = Int(query.first { $0.name == "limit" }?.value ?? "") ?? 0
            let lines = stdout.withLock { $0?.text.split(separator: "\n").count ?? -1 }
            seen.withLock { $0.append(lines) }
            let first = (page - 1) * limit + 1, last = min(page * limit, total)
            return try F.page(first...last, total: total, limit: limit, hasMore: hasMore ? last < total : nil).response()
        }
    }

    /// One page after another with `--concurrency 1`: each is written before the next is asked for.
    /// (Side by side, the default, is `RepairminderParallelPagesTests`.)
    @Test(arguments: [true, false])
    func allWritesEachPageBeforeAskingForTheNext(hasMore: Bool) async throws {
        let probe = PageProbe(total: 250, hasMore: hasMore)
        let harness = ToolHarness(
            tool: AllTools.definition("repairminder"), fileSystem: try F.withSession(), now: F.now, transport: probe)
        let (environment, out, err) = harness.environment(arguments: ["orders", "list", "--all", "--concurrency", "1", "-o", "ndjson"])
        probe.stdout.withLock { $0 = out }
        let code = await ToolRunner(tool: harness.tool).run(environment)
        #expect(code == .success, "\(err.text)")
        #expect(probe.seen.withLock { $0 } == [0, 100, 200])
        #expect(out.text.split(separator: "\n").count == 250)
        #expect(err.text.isEmpty)
    }

    @Test func onePageEndsWithANoteSayingHowToGoOn() async throws {
        let transport = MockTransport()
        transport.on(.get, "/api/orders", query: ["page": "2", "limit": "3"], respond: F.page(4...6, total: 9, limit: 3, hasMore: nil))
        let result = await F.harness(transport, fileSystem: try F.withSession()).run("orders list --page 2 --limit 3 -o table")
        #expect(result.exitCode == .success)
        #expect(result.stdout == "ID     REFERENCE\nord_4  RM-4\nord_5  RM-5\nord_6  RM-6\n")
        #expect(result.stderr == "repairminder: more items: repeat with --page 3 for the next page, or with --all for every page\n")
    }

    @Test func anEmptyPageThatClaimsMoreStopsInsteadOfLooping() async throws {
        let transport = MockTransport()
        transport.on(.get, "/api/tickets", query: ["page": "1"], respond: F.page(1...2, total: 9, limit: 2, hasMore: true))
        transport.on(.get, "/api/tickets", query: ["page": "2"], respond: F.ok(.object([
            "items": .array([]), "pagination": .object(["has_more": .bool(true)]),
        ])))
        let result = await F.harness(transport, fileSystem: try F.withSession()).run("tickets list --all --limit 2 -o ndjson")
        #expect(result.exitCode == .failure)
        #expect(result.stdout.split(separator: "\n").count == 2)
        #expect(result.stderr.contains("page 2 was empty, yet the service says more follow; stopped after 2 items"))
    }
}
