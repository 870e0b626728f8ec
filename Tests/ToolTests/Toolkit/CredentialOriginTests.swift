import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// Issue 50, finding 3: a folder does not decide where credentials go. Sessions and tokens are used only at
/// the API origin they were obtained for, and a setting from the working directory's `./.env` or
/// `./Config.xcconfig` that decides where credentials go is used only with credentials from that same file
/// (docs/configuration.md, "Settings from the working directory"; docs/files.md). Every run here is a whole
/// tool in the harness: its working directory is `/work` and its home `/home/tester`, both in memory.
/// `SessionOriginTests` has repairminder's and scorebase's sessions.
@Suite(.verifiesStubs)
struct CredentialOriginTests {
    typealias TW = TracewiseAuth

    static let evil = "https://evil.example.test"
    static let ups = ["UPS_CLIENT_ID": "client-from-env", "UPS_CLIENT_SECRET": "Secret-From-Env-0123"]

    static func write(_ text: String, to path: String, in files: InMemoryFileSystem) throws {
        try files.writeFileAtomically(Array(text.utf8), to: path, mode: 0o644)
    }

    func ups(_ line: String, _ transport: MockTransport, files: InMemoryFileSystem, variables: [String: String] = ups) async -> ToolHarness.Result {
        await ToolHarness(tool: AllTools.definition("upsctl"), variables: variables, fileSystem: files, transport: transport).run(line)
    }

    // MARK: tracewise

    @Test("issue 50 finding 3: tracewise sends no saved session where ./.env's TRACEWISE_API_BASE_URL says")
    func tracewiseSessionAndDotEnvBaseURL() async throws {
        let files = TW.withSession(expiresIn: 3000)
        try Self.write("# the project's\nTRACEWISE_API_BASE_URL=\(Self.evil)\n", to: "/work/.env", in: files)
        let transport = MockTransport()
        let result = await TW.harness(transport, fileSystem: files).run("products list -o json")
        #expect(result.exitCode == .configuration, "\(result.stderr)")
        #expect(transport.requests.isEmpty, "nothing was sent")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("TRACEWISE_API_BASE_URL comes from /work/.env:2, a file in the working directory"))
        #expect(result.stderr.contains("the saved session"))
        #expect(result.stderr.contains("--env-file /work/.env"))
        #expect(result.stderr.contains("--base-url"))
        #expect(!result.stderr.contains("id-token-old"))
    }

    @Test("issue 50 finding 3: --dry-run is stopped as the real run would be")
    func tracewiseDryRunIsStoppedToo() async throws {
        let files = TW.withSession(expiresIn: 3000)
        try Self.write("TRACEWISE_API_BASE_URL=\(Self.evil)\n", to: "/work/.env", in: files)
        let result = await TW.harness(MockTransport(), fileSystem: files).run("--dry-run products list")
        #expect(result.exitCode == .configuration, "\(result.stderr)")
        #expect(result.stdout.isEmpty, "no request is printed either")
    }

    @Test("issue 50 finding 3: under --mock nothing is sent, so nothing is stopped")
    func mockIsNotStopped() async throws {
        let files = InMemoryFileSystem()
        try Self.write("TRACEWISE_API_BASE_URL=\(Self.evil)/api\n", to: "/work/.env", in: files)
        let result = await TW.harness(MockTransport(), variables: ["TRACEWISE_API_KEY": "Key-From-Env-0123"], fileSystem: files)
            .run("--mock products list -o json")
        #expect(result.exitCode == .success, "\(result.stderr)")
    }

    @Test("issue 50 finding 3: tracewise's API key from the environment does not go where ./Config.xcconfig's include says")
    func tracewiseAPIKeyAndIncludedBaseURL() async throws {
        let files = InMemoryFileSystem()
        try Self.write("#include \"more.xcconfig\"\n", to: "/work/Config.xcconfig", in: files)
        try Self.write("TRACEWISE_API_BASE_URL = https:/$()/evil.example.test\n", to: "/work/more.xcconfig", in: files)
        let transport = MockTransport()
        let result = await TW.harness(transport, variables: ["TRACEWISE_API_KEY": "Key-From-Env-0123"], fileSystem: files)
            .run("products list -o json")
        #expect(result.exitCode == .configuration, "\(result.stderr)")
        #expect(transport.requests.isEmpty)
        #expect(result.stderr.contains("/work/more.xcconfig:1 (included by /work/Config.xcconfig)"))
        #expect(result.stderr.contains("TRACEWISE_API_KEY from env"))
        #expect(result.stderr.contains("--config /work/Config.xcconfig"))
    }

    @Test("issue 50 finding 3: tracewise signs no one in through ./.env's emulator host with a piped password")
    func tracewiseLoginAndDotEnvEmulator() async throws {
        let files = InMemoryFileSystem()
        try Self.write("FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099\n", to: "/work/.env", in: files)
        let transport = MockTransport()
        let result = await TW.harness(transport, fileSystem: files)
            .run("auth login --email ada@example.test --password-stdin", stdin: TW.password + "\n")
        #expect(result.exitCode == .configuration, "\(result.stderr)")
        #expect(transport.requests.isEmpty)
        #expect(result.stderr.contains("FIREBASE_AUTH_EMULATOR_HOST comes from /work/.env:1"))
        #expect(result.stderr.contains("the password on standard input"))
        #expect(!result.stderr.contains("--base-url"), "the emulator host has no such option")
    }

    @Test("issue 50 finding 3: a tracewise session signed in at one origin is not signed in at another (77)")
    func tracewiseSessionOfAnotherOrigin() async throws {
        let transport = MockTransport()
        let result = await TW.harness(transport, fileSystem: TW.withSession(expiresIn: 3000))
            .run("--base-url https://staging.example.test/api products list -o json")
        #expect(result.exitCode == .notPermitted, "\(result.stderr)")
        #expect(transport.requests.isEmpty)
        #expect(result.stderr.contains("signed in at https://trace-wise.eu:443, not at https://staging.example.test:443"))
    }

    @Test("issue 50 finding 3: -v says where a base URL other than the preset came from")
    func verboseNamesTheBaseURLsSource() async throws {
        let files = InMemoryFileSystem()
        try Self.write("TRACEWISE_API_BASE_URL=https://api.example.test/api\n", to: "/work/.env", in: files)
        let transport = MockTransport()
        transport.on(.get, "/api/v1/products/list", respond: .json(.object(["items": .array([])])))
        let result = await TW.harness(transport, fileSystem: files).run("-v products list -o json")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stderr.contains("base URL https://api.example.test/api from .env:/work/.env:1"))
        let preset = await TW.harness(MockTransport(), fileSystem: InMemoryFileSystem()).run("-v --mock products list -o json")
        #expect(!preset.stderr.contains("base URL"), "the preset is not announced: \(preset.stderr)")
    }

    // MARK: upsctl

    @Test("issue 50 finding 3: upsctl sends no client credentials from the environment to ./.env's UPS_OAUTH_BASE_URL")
    func upsEnvironmentCredentialsAndDotEnvTokenURL() async throws {
        let files = InMemoryFileSystem()
        try Self.write("UPS_OAUTH_BASE_URL=\(Self.evil)\n", to: "/work/.env", in: files)
        let transport = MockTransport()
        let result = await ups("auth token", transport, files: files)
        #expect(result.exitCode == .configuration, "\(result.stderr)")
        #expect(transport.requests.isEmpty, "no Basic credentials went anywhere")
        #expect(result.stderr.contains("UPS_OAUTH_BASE_URL comes from /work/.env:1"))
        #expect(result.stderr.contains("UPS_CLIENT_ID from env"))
        #expect(!result.stderr.contains("Secret-From-Env"))
    }

    @Test("issue 50 finding 3: a ./.env holding both the client credentials and the token URL is used as it is")
    func upsDotEnvWithItsOwnCredentials() async throws {
        let files = InMemoryFileSystem()
        try Self.write(
            "UPS_CLIENT_ID=project-client\nUPS_CLIENT_SECRET=Project-Secret-0123\nUPS_OAUTH_BASE_URL=https://auth.example.test\n",
            to: "/work/.env", in: files)
        let transport = MockTransport()
        transport.on(.post, UPSValidate.tokenPath, respond: UPSValidate.token("project-token"))
        let result = await ups("auth token", transport, files: files, variables: [:])
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout == "project-token\n")
        #expect(transport.requests.map(\.url.origin) == ["https://auth.example.test:443"])
    }

    @Test("issue 50 finding 3: a ./.env named with --env-file is trusted")
    func upsNamedEnvFileIsTrusted() async throws {
        let files = InMemoryFileSystem()
        try Self.write("UPS_OAUTH_BASE_URL=https://auth.example.test\n", to: "/work/.env", in: files)
        let transport = MockTransport()
        transport.on(.post, UPSValidate.tokenPath, respond: UPSValidate.token("trusted-token"))
        let result = await ups("--env-file .env auth token", transport, files: files)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(transport.requests.map(\.url.origin) == ["https://auth.example.test:443"])
    }

    @Test("issue 50 finding 3: upsctl's cached token is used only at the API origin it was obtained for")
    func upsCachedTokenOfAnotherOrigin() async throws {
        let files = InMemoryFileSystem()
        let first = MockTransport()
        first.on(.post, UPSValidate.tokenPath, respond: UPSValidate.token("prod-token"))
        #expect(await ups("auth token", first, files: files).stdout == "prod-token\n")
        let cached = await ups("auth token", MockTransport(), files: files)
        #expect(cached.stdout == "prod-token\n", "the same origin reuses it: \(cached.stderr)")
        let other = MockTransport()
        other.on(.post, UPSValidate.tokenPath, respond: UPSValidate.token("other-token"))
        let result = await ups("--base-url https://xav.example.test auth token", other, files: files)
        #expect(result.stdout == "other-token\n", "\(result.stderr)")
        #expect(other.requests.count == 1, "a token of its own for the other origin")
    }
}
