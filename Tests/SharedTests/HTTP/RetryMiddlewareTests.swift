import Foundation
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// Retry policy through the middleware chain against a scripted transport; waits are recorded, not slept.
@Suite(.verifiesStubs)
struct RetryMiddlewareTests {
    static let base = HTTPURL(string: "https://api.example.com")!
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    final class Sleeps: Sendable {
        private let box = MutexBox<[Double]>([])
        var values: [Double] { box.get() }
        func record(_ duration: Duration) { box.set(box.get() + [Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18]) }
    }

    func client(_ transport: MockTransport, retries: Int = 3, sleeps: Sleeps, random: Double = 0.5) -> HTTPClient {
        let retry = RetryMiddleware(
            policy: RetryPolicy(maxRetries: retries), sleep: { sleeps.record($0) }, now: { Self.now },
            random: { random })
        return HTTPClient(transport: transport, middlewares: [retry])
    }

    @Test func serverErrorsAreRetriedWithFullJitterBackoff() async throws {
        let transport = MockTransport()
        transport.onSequence(.get, "/x", [.status(503), .status(502), .status(504), .json(.object(["ok": .bool(true)]))])
        let sleeps = Sleeps()
        let response = try await client(transport, sleeps: sleeps).send(HTTPRequest(method: .get, url: Self.base.appendingAPIPath("/x")))
        #expect(response.status == 200)
        #expect(transport.requests.count == 4)
        #expect(sleeps.values == [0.25, 0.5, 1.0])  // random 0.5 × min(20, 0.5 × 2^n)
        #expect(transport.requests.map(\.attempt) == [1, 2, 3, 4])
        #expect(transport.requests.allSatisfy { $0.maxAttempts == 4 })
    }

    @Test func givesUpAfterTheLastRetryAndReturnsTheAnswer() async throws {
        let transport = MockTransport()
        transport.on(.get, "/x", respond: .status(503))
        let sleeps = Sleeps()
        let response = try await client(transport, retries: 2, sleeps: sleeps).send(HTTPRequest(method: .get, url: Self.base.appendingAPIPath("/x")))
        #expect(response.status == 503)
        #expect(transport.requests.count == 3)
        #expect(APIError.exitCode(forStatus: response.status) == .unavailable)
    }

    @Test func backoffIsCappedAtTwentySeconds() {
        let policy = RetryPolicy(maxRetries: 10)
        #expect(policy.backoff(retry: 10, random: 0.999_999) < 20.000_001)
        #expect(policy.backoff(retry: 10, random: 0.999_999) > 19.99)
        #expect(policy.backoff(retry: 0, random: 0) == 0)
    }

    @Test func retryAfterInSecondsSetsTheWait() async throws {
        let transport = MockTransport()
        transport.onSequence(.get, "/x", [.status(429, headers: ["Retry-After": "2"]), .status(200)])
        let sleeps = Sleeps()
        _ = try await client(transport, sleeps: sleeps).send(HTTPRequest(method: .get, url: Self.base.appendingAPIPath("/x")))
        #expect(sleeps.values == [2])
    }

    @Test func retryAfterAsAnHTTPDateSetsTheWait() async throws {
        let transport = MockTransport()
        // now is 2027-01-15T08:00:00Z; the service asks for 08:00:07.
        let date = "Fri, 15 Jan 2027 08:00:07 GMT"
        transport.onSequence(.get, "/x", [.status(503, headers: ["Retry-After": date]), .status(200)])
        let sleeps = Sleeps()
        _ = try await client(transport, sleeps: sleeps).send(HTTPRequest(method: .get, url: Self.base.appendingAPIPath("/x")))
        #expect(sleeps.values == [7])
    }

    @Test func aWaitOverSixtySecondsIsExit75NamingTheWait() async {
        let transport = MockTransport()
        transport.on(.get, "/x", respond: .status(429, headers: ["Retry-After": "120"]))
        let sleeps = Sleeps()
        let error = await #expect(throws: RetryAfterTooLong.self) {
            try await client(transport, sleeps: sleeps).send(HTTPRequest(method: .get, url: Self.base.appendingAPIPath("/x")))
        }
        #expect(error?.exitCode == .temporaryFailure)
        #expect(error?.message.contains("120 s") == true)
        #expect(sleeps.values.isEmpty)
    }

    /// A wait too large for an integer is still a wait: exit 75 naming it, not a retry.
    @Test(arguments: [("99999999999999999999999", "more than 30 million years"), ("86400000", "1000 days"), ("4000", "1 h 6 min"), ("330", "5 min 30 s"), ("9000", "2 h 30 min")])
    func aHugeRetryAfterIsExit75NamingTheWait(header: String, shown: String) async {
        let transport = MockTransport()
        transport.on(.get, "/x", respond: .status(503, headers: ["Retry-After": header]))
        let sleeps = Sleeps()
        let error = await #expect(throws: RetryAfterTooLong.self) {
            try await client(transport, sleeps: sleeps).send(HTTPRequest(method: .get, url: Self.base.appendingAPIPath("/x")))
        }
        #expect(error?.message == "api.example.com asked to wait \(shown) before retrying (Retry-After); try again later")
        #expect(transport.requests.count == 1)
        #expect(sleeps.values.isEmpty)
    }

    @Test func postIsNotRepeatedAfterAnAnswerUnlessMarkedSafe() async throws {
        let transport = MockTransport()
        transport.onSequence(.post, "/x", [.status(503), .status(200)])
        let sleeps = Sleeps()
        let plain = try await client(transport, sleeps: sleeps).send(HTTPRequest(method: .post, url: Self.base.appendingAPIPath("/x")))
        #expect(plain.status == 503)
        let safe = try await client(transport, sleeps: sleeps).send(
            HTTPRequest(method: .post, url: Self.base.appendingAPIPath("/x"), isSafeToRetry: true))
        #expect(safe.status == 200)
    }

    @Test func postIsRepeatedWhenTheConnectionFailedBeforeSending() async throws {
        let transport = MockTransport()
        transport.onSequence(.post, "/x", [.failure(TransportError(.connectionRefused, host: "api.example.com")), .status(201)])
        let response = try await client(transport, sleeps: Sleeps()).send(HTTPRequest(method: .post, url: Self.base.appendingAPIPath("/x")))
        #expect(response.status == 201)
    }

    @Test func postIsNotRepeatedAfterATimeout() async {
        let transport = MockTransport()
        transport.on(.post, "/x", respond: .failure(TransportError(.timedOut, host: "h")))
        let error = await #expect(throws: TransportError.self) {
            try await client(transport, sleeps: Sleeps()).send(HTTPRequest(method: .post, url: Self.base.appendingAPIPath("/x")))
        }
        #expect(error?.exitCode == .temporaryFailure)
        #expect(transport.requests.count == 1)
    }

    @Test func timeoutsOfIdempotentRequestsAreRetriedThenReported() async {
        let transport = MockTransport()
        transport.on(.get, "/x", respond: .failure(TransportError(.timedOut, host: "h")))
        let sleeps = Sleeps()
        await #expect(throws: TransportError.self) {
            try await client(transport, retries: 3, sleeps: sleeps).send(HTTPRequest(method: .get, url: Self.base.appendingAPIPath("/x")))
        }
        #expect(transport.requests.count == 4)
        #expect(sleeps.values.count == 3)
    }

    @Test func tlsFailuresAreNotRetried() async {
        let transport = MockTransport()
        transport.on(.get, "/x", respond: .failure(TransportError(.tls, host: "h")))
        await #expect(throws: TransportError.self) {
            try await client(transport, sleeps: Sleeps()).send(HTTPRequest(method: .get, url: Self.base.appendingAPIPath("/x")))
        }
        #expect(transport.requests.count == 1)
    }

    @Test(arguments: [
        ("Sun, 06 Nov 1994 08:49:37 GMT", 784_111_777.0),
        ("Sunday, 06-Nov-94 08:49:37 GMT", 784_111_777),
        ("Sun Nov  6 08:49:37 1994", 784_111_777),
    ])
    func httpDatesInEveryFormRFC9110Allows(_ text: String, _ epoch: Double) {
        #expect(HTTPDate.parse(text)?.timeIntervalSince1970 == epoch)
    }

    @Test func retryAfterEdgeCases() {
        let now = Date(timeIntervalSince1970: 1000)
        #expect(RetryAfter.seconds("0", now: now) == 0)
        #expect(RetryAfter.seconds("-1", now: now) == nil)
        #expect(RetryAfter.seconds("soon", now: now) == nil)
        #expect(RetryAfter.seconds("Thu, 01 Jan 1970 00:00:00 GMT", now: now) == 0)  // past: no wait
        #expect(RetryAfter.seconds(nil, now: now) == nil)
    }
}
