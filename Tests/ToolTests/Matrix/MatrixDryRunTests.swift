import Testing
@testable import Shared
@testable import ToolkitFloor
import ToolkitTestSupport

/// Every command of every tool under `--dry-run`, pointed at a loopback base URL with every credential
/// set: no request reaches the transport, no file is written anywhere, and none of the planted secrets
/// (settings, a typed password) appears on stdout or stderr.
struct MatrixDryRunTests {
    /// Credentials of all four tools, each a value that must never be printed (a client id or user name is
    /// an identity, which `auth status` and `config show` print on purpose).
    static let plantedSecrets: [String: String] = [
        "UPS_CLIENT_SECRET": "PLANTED-ups-secret-9921",
        "TRACEWISE_API_KEY": "PLANTED-tw-key-3310", "TRACEWISE_FIREBASE_API_KEY": "PLANTED-fb-key-7781",
        "TRACEWISE_ID_TOKEN": "PLANTED-tw-idtoken-5562", "TRACEWISE_PASSWORD": "PLANTED-tw-pass-1290",
        "SCOREBASE_COGNITO_CLIENT_SECRET": "PLANTED-sb-secret-8843", "SCOREBASE_PASSWORD": "PLANTED-sb-pass-6654",
        "REPAIRMINDER_TOKEN": "PLANTED-rm-token-2209", "REPAIRMINDER_PASSWORD": "PLANTED-rm-pass-4476",
    ]
    static let typedPassword = "PLANTED-typed-0042"

    static let variables: [String: String] = plantedSecrets.merging([
        "UPS_CLIENT_ID": "ups-client-4417", "TRACEWISE_EMAIL": "ann@example.com", "SCOREBASE_USERNAME": "ann", "REPAIRMINDER_EMAIL": "ann@example.com",
        "SCOREBASE_COGNITO_CLIENT_ID": "client1", "SCOREBASE_COGNITO_USER_POOL_ID": "eu-west-1_pool1",
        "SCOREBASE_COGNITO_REGION": "eu-west-1",
    ]) { $1 }

    @Test(arguments: MatrixCommand.all)
    func dryRunSendsAndWritesNothing(_ command: MatrixCommand) async {
        let server = MockTransport()
        let files = MatrixRun.exampleFiles()
        let before = files.listing
        let harness = MatrixRun.harness(command, transport: server, fileSystem: files, variables: Self.variables)
        let words = ["--dry-run", "--base-url", "http://127.0.0.1:9", "-o", "ndjson"] + command.sample
        let stdin = command.stdin.isEmpty ? "" : Self.typedPassword + "\n"
        let outcome = await MatrixRun.run(harness, words, stdin: stdin)
        MatrixRun.expectSane(outcome, command, mode: "dry run")
        guard let result = outcome.result else { return }
        #expect(server.requests.isEmpty, "\(command) --dry-run sent \(server.requests.map { "\($0.method) \($0.url)" })")
        #expect(files.listing == before, "\(command) --dry-run changed the file system")
        #expect(MatrixRun.documentedCodes(command).contains(result.exitCode.rawValue), "\(command): \(outcome.summary)")
        for secret in Array(Self.plantedSecrets.values) + [Self.typedPassword] {
            #expect(!result.stdout.contains(secret) && !result.stderr.contains(secret), "\(command) --dry-run printed \(secret)")
        }
        for name in ["DryRunStopped", "DryRun("] {
            #expect(!result.stderr.contains(name), "\(command) --dry-run names \(name): \(result.stderr)")
        }
    }
}
