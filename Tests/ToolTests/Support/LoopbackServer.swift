import Foundation
import ToolkitHTTP
import ToolkitTestSupport

/// The loopback test server (Tests/Support/loopback_server.py) in a child process (`PythonPeer`), on a free port.
/// Its lifetime only bounds an orphan (the peer is ended with the test): long enough for a test that
/// starts late on a loaded machine.
final class LoopbackServer: @unchecked Sendable {
    let peer: PythonPeer
    let port: Int
    var baseURL: HTTPURL { HTTPURL(string: "\(scheme)://127.0.0.1:\(port)")! }
    let scheme: String

    init(tls: (cert: String, key: String)? = nil, arguments: [String] = []) async throws {
        peer = try await PythonPeer(
            "loopback_server.py", arguments: ["--lifetime", "900"] + (tls.map { ["--tls", $0.cert, $0.key] } ?? []) + arguments)
        guard let port = Int(peer.greeting) else { throw CocoaError(.fileReadCorruptFile) }
        self.port = port
        scheme = tls == nil ? "http" : "https"
    }

    func url(_ path: String) -> HTTPURL { HTTPURL(string: baseURL.absoluteString + path)! }

    /// A self-signed certificate for 127.0.0.1 and localhost, made with openssl in a temporary directory.
    static func makeCertificate() async throws -> (cert: String, key: String) {
        let directory = TestScratch.root.appendingPathComponent("tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let cert = directory.appendingPathComponent("cert.pem").path
        let key = directory.appendingPathComponent("key.pem").path
        let words = [
            "openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "2",
            "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost",
        ]
        let made = try await BuiltBinary.shell(PseudoTerminal.quoted(words))
        guard made.status == 0 else { throw BuiltBinary.CommandFailed(description: "openssl req: \(made.stderr)") }
        return (cert, key)
    }
}
