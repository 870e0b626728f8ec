import Foundation
import ToolkitTestSupport

/// A test peer written in Python (Tests/Support/NAME.py) in a child process: it prints one line when
/// ready (its port, or a JSON object), and is killed when the value goes away. The interpreter is
/// `TOOLKIT_TEST_PYTHON` when set (`make test` sets it to the project's virtual environment), else python3.
final class PythonPeer: @unchecked Sendable {
    let process = Process()
    /// The first line the peer printed.
    let greeting: String

    static let support = PackageRoot.appending("Tests/Support")

    static var python: String { ProcessInfo.processInfo.environment["TOOLKIT_TEST_PYTHON"] ?? "python3" }

    /// Whether `python -c CODE` succeeds (a module is importable).
    static func canRun(_ code: String) -> Bool {
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = [python, "-c", code]
        probe.standardOutput = FileHandle.nullDevice
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return false }
        probe.waitUntilExit()
        return probe.terminationStatus == 0
    }

    init(_ script: String, arguments: [String] = []) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [Self.python, Self.support.appendingPathComponent(script).path] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while let byte = try out.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
            line.append(byte)
        }
        greeting = String(decoding: line, as: UTF8.self)
        guard !greeting.isEmpty else {
            process.terminate()
            throw CocoaError(.fileReadCorruptFile)
        }
    }

    deinit {
        // SIGKILL: the child may inherit a mask that blocks SIGTERM from the test runner's threads.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
