import Foundation

/// The fake Firebase Auth server (Tests/Support/firebase_fake.py) in a child process, on a free port,
/// reached as the Firebase SDKs reach the emulator: `FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:PORT`.
final class FirebaseFakeServer: @unchecked Sendable {
    let process = Process()
    let port: Int
    var host: String { "127.0.0.1:\(port)" }

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Support/firebase_fake.py")

    /// - Parameter tokenLifetime: the `expiresIn` of issued tokens; 60 or less makes every use refresh.
    init(tokenLifetime: Int = 3600, arguments: [String] = []) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script.path, "--lifetime", "120", "--token-lifetime", String(tokenLifetime)]
            + arguments
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        var line = Data()
        while let byte = try out.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
            line.append(byte)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self)) else {
            process.terminate()
            throw CocoaError(.fileReadCorruptFile)
        }
        self.port = port
    }

    deinit {
        // SIGKILL: the child may inherit a mask that blocks SIGTERM from the test runner's threads.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// `GET`/`POST` on the fake's own test routes (`/counts`, `/requests`, `/admin/revoke?email=…`).
    func call(_ method: String, _ path: String) throws -> Any {
        let run = try BuiltBinary.shell("curl -s -X \(method) 'http://\(host)\(path)'")
        return try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
    }

    func counts() throws -> [String: Int] {
        try call("GET", "/counts") as? [String: Int] ?? [:]
    }
}
