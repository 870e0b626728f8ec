import Foundation
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// The one answer to "may a later try pass?", for every status and failure kind, and the callers that ask
/// it (retry, live views, `--resume`'s error records, token refresh) giving that same answer.
@Suite(.verifiesStubs)
struct FailureKindTests {
    /// Every status a service is known to send in error, and what a later try may make of it (docs/http.md).
    static let statuses: [(status: Int, temporary: Bool)] = [
        (400, false), (401, false), (403, false), (404, false), (405, false), (408, true), (409, false),
        (410, false), (413, false), (415, false), (422, false), (429, true), (500, true), (501, false),
        (502, true), (503, true), (504, true), (505, false), (507, false), (511, false), (599, false),
    ]

    static let transportKinds: [(kind: TransportError.Kind, temporary: Bool)] = [
        (.connectionRefused, true), (.hostNotFound, true), (.noRoute, true), (.timedOut, true),
        (.connectionLost, true), (.other, true), (.tls, false), (.cancelled, false),
    ]

    @Test(arguments: statuses)
    func aStatusIsTemporaryOnlyWhereALaterTryMayPass(status: Int, temporary: Bool) {
        #expect(FailureKind.of(status: status) == (temporary ? .temporary(wait: nil) : .lasting))
        #expect(FailureKind.of(status: status, retryAfter: 7).wait == (temporary ? 7 : nil), "the wait asked for goes with it")
        #expect(FailureKind.of(APIError(status: status, detail: "")).isTemporary == temporary)
    }

    @Test(arguments: transportKinds)
    func aFailureBelowHTTPIsTemporaryUnlessTLSOrACancellation(kind: TransportError.Kind, temporary: Bool) {
        let failure = TransportError(kind, host: "h")
        #expect(FailureKind.of(failure) == (temporary ? .temporary(wait: nil) : .lasting))
        #expect(FailureKind.of(failure as any Error).isTemporary == temporary)
        #expect(FailureKind.of(TokenRequestFailed(failure)).isTemporary == temporary, "a token request that failed so")
    }

    @Test func theWaitTheServiceAskedForTravelsWithIt() {
        var throttled = APIError(status: 429, detail: "slow down")
        throttled.retryAfter = 30
        #expect(FailureKind.of(throttled) == .temporary(wait: 30))
        #expect(FailureKind.of(RetryAfterTooLong(seconds: 7200, host: "h")) == .temporary(wait: 7200))
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let answer = HTTPResponse(status: 503, headers: ["Retry-After": "12"], body: [])
        #expect(FailureKind.of(answer, now: now) == .temporary(wait: 12))
        #expect(FailureKind.of(HTTPResponse(status: 404, headers: ["Retry-After": "12"], body: []), now: now) == .lasting)
    }

    @Test func otherErrorsAreLastingUnlessTheySayTryAgainLater() {
        struct Other: Error {}
        #expect(FailureKind.of(Other()) == .lasting)
        #expect(FailureKind.of(CancellationError()) == .lasting)
        #expect(FailureKind.of(UsageError("bad")) == .lasting)
        #expect(FailureKind.of(ToolError(.temporaryFailure, "too many attempts")) == .temporary(wait: nil))
        #expect(FailureKind.of(WatchWaitTooLong(seconds: 90)) == .temporary(wait: nil))
        #expect(FailureKind.of(ToolError(.unavailable, "down")) == .lasting)
    }

    // MARK: - The callers agree

    @Test(arguments: statuses)
    func retryALiveViewResumeAndRefreshGiveTheSameAnswer(status: Int, temporary: Bool) async throws {
        let transport = MockTransport()
        transport.onSequence(.get, "/x", temporary ? [.status(status), .status(200)] : [.status(status)])
        let retry = RetryMiddleware(policy: RetryPolicy(maxRetries: 1), sleep: { _ in }, now: { Date() }, random: { 0 })
        let answer = try await HTTPClient(transport: transport, middlewares: [retry])
            .send(HTTPRequest(method: .get, url: HTTPURL(string: "https://h/x")!))
        #expect(transport.requests.count == (temporary ? 2 : 1), "retried")
        #expect(answer.status == (temporary ? 200 : status))

        let error = APIError(status: status, code: "SERVICE_CODE", detail: "")
        #expect(PollFailure.isPassing(error) == temporary, "a live view polls again")
        let record = ErrorReporter(tool: "t").record(error)
        #expect(record.code == (temporary ? "HTTP_\(status)" : "SERVICE_CODE"))
        #expect(ErrorRecord.mayPass(code: record.code) == temporary, "--resume sends it again")
        #expect(ErrorRecord.mayPass(code: "HTTP_\(status)") == temporary)
        #expect(ErrorRecord.mayPass(code: String(status)) == temporary, "an earlier version's code")
        #expect(CachingTokenProvider.fallsBackToFetch(after: error) == !temporary, "a refresh falls back to a new token")
    }

    @Test(arguments: transportKinds)
    func theCallersAgreeOnFailuresBelowHTTP(kind: TransportError.Kind, temporary: Bool) async {
        let transport = MockTransport()
        let failed = MockResponse.failure(TransportError(kind, host: "h"))
        transport.onSequence(.get, "/x", temporary ? [failed, .status(200)] : [failed])
        let retry = RetryMiddleware(policy: RetryPolicy(maxRetries: 1), sleep: { _ in }, now: { Date() }, random: { 0 })
        let answer = try? await HTTPClient(transport: transport, middlewares: [retry])
            .send(HTTPRequest(method: .get, url: HTTPURL(string: "https://h/x")!))
        #expect(transport.requests.count == (temporary ? 2 : 1), "retried")
        #expect((answer?.status == 200) == temporary)

        let failure = TransportError(kind, host: "h")
        #expect(PollFailure.isPassing(failure) == temporary, "a live view polls again")
        // No failure below HTTP is followed by a fetch, a TLS failure included: the token request would
        // meet it too, and a login session's "log in again" would mislead; a cancelled caller is gone.
        #expect(!CachingTokenProvider.fallsBackToFetch(after: failure))
    }
}
