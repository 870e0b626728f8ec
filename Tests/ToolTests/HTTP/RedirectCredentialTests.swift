import Foundation
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// A service that redirects to another host gets none of the tool's credentials, for every kind of
/// credential of every tool: whole tools from a command line, with a scripted transport that records
/// every hop. (scorebase makes no requests yet: its Cognito sign-in comes with its own issue.)
@Suite(.verifiesStubs)
struct RedirectCredentialTests {
    static let elsewhere = "https://collector.example/stolen?key=leaked&x=1"

    static func redirect(_ status: Int) -> MockResponse {
        .status(status, headers: ["Location": elsewhere])
    }

    /// The request that reached the other host, checked for every credential the tools send.
    static func expectNoCredentials(_ transport: MockTransport, secrets: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let foreign = transport.requests.filter { $0.url.host() == "collector.example" }
        #expect(foreign.count == 1, "one hop to the other host", sourceLocation: sourceLocation)
        for request in foreign {
            for name in ["Authorization", "X-API-Key", "Cookie"] {
                #expect(request.headers[name] == nil, "\(name) crossed to another host", sourceLocation: sourceLocation)
            }
            #expect(request.url.query() == "x=1", "credential query parameters crossed", sourceLocation: sourceLocation)
            #expect(request.body == nil, sourceLocation: sourceLocation)
            let seen = request.url.absoluteString + request.headers.map { "\($0.name): \($0.value)" }.joined()
            for secret in secrets { #expect(!seen.contains(secret), "\(secret) crossed", sourceLocation: sourceLocation) }
        }
    }

    /// A service that redirects `method path` elsewhere, and the other host, which answers the hop the
    /// redirect leads to (none when a body would have to follow it there: that one is refused).
    static func transport(_ method: HTTPMethod, _ path: String, _ status: Int, hasBody: Bool = false) -> MockTransport {
        let transport = MockTransport()
        transport.on(method, path, respond: redirect(status))
        let becomesGet = status == 303 || ((status == 301 || status == 302) && method == .post)
        let hop: HTTPMethod = becomesGet ? .get : method
        if !(hasBody && !becomesGet) { transport.on(hop, "/stolen", respond: .json(.object(JSONObject()))) }
        return transport
    }

    // MARK: upsctl: Basic credentials on the token request, the bearer token on API requests

    @Test(arguments: [301, 302, 303])
    func upsTokenRequestRedirectedElsewhereCarriesNoBasicCredentials(status: Int) async {
        let transport = Self.transport(.post, UPSValidate.tokenPath, status, hasBody: true)
        _ = await UPSValidate.run(UPSValidate.aliso, transport)
        Self.expectNoCredentials(transport, secrets: ["s3cr3t", UPSValidate.variables["UPS_CLIENT_SECRET"]!])
    }

    @Test(arguments: [307, 308])
    func upsTokenRequestWithItsBodyIsNotResentElsewhere(status: Int) async {
        let transport = Self.transport(.post, UPSValidate.tokenPath, status, hasBody: true)
        let result = await UPSValidate.run(UPSValidate.aliso, transport)
        #expect(result.exitCode == .unavailable)
        #expect(result.stderr.contains("refusing to resend the request body"))
        #expect(transport.requests.count == 1, "the token request is not retried either")
    }

    @Test func upsBearerTokenStaysHome() async {
        let transport = Self.transport(.post, UPSValidate.xavPath, 302, hasBody: true)
        transport.on(.post, UPSValidate.tokenPath, respond: UPSValidate.token("T-Needle-1"))
        _ = await UPSValidate.run(UPSValidate.aliso, transport)
        Self.expectNoCredentials(transport, secrets: ["T-Needle-1"])
        let raw = Self.transport(.get, "/api/track", 307)
        raw.on(.post, UPSValidate.tokenPath, respond: UPSValidate.token("T-Needle-2"))
        let api = await UPSValidate.run("api /api/track", raw)
        #expect(api.exitCode == .success, "\(api.stderr)")
        #expect(raw.requests.first { $0.url.path() == "/api/track" }?.headers["Authorization"] == "Bearer T-Needle-2")
        Self.expectNoCredentials(raw, secrets: ["T-Needle-2"])
    }

    // MARK: tracewise: X-API-Key, a given ID token, a session's ID token, and Firebase's ?key=

    func tracewise(_ line: String, _ transport: MockTransport, variables: [String: String], files: InMemoryFileSystem = InMemoryFileSystem())
        async -> ToolHarness.Result
    {
        await ToolHarness(
            tool: AllTools.definition("tracewise"), variables: variables, fileSystem: files, now: TracewiseAuth.now,
            transport: transport
        ).run(line)
    }

    @Test(arguments: [
        ["TRACEWISE_API_KEY": "tw-key-Needle"], ["TRACEWISE_ID_TOKEN": "id-token-Needle"],
        ["TRACEWISE_API_KEY": "tw-key-Needle", "TRACEWISE_ID_TOKEN": "id-token-Needle"],
    ])
    func tracewiseAPICredentialsStayHome(variables: [String: String]) async {
        for status in [301, 302, 303, 307, 308] {
            let transport = Self.transport(.get, "/api/v1/health", status)
            let result = await tracewise("api /v1/health", transport, variables: variables)
            #expect(result.exitCode == .success, "\(status): \(result.stderr)")
            Self.expectNoCredentials(transport, secrets: Array(variables.values))
        }
    }

    @Test func tracewiseSessionTokenStaysHome() async {
        let transport = Self.transport(.get, "/api/v1/health", 307)
        let files = TracewiseAuth.withSession(expiresIn: 3600, idToken: "id-session-Needle")
        let result = await tracewise("api /v1/health", transport, variables: [:], files: files)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(transport.requests.first?.headers["Authorization"] == "Bearer id-session-Needle")
        Self.expectNoCredentials(transport, secrets: ["id-session-Needle"])
    }

    @Test func tracewiseSignInKeepsThePasswordAndTheWebKeyHome() async {
        let variables = ["TRACEWISE_FIREBASE_API_KEY": TracewiseAuth.webKey, "TRACEWISE_EMAIL": "ada@example.test"]
        let refused = Self.transport(.post, TracewiseAuth.signInPath, 307, hasBody: true)
        let result = await ToolHarness(
            tool: AllTools.definition("tracewise"), variables: variables, transport: refused
        ).run("auth login --password-stdin", stdin: TracewiseAuth.password)
        #expect(result.exitCode == .unavailable)
        #expect(refused.requests.count == 1, "the password is not sent again, anywhere")
        #expect(!result.stderr.contains(TracewiseAuth.webKey))

        let moved = Self.transport(.post, TracewiseAuth.signInPath, 302, hasBody: true)
        _ = await ToolHarness(
            tool: AllTools.definition("tracewise"), variables: variables, transport: moved
        ).run("auth login --password-stdin", stdin: TracewiseAuth.password)
        Self.expectNoCredentials(moved, secrets: [TracewiseAuth.webKey, TracewiseAuth.password])
    }

    // MARK: repairminder: the bearer token

    @Test func repairminderTokenStaysHome() async {
        let transport = Self.transport(.get, "/api/orders", 308)
        let result = await ToolHarness(
            tool: AllTools.definition("repairminder"), variables: ["REPAIRMINDER_TOKEN": "rm-token-Needle"],
            transport: transport
        ).run("api /api/orders")
        #expect(result.exitCode == .success, "\(result.stderr)")
        Self.expectNoCredentials(transport, secrets: ["rm-token-Needle"])
    }
}
