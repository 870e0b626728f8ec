import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport
@testable import DigitalLink
@testable import tracewise

/// The saved session in use: refresh near expiry, 401 → refresh → retry, and what takes precedence.
@Suite(.verifiesStubs)
struct TracewiseSessionTests {
    typealias A = TracewiseAuth
    static let key = ["TRACEWISE_FIREBASE_API_KEY": A.webKey]

    @Test func aTokenWithMoreThan60SecondsLeftIsUsedWithoutARequest() async {
        let transport = MockTransport()
        let result = await A.harness(transport, variables: Self.key, fileSystem: A.withSession(expiresIn: 61)).run("auth token")
        #expect(result.exitCode == .success)
        #expect(result.stdout == "id-token-old\n")
        #expect(transport.requests.isEmpty)
    }

    @Test func aTokenWith60SecondsOrLessIsRefreshedThroughSecuretokenAndSaved() async throws {
        let transport = MockTransport()
        transport.on(.post, A.refreshPath, respond: A.refreshAnswer())
        let files = A.withSession(expiresIn: 60)
        let result = await A.harness(transport, variables: Self.key, fileSystem: files).run("auth token")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout == "id-token-2\n")
        let request = try #require(transport.requests.first)
        #expect(request.url.absoluteString == "https://securetoken.googleapis.com/v1/token?key=\(A.webKey)")
        #expect(request.headers["Content-Type"] == "application/x-www-form-urlencoded")
        #expect(A.body(request) == "grant_type=refresh_token&refresh_token=refresh-token-1")
        let saved = try #require(AccessToken(json: try JSONParser.parse(bytes: files.readFile(at: A.productionSession))))
        #expect(saved.value == "id-token-2")
        #expect(saved.expiresAt == A.now.addingTimeInterval(3600))
        #expect(saved.details["email"] == .string("ada@example.test"), "the email survives a refresh")
        #expect(files.permissions(at: A.productionSession) == 0o600)
    }

    @Test func theEmulatorRefreshURLKeepsSecuretokensHostAsThePath() async {
        let transport = MockTransport()
        transport.on(.post, "/securetoken.googleapis.com" + A.refreshPath, respond: A.refreshAnswer())
        let files = A.withSession(expiresIn: 0, path: A.sessions + "/production%7Cemulator%3Dlocalhost%3A9099.json")
        let result = await A.harness(transport, variables: ["FIREBASE_AUTH_EMULATOR_HOST": "localhost:9099"], fileSystem: files)
            .run("auth token")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(transport.requests.first?.url.absoluteString
            == "http://localhost:9099/securetoken.googleapis.com/v1/token?key=fake-api-key")
    }

    @Test func anAPIRequestAnswered401IsRetriedOnceWithARefreshedToken() async throws {
        let transport = MockTransport()
        transport.onSequence(.get, "/api/v1/products", [
            .json(.object(["error": .object(["code": .string("UNAUTHENTICATED"), "message": .string("expired")])]), status: 401),
            .json(.object(["items": .array([])])),
        ])
        transport.on(.post, A.refreshPath, respond: A.refreshAnswer())
        let result = await A.harness(transport, variables: Self.key, fileSystem: A.withSession(expiresIn: 600))
            .run("api /v1/products")
        #expect(result.exitCode == .success, "\(result.stderr)")
        let requests = transport.requests
        #expect(requests.map(\.url.path) == ["/api/v1/products", "/v1/token", "/api/v1/products"])
        #expect(requests[0].headers["Authorization"] == "Bearer id-token-old")
        #expect(requests[2].headers["Authorization"] == "Bearer id-token-2")
    }

    @Test func aSecond401Is77() async {
        let transport = MockTransport()
        transport.on(.get, "/api/v1/products", respond: .json(.object([
            "error": .object(["code": .string("UNAUTHENTICATED"), "message": .string("Token rejected")]),
        ]), status: 401))
        transport.on(.post, A.refreshPath, respond: A.refreshAnswer())
        let result = await A.harness(transport, variables: Self.key, fileSystem: A.withSession(expiresIn: 600))
            .run("api /v1/products")
        #expect(result.exitCode == .notPermitted)
        #expect(transport.requests.count == 3)
    }

    @Test func theIDTokenVariableWinsOverTheSessionAndIsNeverRefreshed() async {
        let transport = MockTransport()
        transport.on(.get, "/api/v1/products", respond: .json(.object([:]), status: 401))
        let result = await A.harness(
            transport, variables: ["TRACEWISE_ID_TOKEN": "ci-token", "TRACEWISE_API_KEY": "api-key-1"],
            fileSystem: A.withSession(expiresIn: 600)
        ).run("api /v1/products")
        #expect(result.exitCode == .notPermitted)
        #expect(transport.requests.count == 1, "a token given as is cannot be refreshed")
        #expect(transport.requests.first?.headers["Authorization"] == "Bearer ci-token")
        #expect(transport.requests.first?.headers["X-API-Key"] == "api-key-1")
    }

    @Test func theSessionAndTheAPIKeyTravelTogether() async {
        let transport = MockTransport()
        transport.on(.get, "/api/v1/health", respond: .json(.object(["status": .string("ok")])))
        _ = await A.harness(transport, variables: ["TRACEWISE_API_KEY": "api-key-1"], fileSystem: A.withSession(expiresIn: 600))
            .run("api /v1/health")
        #expect(transport.requests.first?.headers["Authorization"] == "Bearer id-token-old")
        #expect(transport.requests.first?.headers["X-API-Key"] == "api-key-1")
    }

    @Test func withNothingSavedNothingIsSent() async {
        let transport = MockTransport()
        transport.on(.get, "/api/v1/health", respond: .json(.object(["status": .string("ok")])))
        let result = await A.harness(transport).run("api /v1/health")
        #expect(result.exitCode == .success)
        #expect(transport.requests.first?.headers["Authorization"] == nil)
        #expect(transport.requests.first?.headers["X-API-Key"] == nil)
    }

    @Test func theCredentialsAPICommandsUseAreNoneWhenThereIsNothingToSend() async throws {
        let harness = A.harness(MockTransport())
        let (environment, _, _) = harness.environment(arguments: ["api", "/v1/health"])
        let settings = Settings(tool: harness.tool, environment: environment, flags: [:])
        let context = CommandContext(
            tool: harness.tool, environment: environment,
            command: ParsedCommand(path: ["api"], spec: harness.tool.rootSpec), settings: settings)
        let session = try ServiceSession(context, service: TracewiseService.definition)
        #expect(try TracewiseService.credentials(session).isEmpty)
    }

    @Test func aDebugLogOfLoginAndRefreshShowsNoSecret() async {
        let transport = MockTransport()
        transport.on(.post, A.signInPath, respond: A.signInAnswer(idToken: "id-Needle-1", refreshToken: "refresh-Needle-1", expiresIn: "30"))
        transport.on(.post, A.refreshPath, respond: A.refreshAnswer(idToken: "id-Needle-2", refreshToken: "refresh-Needle-1"))
        let files = InMemoryFileSystem()
        let harness = A.harness(transport, variables: Self.key, fileSystem: files)
        let login = await harness.run("--debug auth login --email ada@example.test --password-stdin", stdin: A.password)
        var later = harness
        later.now = harness.now.addingTimeInterval(20)  // 10 s left of 30: refreshed
        let token = await later.run("--debug auth token")
        #expect(login.exitCode == .success && token.exitCode == .success)
        #expect(token.stdout == "id-Needle-2\n")
        let logs = login.stderr + token.stderr
        #expect(logs.contains("accounts:signInWithPassword?key=<redacted>"))
        #expect(logs.contains("/v1/token?key=<redacted>"))
        #expect(logs.contains("refresh_token=<redacted>"))
        for secret in [A.password, A.webKey, "id-Needle", "refresh-Needle"] {
            #expect(!logs.contains(secret), "\(secret) leaked")
        }
    }
}
