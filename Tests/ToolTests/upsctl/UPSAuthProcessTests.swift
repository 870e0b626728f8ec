import Foundation
import Testing
import ToolkitTestSupport

/// upsctl's token cache across real processes, on a loopback token endpoint.
@Suite(.serialized)
struct UPSAuthProcessTests {
    let server: LoopbackServer
    let cache: URL

    init() async throws {
        _ = try BuiltBinary.path("upsctl")
        server = try await LoopbackServer()
        cache = TestScratch.root.appendingPathComponent("ups-cache-\(UUID().uuidString)")
    }

    var variables: [String: String] {
        [
            "UPS_CLIENT_ID": "client-1", "UPS_CLIENT_SECRET": "S3cr3t-Needle-42",
            "UPS_OAUTH_BASE_URL": server.baseURL.absoluteString, "UPS_API_BASE_URL": server.baseURL.absoluteString,
            "XDG_CACHE_HOME": cache.path, "NO_PROXY": "127.0.0.1",
        ]
    }

    func tokenRequests() async throws -> Int {
        let counts = try await BuiltBinary.shell("curl -s \(server.baseURL.absoluteString)/counts")
        let object = try JSONSerialization.jsonObject(with: Data(counts.stdout.utf8)) as? [String: Any]
        return object?["token"] as? Int ?? -1
    }

    /// The token is answered once all twenty are at the token lock (its holder waiting for the answer, the
    /// others trying the lock): they meet there because they all got there, however slowly they start.
    @Test func twentyProcessesStartedTogetherMakeOneTokenRequest() async throws {
        defer { try? FileManager.default.removeItem(at: cache) }
        let locks = cache.appendingPathComponent("upsctl/tokens").path
        let hold = try await BuiltBinary.shell(
            "curl -s -G --data-urlencode lockers=20 --data-urlencode dir=\"$DIR\" \(server.baseURL.absoluteString)/hold-token",
            environment: ["DIR": locks])
        #expect(hold.stdout.contains(#""lockers": 20"#), "\(hold.stdout)\(hold.stderr)")
        let run = try await BuiltBinary.shell(
            "for i in $(seq 20); do upsctl auth token > \"$OUT.$i\" & done; wait; cat \"$OUT\".*",
            environment: variables.merging(["OUT": cache.path + "-out"]) { a, _ in a })
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let tokens = run.stdout.split(separator: "\n")
        #expect(tokens.count == 20)
        #expect(Set(tokens) == ["tok-1"])
        let requests = try await tokenRequests()
        #expect(requests == 1, "\(requests) token requests")
        _ = try? await BuiltBinary.shell("rm -f \"\(cache.path)-out\".*")
    }

    /// With stdout closed, the first file the tool opens would become descriptor 1 and receive the
    /// result: here the token cache's temporary file, which would then hold the token line instead of
    /// the cache entry. Descriptors 0–2 are held open on /dev/null, so the cache is whole, and the token
    /// that could not be printed is exit 74.
    @Test func aClosedStdoutNeverReceivesAFileTheToolOpens() async throws {
        defer { try? FileManager.default.removeItem(at: cache) }
        let run = try await BuiltBinary.shell(
            "upsctl auth token >&-; echo \"status=$?\" >&2; cat \"$XDG_CACHE_HOME\"/upsctl/tokens/*.json", environment: variables)
        #expect(run.stderr == "upsctl: error: cannot write output to standard output: Bad file descriptor\nstatus=74\n")
        #expect(run.stdout.hasPrefix(#"{"access_token":"tok-1""#), "the cache entry is whole: \(run.stdout)")
        #expect(try await tokenRequests() == 1)
    }

    @Test func cacheFilesAreUserOnlyAndACorruptOneIsReplaced() async throws {
        defer { try? FileManager.default.removeItem(at: cache) }
        let first = try await BuiltBinary.shell("upsctl auth token", environment: variables)
        #expect(first.stdout == "tok-1\n")
        let directory = cache.appendingPathComponent("upsctl/tokens")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }
        #expect(files.count == 1)
        let file = directory.appendingPathComponent(files[0])
        let fileMode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        let directoryMode = try FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions] as? Int
        let toolMode = try FileManager.default.attributesOfItem(atPath: cache.appendingPathComponent("upsctl").path)[.posixPermissions] as? Int
        #expect(fileMode == 0o600)
        #expect(directoryMode == 0o700)
        #expect(toolMode == 0o700)
        #expect(!(try String(contentsOf: file, encoding: .utf8)).contains("S3cr3t-Needle-42"))

        // The second call reuses the cached token; a corrupt file is treated as absent and replaced.
        #expect(try await BuiltBinary.shell("upsctl auth token", environment: variables).stdout == "tok-1\n")
        try "{".write(to: file, atomically: true, encoding: .utf8)
        let recovered = try await BuiltBinary.shell("upsctl auth token", environment: variables)
        #expect(recovered.status == 0)
        #expect(recovered.stdout == "tok-2\n")
        #expect(recovered.stderr.isEmpty)
        #expect(try await tokenRequests() == 2)
    }

    @Test func statusIsQuietForCronAndLogoutForgets() async throws {
        defer { try? FileManager.default.removeItem(at: cache) }
        let quiet = try await BuiltBinary.shell("upsctl auth status -q", environment: variables)
        #expect(quiet.status == 0)
        #expect(quiet.stdout.isEmpty && quiet.stderr.isEmpty)
        let shown = try await BuiltBinary.shell("upsctl auth status -o json", environment: variables)
        #expect(shown.stdout.contains("\"token\":\"cached\""))
        #expect(!shown.stdout.contains("tok-"))
        #expect(try await BuiltBinary.shell("upsctl auth logout -q", environment: variables).status == 0)
        #expect(try await BuiltBinary.shell("upsctl auth token", environment: variables).stdout == "tok-2\n")
    }

    @Test func verboseLogsTheTokenRequestWithTheSecretRedacted() async throws {
        defer { try? FileManager.default.removeItem(at: cache) }
        let run = try await BuiltBinary.shell("upsctl --debug auth token", environment: variables)
        #expect(run.status == 0)
        #expect(run.stderr.contains("→ POST \(server.baseURL.absoluteString)/security/v1/oauth/token (attempt 1/4)"))
        #expect(run.stderr.contains("> Authorization: <redacted>"))
        #expect(!run.stderr.contains("S3cr3t-Needle-42"))
        #expect(!run.stderr.contains(Data("client-1:S3cr3t-Needle-42".utf8).base64EncodedString()))
        #expect(!run.stderr.contains("tok-1"))
    }
}
