import Foundation
import Testing
import ToolkitTestSupport
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// The libcurl transport against a real server on loopback: what only real sockets show.
@Suite(.serialized)
struct CurlTransportTests {
    static func transport(timeout: Double, connections: Int = 4, maxBytes: Int = TransportOptions.defaultMaxResponseBytes, certificateFile: String? = nil, certificateDirectory: String? = nil) -> CurlTransport {
        CurlTransport(options: TransportOptions(
            timeout: timeout, maxConnectionsPerHost: connections, maxResponseBytes: maxBytes,
            certificateFile: certificateFile, certificateDirectory: certificateDirectory))
    }

    @Test func sendsHeadersAndBodyAndReadsTheAnswer() async throws {
        let server = try await LoopbackServer()
        let transport = Self.transport(timeout: 5)
        var request = HTTPRequest(method: .post, url: server.url("/echo"), headers: ["X-Test": "yes"])
        request.setJSONBody(.object(["a": .integer(1)]))
        let response = try await transport.send(request)
        #expect(response.status == 200)
        let echo = try #require(response.json)
        #expect(echo["method"] == .string("POST"))
        #expect(echo.value(at: "headers.X-Test") == .string("yes"))
        #expect(echo["body"] == .string(#"{"a":1}"#))
        #expect(response.headers["content-type"] == "application/json")
    }

    @Test func errorStatusesAreResponsesNotErrors() async throws {
        let server = try await LoopbackServer()
        let response = try await Self.transport(timeout: 5).send(HTTPRequest(method: .get, url: server.url("/status/503")))
        #expect(response.status == 503)
    }

    @Test func sequentialRequestsReuseOneConnection() async throws {
        let server = try await LoopbackServer()
        let transport = Self.transport(timeout: 5)
        for _ in 0..<20 { _ = try await transport.send(HTTPRequest(method: .get, url: server.url("/ok"))) }
        let stats = try await transport.send(HTTPRequest(method: .get, url: server.url("/stats"))).json
        #expect(stats?["connections"] == .number("1"))
        #expect(stats?["requests"] == .number("21"))
    }

    @Test func concurrentRequestsStayWithinTheConnectionLimit() async throws {
        let server = try await LoopbackServer()
        let transport = Self.transport(timeout: 10, connections: 4)
        try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<64 {
                group.addTask { try await transport.send(HTTPRequest(method: .get, url: server.url("/slow?ms=20"))).status }
            }
            for try await status in group { #expect(status == 200) }
        }
        let stats = try await transport.send(HTTPRequest(method: .get, url: server.url("/stats"))).json
        let connections = try #require(stats?["connections"]?.intValue)
        #expect(connections <= 4, "opened \(connections) connections for 64 requests with a limit of 4")
    }

    @Test func aHangingServerTimesOut() async throws {
        let server = try await LoopbackServer()
        // The server answers after 30 s; a timeout error instead of that answer is the proof.
        let error = await #expect(throws: TransportError.self) {
            try await Self.transport(timeout: 1).send(HTTPRequest(method: .get, url: server.url("/hang")))
        }
        #expect(error?.kind == .timedOut)
        #expect(error?.exitCode == .temporaryFailure)
    }

    @Test func aClosedPortIsConnectionRefused() async throws {
        let port = try Self.closedPort()
        let error = await #expect(throws: TransportError.self) {
            try await Self.transport(timeout: 5).send(HTTPRequest(method: .get, url: HTTPURL(string: "http://127.0.0.1:\(port)/")!))
        }
        #expect(error?.kind == .connectionRefused)
        #expect(error?.failedBeforeSending == true)
        #expect(error?.exitCode == .unavailable)
    }

    @Test func aTruncatedBodyIsAnErrorNotACrash() async throws {
        let server = try await LoopbackServer()
        await #expect(throws: TransportError.self) {
            try await Self.transport(timeout: 3).send(HTTPRequest(method: .get, url: server.url("/truncated")))
        }
    }

    @Test func anUntrustedCertificateIsATLSError() async throws {
        let server = try await LoopbackServer(tls: try await LoopbackServer.makeCertificate())
        let error = await #expect(throws: TransportError.self) {
            try await Self.transport(timeout: 5).send(HTTPRequest(method: .get, url: server.url("/ok")))
        }
        #expect(error?.kind == .tls)
        #expect(error.map { FailureKind.of($0) } == .lasting)
    }

    @Test func aPrivateCertificateIsTrustedFromAFileOrAHashedDirectory() async throws {
        let certificate = try await LoopbackServer.makeCertificate()
        let server = try await LoopbackServer(tls: certificate)
        let fromFile = try await Self.transport(timeout: 5, certificateFile: certificate.cert)
            .send(HTTPRequest(method: .get, url: server.url("/ok")))
        #expect(fromFile.status == 200)
        let directory = TestScratch.root.appendingPathComponent("certs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: certificate.cert, toPath: directory.appendingPathComponent("test.pem").path)
        _ = try await BuiltBinary.shell("openssl rehash \(directory.path)")
        // The system bundle does not hold it: only the directory can vouch for it.
        let fromDirectory = try await Self.transport(timeout: 5, certificateDirectory: directory.path)
            .send(HTTPRequest(method: .get, url: server.url("/ok")))
        #expect(fromDirectory.status == 200)
    }

    @Test func aBodyIsSentForEveryMethodThatHasOneAndLibcurlAddsNoHeadersOfItsOwn() async throws {
        let server = try await LoopbackServer()
        let transport = Self.transport(timeout: 5)
        for method in [HTTPMethod.post, .put, .patch, .delete] {
            var request = HTTPRequest(method: method, url: server.url("/echo"))
            request.body = Array(String(repeating: "x", count: 3000).utf8)
            let echo = try #require(try await transport.send(request).json)
            #expect(echo["method"] == .string(method.rawValue))
            #expect(echo["body"]?.stringValue?.count == 3000)
            #expect(echo["headers"]?["Content-Type"] == nil, "libcurl's form type must not be added")
            #expect(echo["headers"]?["Expect"] == nil, "no 100-continue round trip")
        }
        let empty = try #require(try await transport.send(HTTPRequest(method: .post, url: server.url("/echo"))).json)
        #expect(empty["body"] == .string(""))
    }

    /// A port nothing listens on: bind one, note it, close it.
    static func closedPort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
