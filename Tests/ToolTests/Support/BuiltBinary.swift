import Foundation
import Testing
import ToolkitTestSupport

/// Runs a built tool as a real process, for what only a process shows: exit statuses, pipes, signals.
/// Every run is async (`ChildProcess`: no cooperative thread waits on it), under a temporary HOME and
/// XDG tree (`ProcessHome`), and bounded: a run still going after `within` is killed with its process
/// group and fails the test with what it had printed.
struct BuiltBinary {
    typealias Run = ChildProcess.Finished

    /// The bound of a run that should end: generous for a loaded machine, short enough that a hung
    /// run is ended and reported well before anyone gives up on the suite.
    static let hangBound: Duration = .seconds(60)

    /// The build products directory: where the test bundle itself was built.
    static let directory: URL = {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return executable.deletingLastPathComponent()
    }()

    static func path(_ tool: String) throws -> String {
        let url = directory.appendingPathComponent(tool)
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw BinaryMissing(description: "\(url.path) is not built; run `swift build` before `swift test`")
        }
        return url.path
    }

    struct BinaryMissing: Error, CustomStringConvertible { var description: String }

    /// A helper command (openssl, curl) a test needs did not do its part.
    struct CommandFailed: Error, CustomStringConvertible { var description: String }

    /// Runs `/bin/bash -c script` with the products directory first on PATH, stdin closed, until it ends.
    /// Without `home`, the run gets a fresh temporary HOME, removed after it; a test whose runs share
    /// state (a session) passes its own. `environment` wins over both.
    static func shell(
        _ script: String, environment: [String: String] = [:], directory cwd: URL? = nil, home: ProcessHome? = nil,
        within: Duration = hangBound
    ) async throws -> Run {
        let own = home == nil ? try ProcessHome() : nil
        defer { own?.remove() }
        let running = try start(script, environment: environment, directory: cwd, home: home ?? own!)
        return try await running.finish(within: within)
    }

    /// Starts `/bin/bash -c script` as `shell` does, for a test that waits for its output, signals it
    /// or holds its input open (`holdInput`), then `finish()`es it. `home` is the caller's to remove.
    static func start(
        _ script: String, environment: [String: String] = [:], directory cwd: URL? = nil, home: ProcessHome,
        holdInput: Bool = false
    ) throws -> ChildProcess {
        var variables = home.environment(environment)
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        if environment["PATH"] == nil { variables["PATH"] = directory.path + ":" + path }
        return try ChildProcess(
            "/bin/bash", ["-o", "pipefail", "-c", script], environment: variables, directory: cwd, holdInput: holdInput,
            name: "bash -c '\(script)'")
    }
}
