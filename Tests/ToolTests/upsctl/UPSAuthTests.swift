import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// upsctl's token request in-process: the exact request, string or number lifetimes, and errors.
@Suite(.verifiesStubs)
struct UPSAuthTests {
    static let variables = [
        "UPS_CLIENT_ID": "id-1", "UPS_CLIENT_SECRET": "secret-1", "UPS_MERCHANT_ID": "A1B2C3",
    ]

    func run(_ line: String, _ transport: MockTransport, variables: [String: String] = variables) async -> ToolHarness.Result {
        await ToolHarness(tool: AllTools.definition("upsctl"), variables: variables, transport: transport).run(line)
    }

    @Test func theTokenRequestIsExactlyWhatTheContractSays() async throws {
        let transport = MockTransport()
        transport.on(.post, "/security/v1/oauth/token", respond: .json(.object([
            "access_token": .string("abc"), "expires_in": .string("14399"), "token_type": .string("Bearer"),
        ])))
        let result = await run("auth token", transport)
        #expect(result.exitCode == .success)
        #expect(result.stdout == "abc\n")
        let request = try #require(transport.requests.first)
        #expect(request.url.absoluteString == "https://onlinetools.ups.com/security/v1/oauth/token")
        #expect(request.headers["Authorization"] == "Basic " + Base64.encode(Array("id-1:secret-1".utf8)))
        #expect(request.headers["Content-Type"] == "application/x-www-form-urlencoded")
        #expect(request.headers["x-merchant-id"] == "A1B2C3")
        #expect(request.body == Array("grant_type=client_credentials".utf8))
    }

    @Test func noMerchantHeaderWhenNoneIsSetAndProductionHosts() async throws {
        let transport = MockTransport()
        transport.on(.post, "/security/v1/oauth/token", respond: .json(.object([
            "access_token": .string("abc"), "expires_in": .integer(3600),
        ])))
        var variables = Self.variables
        variables["UPS_MERCHANT_ID"] = nil
        let result = await run("--env prod auth token", transport, variables: variables)
        #expect(result.exitCode == .success)
        #expect(transport.requests.first?.headers["x-merchant-id"] == nil)
        #expect(transport.requests.first?.url.host() == "onlinetools.ups.com")
    }

    @Test func rejectedCredentialsAre77WithUPSsCodeAndMessage() async {
        let transport = MockTransport()
        transport.on(.post, "/security/v1/oauth/token", respond: .json(.object([
            "response": .object(["errors": .array([.object(["code": .string("10401"), "message": .string("ClientId is Invalid")])])]),
        ]), status: 401))
        let result = await run("auth status", transport)
        #expect(result.exitCode == .notPermitted)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("upsctl: error: UPS rejected the client credentials (10401 ClientId is Invalid)\n"))
    }

    @Test func aTokenAnswerWithoutALifetimeIsReported() async {
        let transport = MockTransport()
        transport.on(.post, "/security/v1/oauth/token", respond: .json(.object(["access_token": .string("abc")])))
        let result = await run("auth token", transport)
        #expect(result.exitCode == .failure)
        #expect(result.stderr.contains("no usable expires_in"))
    }

    @Test func aGatewayPageIsReportedByItsStatus() async {
        let transport = MockTransport()
        transport.on(.post, "/security/v1/oauth/token", respond: .text("<html>Bad gateway</html>", status: 502))
        let result = await run("--retries 0 auth token", transport)
        #expect(result.exitCode == .unavailable)
        #expect(result.stderr.hasPrefix("upsctl: error: onlinetools.ups.com answered 502 Bad Gateway with a body that is not the expected JSON\n"))
    }

    @Test func missingCredentialsAre78BeforeAnyRequest() async {
        let transport = MockTransport()
        let result = await run("auth token", transport, variables: [:])
        #expect(result.exitCode == .configuration)
        #expect(result.stderr.hasPrefix("upsctl: error: UPS_CLIENT_ID is not set\n"))
        #expect(transport.requests.isEmpty)
    }

    @Test func credentialsOverPlainHTTPToARealHostAre78() async {
        let transport = MockTransport()
        let result = await run("--base-url http://example.com auth token", transport, variables: Self.variables.merging(["UPS_OAUTH_BASE_URL": "http://example.com"]) { a, _ in a })
        #expect(result.exitCode == .configuration)
        #expect(transport.requests.isEmpty)
    }
}
