import Foundation
import Testing
import ToolkitTestSupport

/// The property test of outside inputs: a loopback server (Tests/Support/hostile_server.py) sends extreme
/// values (negative, 0, 2^63−1, 2^64, `1e309`, a fraction, a string or null where a number belongs) in
/// every numeric field of every service's answers that the tools read, and hostile headers (`Retry-After`
/// and `Content-Length` of every such kind, a 300 KB header line, 20,000 header lines, headers without
/// end). Every command that reads them, in every tool, must end within its deadline with a documented exit
/// code, and never with a signal. Built binaries: a trap is a signal only a real process shows.
struct OutsideInputsBinaryTests {
    /// Exit codes the tools document (docs/exit-codes.md), but 130 and 141: nothing here interrupts or
    /// closes a pipe.
    static let documented: Set<Int32> = [0, 1, 64, 65, 66, 69, 74, 75, 77, 78]
    static let numbers = ["neg", "zero", "max", "over", "huge", "frac", "str", "null"]
    static let cases = numbers.map { "n-\($0)" }
        + ["neg", "zero", "max", "huge", "digits400", "year", "text"].map { "retry-\($0)" }
        + ["neg", "max", "text", "huge"].map { "length-\($0)" }
        + ["headers-huge", "headers-many", "headers-endless"]

    /// Each tool's commands that read an answer's numbers or headers: sign-in (`expires_in`, `expiresIn`,
    /// Cognito's `ExpiresIn`), status (the expiry as a date and seconds), a request and a list of each.
    static let commands: [(name: String, line: String)] = [
        ("upsctl auth token", "upsctl $G auth token"),
        ("upsctl auth status", "upsctl $G auth status -o json"),
        ("upsctl validate", "upsctl $G validate --street '1 Main St' --city 'New York' --state NY --postal-code 10001 -o json"),
        ("tracewise api", "tracewise $G api /x"),
        ("tracewise products list", "tracewise $G products list -o json"),
        ("scorebase auth login", "scorebase $G auth login --username ann --password-stdin < pw"),
        ("scorebase auth status", "scorebase $G auth status -o json"),
        ("scorebase api", "scorebase $G api /x"),
        ("repairminder auth login", "repairminder $G auth login --email ann@example.com --password-stdin < pw"),
        ("repairminder auth status", "repairminder $G auth status -o json"),
        ("repairminder orders list", "REPAIRMINDER_TOKEN=ci-token repairminder $G orders list -o json"),
        ("repairminder orders get", "REPAIRMINDER_TOKEN=ci-token repairminder $G orders get o1"),
        ("repairminder dashboard stats", "REPAIRMINDER_TOKEN=ci-token repairminder $G dashboard stats -o json"),
        ("repairminder api", "REPAIRMINDER_TOKEN=ci-token repairminder $G api /x"),
    ]

    /// Listings that follow pages, against answers whose every page claims another and whose totals,
    /// limits and offsets are extreme.
    static let pagedCommands: [(name: String, line: String)] = [
        ("repairminder orders list --all", "REPAIRMINDER_TOKEN=ci-token repairminder $G orders list --all -o json"),
        ("repairminder tickets list --all", "REPAIRMINDER_TOKEN=ci-token repairminder $G tickets list --all -o json"),
        ("repairminder api --paginate", "REPAIRMINDER_TOKEN=ci-token repairminder $G api /x --paginate"),
        ("tracewise products list --all", "tracewise $G products list --all -o json"),
        ("tracewise api --paginate", "tracewise $G api /x --paginate"),
    ]

    struct Outcome: CustomStringConvertible {
        var command: String
        var status: Int32
        var stderr: String
        var description: String { "\(command): exit \(status): \(stderr.prefix(300))" }
    }

    /// Runs `commands` against the server's case `name`, each in a fresh state directory, with a 3 s
    /// deadline and one retry. `timeout LIMIT` is the hang detector: its 124 is no exit the tools have.
    static func run(
        _ commands: [(name: String, line: String)], case name: String, server: Server, limit: Int = 60
    ) async throws -> [Outcome] {
        let scratch = TestScratch.root.appendingPathComponent("outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try "pw-1\n".write(to: scratch.appendingPathComponent("pw"), atomically: true, encoding: .utf8)
        let base = "http://127.0.0.1:\(server.port)/\(name)"
        var outcomes: [Outcome] = []
        for (index, command) in commands.enumerated() {
            let state = scratch.appendingPathComponent("s\(index)").path
            let environment = [
                "XDG_CONFIG_HOME": state + "/config", "XDG_STATE_HOME": state + "/state", "XDG_CACHE_HOME": state + "/cache",
                "NO_PROXY": "127.0.0.1", "G": "--timeout 3 --retries 1",
                "UPS_CLIENT_ID": "id-1", "UPS_CLIENT_SECRET": "secret-1", "UPS_OAUTH_BASE_URL": base, "UPS_API_BASE_URL": base,
                "TRACEWISE_API_BASE_URL": base, "SCOREBASE_API_BASE_URL": base, "REPAIRMINDER_API_BASE_URL": base,
                "SCOREBASE_COGNITO_USER_POOL_ID": "eu-west-1_Pool", "SCOREBASE_COGNITO_CLIENT_ID": "client-1",
                "SCOREBASE_COGNITO_REGION": "eu-west-1", "AWS_ENDPOINT_URL": base,
            ]
            // Sign-in first where the command needs a session, so status and requests meet the numbers too.
            let signIn = command.name.hasPrefix("scorebase") && !command.name.hasSuffix("login")
                ? "scorebase $G auth login --username ann --password-stdin < pw >/dev/null 2>&1; "
                : command.name == "repairminder auth status"
                    ? "repairminder $G auth login --email ann@example.com --password-stdin < pw >/dev/null 2>&1; " : ""
            let run = try await BuiltBinary.shell(
                signIn + "timeout \(limit) sh -c \"\(command.line.replacingOccurrences(of: "\"", with: "\\\""))\" >/dev/null",
                environment: environment, directory: scratch)
            outcomes.append(Outcome(command: command.name, status: run.status, stderr: run.stderr))
        }
        return outcomes
    }

    final class Server: @unchecked Sendable {
        let peer: PythonPeer
        let port: Int

        init() async throws {
            peer = try await PythonPeer("hostile_server.py", arguments: ["--lifetime", "900"])
            guard let port = Int(peer.greeting) else { throw CocoaError(.fileReadCorruptFile) }
            self.port = port
        }
    }

    init() throws { _ = try BuiltBinary.path("repairminder") }

    @Test(arguments: cases)
    func everyCommandMeetingAHostileAnswerEndsWithADocumentedCode(name: String) async throws {
        let server = try await Server()
        for outcome in try await Self.run(Self.commands, case: name, server: server) {
            #expect(Self.documented.contains(outcome.status), "\(name): \(outcome)")
        }
    }

    /// The same for listings that follow pages: totals, offsets and limits at the ends of the integers,
    /// and pages that always claim another, end with a documented code (the page-loop guard's 1).
    @Test(arguments: ["max", "neg", "huge", "str"].map { "more-\($0)" })
    func everyListingMeetingHostilePagesEndsWithADocumentedCode(name: String) async throws {
        let server = try await Server()
        let outcomes = try await Self.run(Self.pagedCommands, case: name, server: server, limit: 20)
        for outcome in outcomes {
            #expect(Self.documented.contains(outcome.status), "\(name): \(outcome)")
        }
    }
}
