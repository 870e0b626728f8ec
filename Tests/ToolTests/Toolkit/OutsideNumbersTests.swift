import Foundation
import Testing
@testable import Shared
@testable import ToolkitAuth
@testable import ToolkitFloor
@testable import ToolkitHTTP
import ToolkitTestSupport

/// Numbers from outside the tool (options, settings, a service's answers, token files) are checked or
/// clamped before any arithmetic: none can trap. Each test is named after the seam it covers.
@Suite(.verifiesStubs)
struct OutsideNumbersTests {
    typealias F = RepairminderFakes

    // MARK: Option and setting ranges

    /// `--timeout 1e16` trapped converting its milliseconds to an Int, in every command that sent a request.
    @Test(arguments: AllTools.names)
    func timeoutOptionOutOfRangeIsExit64NamingTheRange(tool: String) async throws {
        let transport = MockTransport()
        let harness = ToolHarness(tool: AllTools.definition(tool), transport: transport)
        let result = await harness.run("--timeout 1e16 api /x")
        #expect(result.exitCode == .usage, "\(result.stderr)")
        #expect(result.stderr.contains("expected a number from 0.01 to 86400"), "\(result.stderr)")
        #expect(transport.requests.isEmpty)
    }

    @Test(arguments: ["1e16", "0", "-5", "nan", "inf"])
    func timeoutSettingOutOfRangeIsExit78NamingTheRange(value: String) async throws {
        let transport = MockTransport()
        let harness = ToolHarness(
            tool: AllTools.definition("tracewise"), variables: ["TRACEWISE_TIMEOUT": value], transport: transport)
        let result = await harness.run("api /x")
        #expect(result.exitCode == .configuration, "\(result.stderr)")
        #expect(result.stderr.contains("TRACEWISE_TIMEOUT"), "\(result.stderr)")
        #expect(transport.requests.isEmpty)
    }

    @Test func timeoutAtTheTopOfItsRangeIsAccepted() async throws {
        let transport = MockTransport()
        transport.on(.get, "/api/x", respond: .json(.object(["ok": .bool(true)])))
        let harness = ToolHarness(tool: AllTools.definition("tracewise"), transport: transport)
        let result = await harness.run("--timeout 86400 api /x")
        #expect(result.exitCode == .success, "\(result.stderr)")
    }

    /// The batch's preflight wrote `--rate` as a whole number, which trapped past Int.max.
    @Test func rateOptionOutOfRangeIsExit64NamingTheRange() async throws {
        let harness = ToolHarness(tool: AllTools.definition("upsctl"), transport: MockTransport())
        let result = await harness.run("validate --input in.csv --rate 1e300 --dry-run")
        #expect(result.exitCode == .usage, "\(result.stderr)")
        #expect(result.stderr.contains("expected a number from 0.001 to 1000000"), "\(result.stderr)")
    }

    // MARK: expires_in

    /// An `expires_in` of 2^63−1 made an expiry that `auth status` trapped on (seconds left as an Int, and
    /// the date's year); it is now the latest expiry the tool keeps, the end of 9999.
    @Test func expiresInOf2To63IsClampedInAuthStatus() async throws {
        let transport = MockTransport()
        transport.on(.post, "/api/auth/login", respond: F.session(expiresIn: Int.max))
        let files = InMemoryFileSystem()
        let harness = F.harness(transport, fileSystem: files)
        let login = await harness.run("auth login --email ann@example.com --password-stdin", stdin: F.password + "\n")
        #expect(login.exitCode == .success, "\(login.stderr)")
        let status = await F.harness(MockTransport(), fileSystem: files).run("auth status -o json")
        #expect(status.exitCode == .success, "\(status.stderr)")
        let record = try JSONParser.parse(status.stdout)
        #expect(record["expiresAt"] == .string("9999-12-31T23:59:59Z"))
        #expect(record["expiresIn"]?.intValue == 253_402_300_799 - Int(F.now.timeIntervalSince1970))
    }

    /// A token file's `expires_at` of `1e400` reads as infinity; as a date it is clamped too.
    @Test func tokenFileExpiryOfInfinityIsClampedInAuthStatus() async throws {
        let files = try F.withSession()
        let path = FileTokenStore(directory: F.sessions, fileSystem: files).path(for: F.sessionKey)
        var text = String(decoding: try files.readFile(at: path), as: UTF8.self)
        let saved = try #require(text.firstRange(of: #/"expires_at":[0-9.e+]+/#))
        text.replaceSubrange(saved, with: #""expires_at":1e400"#)
        try files.writeFileAtomically(Array(text.utf8), to: path, mode: 0o600)
        let status = await F.harness(MockTransport(), fileSystem: files).run("auth status -o json")
        #expect(status.exitCode == .success, "\(status.stderr)")
        #expect(try JSONParser.parse(status.stdout)["expiresAt"] == .string("9999-12-31T23:59:59Z"))
    }

    // MARK: Files

    /// A cache entry's `stored_at` is a number in a file: `1e300` made an age that `cache show` (and a
    /// lookup) trapped on converting to whole seconds. Such an entry is no entry.
    @Test(arguments: ["1e300", "-1e300", "1e400"])
    func cacheEntryWithAnImpossibleStoredAtIsNoEntry(stamp: String) async throws {
        typealias S = ScorebaseFakes
        let transport = MockTransport()
        transport.on(.get, "/v1/leagues", respond: S.leagues())
        let files = try S.withSession()
        let first = await S.harness(transport, fileSystem: files).run("leagues list -o json")
        #expect(first.exitCode == .success, "\(first.stderr)")
        let directory = S.responses + "/" + S.scope + "%7Calice"
        let path = directory + "/" + (try #require(files.contentsOfDirectory(at: directory).first))
        var text = String(decoding: try files.readFile(at: path), as: UTF8.self)
        let saved = try #require(text.firstRange(of: #/"stored_at":[0-9.e+-]+/#))
        text.replaceSubrange(saved, with: #""stored_at":"# + stamp)
        try files.writeFileAtomically(Array(text.utf8), to: path, mode: 0o600)
        let show = await S.harness(MockTransport(), fileSystem: files).run("cache show -o json")
        #expect(show.exitCode == .success, "\(show.stderr)")
        #expect(!show.stdout.contains("age_seconds"), "\(show.stdout)")
        let again = await S.harness(transport, fileSystem: files).run("leagues list -o json")
        #expect(again.exitCode == .success, "\(again.stderr)")
        #expect(transport.requests.count == 2, "the entry was not used: the service was asked again")
    }

    // MARK: Retry-After

    /// An HTTP date in the year 9×10^17 overflowed the day count; it is no date at all now, and the wait
    /// is the backoff's.
    @Test func retryAfterDateOfAHugeYearIsIgnored() {
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        #expect(RetryAfter.seconds("Sun, 06 Nov 900000000000000000 08:49:37 GMT", now: now) == nil)
        #expect(RetryAfter.seconds("Sunday, 06-Nov-9000000000000000000000 08:49:37 GMT", now: now) == nil)
        #expect(RetryAfter.seconds("Sun Nov  6 08:49:37 900000000000000000", now: now) == nil)
        #expect(RetryAfter.seconds(String(repeating: "9", count: 400), now: now) == .infinity)
    }

    @Test(arguments: [String(repeating: "9", count: 400), "9223372036854775807", "99999999"])
    func retryAfterBeyondAnyWaitIsExit75SayingSo(value: String) async throws {
        let transport = MockTransport()
        transport.on(.get, "/api/x", respond: .json(.object([:]), status: 429, headers: ["Retry-After": value]))
        let harness = ToolHarness(tool: AllTools.definition("tracewise"), transport: transport)
        let result = await harness.run("api /x")
        #expect(result.exitCode == .temporaryFailure, "\(result.stderr)")
        #expect(result.stderr.contains("asked to wait"), "\(result.stderr)")
    }

    // MARK: Dates

    @Test func formattingADateOutsideTheYears1To9999ClampsInsteadOfTrapping() {
        #expect(ISO8601DateTime.format(Date(timeIntervalSince1970: 9.3e18)) == "9999-12-31T23:59:59Z")
        #expect(ISO8601DateTime.format(Date(timeIntervalSince1970: -9.3e18)) == "0001-01-01T00:00:00Z")
        #expect(ISO8601DateTime.format(Date(timeIntervalSince1970: .infinity)) == "9999-12-31T23:59:59Z")
        #expect(ISO8601DateTime.format(Date(timeIntervalSince1970: .nan)) == "1970-01-01T00:00:00Z")
    }

    @Test func deadlineMiddlewareTakesAnyNumberOfSeconds() async throws {
        let deadline = DeadlineMiddleware(seconds: 1e300, timer: { _ in try await AsyncSignal.untilCancelled() }, now: { Date(timeIntervalSince1970: 0) })
        let response = try await deadline.intercept(HTTPRequest(method: .get, url: HTTPURL(string: "https://h/x")!)) { _ in
            HTTPResponse(status: 204, headers: [:], body: [])
        }
        #expect(response.status == 204)
    }
}
