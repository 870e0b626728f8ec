import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// Issue 50, finding 3, for the tools with a person's login (repairminder, scorebase): a session is used
/// only at the origin it was signed in at, and never sent where a working-directory file says
/// (`CredentialOriginTests` has tracewise and upsctl, and the rule's other cases).
@Suite(.verifiesStubs)
struct SessionOriginTests {
    typealias RM = RepairminderFakes
    typealias SB = ScorebaseFakes

    static let evil = CredentialOriginTests.evil

    static func write(_ text: String, to path: String, in files: InMemoryFileSystem) throws {
        try CredentialOriginTests.write(text, to: path, in: files)
    }

    // MARK: repairminder

    @Test("issue 50 finding 3: a repairminder session signed in at one origin is not signed in at another (77)")
    func repairminderSessionOfAnotherOrigin() async throws {
        let transport = MockTransport()
        let result = await RM.harness(transport, fileSystem: try RM.withSession())
            .run("--base-url https://other.example.test orders get o1")
        #expect(result.exitCode == .notPermitted, "\(result.stderr)")
        #expect(transport.requests.isEmpty)
        #expect(result.stderr.contains("not signed in"))
        #expect(result.stderr.contains("signed in at \(RM.origin)"))
    }

    @Test("issue 50 finding 3: auth logout at another base URL forgets the session without sending it")
    func repairminderLogoutAtAnotherOrigin() async throws {
        let files = try RM.withSession()
        let transport = MockTransport()
        let result = await RM.harness(transport, fileSystem: files).run("--base-url https://other.example.test auth logout")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(transport.requests.isEmpty, "the session went to no service")
        #expect(result.stderr.contains("forgotten here without telling the service"))
        #expect(FileTokenStore(directory: RM.sessions, fileSystem: files).held(key: RM.sessionKey) == nil)
    }

    @Test("issue 50 finding 3: repairminder's session held for the preset is not sent where ./.env's base URL says (78)")
    func repairminderSessionAndDotEnvBaseURL() async throws {
        let files = try RM.withSession()
        try Self.write("REPAIRMINDER_API_BASE_URL=\(Self.evil)\n", to: "/work/.env", in: files)
        let transport = MockTransport()
        let result = await RM.harness(transport, fileSystem: files).run("orders get o1")
        #expect(result.exitCode == .configuration, "\(result.stderr)")
        #expect(transport.requests.isEmpty)
        #expect(result.stderr.contains("REPAIRMINDER_API_BASE_URL comes from /work/.env:1"))
    }

    @Test("issue 50 finding 3: REPAIRMINDER_TOKEN from the environment is not sent where ./.env's base URL says")
    func repairminderTokenAndDotEnvBaseURL() async throws {
        let files = InMemoryFileSystem()
        try Self.write("REPAIRMINDER_API_BASE_URL=\(Self.evil)\n", to: "/work/.env", in: files)
        let transport = MockTransport()
        let result = await RM.harness(transport, variables: ["REPAIRMINDER_TOKEN": "Token-From-Env-0123"], fileSystem: files)
            .run("orders get o1")
        #expect(result.exitCode == .configuration, "\(result.stderr)")
        #expect(transport.requests.isEmpty)
        #expect(result.stderr.contains("REPAIRMINDER_TOKEN from env"))
    }

    @Test("issue 50 finding 3: a session file without an origin counts as absent")
    func sessionWithoutAnOriginIsAbsent() async throws {
        let files = InMemoryFileSystem()
        let token = AccessToken(value: "legacy-token", expiresAt: RM.now.addingTimeInterval(3000), refreshToken: "legacy-refresh")
        try FileTokenStore(directory: RM.sessions, fileSystem: files).save(token, key: RM.sessionKey)
        let transport = MockTransport()
        let result = await RM.harness(transport, fileSystem: files).run("orders get o1")
        #expect(result.exitCode == .notPermitted, "\(result.stderr)")
        #expect(transport.requests.isEmpty)
    }

    // MARK: scorebase

    @Test("issue 50 finding 3: scorebase's session is not sent where ./.env's base URL says (78)")
    func scorebaseSessionAndDotEnvBaseURL() async throws {
        let files = try SB.withSession()
        try Self.write("SCOREBASE_API_BASE_URL=\(Self.evil)/v1\n", to: "/work/.env", in: files)
        let transport = MockTransport()
        let result = await SB.harness(transport, fileSystem: files).run("leagues list --no-cache -o json")
        #expect(result.exitCode == .configuration, "\(result.stderr)")
        #expect(transport.requests.isEmpty)
        #expect(result.stderr.contains("SCOREBASE_API_BASE_URL comes from /work/.env:1"))
    }

    @Test("issue 50 finding 3: scorebase signs no one in where ./Config.xcconfig's Cognito endpoint says")
    func scorebaseLoginAndXCConfigEndpoint() async throws {
        let files = InMemoryFileSystem()
        try Self.write("AWS_ENDPOINT_URL = https:/$()/cognito.evil.example.test\n", to: "/work/Config.xcconfig", in: files)
        let transport = MockTransport()
        let result = await SB.harness(transport, fileSystem: files).run("auth login --username alice --password-stdin", stdin: "pw\n")
        #expect(result.exitCode == .configuration, "\(result.stderr)")
        #expect(transport.requests.isEmpty, "neither the password nor SECRET_HASH went anywhere")
        #expect(result.stderr.contains("AWS_ENDPOINT_URL comes from /work/Config.xcconfig:1"))
    }

    @Test("issue 50 finding 3: a scorebase session signed in at one origin is not signed in at another (77)")
    func scorebaseSessionOfAnotherOrigin() async throws {
        let transport = MockTransport()
        let result = await SB.harness(transport, fileSystem: try SB.withSession())
            .run("--base-url https://other.example.test/v1 leagues list --no-cache")
        #expect(result.exitCode == .notPermitted, "\(result.stderr)")
        #expect(transport.requests.isEmpty)
    }
}
