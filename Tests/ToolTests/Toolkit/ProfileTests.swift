import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// Profiles: a named settings file read between `.env` and the xcconfig file, and sessions, tokens and
/// caches kept apart per profile, so two accounts can be signed in at once.
struct ProfileTests {
    typealias F = RepairminderFakes
    static let config = "/home/tester/.config/repairminder"
    static let state = "/home/tester/.local/state/repairminder"

    func run(_ line: String, files: InMemoryFileSystem, transport: MockTransport? = nil, variables: [String: String] = [:], stdin: String = "")
        async -> ToolHarness.Result
    {
        await F.harness(transport, variables: variables, fileSystem: files).run(line, stdin: stdin)
    }

    @Test func twoProfilesAreSignedInToTwoAccountsAtOnceAndLogoutLeavesTheOther() async throws {
        let files = InMemoryFileSystem()
        #expect(await run("config set --profile work REPAIRMINDER_EMAIL ann@work.example", files: files).exitCode == .success)
        #expect(await run("config set --profile home REPAIRMINDER_EMAIL bob@home.example", files: files).exitCode == .success)
        #expect(files.permissions(at: "\(Self.config)/profiles/work.xcconfig") == 0o600)
        #expect(files.permissions(at: "\(Self.config)/profiles") == 0o700)
        let transport = MockTransport()
        transport.on(.post, "/api/auth/login", respond: F.session(token: "work-or-home-token"))
        transport.on(.post, "/api/auth/logout", respond: F.ok(.null))
        for profile in ["work", "home"] {
            let login = await run("--profile \(profile) auth login --password-stdin", files: files, transport: transport, stdin: "pw\n")
            #expect(login.exitCode == .success, "\(login.stderr)")
        }
        #expect(files.fileExists(at: "\(Self.state)/profiles/work/sessions/production.json"))
        #expect(files.contentsOfDirectory(at: "\(Self.state)/profiles/home/sessions").contains { $0.hasSuffix(".json") })
        #expect(!files.fileExists(at: "\(Self.state)/sessions"), "no profile's session lands in the default place")

        let listed = await run("config profiles -o json", files: files)
        let rows = try #require(try? JSONParser.parse(listed.stdout)).arrayValue ?? []
        #expect(rows.map { $0["name"]?.stringValue } == ["home", "work"])
        #expect(rows.map { $0["signedIn"]?.stringValue } == ["bob@home.example", "ann@work.example"])

        #expect(await run("--profile work auth logout", files: files, transport: transport).exitCode == .success)
        let work = await run("--profile work auth status", files: files)
        #expect(work.exitCode == .notPermitted)
        let home = await run("--profile home auth status -o json", files: files)
        #expect(home.exitCode == .success, "\(home.stderr)")
        #expect(home.stdout.contains("bob@home.example"))
    }

    @Test func aProfileIsALayerBetweenDotEnvAndTheXCConfigFile() async throws {
        let files = InMemoryFileSystem(files: [
            "/work/Config.xcconfig": "REPAIRMINDER_EMAIL = from@xcconfig.example\nREPAIRMINDER_TIMEOUT = 12\n",
            "\(Self.config)/profiles/work.xcconfig": "REPAIRMINDER_EMAIL = from@profile.example\n",
        ])
        func source(_ name: String, _ extra: String = "", variables: [String: String] = [:]) async -> (String?, String?) {
            let shown = await run("--profile work config show -o json \(extra)", files: files, variables: variables)
            let row = (try? JSONParser.parse(shown.stdout))?[name]
            return (row?["value"]?.stringValue, row?["source"]?.stringValue)
        }
        #expect(await source("REPAIRMINDER_EMAIL") == ("from@profile.example", "profile:work:\(Self.config)/profiles/work.xcconfig:1"))
        #expect(await source("REPAIRMINDER_TIMEOUT").0 == "12", "the xcconfig file supplies what the profile leaves unset")
        try files.writeFileAtomically(Array("REPAIRMINDER_EMAIL=from@dotenv.example\n".utf8), to: "/work/.env", mode: 0o644)
        #expect(await source("REPAIRMINDER_EMAIL").0 == "from@dotenv.example")
        #expect(await source("REPAIRMINDER_EMAIL", variables: ["REPAIRMINDER_EMAIL": "env@example.com"]).0 == "env@example.com")
    }

    @Test(arguments: [
        ("--profile wrok config show", "unknown profile 'wrok'", "did you mean 'work'?"),
        ("--profile 'a b' config show", "invalid profile name 'a b'", ""),
        ("--profile nope orders list", "unknown profile 'nope'", "The profiles: work."),
    ])
    func anUnknownOrInvalidProfileIs78(_ line: String, _ message: String, _ more: String) async {
        let files = InMemoryFileSystem(files: ["\(Self.config)/profiles/work.xcconfig": "REPAIRMINDER_ENV = production\n"])
        let result = await run(line, files: files, transport: MockTransport())
        #expect(result.exitCode == .configuration, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(more.isEmpty || result.stderr.contains(more), "\(result.stderr)")
    }

    @Test func withoutAProfileTheFilesAreWhereTheyAlwaysWere() async {
        let files = InMemoryFileSystem()
        let transport = MockTransport()
        transport.on(.post, "/api/auth/login", respond: F.session())
        let login = await run("auth login --email ann@example.com --password-stdin", files: files, transport: transport, stdin: "pw\n")
        #expect(login.exitCode == .success)
        #expect(files.contentsOfDirectory(at: F.sessions).contains { $0.hasSuffix(".json") })
        #expect(!files.isDirectory(at: "\(Self.state)/profiles"))
        #expect(await run("config set REPAIRMINDER_EMAIL ann@example.com", files: files).exitCode == .success)
        #expect(files.fileExists(at: "\(Self.config)/config.xcconfig"))
    }

    @Test(arguments: AllTools.names)
    func completionOffersTheProfileNames(_ name: String) {
        let tool = AllTools.definition(name)
        for shell in [Shell.bash, .zsh] {
            #expect(CompletionGenerator.script(for: shell, tool: tool).contains("/\(name)/profiles\" 2>/dev/null"))
        }
        #expect(CompletionGenerator.script(for: .fish, tool: tool).contains("/\(name)/profiles/*.xcconfig"))
    }
}
