import Foundation
import Synchronization
import Testing
import ToolkitTestSupport
import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// The libcurl engine as a task executor, and the CA bundle read once per process: real sockets, a real
/// libcurl.
@Suite(.serialized)
struct CurlEngineTests {
    /// Whether the libcurl here keeps a parsed CA bundle for later connections (CURLOPT_CA_CACHE_TIMEOUT:
    /// libcurl 7.87 and later, OpenSSL builds only); read after a first request has loaded it.
    static var libcurlCachesCABundles: Bool {
        let text = CurlLibrary.version  // "libcurl/7.88.1 OpenSSL/3.0.19 …"
        guard text.contains("OpenSSL/"), let version = text.split(separator: " ").first?.split(separator: "/").last
        else { return false }
        let parts = version.split(separator: ".").compactMap { Int($0) }
        return parts.count >= 2 && (parts[0], parts[1]) >= (7, 87)
    }

    /// Sixty-four requests sent from tasks on the engine's thread, to a route the server holds until four
    /// are outstanding at once: the host limit of four is reached whatever the machine's speed (events, not
    /// slow answers, make them overlap), and the server, which counts a request as outstanding until its
    /// answer starts, never sees more. Reuse: the connections carry all 65 requests (64 without reuse).
    @Test func tasksPreferringTheTransportRunOnItsThreadAndSendFromThere() async throws {
        let server = try await LoopbackServer(arguments: ["--bound", "20"])
        let transport = CurlTransport(options: TransportOptions(timeout: 40, maxConnectionsPerHost: 4))
        let executor = try #require(transport.engineExecutor)
        let answers = try await withTaskExecutorPreference(executor) {
            try await withThrowingTaskGroup(of: String.self) { group in
                for _ in 0..<64 {
                    group.addTask {
                        let response = try await transport.send(HTTPRequest(method: .get, url: server.url("/gate?n=4")))
                        return response.status == 200 ? "200" : "\(response.status) \(response.text)"
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
        }
        #expect(answers == Array(repeating: "200", count: 64))
        let stats = try await transport.send(HTTPRequest(method: .get, url: server.url("/stats"))).json
        #expect(stats?["requests"] == .number("65"))
        let atOnce = try #require(stats?["most_at_once"]?.intValue)
        #expect(atOnce == 4, "the server saw at most \(atOnce) requests outstanding at once; the host limit is 4")
        let connections = try #require(stats?["connections"]?.intValue)
        let perConnection = stats?["per_connection"]?.arrayValue?.compactMap(\.intValue) ?? []
        #expect(connections <= 4, "\(connections) connections for 65 requests (requests on each: \(perConnection))")
    }

    @Test func aTaskCancelledOnTheEnginesThreadStopsItsTransferAtOnce() async throws {
        let server = try await LoopbackServer()
        let transport = CurlTransport(options: TransportOptions(timeout: 30))
        let executor = try #require(transport.engineExecutor)
        let task = Task(executorPreference: executor) {
            try await transport.send(HTTPRequest(method: .get, url: server.url("/hang")))
        }
        // Cancelled once the server has the request, so the transfer is under way, not yet to start.
        let seen = try await transport.send(HTTPRequest(method: .get, url: server.url("/seen?path=/hang")))
        #expect(seen.status == 200, "\(seen.text)")
        task.cancel()
        let error = await #expect(throws: TransportError.self) { try await task.value }
        // Not cancelled, the request would succeed after 30 s: the cancellation error is the proof.
        #expect(error?.kind == .cancelled)
    }

    /// The engine runs jobs in rounds between its turns at libcurl; a task that yields forever on its
    /// thread must not keep the transfers from being performed.
    @Test(.timeLimit(.minutes(1))) func aTaskThatKeepsYieldingOnTheEngineDoesNotStarveTheTransfers() async throws {
        let server = try await LoopbackServer()
        let transport = CurlTransport(options: TransportOptions(timeout: 10))
        let executor = try #require(transport.engineExecutor)
        let stop = StopFlag()
        let spinner = Task(executorPreference: executor) {
            var turns = 0
            while !stop.isSet {
                await Task.yield()
                turns += 1
            }
            return turns
        }
        let status = try await withTaskExecutorPreference(executor) {
            try await transport.send(HTTPRequest(method: .get, url: server.url("/slow?ms=50"))).status
        }
        stop.set()
        #expect(status == 200)
        #expect(await spinner.value > 0)
    }

    /// As `ToolRunner.main` runs a command: on a main-thread executor, where every answer resumes it.
    /// libcurl's thread only finishes transfers, so a command that blocks (a prompt, a full pipe) never
    /// holds up a connection (issue 39: commands ran on libcurl's thread after their first request).
    @Test func commandsRunOffLibcurlsThread() async throws {
        let server = try await LoopbackServer()
        let mainThread = MainThreadExecutor()
        // The executor serves a thread of its own here (the test's is Swift's); it parks there afterwards.
        Thread { mainThread.run() }.start()
        let shared = CurlTransport.Shared()
        let transport = CurlTransport(options: TransportOptions(timeout: 5), engine: shared)
        let threads = try await Task(executorPreference: mainThread) {
            let before = UInt(pthread_self())
            var statuses: [Int] = []
            for _ in 0..<3 {
                statuses.append(try await transport.send(HTTPRequest(method: .get, url: server.url("/ok"))).status)
            }
            let engine = try shared.get()
            return (before, UInt(pthread_self()), engine.onEngineThread, statuses)
        }.value
        #expect(threads.3 == [200, 200, 200])
        #expect(threads.0 == threads.1, "the command goes on on its own executor's thread")
        #expect(!threads.2, "the command is not on libcurl's thread")
    }

    @Test func workPreferringAStoppedEngineGoesOnElsewhere() async throws {
        let server = try await LoopbackServer()
        let shared = CurlTransport.Shared()
        let transport = CurlTransport(options: TransportOptions(timeout: 5), engine: shared)
        let executor = try #require(transport.engineExecutor)
        #expect(try await transport.send(HTTPRequest(method: .get, url: server.url("/ok"))).status == 200)
        shared.stop()
        // The old engine's thread has ended (or is ending): its jobs must still run, somewhere.
        let sum = await withTaskExecutorPreference(executor) {
            await withTaskGroup(of: Int.self) { group in
                for value in 1...10 {
                    group.addTask {
                        await Task.yield()
                        return value
                    }
                }
                return await group.reduce(0, +)
            }
        }
        #expect(sum == 55)
        // The transport starts a new engine for its next request.
        #expect(try await transport.send(HTTPRequest(method: .get, url: server.url("/ok"))).status == 200)
    }

    /// libcurl caches a CA bundle only when no CA directory is set beside it, and Debian's libcurl sets
    /// one by default; the transport clears it. The proof: a second connection (the server closed the
    /// first) still verifies after the bundle file was emptied, because the bundle is not read again.
    @Test func theCABundleIsReadOnceNotForEveryConnection() async throws {
        let certificate = try await LoopbackServer.makeCertificate()
        let server = try await LoopbackServer(tls: certificate)
        let bundle = TestScratch.root.appendingPathComponent("bundle-\(UUID().uuidString).pem").path
        try FileManager.default.copyItem(atPath: certificate.cert, toPath: bundle)
        defer { try? FileManager.default.removeItem(atPath: bundle) }
        let transport = CurlTransport(options: TransportOptions(timeout: 5, certificateFile: bundle))
        #expect(try await transport.send(HTTPRequest(method: .get, url: server.url("/close"))).status == 200)
        // A file that trusts no one.
        try Data("-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n".utf8).write(to: URL(fileURLWithPath: bundle))
        let second = await Result(catching: { try await transport.send(HTTPRequest(method: .get, url: server.url("/close"))) })
        if Self.libcurlCachesCABundles {
            #expect(try second.get().status == 200, "the bundle was read again for the second connection")
        } else {
            // An older or non-OpenSSL libcurl reads it for every connection: the emptied file fails.
            #expect(throws: TransportError.self) { try second.get() }
        }
        let stats = try await CurlTransport(options: TransportOptions(timeout: 5, certificateFile: certificate.cert))
            .send(HTTPRequest(method: .get, url: server.url("/stats"))).json
        #expect(stats?["connections"] == .number("3"), "each /close request had a connection of its own")
    }

    /// Each request here is a new easy handle on a new connection (`/close`); through the engine's share
    /// handle they resume the first one's TLS session instead of a full handshake each, as curl does.
    @Test func newConnectionsResumeTheTLSSessionOfAnEarlierOne() async throws {
        let certificate = try await LoopbackServer.makeCertificate()
        let server = try await LoopbackServer(tls: certificate)
        let transport = CurlTransport(options: TransportOptions(timeout: 5, certificateFile: certificate.cert))
        for _ in 0..<3 {
            #expect(try await transport.send(HTTPRequest(method: .get, url: server.url("/close"))).status == 200)
        }
        let stats = try await transport.send(HTTPRequest(method: .get, url: server.url("/stats"))).json
        #expect(stats?["connections"] == .number("4"))
        #expect(stats?["resumed"] == .number("3"), "every connection after the first resumed its session")
    }

    @Test func certificateLocationsAreReadAsCurlReadsThem() {
        var options = TransportOptions(timeout: 1)
        options.readCertificateLocations(from: ["SSL_CERT_FILE": "/a.pem", "SSL_CERT_DIR": "/certs"])
        #expect(options.certificateFile == "/a.pem")
        #expect(options.certificateDirectory == "/certs")
        // curl: CURL_CA_BUNDLE alone, when set; SSL_CERT_DIR and SSL_CERT_FILE are then not read.
        options.readCertificateLocations(from: ["CURL_CA_BUNDLE": "/b.pem", "SSL_CERT_FILE": "/a.pem", "SSL_CERT_DIR": "/certs"])
        #expect(options.certificateFile == "/b.pem")
        #expect(options.certificateDirectory == nil)
        options.readCertificateLocations(from: ["CURL_CA_BUNDLE": "", "SSL_CERT_DIR": "/certs"])
        #expect(options.certificateFile == nil)
        #expect(options.certificateDirectory == "/certs")
    }
}

final class StopFlag: Sendable {
    private let flag = Atomic<Bool>(false)
    var isSet: Bool { flag.load(ordering: .relaxed) }
    func set() { flag.store(true, ordering: .relaxed) }
}

extension Result where Failure == any Error {
    init(catching body: () async throws -> Success) async {
        do { self = .success(try await body()) } catch { self = .failure(error) }
    }
}
