import Foundation
import ToolkitHTTP
import ToolkitTestSupport

/// The loopback test server (Tests/Support/loopback_server.py) in a child process, on a free port.
final class LoopbackServer: @unchecked Sendable {
    let process = Process()
    let port: Int
    var baseURL: HTTPURL { HTTPURL(string: "\(scheme)://127.0.0.1:\(port)")! }
    let scheme: String

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Support/loopback_server.py")

    init(tls: (cert: String, key: String)? = nil, arguments: [String] = []) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script.path, "--lifetime", "120"] + (tls.map { ["--tls", $0.cert, $0.key] } ?? [])
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
        scheme = tls == nil ? "http" : "https"
    }

    deinit {
        // SIGKILL: the child may inherit a mask that blocks SIGTERM from the test runner's threads.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    func url(_ path: String) -> HTTPURL { HTTPURL(string: baseURL.absoluteString + path)! }

    /// A self-signed certificate for 127.0.0.1 and localhost, made with openssl in a temporary directory.
    static func makeCertificate() throws -> (cert: String, key: String) {
        let directory = TestScratch.root.appendingPathComponent("tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let cert = directory.appendingPathComponent("cert.pem").path
        let key = directory.appendingPathComponent("key.pem").path
        let openssl = Process()
        openssl.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        openssl.arguments = [
            "openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "2",
            "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost",
        ]
        openssl.standardError = FileHandle.nullDevice
        try openssl.run()
        openssl.waitUntilExit()
        return (cert, key)
    }
}
