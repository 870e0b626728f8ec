import Foundation
import Testing
import ToolkitTestSupport

/// The RepairMinder fake (Tests/Support/repairminder_fake.py) with a state directory of its own, and the
/// built repairminder run against it: its control endpoints, the requests it saw, and what it counted.
/// Its runs share one temporary HOME (a session saved by one is used by the next), removed by `cleanUp()`.
struct RepairminderFakeRun {
    static let password = "Corr3ct-Horse!"
    let fake: PythonPeer
    let home: ProcessHome
    /// The runs' XDG_STATE_HOME, where sessions are saved.
    var state: URL { home.root.appendingPathComponent(".local/state") }

    init(arguments: [String] = []) async throws {
        _ = try BuiltBinary.path("repairminder")
        fake = try await PythonPeer("repairminder_fake.py", arguments: arguments)
        home = try ProcessHome()
    }

    func cleanUp() { home.remove() }

    var base: String { "http://127.0.0.1:\(fake.greeting)" }

    func run(_ command: String, _ extra: [String: String] = [:]) async throws -> BuiltBinary.Run {
        let variables = [
            "REPAIRMINDER_API_BASE_URL": base, "NO_PROXY": "127.0.0.1", "PW": Self.password,
            "REPAIRMINDER_TOKEN": "", "REPAIRMINDER_EMAIL": "", "REPAIRMINDER_PASSWORD": "",
        ]
        return try await BuiltBinary.shell(command, environment: variables.merging(extra) { $1 }, home: home)
    }

    func signIn() async throws {
        let login = try await run("printf '%s\\n' \"$PW\" | repairminder auth login --email ann@example.com --password-stdin")
        #expect(login.status == 0, "\(login.stderr)")
    }

    func control(_ json: String) async throws {
        _ = try await BuiltBinary.shell("curl -s -X POST -d '\(json)' \(base)/_control")
    }

    func requests() async throws -> [[String: Any]] {
        let run = try await BuiltBinary.shell("curl -s \(base)/_log")
        return try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]] ?? []
    }

    func counts() async throws -> [String: Int] {
        let run = try await BuiltBinary.shell("curl -s \(base)/_counts")
        return try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Int] ?? [:]
    }

    /// A logged request's JSON body with sorted keys; "" when it had none.
    static func body(_ request: [String: Any]) throws -> String {
        guard let body = request["body"], !(body is NSNull) else { return "" }
        return String(decoding: try JSONSerialization.data(withJSONObject: body, options: [.sortedKeys]), as: UTF8.self)
    }

    /// The saved session file.
    func sessionFile() throws -> URL {
        let sessions = state.appendingPathComponent("repairminder/sessions")
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: sessions.path).first { $0.hasSuffix(".json") })
        return sessions.appendingPathComponent(name)
    }
}
