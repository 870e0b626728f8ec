import Foundation
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// What only real sockets show about the limits around the transport: the transport never follows a
/// redirect, the deadline bounds a server that drips, cancellation stops a transfer, and an answer over
/// the size cap stops the transfer.
@Suite(.serialized)
struct TransportLimitsTests {
    @Test func theTransportReturnsARedirectInsteadOfFollowingIt() async throws {
        let server = try await LoopbackServer()
        let target = server.url("/ok").absoluteString
        for status in [301, 302, 303, 307, 308] {
            let url = server.url("/redirect?status=\(status)&to=\(PercentEncoding.query(target))")
            let response = try await CurlTransportTests.transport(timeout: 5).send(HTTPRequest(method: .get, url: url))
            #expect(response.status == status)
            #expect(response.headers["Location"] == target)
        }
        let stats = try await CurlTransportTests.transport(timeout: 5).send(HTTPRequest(method: .get, url: server.url("/stats"))).json
        #expect(stats?["requests"] == .number("6"), "no request reached /ok")
    }

    /// One byte every 300 ms never trips an idle timeout; the deadline ends it at one second.
    @Test func theDeadlineBoundsAServerThatDrips() async throws {
        let server = try await LoopbackServer()
        let client = HTTPClient(
            transport: CurlTransportTests.transport(timeout: 1),
            // injected sleep: the middleware's deadline timer, real, as the tools give it
            middlewares: [DeadlineMiddleware(seconds: 1, timer: { try await Task.sleep(for: $0) }, now: { Date(timeIntervalSince1970: 0) })])
        // Without the deadline the 100 bytes arrive after 30 s and the request succeeds; the deadline's own
        // error (not libcurl's idle timeout, which never fires here) is the proof.
        let error = await #expect(throws: TransportError.self) {
            try await client.send(HTTPRequest(method: .get, url: server.url("/drip?ms=300&bytes=100")))
        }
        #expect(error?.kind == .timedOut)
        #expect(error?.message == "request to 127.0.0.1 timed out: no complete answer within 1 s")
    }

    /// Without the middleware: libcurl's own limit is the whole deadline, not an idle timeout, and it
    /// fails the request with the middleware's words, so `HTTPStack` leaves the middleware out.
    /// Unbounded, the drip's 100 bytes arrive after 30 s and the request succeeds: the timeout error is the
    /// proof (no bound on the time taken, which a loaded machine can stretch).
    @Test func theTransportKeepsTheDeadlineItselfInTheSameWords() async throws {
        let server = try await LoopbackServer()
        let transport = CurlTransportTests.transport(timeout: 1)
        let error = await #expect(throws: TransportError.self) {
            try await transport.send(HTTPRequest(method: .get, url: server.url("/drip?ms=300&bytes=100")))
        }
        #expect(error?.kind == .timedOut)
        #expect(error?.message == "request to 127.0.0.1 timed out: no complete answer within 1 s")
    }

    @Test func cancellingTheTaskStopsTheTransferAtOnce() async throws {
        let server = try await LoopbackServer()
        let transport = CurlTransportTests.transport(timeout: 30)
        let task = Task { try await transport.send(HTTPRequest(method: .get, url: server.url("/hang"))) }
        // Cancelled once the server has the request: the transfer is under way, not yet to start.
        let seen = try await transport.send(HTTPRequest(method: .get, url: server.url("/seen?path=/hang")))
        #expect(seen.status == 200, "\(seen.text)")
        task.cancel()
        // Not cancelled, the request would succeed after 30 s: the cancellation error is the proof.
        let result = await task.result
        #expect(throws: TransportError.self) { try result.get() }
        #expect((try? result.get()) == nil)
        if case .failure(let error as TransportError) = result { #expect(error.kind == .cancelled) }
    }

    @Test(arguments: [false, true])
    func anAnswerOverTheCapStopsTheTransfer(chunked: Bool) async throws {
        let server = try await LoopbackServer()
        let transport = CurlTransport(options: TransportOptions(timeout: 10, maxResponseBytes: 1 << 20, maxResponseSetting: "X_MAX_RESPONSE_MIB"))
        let url = server.url("/big?bytes=\(8 << 20)" + (chunked ? "&chunked=1" : ""))
        let error = await #expect(throws: ResponseTooLarge.self) {
            try await transport.send(HTTPRequest(method: .get, url: url))
        }
        #expect(error?.exitCode == .unavailable)
        #expect(error?.message == "the answer from 127.0.0.1 is larger than the 1 MiB limit; the transfer was stopped")
        #expect(error?.hints == ["If an answer this large is expected, raise the limit with X_MAX_RESPONSE_MIB."])
        let fits = try await transport.send(HTTPRequest(method: .get, url: server.url("/big?bytes=\(1 << 20)")))
        #expect(fits.body.count == 1 << 20)
    }
}
