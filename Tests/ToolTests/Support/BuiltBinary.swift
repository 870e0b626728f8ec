import Foundation
import Testing

/// Runs a built tool as a real process, for what only a process shows: exit statuses, pipes, signals.
struct BuiltBinary {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

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

    /// Runs `/bin/bash -c script` with the products directory first on PATH, stdin closed.
    static func shell(_ script: String, environment: [String: String] = [:], directory cwd: URL? = nil) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-o", "pipefail", "-c", script]
        var variables = ProcessInfo.processInfo.environment
        variables["PATH"] = directory.path + ":" + (variables["PATH"] ?? "/usr/bin:/bin")
        for (key, value) in environment { variables[key] = value }
        process.environment = variables
        if let cwd { process.currentDirectoryURL = cwd }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes before waiting, so a chatty child never blocks on a full pipe.
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data(), errData = Data()
        group.enter()
        DispatchQueue.global().async { outData = out.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        errData = err.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}
