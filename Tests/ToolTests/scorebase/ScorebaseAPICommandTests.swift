import Foundation
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// scorebase's API commands in-process with a scripted transport: the bearer and request id, refresh before
/// expiry and after a 401, the error envelope, and the response cache.
@Suite(.verifiesStubs)
struct ScorebaseAPICommandTests {
    typealias F = ScorebaseFakes

    @Test func requestsCarryTheBearerAndAFreshUUIDRequestId() async throws {
        let transport = MockTransport()
        transport.on(.get, "/v1/leagues", respond: F.leagues())
        let files = try F.withSession()
        let result = await F.harness(transport, fileSystem: files).run("leagues list -o json --no-cache")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout == #"[{"league_id":"lg_1","name":"Alpha","sport_type":"curling","updated_at":"2026-02-01T00:00:00Z","logo_url":null,"extra":7}]"# + "\n")
        let request = try #require(transport.requests.first)
        #expect(request.url.absoluteString == F.api + "/leagues")
        #expect(request.headers["Authorization"] == "Bearer access-token-old")
        let id = try #require(request.headers["X-Request-Id"])
        #expect(id.range(of: #"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"#, options: .regularExpression) != nil)
    }

    /// The cache is not the result: an answer it cannot keep is still printed, exit 0, with one warning
    /// that says what it costs (and one for the ids completion could not keep there either).
    @Test func anAnswerTheCacheCannotKeepIsPrintedWithAWarning() async throws {
        let transport = MockTransport()
        transport.on(.get, "/v1/leagues", respond: F.leagues())
        let files = try F.withSession()
        // The cache directory's parent is a regular file: the entry cannot be written.
        try files.writeFileAtomically(Array("x".utf8), to: "/home/tester/.cache/scorebase", mode: 0o600)
        let result = await F.harness(transport, fileSystem: files).run("leagues list -o json")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout.hasPrefix(#"[{"league_id":"lg_1""#))
        #expect(result.stderr == "scorebase: warning: the answer could not be saved in the response cache "
            + "(/home/tester/.cache/scorebase: not a directory): the next run will fetch it again\n"
            + "scorebase: warning: could not keep the values seen for completion in /home/tester/.cache/scorebase: "
            + "not a directory\n")
    }

    @Test func underSixtySecondsLeftRefreshesWithTheHashOfCognitosUsername() async throws {
        let transport = MockTransport()
        transport.on(.post, "/", respond: F.tokens(access: "access-token-2", refresh: nil, username: "alice", n: 2))
        transport.on(.get, "/v1/leagues", respond: F.leagues())
        // Signed in with the email alias; Cognito's own name for the user is "alice".
        let files = try F.withSession(login: "alice@example.test", username: "alice", expiresIn: 45)
        let result = await F.harness(transport, fileSystem: files).run("leagues list --no-cache")
        #expect(result.exitCode == .success, "\(result.stderr)")
        let refresh = try F.body(transport.requests[0])
        #expect(refresh["AuthFlow"] == .string("REFRESH_TOKEN_AUTH"))
        #expect(refresh["AuthParameters"]?["REFRESH_TOKEN"] == .string("refresh-token-1"))
        #expect(refresh["AuthParameters"]?["SECRET_HASH"] == .string(F.secretHash("alice")))
        #expect(transport.requests[1].headers["Authorization"] == "Bearer access-token-2")
        // No new refresh token in the answer: the old one is kept.
        let saved = try #require(AccessToken(json: try JSONParser.parse(bytes: files.readFile(at: F.sessionPath("alice@example.test")))))
        #expect(saved.value == "access-token-2")
        #expect(saved.refreshToken == "refresh-token-1")
    }

    @Test func a401RefreshesOnceAndRetriesOnceThen77() async throws {
        let transport = MockTransport()
        transport.onSequence(.post, "/", [F.tokens(access: "access-token-2", refresh: nil, n: 2)])
        let expired = MockResponse.json(
            .object(["error": .object(["code": .string("UNAUTHORIZED"), "message": .string("Token expired"),
                                       "request_id": .string("srv-401")])]), status: 401)
        transport.onSequence(.get, "/v1/leagues", [expired, expired])
        let result = await F.harness(transport, fileSystem: try F.withSession()).run("leagues list --no-cache")
        #expect(result.exitCode == .notPermitted)
        #expect(result.stderr.contains("the session was not accepted: Token expired (UNAUTHORIZED, request id srv-401)"))
        #expect(transport.requests.map(\.method) == [.get, .post, .get])
    }

    @Test func aRefusedRefreshTokenEndsTheSession() async throws {
        let transport = MockTransport()
        transport.on(.post, "/", respond: F.cognitoError("NotAuthorizedException", "Refresh Token has been revoked"))
        let files = try F.withSession(expiresIn: 10)
        let result = await F.harness(transport, fileSystem: files).run("leagues list")
        #expect(result.exitCode == .notPermitted)
        #expect(result.stderr.contains("the session of alice has ended: Refresh Token has been revoked"))
        #expect(!files.fileExists(at: F.sessionPath("alice")))
    }

    @Test func aCorruptSessionFileCountsAsNoSession() async throws {
        let files = try F.withSession()
        try files.writeFileAtomically(Array("{not json".utf8), to: F.sessionPath("alice"), mode: 0o600)
        let result = await F.harness(MockTransport(), fileSystem: files).run("leagues list")
        #expect(result.exitCode == .notPermitted)
        #expect(result.stderr.contains("not signed in to production as alice"))
    }

    @Test func errorEnvelopesEndWithTheServersRequestId() async throws {
        func envelope(_ status: Int, _ code: String, _ message: String, details: JSONValue = .null) -> MockResponse {
            .json(.object(["error": .object([
                "code": .string(code), "message": .string(message), "request_id": .string("srv-\(status)"), "details": details,
            ])]), status: status)
        }
        let cases: [(MockResponse, ExitCode, String)] = [
            (envelope(400, "VALIDATION_ERROR", "The league is not valid", details: .object(["name": .string("is required")])),
             .failure, "invalid request: The league is not valid (VALIDATION_ERROR, request id srv-400)\nname: is required"),
            (envelope(403, "FORBIDDEN", "Not your tenant"), .notPermitted, "not permitted: Not your tenant (FORBIDDEN, request id srv-403)"),
            (envelope(404, "NOT_FOUND", "No league"), .failure, "not found: No league (NOT_FOUND, request id srv-404)"),
        ]
        for (answer, code, text) in cases {
            let transport = MockTransport()
            transport.on(.get, "/v1/leagues/lg_x", respond: answer)
            let result = await F.harness(transport, fileSystem: try F.withSession()).run("leagues get lg_x")
            #expect(result.exitCode == code)
            #expect(result.stderr.contains(text), "\(result.stderr)")
        }
        let transport = MockTransport()
        transport.onSequence(.get, "/v1/leagues", [envelope(503, "DOWN", "Maintenance"), envelope(503, "DOWN", "Maintenance")])
        let result = await F.harness(transport, fileSystem: try F.withSession()).run("leagues list --retries 1")
        #expect(result.exitCode == .unavailable)
        #expect(result.stderr.contains("server error: Maintenance (DOWN, request id srv-503)"))
    }

    @Test func aCacheHitMakesNoRequestAndPrintsTheSameBytes() async throws {
        let transport = MockTransport()
        transport.on(.get, "/v1/leagues", respond: F.leagues())
        let files = try F.withSession()
        let first = await F.harness(transport, fileSystem: files).run("leagues list -o json")
        let second = await F.harness(transport, fileSystem: files, now: F.now.addingTimeInterval(42)).run("leagues list -o json -v")
        #expect(first.exitCode == .success && second.exitCode == .success)
        #expect(first.stdout == second.stdout)
        #expect(second.stderr.contains("cache hit (age 42 s)"))
        #expect(transport.requests.count == 1)
        let entries = files.contentsOfDirectory(at: F.responses + "/" + F.scope + "%7Calice")
        #expect(entries.count == 1)
        #expect(files.permissions(at: F.responses + "/" + F.scope + "%7Calice/" + entries[0]) == 0o600)
        // Past the TTL, or with --no-cache, the service is asked again.
        _ = await F.harness(transport, fileSystem: files, now: F.now.addingTimeInterval(301)).run("leagues list")
        _ = await F.harness(transport, fileSystem: files).run("leagues list --no-cache")
        _ = await F.harness(transport, variables: F.variables.merging(["SCOREBASE_CACHE_TTL": "0"]) { $1 }, fileSystem: files)
            .run("leagues list")
        #expect(transport.requests.count == 4)
    }

    @Test func aNonGetClearsTheUsersEntriesAndOtherUsersNeverSeeThem() async throws {
        let transport = MockTransport()
        transport.on(.get, "/v1/leagues", respond: F.leagues())
        transport.on(.post, "/v1/leagues", respond: .json(.object(["data": .object(["league_id": .string("lg_new")])]), status: 201))
        let files = try F.withSession()
        _ = try F.withSession(login: "bob", username: "bob", files: files)
        // bob is now the current user; alice's entry is filled with SCOREBASE_USERNAME.
        let alice = F.variables.merging(["SCOREBASE_USERNAME": "alice"]) { $1 }
        _ = await F.harness(transport, variables: alice, fileSystem: files).run("leagues list")
        _ = await F.harness(transport, fileSystem: files).run("leagues list")  // bob: a miss
        #expect(transport.requests.count == 2)
        let show = await F.harness(transport, variables: alice, fileSystem: files).run("cache show -o json")
        #expect(show.stdout.contains(#""path":"/leagues""#), "\(show.stdout)")
        let post = await F.harness(transport, variables: alice, fileSystem: files).run("api POST /leagues -f name=X")
        #expect(post.exitCode == .success, "\(post.stderr)")
        _ = await F.harness(transport, variables: alice, fileSystem: files).run("leagues list")
        #expect(transport.requests.count == 4)
        let cleared = await F.harness(transport, variables: alice, fileSystem: files).run("cache clear")
        #expect(cleared.stderr.contains("removed 1 cached answer"))
    }

    @Test func aCorruptCacheEntryIsAMiss() async throws {
        let transport = MockTransport()
        transport.on(.get, "/v1/leagues", respond: F.leagues())
        let files = try F.withSession()
        _ = await F.harness(transport, fileSystem: files).run("leagues list")
        let directory = F.responses + "/" + F.scope + "%7Calice"
        let entry = directory + "/" + files.contentsOfDirectory(at: directory)[0]
        try files.writeFileAtomically(Array("{\"url\":".utf8), to: entry, mode: 0o600)
        let result = await F.harness(transport, fileSystem: files).run("leagues list")
        #expect(result.exitCode == .success)
        #expect(transport.requests.count == 2)
    }
}
