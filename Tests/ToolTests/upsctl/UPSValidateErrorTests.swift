import FoundationEssentials
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport
@testable import upsctl

/// `upsctl validate` meeting UPS's errors: envelopes, 401 recovery, 403, 429, and
/// bodies that are not JSON.
@Suite(.verifiesStubs)
struct UPSValidateErrorTests {
    typealias U = UPSValidate

    @Test func everyErrorInTheEnvelopeIsShown() async {
        let result = await U.output(of: .json(U.envelope([
            ("264002", "Country code is invalid or missing."),
            ("250065", "Invalid or missing request element."),
        ]), status: 400))
        #expect(result.exitCode == .failure)
        #expect(result.stderr.contains("264002 Country code is invalid or missing."))
        #expect(result.stderr.contains("250065 Invalid or missing request element."))
    }

    /// UPS's envelope has no request id; the one in the response's headers reaches the message anyway.
    @Test func theHeadersRequestIDReachesTheMessage() async {
        let result = await U.output(of: .json(
            U.envelope([("264002", "Country code is invalid or missing.")]), status: 400,
            headers: ["x-request-id": "req-77"]))
        #expect(result.stderr == "upsctl: error: UPS: 264002 Country code is invalid or missing. (request id req-77)\n")
    }

    @Test func theCIEStateLimitGetsAHintOnCIEOnly() async {
        let answer = MockResponse.json(U.envelope([("9264030", "State not supported.")]), status: 400)
        let cie = await U.run("--env cie " + U.aliso, U.transport(xav: [answer]))
        #expect(cie.exitCode == .failure)
        #expect(cie.stderr.contains("9264030 State not supported."))
        #expect(cie.stderr.contains("NY and CA"))
        let production = await U.run(U.aliso, U.transport(xav: [answer]))  // prod, the default
        #expect(production.stderr.contains("9264030"))
        #expect(!production.stderr.contains("NY and CA"))
    }

    @Test func a401GetsOneNewTokenAndOneRetry() async {
        let transport = MockTransport()
        transport.onSequence(.post, U.tokenPath, [U.token("T1"), U.token("T2")])
        let expired = MockResponse.json(
            U.envelope([("250002", "Invalid Authentication Information.")]), status: 401)
        transport.onSequence(.post, U.xavPath, [expired, .json(U.valid)])
        let result = await U.run(U.aliso, transport)
        #expect(result.exitCode == .success)
        #expect(result.stdout == U.validOutput)
        #expect(U.tokenRequests(transport).count == 2)
        #expect(U.xavRequests(transport).map { $0.headers["Authorization"] } == ["Bearer T1", "Bearer T2"])
    }

    @Test func a401AfterTheNewTokenIs77WithUPSsCode() async {
        let transport = MockTransport()
        transport.onSequence(.post, U.tokenPath, [U.token("T1"), U.token("T2")])
        transport.on(.post, U.xavPath, respond: .json(
            U.envelope([("250002", "Invalid Authentication Information.")]), status: 401))
        let result = await U.run(U.aliso, transport)
        #expect(result.exitCode == .notPermitted)
        #expect(result.stderr.contains("250002 Invalid Authentication Information."))
        #expect(U.xavRequests(transport).count == 2)
        #expect(U.tokenRequests(transport).count == 2)
    }

    @Test func aBlockedMerchantIs77WithoutRetry() async {
        let transport = U.transport(xav: [.json(U.envelope([("250003", "Blocked Merchant")]), status: 403)])
        let result = await U.run(U.aliso, transport)
        #expect(result.exitCode == .notPermitted)
        #expect(result.stderr.contains("250003 Blocked Merchant"))
        #expect(U.xavRequests(transport).count == 1)
    }

    @Test func a429WaitsForRetryAfterThenSucceeds() async {
        let limited = MockResponse.json(
            U.envelope([("10429", "Too Many Requests")]), status: 429, headers: ["Retry-After": "2"])
        let transport = U.transport(xav: [limited, .json(U.valid)])
        let result = await U.run("-v " + U.aliso, transport)
        #expect(result.exitCode == .success)
        #expect(result.stderr.contains("waiting 2.0 s before attempt 2/4"))
        #expect(U.xavRequests(transport).count == 2)
    }

    @Test(arguments: ["--retries 0", ""])
    func a429ThatLastsIs75WithUPSsCode(retries: String) async {
        let transport = U.transport(xav: [.json(U.envelope([("10429", "Too Many Requests")]), status: 429)])
        let result = await U.run("\(retries) \(U.aliso)", transport)
        #expect(result.exitCode == .temporaryFailure)
        #expect(result.stderr.contains("10429 Too Many Requests"))
        #expect(U.xavRequests(transport).count == (retries.isEmpty ? 4 : 1))
    }

    @Test(arguments: [
        (MockResponse.text("<html>Bad gateway</html>", status: 502), "502 Bad Gateway"),
        (MockResponse.status(503), "503 Service Unavailable with an empty body"),
    ])
    func aBodyThatIsNotTheEnvelopeIsReportedByItsStatus(answer: MockResponse, message: String) async {
        let result = await U.run("--retries 0 " + U.aliso, U.transport(xav: [answer]))
        #expect(result.exitCode == .unavailable)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func a200ThatIsNotJSONIsAParseError() async {
        let result = await U.output(of: .text("<html>hello</html>"))
        #expect(result.exitCode == .failure)
        #expect(result.stderr.contains("could not be read: the body is not JSON"))
    }
}
