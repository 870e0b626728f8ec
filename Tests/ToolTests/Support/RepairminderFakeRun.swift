import Foundation
import Testing
import ToolkitTestSupport

/// The RepairMinder fake (Tests/Support/repairminder_fake.py) with a state directory of its own, and the
/// built repairminder run against it: its control endpoints, the requests it saw, and what it counted.
struct RepairminderFakeRun {
    static let password = "Corr3ct-Horse!"
    let fake: PythonPeer
    let state: URL

    init(arguments: [String] = []) throws {
        _ = try BuiltBinary.path("repairminder")
        fake = try PythonPeer("repairminder_fake.py", arguments: arguments)
        state = TestScratch.root.appendingPathComponent("repairminder-\(UUID().uuidString)")
    }

    func cleanUp() { try? FileManager.default.removeItem(at: state) }

    var base: String { "http://127.0.0.1:\(fake.greeting)" }

    func run(_ command: String, _ extra: [String: String] = [:]) throws -> BuiltBinary.Run {
        let variables = [
            "REPAIRMINDER_API_BASE_URL": base, "XDG_STATE_HOME": state.path, "NO_PROXY": "127.0.0.1", "PW": Self.password,
            "REPAIRMINDER_TOKEN": "", "REPAIRMINDER_EMAIL": "", "REPAIRMINDER_PASSWORD": "",
        ]
        return try BuiltBinary.shell(command, environment: variables.merging(extra) { $1 })
    }

    func signIn() throws {
        let login = try run("printf '%s\\n' \"$PW\" | repairminder auth login --email ann@example.com --password-stdin")
        #expect(login.status == 0, "\(login.stderr)")
    }

    func control(_ json: String) throws {
        _ = try BuiltBinary.shell("curl -s -X POST -d '\(json)' \(base)/_control")
    }

    func requests() throws -> [[String: Any]] {
        let run = try BuiltBinary.shell("curl -s \(base)/_log")
        return try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]] ?? []
    }

    func counts() throws -> [String: Int] {
        let run = try BuiltBinary.shell("curl -s \(base)/_counts")
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
