import Foundation
import ToolkitTestSupport

/// A test peer written in Python (Tests/Support/NAME.py) in a child process under a temporary HOME: it
/// prints one line when ready (its port, or a JSON object), and is killed with its process group when
/// the value goes away. The interpreter is `TOOLKIT_TEST_PYTHON` when set (`make test` sets it to the
/// project's virtual environment), else python3. Waiting for its greeting blocks no cooperative thread
/// and is bounded: a peer that does not greet fails the test by name, with what it printed.
final class PythonPeer: @unchecked Sendable {
    let child: ChildProcess
    let home: ProcessHome
    /// The first line the peer printed.
    let greeting: String

    static let support = PackageRoot.appending("Tests/Support")

    static var python: String { ProcessInfo.processInfo.environment["TOOLKIT_TEST_PYTHON"] ?? "python3" }

    /// Whether `python -c CODE` succeeds (a module is importable).
    static func canRun(_ code: String) async -> Bool {
        guard let home = try? ProcessHome() else { return false }
        defer { home.remove() }
        guard let probe = try? ChildProcess("/usr/bin/env", [python, "-c", code], environment: home.environment([:])) else {
            return false
        }
        return (try? await probe.finish(within: BuiltBinary.hangBound))?.status == 0
    }

    init(_ script: String, arguments: [String] = []) async throws {
        home = try ProcessHome()
        child = try ChildProcess(
            "/usr/bin/env", [Self.python, Self.support.appendingPathComponent(script).path] + arguments,
            environment: home.environment([:]), name: "\(script) \(arguments.joined(separator: " "))")
        do {
            try await child.waitForOutput(in: .stdout, "the greeting line of \(script)", within: BuiltBinary.hangBound) {
                $0.contains("\n")
            }
        } catch {
            home.remove()
            throw error
        }
        greeting = String(child.output(.stdout).prefix { $0 != "\n" })
    }

    deinit {
        // SIGKILL to the group: the child may inherit a mask that blocks SIGTERM from the test runner's threads.
        child.killGroup()
        home.remove()
    }
}
