import Foundation
import Testing
import ToolkitTestSupport

/// The built tools against a server that misbehaves on purpose, and against files that are not files:
/// what only a real process on real sockets shows (deadlines, SIGINT, FIFOs, size caps).
@Suite(.serialized)
struct HostileServerBinaryTests {
    let scratch = TestScratch.root.appendingPathComponent("hostile-\(UUID().uuidString)")

    init() throws {
        _ = try BuiltBinary.path("upsctl")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    func variables(_ server: LoopbackServer? = nil) -> [String: String] {
        var variables = [
            "XDG_CACHE_HOME": scratch.path + "/cache", "XDG_STATE_HOME": scratch.path + "/state",
            "XDG_CONFIG_HOME": scratch.path + "/config", "NO_PROXY": "127.0.0.1,localhost",
            "UPS_CLIENT_ID": "id-1", "UPS_CLIENT_SECRET": "secret-1",
        ]
        if let server {
            variables["UPS_OAUTH_BASE_URL"] = server.baseURL.absoluteString
            variables["UPS_API_BASE_URL"] = server.baseURL.absoluteString
            variables["TRACEWISE_API_BASE_URL"] = server.baseURL.absoluteString
        }
        return variables
    }

    func run(_ script: String, _ server: LoopbackServer? = nil) async throws -> BuiltBinary.Run {
        try await BuiltBinary.shell(script, environment: variables(server), directory: scratch)
    }

    /// One byte every 300 ms keeps an idle timeout from ever firing; `--timeout 1` ends the attempt.
    @Test func timeoutIsADeadlineForTheWholeAttempt() async throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let server = try await LoopbackServer()
        // Without the deadline the drip ends after 30 s and the command succeeds: exit 75 with the
        // deadline's own message is the proof.
        let run = try await run("tracewise --timeout 1 --retries 0 api /drip", server)
        #expect(run.status == 75, "\(run.stderr)")
        #expect(run.stderr.contains("tracewise: error: request to 127.0.0.1 timed out: no complete answer within 1 s"))
    }

    /// SIGINT while every request hangs: the requests in flight are cancelled, each row read gets its
    /// record, no request starts after the signal, and the process is gone within a second.
    @Test func sigintCancelsRequestsInFlightAndStartsNoMore() async throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let server = try await LoopbackServer()
        // Every request is held unanswered until the test releases it: however late the test gets to
        // the signal, nothing has been answered by then.
        _ = try await BuiltBinary.shell("curl -sf '\(server.baseURL.absoluteString)/xav-hold?after=0'")
        let rows = (1...100).map { "\($0),\($0) Main St,New York,NY,10001" }
        try (["id,street,city,state,zip"] + rows).joined(separator: "\n")
            .write(to: scratch.appendingPathComponent("in.csv"), atomically: true, encoding: .utf8)
        let home = try ProcessHome()
        defer { home.remove() }
        let batch = try BuiltBinary.start(
            "exec upsctl validate --input in.csv --concurrency 4 -o ndjson", environment: variables(server), directory: scratch,
            home: home)
        // SIGINT once the server has both requests the pace starts with (none answers for 5 s).
        try await waitForRequests(2, at: server)
        let sent = Date().timeIntervalSince1970
        batch.signal(SIGINT)
        let run = try await batch.finish()
        _ = try await BuiltBinary.shell("curl -sf '\(server.baseURL.absoluteString)/xav-release'")
        #expect(run.status == 130, "\(run.stderr)")
        // The pace starts with 2 in flight and grows only as answers come back, and none does here. Waited
        // for instead of cancelled, those two would each answer "valid" once released: two interrupted
        // records are the proof that they were cut short.
        let records = run.stdout.split(separator: "\n")
        #expect(records.count == 2, "one record for each row read: \(run.stdout)")
        #expect(records.allSatisfy { $0.contains(#""code":"INTERRUPTED""#) })
        let started = try await requestTimes(at: server)
        #expect(started.count == 2, "no request after SIGINT: \(started)")
        #expect(started.allSatisfy { ($0.last as? Double ?? .infinity) < sent })
        #expect(run.stderr.contains("interrupted: the rest of the input was not read"))
    }

    /// The start times of the requests the server has seen (`/times`).
    func requestTimes(at server: LoopbackServer) async throws -> [[Any]] {
        let times = try await BuiltBinary.shell("curl -s \(server.url("/times").absoluteString)").stdout
        return try JSONSerialization.jsonObject(with: Data(times.utf8)) as? [[Any]] ?? []
    }

    /// Waits until the server has seen `count` validation requests: its `/seen` route answers then (or
    /// 504 after its bound, saying how many came).
    func waitForRequests(_ count: Int, at server: LoopbackServer) async throws {
        let seen = try await BuiltBinary.shell(
            "curl -s -w '\\n%{http_code}' '\(server.url("/seen").absoluteString)?path=/api/addressvalidation/v2/1&count=\(count)'")
        try #require(seen.stdout.hasSuffix("\n200"), "waited for the server to see \(count) requests: \(seen.stdout)")
    }

    @Test func anAnswerOverTheCapIsExit69() async throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let server = try await LoopbackServer()
        let run = try await run("TRACEWISE_MAX_RESPONSE_MIB=1 tracewise api '/big?bytes=3000000'", server)
        #expect(run.status == 69)
        #expect(run.stderr.contains("tracewise: error: the answer from 127.0.0.1 is larger than the 1 MiB limit"))
        #expect(run.stderr.contains("raise the limit with TRACEWISE_MAX_RESPONSE_MIB"))
        #expect(run.stdout.isEmpty)
    }

    /// A FIFO or a device given as a settings file is refused at once (78), never read or waited on.
    @Test(arguments: ["--env-file pipe", "--env-file /dev/zero", "--config pipe", "--config /dev/zero", "--config inc.xcconfig"])
    func settingsFilesMustBeRegularFiles(option: String) async throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        mkfifo(scratch.appendingPathComponent("pipe").path, 0o600)
        try "#include \"/dev/zero\"\n".write(to: scratch.appendingPathComponent("inc.xcconfig"), atomically: true, encoding: .utf8)
        let run = try await run("timeout 10 upsctl \(option) config show")
        #expect(run.status == 78, "\(option): \(run.stderr)")
        #expect(run.stderr.contains("not a regular file"), "\(run.stderr)")
    }

    /// A FIFO where the token file belongs is no token: a new one is requested and saved in its place.
    @Test func aFIFOAtTheTokenPathIsReplaced() async throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let server = try await LoopbackServer()
        let tokens = scratch.appendingPathComponent("cache/upsctl/tokens")
        try FileManager.default.createDirectory(at: tokens, withIntermediateDirectories: true)
        mkfifo(tokens.appendingPathComponent("cie%7Cid-1%7C.json").path, 0o600)
        let run = try await run("timeout 10 upsctl auth token", server)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "tok-1\n")
    }

    /// Ctrl-C while the batch waits for input that does not come (a pipe, a terminal): the read gives up,
    /// the row finished before is written, and the process is gone within a second.
    @Test func sigintEndsABatchWaitingForInput() async throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let server = try await LoopbackServer()
        let home = try ProcessHome()
        defer { home.remove() }
        // The input is a pipe the test holds open until the batch has ended: had the batch waited for the
        // end of its input, finish() would run out and fail saying what it waited for.
        let batch = try BuiltBinary.start(
            "exec upsctl validate --input - -o ndjson", environment: variables(server), directory: scratch, home: home,
            holdInput: true)
        try batch.write("id,street,city,state,zip\n1,1 Main St,New York,NY,10001\n")
        try await batch.waitForOutput(containing: #""id":"1","status":"valid""#)
        batch.signal(SIGINT)
        let run = try await batch.finish()
        batch.closeInput()
        #expect(run.status == 130, "\(run.stderr)")
        #expect(run.stdout.contains(#""id":"1","status":"valid""#))
        #expect(run.stderr.contains("interrupted: the rest of the input was not read"))
    }
}
