import Foundation
import ToolkitTestSupport

/// The fake Firebase Auth server (Tests/Support/firebase_fake.py) in a child process, on a free port,
/// reached as the Firebase SDKs reach the emulator: `FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:PORT`.
final class FirebaseFakeServer: @unchecked Sendable {
    let peer: PythonPeer
    let port: Int
    var host: String { "127.0.0.1:\(port)" }

    /// - Parameter tokenLifetime: the `expiresIn` of issued tokens; 60 or less makes every use refresh.
    init(tokenLifetime: Int = 3600, arguments: [String] = []) async throws {
        peer = try await PythonPeer(
            "firebase_fake.py", arguments: ["--lifetime", "120", "--token-lifetime", String(tokenLifetime)] + arguments)
        guard let port = Int(peer.greeting) else { throw CocoaError(.fileReadCorruptFile) }
        self.port = port
    }

    /// `GET`/`POST` on the fake's own test routes (`/counts`, `/requests`, `/admin/revoke?email=…`).
    func call(_ method: String, _ path: String) async throws -> Any {
        let run = try await BuiltBinary.shell("curl -s -X \(method) 'http://\(host)\(path)'")
        return try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
    }

    func counts() async throws -> [String: Int] {
        try await call("GET", "/counts") as? [String: Int] ?? [:]
    }
}
