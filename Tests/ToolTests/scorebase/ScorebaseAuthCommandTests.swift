import Foundation
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// scorebase's auth commands in-process with a scripted transport: the exact Cognito requests, the session
/// on disk, challenges, refusals, logout, status, and secrets kept out of every stream.
@Suite(.verifiesStubs)
struct ScorebaseAuthCommandTests {
    typealias F = ScorebaseFakes

    @Test func loginSendsUserPasswordAuthWithSecretHashAndSavesTheSession() async throws {
        let transport = MockTransport()
        transport.on(.post, "/", respond: F.tokens())
        let files = InMemoryFileSystem()
        let result = await F.harness(transport, fileSystem: files).run("auth login --username alice")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("signed in to production as alice, tenant tn_alpha"))
        let request = try #require(transport.requests.first)
        #expect(request.url.absoluteString == F.cognitoURL)
        #expect(request.headers["Content-Type"] == "application/x-amz-json-1.1")
        #expect(request.headers["X-Amz-Target"] == "AWSCognitoIdentityProviderService.InitiateAuth")
        let body = try F.body(request)
        #expect(body["AuthFlow"] == .string("USER_PASSWORD_AUTH"))
        #expect(body["ClientId"] == .string(F.client))
        #expect(body["AuthParameters"]?["USERNAME"] == .string("alice"))
        #expect(body["AuthParameters"]?["PASSWORD"] == .string(F.password))
        #expect(body["AuthParameters"]?["SECRET_HASH"] == .string(F.secretHash("alice")))
        let saved = try #require(AccessToken(json: try JSONParser.parse(bytes: files.readFile(at: F.sessionPath("alice")))))
        #expect(saved.value == "access-token-1")
        #expect(saved.refreshToken == "refresh-token-1")
        #expect(saved.expiresAt == F.now.addingTimeInterval(3600))
        #expect(saved.details["tenant"] == .string("tn_alpha"))
        #expect(saved.details["sub"] == .string("sub-alice-0001"))
        #expect(files.permissions(at: F.sessionPath("alice")) == 0o600)
        #expect(files.permissions(at: F.sessions) == 0o700)
    }

    @Test func withoutAClientSecretNoSecretHashIsSent() async throws {
        let transport = MockTransport()
        transport.on(.post, "/", respond: F.tokens())
        var variables = F.variables
        variables["SCOREBASE_COGNITO_CLIENT_SECRET"] = nil
        let result = await F.harness(transport, variables: variables).run("auth login -u alice")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(try F.body(try #require(transport.requests.first))["AuthParameters"]?["SECRET_HASH"] == nil)
    }

    @Test func aMissingClientIdStopsBeforeAnyRequest() async {
        var variables = F.variables
        variables["SCOREBASE_COGNITO_CLIENT_ID"] = nil
        let result = await F.harness(MockTransport(), variables: variables).run("auth login -u alice")
        #expect(result.exitCode == .configuration)
        #expect(result.stderr.hasPrefix("scorebase: error: SCOREBASE_COGNITO_CLIENT_ID is not set"))
    }

    @Test func noPasswordSourceWithoutATerminalIs77SayingHow() async {
        var variables = F.variables
        variables["SCOREBASE_PASSWORD"] = nil
        let result = await F.harness(MockTransport(), variables: variables).run("auth login -u alice")
        #expect(result.exitCode == .notPermitted)
        #expect(result.stderr.contains("--password-stdin"))
        #expect(result.stderr.contains("SCOREBASE_PASSWORD"))
    }

    /// scorebase reads its password through Shared's `LoginPassword`, as the other tools do: all of
    /// standard input less its final line break, not only its first line (as its own copy did).
    @Test func scorebaseReadsThePasswordThroughSharedLoginPassword() async throws {
        let transport = MockTransport()
        transport.on(.post, "/", respond: F.tokens())
        var variables = F.variables
        variables["SCOREBASE_PASSWORD"] = nil
        let result = await F.harness(transport, variables: variables)
            .run("auth login -u alice --password-stdin", stdin: "pass word\nwith a line break\n")
        #expect(result.exitCode == .success, "\(result.stderr)")
        let body = try F.body(try #require(transport.requests.first))
        #expect(body["AuthParameters"]?["PASSWORD"] == .string("pass word\nwith a line break"))
    }

    @Test func aNewPasswordChallengeIsAnsweredFromStandardInput() async throws {
        let transport = MockTransport()
        transport.onSequence(.post, "/", [
            .json(.object([
                "ChallengeName": .string("NEW_PASSWORD_REQUIRED"), "Session": .string("challenge-session-1"),
                "ChallengeParameters": .object(["USERNAME": .string("alice")]),
            ])),
            F.tokens(),
        ])
        var variables = F.variables
        variables["SCOREBASE_PASSWORD"] = nil
        let result = await F.harness(transport, variables: variables)
            .run("auth login -u alice --password-stdin --new-password-stdin --debug", stdin: "\(F.password)\nBrand-New-Pa55\n")
        #expect(result.exitCode == .success, "\(result.stderr)")
        let answer = try F.body(transport.requests[1])
        #expect(transport.requests[1].headers["X-Amz-Target"] == "AWSCognitoIdentityProviderService.RespondToAuthChallenge")
        #expect(answer["ChallengeName"] == .string("NEW_PASSWORD_REQUIRED"))
        #expect(answer["Session"] == .string("challenge-session-1"))
        #expect(answer["ChallengeResponses"]?["NEW_PASSWORD"] == .string("Brand-New-Pa55"))
        #expect(answer["ChallengeResponses"]?["USERNAME"] == .string("alice"))
        #expect(answer["ChallengeResponses"]?["SECRET_HASH"] == .string(F.secretHash("alice")))
        for secret in [F.password, "Brand-New-Pa55", "challenge-session-1", "refresh-token-1", "access-token-1", F.clientSecret] {
            #expect(!result.stderr.contains(secret), "\(secret) leaked")
        }
    }

    @Test func anyOtherChallengeIs77NamingIt() async {
        let transport = MockTransport()
        transport.on(.post, "/", respond: .json(.object([
            "ChallengeName": .string("SOFTWARE_TOKEN_MFA"), "Session": .string("s"), "ChallengeParameters": .object([:]),
        ])))
        let result = await F.harness(transport).run("auth login -u alice")
        #expect(result.exitCode == .notPermitted)
        #expect(result.stderr.contains("SOFTWARE_TOKEN_MFA"))
    }

    @Test func cognitoErrorsAreSentencesWithTheirExitCodes() async {
        let cases: [(MockResponse, ExitCode, String)] = [
            (F.cognitoError("NotAuthorizedException", "Incorrect username or password."), .notPermitted,
             "Cognito did not accept the sign-in: Incorrect username or password. (request id cognito-req-7)"),
            (F.cognitoError("TooManyRequestsException", "Rate exceeded"), .temporaryFailure, "too many requests"),
            (F.cognitoError("ResourceNotFoundException", "User pool client x does not exist."), .configuration,
             "no such user pool or app client"),
            (F.cognitoError("UserNotConfirmedException", "User is not confirmed."), .notPermitted, "not been confirmed"),
            (.text("<html>boom</html>", status: 500, headers: ["Content-Type": "text/html"]), .unavailable, "500"),
        ]
        for (answer, code, text) in cases {
            let transport = MockTransport()
            transport.on(.post, "/", respond: answer)
            let result = await F.harness(transport, variables: F.variables.merging(["SCOREBASE_RETRIES": "0"]) { $1 })
                .run("auth login -u alice")
            #expect(result.exitCode == code, "\(result.stderr)")
            #expect(result.stderr.contains(text), "\(result.stderr)")
        }
    }

    @Test func logoutForgetsTheSessionEvenWhenRevokingFails() async throws {
        let transport = MockTransport()
        transport.on(.post, "/", respond: .text("<html>not implemented</html>", status: 500, headers: ["Content-Type": "text/html"]))
        let files = try F.withSession()
        let result = await F.harness(transport, variables: F.variables.merging(["SCOREBASE_RETRIES": "0"]) { $1 }, fileSystem: files)
            .run("auth logout")
        #expect(result.exitCode == .success)
        #expect(result.stderr.contains("warning: could not revoke the refresh token"))
        #expect(result.stderr.contains("signed out of production as alice"))
        #expect(!files.fileExists(at: F.sessionPath("alice")))
        let body = try F.body(try #require(transport.requests.first))
        #expect(body["Token"] == .string("refresh-token-1"))
        #expect(body["ClientSecret"] == .string(F.clientSecret))
        #expect(!result.stderr.contains("refresh-token-1"))
    }

    @Test func statusShowsWhoAndTenantButNoToken() async throws {
        let result = await F.harness(MockTransport(), fileSystem: try F.withSession()).run("auth status -o json")
        #expect(result.exitCode == .success, "\(result.stderr)")
        let status = try JSONParser.parse(result.stdout)
        #expect(status["username"] == .string("alice"))
        #expect(status["userId"] == .string("sub-alice-0001"))
        #expect(status["tenant"] == .string("tn_alpha"))
        #expect(status["expiresIn"] == .integer(3000))
        #expect(!result.stdout.contains("access-token-old") && !result.stdout.contains("refresh-token-1"))
        let token = await F.harness(MockTransport(), fileSystem: try F.withSession()).run("auth token --id")
        #expect(token.stdout == F.idToken() + "\n")
    }

    @Test func debugLogsOfLoginRefreshAndRequestsShowNoSecret() async throws {
        let transport = MockTransport()
        transport.onSequence(.post, "/", [F.tokens(), F.tokens(access: "access-token-2", refresh: nil, n: 2)])
        transport.on(.get, "/v1/leagues", respond: F.leagues())
        let files = InMemoryFileSystem()
        let login = await F.harness(transport, fileSystem: files).run("auth login -u alice --debug")
        let refresh = await F.harness(transport, fileSystem: files).run("auth refresh --debug")
        let list = await F.harness(transport, fileSystem: files).run("leagues list --debug")
        let everything = [login, refresh, list].map { $0.stdout + $0.stderr }.joined()
        #expect(everything.contains("REFRESH_TOKEN_AUTH"))
        for secret in [F.password, F.clientSecret, "access-token-1", "access-token-2", "refresh-token-1", F.idToken(), F.secretHash("alice")] {
            #expect(!everything.contains(secret), "\(secret) leaked")
        }
    }
}
