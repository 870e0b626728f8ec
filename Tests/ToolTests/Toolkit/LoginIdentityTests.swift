import Synchronization
import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// `auth login` without an email or user name: asked for on a terminal, never without one; under
/// `--mock`, the identity given is the one reported, and the password is asked for as without it.
struct LoginIdentityTests {
    static let tools: [(tool: String, option: String, label: String, fixtureUser: String)] = [
        ("tracewise", "--email", "Email", "ada@example.test"),
        ("scorebase", "--username", "User name", "mock-user"),
        ("repairminder", "--email", "Email", "mock@example.test"),
    ]

    @Test(arguments: 0..<3)
    func onATerminalTheMissingIdentityIsAskedForAndUsed(_ index: Int) async {
        let (name, _, label, fixtureUser) = Self.tools[index]
        let harness = ToolHarness(tool: AllTools.definition(name), terminal: true)
        var (environment, _, err) = harness.environment(arguments: ["--mock", "auth", "login"])
        let prompts = Mutex<[String]>([])
        environment.io.readLine = { prompt in
            prompts.withLock { $0.append(prompt) }
            return "  ann@example.com \n"
        }
        environment.io.readSecretLine = { prompt in
            prompts.withLock { $0.append(prompt) }
            return "typed-password"
        }
        let code = await ToolRunner(tool: harness.tool).run(environment)
        #expect(code == .success, "\(err.text)")
        #expect(prompts.withLock { $0 } == ["\(label) [\(fixtureUser)]: ", "Password for ann@example.com: "])
        #expect(err.text.contains("signed in to production as ann@example.com"), "\(err.text)")
    }

    /// The account a prompt names may come from a setting (`./.env`, a profile): it is shown, never obeyed.
    @Test("issue 50 finding 1: a prompt shows an account's control characters as text", arguments: 0..<3)
    func aPromptShowsTheAccountAsVisibleText(_ index: Int) async {
        let (name, option, _, _) = Self.tools[index]
        let harness = ToolHarness(tool: AllTools.definition(name), terminal: true)
        var (environment, _, err) = harness.environment(
            arguments: ["--mock", "auth", "login", option, "ann@example.com\u{1B}]0;pwned\u{07}\u{202E}"])
        let prompts = Mutex<[String]>([])
        environment.io.readSecretLine = { prompt in
            prompts.withLock { $0.append(prompt) }
            return "typed-password"
        }
        let code = await ToolRunner(tool: harness.tool).run(environment)
        #expect(code == .success, "\(err.text)")
        #expect(prompts.withLock { $0 } == [#"Password for ann@example.com\x1b]0;pwned\x07\u202e: "#])
    }

    @Test(arguments: 0..<3)
    func theIdentityGivenIsTheOneReportedInMockMode(_ index: Int) async {
        let (name, option, _, _) = Self.tools[index]
        let harness = ToolHarness(tool: AllTools.definition(name))
        let result = await harness.run("--mock auth login \(option) zoe@example.com --password-stdin", stdin: "pw\n")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stderr.contains("signed in to production as zoe@example.com"), "\(result.stderr)")
    }

    /// Without a terminal and without `--password-stdin`, mock mode refuses as the service's own sign-in
    /// does: a script written against the mock must work against the service.
    @Test(arguments: 0..<3)
    func mockModeWantsAPasswordAsTheRealSignInDoes(_ index: Int) async {
        let (name, option, _, _) = Self.tools[index]
        let result = await ToolHarness(tool: AllTools.definition(name)).run("--mock auth login \(option) zoe@example.com")
        #expect(result.exitCode == .notPermitted)
        #expect(result.stderr.contains("error: no password: standard input is not a terminal"), "\(result.stderr)")
        #expect(result.stderr.contains("--password-stdin"))
    }

    @Test(arguments: 0..<3)
    func withoutATerminalNothingIsAsked(_ index: Int) async {
        let (name, option, _, _) = Self.tools[index]
        let harness = ToolHarness(tool: AllTools.definition(name), terminal: false)
        var (environment, _, err) = harness.environment(arguments: ["auth", "login"])
        environment.io.readLine = { _ in Issue.record("asked without a terminal"); return nil }
        let code = await ToolRunner(tool: harness.tool).run(environment)
        #expect(code == .configuration)
        #expect(err.text.contains(" is not set"))
        _ = option
    }

    @Test func nothingTypedOutsideMockModeIs77() async {
        let harness = ToolHarness(
            tool: AllTools.definition("repairminder"), variables: ["REPAIRMINDER_API_BASE_URL": "https://rm.example.test"],
            terminal: true)
        var (environment, _, err) = harness.environment(arguments: ["auth", "login"])
        environment.io.readLine = { _ in "" }
        #expect(await ToolRunner(tool: harness.tool).run(environment) == .notPermitted)
        #expect(err.text == "repairminder: error: no email was entered\n")
    }
}
