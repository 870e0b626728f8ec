import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport
@testable import DigitalLink
@testable import tracewise

/// `tracewise auth status|token|logout`: what each prints and how it exits, for every credential source,
/// and `--mock`, which needs no settings and never touches the real session files.
@Suite(.verifiesStubs)
struct TracewiseAuthStatusTests {
    typealias A = TracewiseAuth
    static let key = ["TRACEWISE_FIREBASE_API_KEY": A.webKey]

    @Test func aSavedSessionShowsWhoAndUntilWhenButNoToken() async {
        let result = await A.harness(MockTransport(), variables: Self.key, fileSystem: A.withSession(expiresIn: 1800))
            .run("auth status -o json")
        #expect(result.exitCode == .success)
        #expect(result.stdout == #"{"environment":"production","apiKey":false,"source":"session","email":"ada@example.test","#
            + #""uid":"uid-ada","token":"saved","expiresAt":"2026-11-18T11:36:40Z","expiresIn":1800}"# + "\n")
        #expect(!result.stdout.contains("id-token-old"))
    }

    @Test func statusRefreshesASessionNearExpiryAndSaysSo() async {
        let transport = MockTransport()
        transport.on(.post, A.refreshPath, respond: A.refreshAnswer())
        let result = await A.harness(transport, variables: Self.key, fileSystem: A.withSession(expiresIn: 10))
            .run("auth status -o json --fields source,token,expiresIn")
        #expect(result.exitCode == .success)
        #expect(result.stdout == #"{"source":"session","token":"refreshed","expiresIn":3600}"# + "\n")
    }

    @Test func theIDTokenVariableIsReportedWithItsClaims() async {
        let token = A.jwt(.object(["email": .string("ci@example.test"), "user_id": .string("uid-ci"), "exp": .integer(1_795_000_900)]))
        let result = await A.harness(MockTransport(), variables: ["TRACEWISE_ID_TOKEN": token, "TRACEWISE_API_KEY": "api-key-1"],
                                     fileSystem: A.withSession(expiresIn: 1800))
            .run("auth status -o json")
        #expect(result.exitCode == .success)
        #expect(result.stdout == #"{"environment":"production","apiKey":true,"source":"TRACEWISE_ID_TOKEN","#
            + #""email":"ci@example.test","uid":"uid-ci","expiresAt":"2026-11-18T11:21:40Z","expiresIn":900}"# + "\n")
    }

    @Test func anExpiredIDTokenVariableIs77() async {
        let token = A.jwt(.object(["email": .string("ci@example.test"), "exp": .integer(1_794_999_000)]))
        let result = await A.harness(MockTransport(), variables: ["TRACEWISE_ID_TOKEN": token]).run("auth status -q")
        #expect(result.exitCode == .notPermitted)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("tracewise: error: TRACEWISE_ID_TOKEN expired at 2026-11-18T10:50:00Z\n"))
    }

    @Test func anAPIKeyAloneIsACredential() async {
        let result = await A.harness(MockTransport(), variables: ["TRACEWISE_API_KEY": "api-key-1"]).run("auth status -o json")
        #expect(result.exitCode == .success)
        #expect(result.stdout == #"{"environment":"production","apiKey":true,"source":"api-key"}"# + "\n")
        #expect(!result.stdout.contains("api-key-1"))
    }

    @Test func nothingAtAllIs77AndQuietPrintsOnlyTheError() async {
        let result = await A.harness(MockTransport()).run("auth status -q")
        #expect(result.exitCode == .notPermitted)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "tracewise: error: not signed in to production\n"
            + "Run 'tracewise auth login', or set TRACEWISE_ID_TOKEN (CI) or TRACEWISE_API_KEY.\n")
    }

    @Test func quietStatusOfAGoodSessionPrintsNothing() async {
        let result = await A.harness(MockTransport(), fileSystem: A.withSession(expiresIn: 1800)).run("auth status -q")
        #expect(result.exitCode == .success)
        #expect(result.stdout.isEmpty && result.stderr.isEmpty)
    }

    @Test func tokenPrintsTheIDTokenVariableFirst() async {
        let result = await A.harness(MockTransport(), variables: ["TRACEWISE_ID_TOKEN": "ci-token"],
                                     fileSystem: A.withSession(expiresIn: 1800)).run("auth token")
        #expect(result.stdout == "ci-token\n")
    }

    @Test func tokenWithOnlyAnAPIKeyIs77AndSaysWhy() async {
        let result = await A.harness(MockTransport(), variables: ["TRACEWISE_API_KEY": "api-key-1"]).run("auth token")
        #expect(result.exitCode == .notPermitted)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("TRACEWISE_API_KEY is set, but an API key is not an ID token."))
    }

    @Test func logoutRemovesOnlyTheSelectedEnvironmentsSession() async {
        let staging = A.sessions + "/staging.json"
        let files = InMemoryFileSystem(files: [
            A.productionSession: A.sessionFile(expiresIn: 1800), staging: A.sessionFile(expiresIn: 1800),
        ])
        let harness = A.harness(MockTransport(), fileSystem: files)
        let first = await harness.run("auth logout")
        #expect(first.exitCode == .success)
        #expect(first.stderr == "tracewise: signed out of production (ada@example.test)\n")
        #expect(!files.fileExists(at: A.productionSession))
        #expect(files.fileExists(at: staging))
        let again = await harness.run("auth logout")
        #expect(again.exitCode == .success)
        #expect(again.stderr == "tracewise: no saved session for production\n")
        #expect(await harness.run("auth status").exitCode == .notPermitted)
    }

    @Test func mockModeSignsInFromFixturesWithNoSettingsAndWritesNoFile() async {
        let files = InMemoryFileSystem()
        let harness = A.harness(nil, fileSystem: files)
        let login = await harness.run("--mock auth login --password-stdin", stdin: "any password\n")
        #expect(login.exitCode == .success, "\(login.stderr)")
        #expect(login.stderr.contains("signed in to production as ada@example.test; session saved in memory only (mock mode)"))
        let status = await harness.run("--mock auth status -o json --fields source,email,uid")
        #expect(status.exitCode == .success)
        #expect(status.stdout == #"{"source":"session","email":"ada@example.test","uid":"mock-uid-7Qm2"}"# + "\n")
        let token = await harness.run("--mock -q auth token")
        #expect(token.exitCode == .success)
        #expect(token.stdout.hasPrefix("eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0."))
        #expect(await harness.run("--mock auth logout").exitCode == .success)
        #expect(files.contentsOfDirectory(at: "/home/tester/.local/state").isEmpty, "mock sessions never reach the disk")
    }

    @Test func mockModeAnswersTheRefreshFromItsFixtureToo() async throws {
        let transport = FixtureTransport(
            fixtures: try FixtureSet(builtin: TracewiseService.definition.profile.builtinFixtures, directory: nil, fileSystem: InMemoryFileSystem()),
            routes: TracewiseService.definition.profile.routes)
        var request = HTTPRequest(method: .post, url: FirebaseEndpoints(apiKey: "k", emulatorHost: nil).refreshURL)
        request.body = Array("grant_type=refresh_token&refresh_token=x".utf8)
        let response = try await transport.send(request)
        #expect(response.status == 200)
        #expect(response.json?["id_token"]?.stringValue?.hasPrefix("eyJ") == true)
    }
}
