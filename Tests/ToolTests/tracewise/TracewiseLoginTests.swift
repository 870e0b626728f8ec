import Foundation
import Synchronization
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// `tracewise auth login` in-process: the sign-in request, where the password comes from, what is saved.
@Suite(.verifiesStubs)
struct TracewiseLoginTests {
    typealias A = TracewiseAuth
    static let variables = ["TRACEWISE_FIREBASE_API_KEY": A.webKey, "TRACEWISE_PASSWORD": A.password]

    @Test func signInIsTheRESTCallTheContractNamesAndTheSessionIsSaved() async throws {
        let transport = MockTransport()
        transport.on(.post, A.signInPath, respond: A.signInAnswer())
        let files = InMemoryFileSystem()
        let result = await A.harness(transport, variables: Self.variables, fileSystem: files)
            .run("auth login --email ada@example.test")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "tracewise: signed in to production as ada@example.test; session saved in \(A.productionSession)\n")
        let request = try #require(transport.requests.first)
        #expect(request.method == .post)
        #expect(request.url.absoluteString
            == "https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=\(A.webKey)")
        #expect(request.headers["Content-Type"] == "application/json")
        let body = try #require(JSONParser.parse(A.body(request)).objectValue)
        #expect(body["email"] == .string("ada@example.test"))
        #expect(body["password"] == .string(A.password))
        #expect(body["returnSecureToken"] == .bool(true))

        let saved = try #require(AccessToken(json: try JSONParser.parse(bytes: files.readFile(at: A.productionSession))))
        #expect(saved.value == "id-token-1")
        #expect(saved.refreshToken == "refresh-token-1")
        #expect(saved.expiresAt == A.now.addingTimeInterval(3600))
        #expect(saved.details["uid"] == .string("uid-ada"))
        #expect(saved.details["email"] == .string("ada@example.test"))
        #expect(files.permissions(at: A.productionSession) == 0o600)
        #expect(files.permissions(at: A.sessions) == 0o700)
    }

    @Test func theEmulatorHostKeepsGooglesHostAsThePathAndAnyKeyWillDo() async throws {
        let transport = MockTransport()
        transport.on(.post, "/identitytoolkit.googleapis.com" + A.signInPath, respond: A.signInAnswer())
        let files = InMemoryFileSystem()
        let result = await A.harness(
            transport, variables: ["TRACEWISE_PASSWORD": A.password, "FIREBASE_AUTH_EMULATOR_HOST": "127.0.0.1:9099"],
            fileSystem: files
        ).run("--env staging auth login --email ada@example.test")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(transport.requests.first?.url.absoluteString
            == "http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key")
        // Keyed by environment and emulator host: the production session is a different file.
        #expect(files.fileExists(at: A.sessions + "/staging%7Cemulator%3D127.0.0.1%3A9099.json"))
        #expect(!files.fileExists(at: A.productionSession))
    }

    @Test(arguments: ["10.1.2.3:9099", "auth.example.com:9099"])
    func anEmulatorOnAnotherMachineIsRefusedBeforeAnyRequest(host: String) async {
        let transport = MockTransport()
        let result = await A.harness(transport, variables: ["TRACEWISE_PASSWORD": A.password, "FIREBASE_AUTH_EMULATOR_HOST": host])
            .run("auth login --email ada@example.test")
        #expect(result.exitCode == .configuration)
        #expect(result.stderr.hasPrefix("tracewise: error: refusing to send a password and tokens over plain http://"))
        #expect(transport.requests.isEmpty)
    }

    @Test(arguments: ["http://127.0.0.1:9099", "127.0.0.1", "127.0.0.1:0", "127.0.0.1:9099/x"])
    func anEmulatorHostThatIsNotHostColonPortIs78(value: String) async {
        let result = await A.harness(MockTransport(), variables: ["FIREBASE_AUTH_EMULATOR_HOST": value]).run("auth status")
        #expect(result.exitCode == .configuration)
        #expect(result.stderr.hasPrefix("tracewise: error: FIREBASE_AUTH_EMULATOR_HOST is not host:port: '\(value)'\n"))
    }

    @Test func aMissingWebAPIKeyIs78NamingTheSettingBeforeAnyPasswordIsAskedFor() async {
        let transport = MockTransport()
        let result = await A.harness(transport, variables: ["TRACEWISE_PASSWORD": A.password])
            .run("auth login --email ada@example.test")
        #expect(result.exitCode == .configuration)
        #expect(result.stderr.hasPrefix("tracewise: error: TRACEWISE_FIREBASE_API_KEY is not set\n"))
        #expect(transport.requests.isEmpty)
    }

    @Test func aMissingEmailIs78NamingTheOptionAndTheSetting() async {
        let result = await A.harness(MockTransport(), variables: Self.variables).run("auth login")
        #expect(result.exitCode == .configuration)
        #expect(result.stderr.hasPrefix("tracewise: error: TRACEWISE_EMAIL is not set\nSet it in one of these ways: pass --email;"))
    }

    @Test func passwordStdinWinsOverTheVariableAndLosesOnlyItsLineBreak() async throws {
        let transport = MockTransport()
        transport.on(.post, A.signInPath, respond: A.signInAnswer())
        let result = await A.harness(transport, variables: Self.variables)
            .run("auth login --email ada@example.test --password-stdin", stdin: " from stdin \r\n")
        #expect(result.exitCode == .success)
        let body = try JSONParser.parse(A.body(try #require(transport.requests.first)))
        #expect(body["password"] == .string(" from stdin "))
    }

    @Test func emptyStandardInputWithPasswordStdinIsAUsageError() async {
        let transport = MockTransport()
        let result = await A.harness(transport, variables: Self.variables)
            .run("auth login --email ada@example.test --password-stdin", stdin: "\n")
        #expect(result.exitCode == .usage)
        #expect(result.stderr.hasPrefix("tracewise: error: --password-stdin was given but standard input is empty\n"))
        #expect(transport.requests.isEmpty)
    }

    @Test func noPasswordAndNoTerminalIs77SayingHowToPassOne() async {
        let transport = MockTransport()
        let result = await A.harness(transport, variables: ["TRACEWISE_FIREBASE_API_KEY": A.webKey])
            .run("auth login --email ada@example.test")
        #expect(result.exitCode == .notPermitted)
        #expect(result.stderr.contains("no password: standard input is not a terminal"))
        #expect(result.stderr.contains("--password-stdin"))
        #expect(result.stderr.contains("TRACEWISE_PASSWORD"))
        #expect(transport.requests.isEmpty)
    }

    @Test func onATerminalThePasswordIsAskedForWithEchoOff() async throws {
        let transport = MockTransport()
        transport.on(.post, A.signInPath, respond: A.signInAnswer())
        let harness = A.harness(transport, variables: ["TRACEWISE_FIREBASE_API_KEY": A.webKey], terminal: true)
        var (environment, _, err) = harness.environment(arguments: ["auth", "login", "--email", "ada@example.test"])
        let prompts = Mutex<[String]>([])
        environment.io.readSecretLine = { prompt in
            prompts.withLock { $0.append(prompt) }
            return "typed-secret"
        }
        let code = await ToolRunner(tool: harness.tool).run(environment)
        #expect(code == .success, "\(err.text)")
        #expect(prompts.withLock { $0 } == ["Password for ada@example.test: "])
        let body = try JSONParser.parse(A.body(try #require(transport.requests.first)))
        #expect(body["password"] == .string("typed-secret"))
    }

    @Test func passwordStdinOnATerminalAsksWithEchoOffInstead() async throws {
        let transport = MockTransport()
        transport.on(.post, A.signInPath, respond: A.signInAnswer())
        let harness = A.harness(transport, variables: ["TRACEWISE_FIREBASE_API_KEY": A.webKey], terminal: true)
        var (environment, _, _) = harness.environment(
            arguments: ["auth", "login", "--email", "ada@example.test", "--password-stdin"], stdin: "echoed-secret\n")
        environment.io.readSecretLine = { _ in "quiet-secret" }
        #expect(await ToolRunner(tool: harness.tool).run(environment) == .success)
        let body = try JSONParser.parse(A.body(try #require(transport.requests.first)))
        #expect(body["password"] == .string("quiet-secret"))
    }

    @Test func anEmptyAnswerAtThePromptIs77WithoutARequest() async {
        let transport = MockTransport()
        let harness = A.harness(transport, variables: ["TRACEWISE_FIREBASE_API_KEY": A.webKey], terminal: true)
        var (environment, _, err) = harness.environment(arguments: ["auth", "login", "--email", "ada@example.test"])
        environment.io.readSecretLine = { _ in "" }
        #expect(await ToolRunner(tool: harness.tool).run(environment) == .notPermitted)
        #expect(err.text == "tracewise: error: no password was entered\n")
        #expect(transport.requests.isEmpty)
    }

    @Test func aPasswordIsNeverAnOptionValue() async {
        let result = await A.harness(MockTransport(), variables: Self.variables)
            .run("auth login --email ada@example.test --password hunter2")
        #expect(result.exitCode == .usage)
        #expect(!result.stderr.contains("hunter2"))
    }

    @Test func anAccountWithASecondFactorIs77() async {
        let transport = MockTransport()
        transport.on(.post, A.signInPath, respond: .json(.object([
            "mfaPendingCredential": .string("AMzJoSk…"), "mfaInfo": .array([]), "localId": .string("uid-ada"),
        ])))
        let result = await A.harness(transport, variables: Self.variables).run("auth login --email ada@example.test")
        #expect(result.exitCode == .notPermitted)
        #expect(result.stderr.hasPrefix("tracewise: error: this account uses multi-factor authentication"))
    }
}
