import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// The sweep: runs of every tool with secrets planted everywhere a run can know one — settings, a token
/// from the environment, a password typed on standard input, custom credential headers (`-H`), a
/// password in the base URL's user-info, credential query names — each once under `--dry-run` and once
/// under `--mock --debug` and once under `--dry-run -v`, and a grep of every dry-run output and debug log
/// for every planted secret. None may show.
struct SecretSweepTests {
    static let secrets = [
        "Sweep-Client-Secret-1", "Sweep-Env-Token-1", "Sweep-Typed-Pass-1", "Sweep-Api-Key-1", "Sweep-Id-Token-1",
        "Sweep-Cognito-Secret-1", "Sweep-X-Auth-Token", "Sweep-Private-Token", "Sweep-X-Access-Token", "Sweep-Api-Key-H",
        "Sweep-Goog-Api-Key", "Sweep-Url-Pass-1", "Sweep-Pwd-1", "Sweep-Auth-1", "Sweep-Old-Secret-1",
    ]

    static let variables = [
        "UPS_CLIENT_ID": "client-1", "UPS_CLIENT_SECRET": "Sweep-Client-Secret-1",
        "TRACEWISE_API_KEY": "Sweep-Api-Key-1",
        "SCOREBASE_COGNITO_USER_POOL_ID": "eu-west-1_AbCdEf123", "SCOREBASE_COGNITO_CLIENT_ID": "c1",
        "SCOREBASE_COGNITO_CLIENT_SECRET": "Sweep-Cognito-Secret-1",
    ]

    /// `-H` headers whose names say they are credentials, though no list names them.
    static let headers = "-H 'X-Auth-Token: Sweep-X-Auth-Token' -H 'Private-Token: Sweep-Private-Token' "
        + "-H 'X-Access-Token: Sweep-X-Access-Token' -H 'Api-Key: Sweep-Api-Key-H' -H 'X-Goog-Api-Key: Sweep-Goog-Api-Key'"
    /// The same values again where no name gives them away: only the run's secrets can catch them.
    static let echoes = "-f note='copy of Sweep-X-Auth-Token and Sweep-Goog-Api-Key'"
    static let baseURL = "--base-url http://sweeper:Sweep-Url-Pass-1@127.0.0.1:9"
    static let query = "'/api/orders?pwd=Sweep-Pwd-1&auth=Sweep-Auth-1&pageToken=page-2'"

    struct Run: Sendable, CustomTestStringConvertible {
        var tool: String
        var line: String
        var variables: [String: String] = [:]
        var stdin = ""
        var testDescription: String { "\(tool) \(line)" }
    }

    static let runs: [Run] = [
        Run(tool: "repairminder", line: "\(baseURL) api POST \(query) \(headers) \(echoes) -f message='Sweep-Env-Token-1' -f msg='Sweep-Url-Pass-1 Sweep-Pwd-1'",
            variables: ["REPAIRMINDER_TOKEN": "Sweep-Env-Token-1"]),
        Run(tool: "repairminder", line: "tickets reply tkt_1 -m 'pw is Sweep-Env-Token-1'",
            variables: ["REPAIRMINDER_TOKEN": "Sweep-Env-Token-1"]),
        Run(tool: "repairminder", line: "auth login --email ann@example.com --password-stdin", stdin: "Sweep-Typed-Pass-1\n"),
        Run(tool: "repairminder", line: "auth token", variables: ["REPAIRMINDER_TOKEN": "Sweep-Env-Token-1"]),
        Run(tool: "upsctl", line: "validate --street '1 Main St' --city Albany --state NY --postal-code 12207"),
        Run(tool: "upsctl", line: "api POST /api/x \(headers) \(echoes) -f secret=Sweep-Client-Secret-1"),
        Run(tool: "tracewise", line: "\(baseURL) api GET \(query) \(headers)"),
        Run(tool: "tracewise", line: "products get --gtin 09506000134352", variables: ["TRACEWISE_ID_TOKEN": "Sweep-Id-Token-1"]),
        Run(tool: "scorebase", line: "auth login --username alice --password-stdin", stdin: "Sweep-Typed-Pass-1\n"),
        Run(tool: "scorebase", line: "api GET \(query) \(headers)"),
        Run(tool: "upsctl", line: "config unset UPS_CLIENT_SECRET"),
        Run(tool: "upsctl", line: "config set UPS_CLIENT_SECRET --value-stdin", stdin: "Sweep-Typed-Pass-1\n"),
    ]

    static func files() -> InMemoryFileSystem {
        InMemoryFileSystem(files: ["/home/tester/.config/upsctl/config.xcconfig": "UPS_CLIENT_SECRET = Sweep-Old-Secret-1\n"])
    }

    @Test(arguments: runs, ["--dry-run", "--mock --debug", "--dry-run -v"])
    func nothingPrintedHoldsAPlantedSecret(_ run: Run, _ mode: String) async {
        // Printing the token is what `auth token` is for; only its dry run must not.
        if run.line.hasPrefix("auth token"), !mode.contains("--dry-run") { return }
        let harness = ToolHarness(
            tool: AllTools.definition(run.tool), variables: Self.variables.merging(run.variables) { $1 }, fileSystem: Self.files())
        let result = await harness.run("\(mode) \(run.line)", stdin: run.stdin)
        // A dry run's records are on stdout; the debug log is on stderr, and stdout then holds the
        // service's answer (the built-in mock echoes a body it was sent: data, not a log).
        let printed = mode.contains("--dry-run") ? result.stdout + result.stderr : result.stderr
        #expect(!printed.isEmpty)
        for secret in Self.secrets {
            #expect(!printed.contains(secret), "\(secret) printed by `\(mode) \(run.line)`:\n\(printed)")
        }
        #expect(!printed.contains("DryRunStopped"), "\(printed)")
        if mode == "--mock --debug", !run.line.hasPrefix("config") {
            #expect(result.stderr.contains("→ "), "the debug log was written: \(result.stderr)")
        }
        if mode == "--dry-run", run.line.contains(" api ") || run.line.hasPrefix("api ") {
            #expect(result.stdout.contains("<redacted>"), "a request was printed: \(printed)")
        }
    }

    /// APICommand.run: a credential given with `-H` joined the run's secrets only when a log printed the
    /// request, so an error that quoted it was printed in clear in a plain run.
    @Test func anErrorQuotingACustomCredentialHeaderIsScrubbedWithoutAnyLog() async {
        let transport = MockTransport()
        transport.on(.get, "/api/x", respond: RepairminderFakes.failed("token Echo-Needle-1 is not valid", status: 400))
        let harness = ToolHarness(
            tool: AllTools.definition("repairminder"), variables: ["REPAIRMINDER_TOKEN": "Sweep-Env-Token-1"], transport: transport)
        let result = await harness.run("api /api/x -H 'Private-Token: Echo-Needle-1'")
        #expect(result.exitCode != .success)
        #expect(result.stderr.contains("token <redacted> is not valid"), "\(result.stderr)")
        #expect(!result.stderr.contains("Echo-Needle-1"))
    }
}
