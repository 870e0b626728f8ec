import Foundation
import Testing
@testable import Shared
@testable import ToolkitFloor
@testable import ToolkitHTTP

/// Every attempt ends by its deadline, whatever libcurl reports; a request too large to send is refused
/// before it is sent; an answer with too many headers is cut off. Real sockets, a real libcurl.
@Suite(.serialized)
struct TransportDeadlineTests {
    /// A 1 MiB URL failed in libcurl as "Out of memory", and its retry then waited for good.
    @Test func aRequestTooLargeToSendIsRefusedBeforeSending() async throws {
        let server = try await LoopbackServer()
        let transport = CurlTransportTests.transport(timeout: 5)
        let long = server.url("/orders/" + String(repeating: "A", count: 1 << 20))
        let error = await #expect(throws: RequestTooLarge.self) {
            try await transport.send(HTTPRequest(method: .get, url: long))
        }
        #expect(error?.exitCode == .usage)
        #expect(error?.message.hasPrefix("the request is too large to send: 1 MiB in its URL, and a request may have 256 KiB at most") == true)
        var request = HTTPRequest(method: .get, url: server.url("/ok"))
        for index in 0..<10 { request.headers["X-Big-\(index)"] = String(repeating: "b", count: 110_000) }
        let headers = await #expect(throws: RequestTooLarge.self) { try await transport.send(request) }
        #expect(headers?.part == "its URL and headers")
        let stats = try await transport.send(HTTPRequest(method: .get, url: server.url("/stats"))).json
        #expect(stats?["requests"] == .number("1"), "nothing of the refused requests was sent")
    }

    /// The seam itself: libcurl 7.88 left the connection of a request it refused ("Out of memory") in a
    /// state where the next transfer to the host, with PIPEWAIT, waited for it with no timeout at all.
    /// Sent below the transport's own size check, as a request from elsewhere might still reach libcurl.
    @Test(.timeLimit(.minutes(1)))
    func aTransferAfterOneLibcurlRefusedEndsByItsDeadline() async throws {
        let server = try await LoopbackServer()
        let engine = try CurlEngine()
        defer { engine.stop() }
        let options = TransportOptions(timeout: 3)
        let huge = HTTPRequest(method: .get, url: server.url("/" + String(repeating: "A", count: 1_048_600)))
        let refused = await Self.result(of: huge, options: options, on: engine)
        #expect(refused.failure is CurlFailure.Refused, "\(String(describing: refused.failure))")
        #expect((refused.failure as? CurlFailure.Refused)?.message.contains("over one of libcurl's size limits") == true)
        let next = await Self.result(of: HTTPRequest(method: .get, url: server.url("/ok")), options: options, on: engine)
        #expect(next.response?.status == 200, "\(String(describing: next.failure))")
    }

    /// The engine's own deadline, for whatever state libcurl is in: a transfer libcurl would let run for
    /// 30 s (`/hang` answers then) ends when it is overdue, as a timeout.
    @Test(.timeLimit(.minutes(1)))
    func aTransferLibcurlLetsRunPastItsDeadlineIsEndedByTheEngine() async throws {
        let server = try await LoopbackServer()
        let engine = try CurlEngine()
        defer { engine.stop() }
        let transfer = try CurlTransfer(
            HTTPRequest(method: .get, url: server.url("/hang")), options: TransportOptions(timeout: 60),
            trust: CertificateTrust(bundle: nil, directory: nil), sessions: nil)
        transfer.overdueAt = .now + .milliseconds(300)
        let result = await Self.result(of: transfer, on: engine)
        let failure = try #require(result.failure as? TransportError)
        #expect(failure.kind == .timedOut)
        #expect(failure.message == "request to 127.0.0.1 timed out: no complete answer within 60 s")
    }

    @Test(arguments: ["/headers?lines=0&size=200", "/headers?lines=4000&size=100"])
    func anAnswerWithTooManyHeadersIsCutOffAtTheCap(path: String) async throws {
        let server = try await LoopbackServer()
        let error = await #expect(throws: AnswerHeadersTooLarge.self) {
            try await CurlTransportTests.transport(timeout: 10).send(HTTPRequest(method: .get, url: server.url(path)))
        }
        #expect(error?.exitCode == .unavailable)
        #expect(error?.message == "the answer from 127.0.0.1 has more than 256 KiB of headers; the transfer was stopped")
    }

    @Test func anAnswerWithHeadersUnderTheCapIsRead() async throws {
        let server = try await LoopbackServer()
        let response = try await CurlTransportTests.transport(timeout: 10).send(
            HTTPRequest(method: .get, url: server.url("/headers?lines=1000&size=100")))
        #expect(response.status == 200)
        #expect(response.headers["X-Pad-999"] != nil)
    }

    @Test func libcurlsOwnErrorsAreSaidInWords() {
        let memory = CurlFailure.error(code: 27, detail: "Out of memory", host: "h")
        #expect((memory as? any CLIError)?.message
            == "request to h failed: the request or the answer is over one of libcurl's size limits (a URL and "
            + "headers over 1 MiB, an answer's header line over 100 KiB), or memory ran out (libcurl: Out of memory)")
        #expect(CurlFailure.error(code: 7, detail: "Connection refused", host: "h") is TransportError)
    }

    @Test func timeoutsBeyondADayAreADayForLibcurl() {
        #expect(CurlLimits.milliseconds(1e16) == 86_400_000)
        #expect(CurlLimits.milliseconds(.infinity) == 86_400_000)
        #expect(CurlLimits.milliseconds(.nan) == 1)
        #expect(CurlLimits.milliseconds(-3) == 1)
        #expect(CurlLimits.milliseconds(0.0015) == 2)
    }

    // MARK: Helpers

    struct Outcome {
        var response: HTTPResponse?
        var failure: (any Error)?
    }

    static func result(of request: HTTPRequest, options: TransportOptions, on engine: CurlEngine) async -> Outcome {
        do {
            let transfer = try CurlTransfer(
                request, options: options, trust: CertificateTrust(bundle: nil, directory: nil), sessions: nil)
            return await result(of: transfer, on: engine)
        } catch {
            return Outcome(failure: error)
        }
    }

    static func result(of transfer: CurlTransfer, on engine: CurlEngine) async -> Outcome {
        do {
            let response = try await withCheckedThrowingContinuation { continuation in
                transfer.continuation = continuation
                engine.submit(transfer, hostConnections: 4)
            }
            return Outcome(response: response)
        } catch {
            return Outcome(failure: error)
        }
    }
}
