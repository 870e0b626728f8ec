import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitCommandModel
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// Every Firebase refusal in plain words and with the right exit code, for sign-in and for refresh.
@Suite(.verifiesStubs)
struct TracewiseFirebaseErrorTests {
    typealias A = TracewiseAuth

    struct Case: Sendable, CustomTestStringConvertible {
        var message: String
        var status = 400
        var extra: [String: JSONValue] = [:]
        var exit: ExitCode
        var stderr: String
        var testDescription: String { message }
    }

    static let signInCases: [Case] = [
        Case(message: "INVALID_LOGIN_CREDENTIALS", exit: .notPermitted,
             stderr: "tracewise: error: the email or the password is wrong (INVALID_LOGIN_CREDENTIALS)\n"),
        Case(message: "EMAIL_NOT_FOUND", exit: .notPermitted,
             stderr: "tracewise: error: there is no account for ada@example.test (EMAIL_NOT_FOUND)\n"),
        Case(message: "INVALID_PASSWORD", exit: .notPermitted,
             stderr: "tracewise: error: the password is wrong for ada@example.test (INVALID_PASSWORD)\n"),
        Case(message: "USER_DISABLED", exit: .notPermitted,
             stderr: "tracewise: error: the account ada@example.test has been disabled by an administrator (USER_DISABLED)\n"),
        Case(message: "TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled due to many failed login attempts.",
             exit: .temporaryFailure,
             stderr: "tracewise: error: too many failed attempts: Firebase has blocked sign-in to the account ada@example.test for a while "
                + "(TOO_MANY_ATTEMPTS_TRY_LATER)\nTry again later, or reset the password to unblock the account at once.\n"),
        Case(message: "INVALID_EMAIL", exit: .notPermitted,
             stderr: "tracewise: error: 'ada@example.test' is not a valid email address (INVALID_EMAIL)\n"),
        Case(message: "OPERATION_NOT_ALLOWED", exit: .notPermitted,
             stderr: "tracewise: error: email and password sign-in is not enabled for this Firebase project (OPERATION_NOT_ALLOWED)\n"),
        Case(message: "WEAK_PASSWORD : Password should be at least 6 characters", exit: .notPermitted,
             stderr: "tracewise: error: Firebase refused signing in: Password should be at least 6 characters (WEAK_PASSWORD)\n"),
        Case(message: "API key not valid. Please pass a valid API key.", extra: ["status": .string("INVALID_ARGUMENT")],
             exit: .configuration,
             stderr: "tracewise: error: Firebase rejected TRACEWISE_FIREBASE_API_KEY: API key not valid. Please pass a valid API key. "
                + "(INVALID_ARGUMENT)\nUse the project's Web API key (Firebase console → Project settings → General).\n"),
        Case(message: "INVALID_API_KEY", exit: .configuration,
             stderr: "tracewise: error: Firebase rejected TRACEWISE_FIREBASE_API_KEY: INVALID_API_KEY (INVALID_API_KEY)\n"
                + "Use the project's Web API key (Firebase console → Project settings → General).\n"),
        Case(message: "The request is missing a valid API key.", status: 403, extra: ["status": .string("PERMISSION_DENIED")],
             exit: .configuration,
             stderr: "tracewise: error: Firebase rejected TRACEWISE_FIREBASE_API_KEY: The request is missing a valid API key. "
                + "(PERMISSION_DENIED)\nUse the project's Web API key (Firebase console → Project settings → General).\n"),
    ]

    @Test(arguments: signInCases)
    func signInRefusals(_ refusal: Case) async {
        let transport = MockTransport()
        transport.on(.post, A.signInPath, respond: A.firebaseError(refusal.message, status: refusal.status, extra: refusal.extra))
        let files = InMemoryFileSystem()
        let result = await A.harness(
            transport, variables: ["TRACEWISE_FIREBASE_API_KEY": A.webKey, "TRACEWISE_PASSWORD": A.password], fileSystem: files
        ).run("auth login --email ada@example.test")
        #expect(result.exitCode == refusal.exit)
        #expect(result.stderr == refusal.stderr)
        #expect(result.stdout.isEmpty)
        #expect(!files.fileExists(at: A.productionSession))
        #expect(transport.requests.count == 1, "a refusal is not retried")
    }

    static let relogin = "The saved session was removed; run 'tracewise auth login' to sign in again.\n"

    static let refreshCases: [Case] = [
        Case(message: "TOKEN_EXPIRED", exit: .notPermitted,
             stderr: "tracewise: error: the session has ended: the password was changed or the account was signed out everywhere "
                + "(TOKEN_EXPIRED)\n" + relogin),
        Case(message: "INVALID_REFRESH_TOKEN", exit: .notPermitted,
             stderr: "tracewise: error: the saved session is no longer valid (INVALID_REFRESH_TOKEN)\n" + relogin),
        Case(message: "USER_NOT_FOUND", exit: .notPermitted,
             stderr: "tracewise: error: the account of the saved session no longer exists (USER_NOT_FOUND)\n" + relogin),
        Case(message: "USER_DISABLED", exit: .notPermitted,
             stderr: "tracewise: error: the account of the saved session has been disabled by an administrator (USER_DISABLED)\n"
                + relogin),
    ]

    @Test(arguments: refreshCases)
    func aDeadRefreshTokenRemovesTheSessionAndSaysToLogIn(_ refusal: Case) async {
        let transport = MockTransport()
        transport.on(.post, A.refreshPath, respond: A.firebaseError(refusal.message))
        let files = A.withSession(expiresIn: 30)
        let result = await A.harness(transport, variables: ["TRACEWISE_FIREBASE_API_KEY": A.webKey], fileSystem: files)
            .run("auth token")
        #expect(result.exitCode == refusal.exit)
        #expect(result.stderr == refusal.stderr)
        #expect(!files.fileExists(at: A.productionSession))
    }

    @Test func aWrongKeyAtRefreshKeepsTheSession() async {
        let transport = MockTransport()
        transport.on(.post, A.refreshPath, respond: A.firebaseError(
            "API key not valid. Please pass a valid API key.", extra: ["status": .string("INVALID_ARGUMENT")]))
        let files = A.withSession(expiresIn: 30)
        let result = await A.harness(transport, variables: ["TRACEWISE_FIREBASE_API_KEY": A.webKey], fileSystem: files)
            .run("auth token")
        #expect(result.exitCode == .configuration)
        #expect(files.fileExists(at: A.productionSession))
    }

    @Test func anOutageAtRefreshKeepsTheSessionAndIs69() async {
        let transport = MockTransport()
        transport.on(.post, A.refreshPath, respond: A.firebaseError("The service is currently unavailable.", status: 503,
                                                                     extra: ["status": .string("UNAVAILABLE")]))
        let files = A.withSession(expiresIn: 30)
        let result = await A.harness(transport, variables: ["TRACEWISE_FIREBASE_API_KEY": A.webKey], fileSystem: files)
            .run("--retries 1 auth token")
        #expect(result.exitCode == .unavailable)
        #expect(result.stderr.hasPrefix("tracewise: error: securetoken.googleapis.com: The service is currently unavailable."))
        #expect(transport.requests.count == 2, "a refresh is safe to retry")
        #expect(files.fileExists(at: A.productionSession))
    }

    @Test func aGatewayPageIsReportedByItsStatus() async {
        let transport = MockTransport()
        transport.on(.post, A.signInPath, respond: .text("<html>bad gateway</html>", status: 502))
        let result = await A.harness(transport, variables: ["TRACEWISE_FIREBASE_API_KEY": A.webKey, "TRACEWISE_PASSWORD": A.password])
            .run("--retries 0 auth login --email ada@example.test")
        #expect(result.exitCode == .unavailable)
        #expect(result.stderr.hasPrefix(
            "tracewise: error: identitytoolkit.googleapis.com answered 502 Bad Gateway with a body that is not the expected JSON"))
    }

    @Test func aRefreshWithoutAWebAPIKeyIs78AndKeepsTheSession() async {
        let files = A.withSession(expiresIn: 30)
        let result = await A.harness(MockTransport(), fileSystem: files).run("auth token")
        #expect(result.exitCode == .configuration)
        #expect(result.stderr.hasPrefix("tracewise: error: TRACEWISE_FIREBASE_API_KEY is not set\n"))
        #expect(files.fileExists(at: A.productionSession))
    }
}
