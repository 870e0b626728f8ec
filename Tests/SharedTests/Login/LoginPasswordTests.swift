import Synchronization
import Testing
@testable import Shared
import ToolkitTestSupport

/// `LoginPassword` and `LoginNewPassword` in a tool of their own: every tool with a login reads its
/// password (and scorebase its new password) through them, so the flags, the errors and the prompts are
/// written once.
struct LoginPasswordTests {
    static let password = SettingKey<String>.string("SIGNIN_PASSWORD", help: "A password.", secret: true)
    static let newPasswordStdin = OptionKey<Bool>.flag("new-password-stdin", help: "The new password on standard input.")
    static let newPassword = LoginNewPassword(option: newPasswordStdin, askedBy: "The pool")

    /// `signin login` prints the password it read, so a test can see it; `signin challenged` also the new
    /// password, as when the service demands one.
    static let tool = ToolDefinition(
        name: "signin", version: "1.0.0", prefix: "SIGNIN", abstract: "Signs in.", discussion: "For tests.",
        settings: [password.spec],
        environments: [EnvironmentPreset("live", help: "Live.", values: [:])], defaultEnvironment: "live",
        commands: [
            CommandSpec(
                "login", abstract: "Reads the password.", options: [LoginPassword.passwordStdin.spec],
                action: { context in
                    let password = try await LoginPassword(setting: password, loginArguments: "--as ann").read(context, account: "ann")
                    context.stdout.write("[\(password)]\n")
                    return .success
                }),
            CommandSpec(
                "challenged", abstract: "Reads the password and the new one.",
                options: [LoginPassword.passwordStdin.spec, newPasswordStdin.spec],
                action: { context in
                    let reader = LoginPassword(setting: password, loginArguments: "--as ann", newPassword: newPassword)
                    let (password, given) = try await reader.readWithNewPassword(context, account: "ann")
                    let new = try await newPassword.ask(context, given: given, account: "ann")
                    context.stdout.write("[\(password)] [\(new)]\n")
                    return .success
                }),
        ],
        examples: [], exitStatuses: [.success, .usage])

    @Test func passwordStdinTakesAllOfStandardInputLessItsFinalLineBreak() async {
        let result = await ToolHarness(tool: Self.tool).run("login --password-stdin", stdin: "two\nlines\n")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout == "[two\nlines]\n")
    }

    @Test func aDemandedNewPasswordWithoutATerminalOrItsFlagSaysHowToPassIt() async {
        let result = await ToolHarness(tool: Self.tool).run("challenged --password-stdin", stdin: "old-pw\n")
        #expect(result.exitCode == .notPermitted)
        #expect(result.stderr.contains("The pool asks for a new password for ann, and standard input is not a terminal"))
        #expect(result.stderr.contains("--new-password-stdin (the second line when --password-stdin is used too)"))
        #expect(!result.stderr.contains("old-pw"))
    }

    @Test func withBothFlagsTheFirstLineIsThePasswordAndTheSecondTheNewOne() async {
        let result = await ToolHarness(tool: Self.tool)
            .run("challenged --password-stdin --new-password-stdin", stdin: "old-pw\r\nnew-pw\n")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout == "[old-pw] [new-pw]\n")
    }

    @Test func withBothFlagsOneLineIsAUsageErrorSayingTwoAreNeeded() async {
        let result = await ToolHarness(tool: Self.tool).run("challenged --password-stdin --new-password-stdin", stdin: "old-pw\n")
        #expect(result.exitCode == .usage)
        #expect(result.stderr.contains("--password-stdin and --new-password-stdin need two lines on standard input, and it has 1"))
    }

    @Test func theNewPasswordAloneOnStandardInputLeavesThePasswordToTheSetting() async {
        let result = await ToolHarness(tool: Self.tool, variables: ["SIGNIN_PASSWORD": "from-setting"])
            .run("challenged --new-password-stdin", stdin: "new-pw\n")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout == "[from-setting] [new-pw]\n")
    }

    @Test func noPasswordSourceWithoutATerminalSaysHowToPassOne() async {
        let result = await ToolHarness(tool: Self.tool).run("login")
        #expect(result.exitCode == .notPermitted)
        #expect(result.stderr.contains("signin: error: no password: standard input is not a terminal, so signin cannot ask for one"))
        #expect(result.stderr.contains("| signin auth login --as ann --password-stdin"))
        #expect(result.stderr.contains("Or set SIGNIN_PASSWORD."))
    }

    @Test func onATerminalBothAreAskedWithEchoOffTheNewOneTwice() async {
        let harness = ToolHarness(tool: Self.tool, terminal: true)
        var (environment, out, err) = harness.environment(arguments: ["challenged", "--password-stdin", "--new-password-stdin"])
        let prompts = Mutex<[String]>([])
        environment.io.readSecretLine = { prompt in
            prompts.withLock { $0.append(prompt) }
            return prompt.hasPrefix("Password") ? "typed-old" : "typed-new"
        }
        let code = await ToolRunner(tool: harness.tool).run(environment)
        #expect(code == .success, "\(err.text)")
        #expect(out.text == "[typed-old] [typed-new]\n")
        #expect(prompts.withLock { $0 } == ["Password for ann: ", "New password for ann: ", "New password again: "])
    }

    @Test func twoNewPasswordsThatDifferChangeNothing() async {
        let harness = ToolHarness(tool: Self.tool, terminal: true)
        var (environment, _, err) = harness.environment(arguments: ["challenged"])
        let answers = Mutex(["typed-old", "first", "second"])
        environment.io.readSecretLine = { _ in answers.withLock { $0.removeFirst() } }
        let code = await ToolRunner(tool: harness.tool).run(environment)
        #expect(code == .notPermitted)
        #expect(err.text.contains("the two new passwords differ; nothing was changed"), "\(err.text)")
    }
}
