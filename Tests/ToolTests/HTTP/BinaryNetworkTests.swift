import Foundation
import Testing
import ToolkitTestSupport

/// The built tools against a real server on loopback: exit codes of docs/exit-codes.md, HTTPS trust, proxies,
/// redaction and record/replay, as only a real process shows them.
@Suite(.serialized)
struct BinaryNetworkTests {
    let server: LoopbackServer

    init() async throws {
        _ = try BuiltBinary.path("tracewise")
        server = try await LoopbackServer()
    }

    func tracewise(_ arguments: String, environment: [String: String] = [:]) async throws -> BuiltBinary.Run {
        let scratch = TestScratch.root.appendingPathComponent("bin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var variables = ["XDG_CACHE_HOME": scratch.path, "XDG_STATE_HOME": scratch.path, "NO_PROXY": "127.0.0.1,localhost"]
        for (key, value) in environment { variables[key] = value }
        return try await BuiltBinary.shell("tracewise --base-url \(server.baseURL.absoluteString) \(arguments)", environment: variables, directory: scratch)
    }

    @Test func successPrintsTheAnswer() async throws {
        let run = try await tracewise("api /ok")
        #expect(run.status == 0)
        #expect(run.stdout == "{\"ok\":true}\n")
    }

    @Test(arguments: [
        ("api /status/404", Int32(1), "tracewise: error: status 404 (404)"),
        ("--retries 1 api /status/503", 69, "status 503"),
        ("api /status/401", 77, "status 401"),
        ("api /status/403", 77, "status 403"),
        ("--retries 0 api /status/429", 75, "status 429"),
        ("api '/status/429?retry-after=120'", 75, "asked to wait 120 s"),
    ])
    func statusesMapToExitCodes(_ arguments: String, _ status: Int32, _ message: String) async throws {
        let run = try await tracewise(arguments)
        #expect(run.status == status)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains(message), "stderr: \(run.stderr)")
    }

    @Test func retriesAreLoggedWithTheirWaits() async throws {
        let run = try await tracewise("-v --retries 2 api /status/503")
        #expect(run.status == 69)
        #expect(run.stderr.contains("(attempt 1/3)"))
        #expect(run.stderr.contains("(attempt 3/3)"))
        #expect(run.stderr.contains("503 Service Unavailable; waiting"))
    }

    @Test func connectionRefusedIsUnavailable() async throws {
        let run = try await BuiltBinary.shell("tracewise --retries 0 --base-url http://127.0.0.1:1 api /ok")
        #expect(run.status == 69)
        #expect(run.stderr.contains("cannot reach 127.0.0.1"))
    }

    @Test func credentialsOverPlainHTTPToAnotherHostAre78() async throws {
        let run = try await BuiltBinary.shell(
            "tracewise --base-url http://example.com api /ok", environment: ["TRACEWISE_API_KEY": "K3y-Needle"])
        #expect(run.status == 78)
        #expect(run.stderr.contains("refusing to send credentials over plain http://"))
        #expect(!run.stderr.contains("K3y-Needle"))
    }

    @Test func debugOutputNeverShowsASecret() async throws {
        let run = try await tracewise(
            "--debug api /ok -H 'Cookie: c=C00kie-Needle'",
            environment: ["TRACEWISE_API_KEY": "K3y-Needle", "TRACEWISE_ID_TOKEN": "T0K3N-Needle"])
        #expect(run.status == 0)
        for needle in ["K3y-Needle", "T0K3N-Needle", "C00kie-Needle"] {
            #expect(!run.stderr.contains(needle) && !run.stdout.contains(needle))
        }
        #expect(run.stderr.contains("> X-API-Key: <redacted>"))
        #expect(run.stderr.contains("> User-Agent: tracewise/"))
    }

    @Test func upperCaseHTTPProxyIsHonouredForPlainHTTP() async throws {
        // The server doubles as a proxy: it answers absolute-form requests by their path.
        let run = try await BuiltBinary.shell(
            "tracewise --base-url http://proxied.invalid api /count/proxied",
            environment: ["HTTP_PROXY": server.baseURL.absoluteString, "NO_PROXY": "", "no_proxy": "", "http_proxy": ""])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let counts = try await tracewise("api /counts")
        #expect(counts.stdout.contains("\"proxied\":1"))
    }

    @Test func recordingThenReplayingGivesIdenticalStdout() async throws {
        let directory = TestScratch.root.appendingPathComponent("rec-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let live = try await tracewise("--record \(directory) api /echo -o json", environment: ["TRACEWISE_API_KEY": "K3y-Needle"])
        #expect(live.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(files == ["get_echo.json"])
        let recorded = try String(contentsOfFile: directory + "/get_echo.json", encoding: .utf8)
        #expect(!recorded.contains("K3y-Needle"))
        // Fixture names come from the request path, so the replay uses the same base URL.
        let replay = try await tracewise("--mock --mock-dir \(directory) api /echo -o json -q")
        #expect(replay.status == 0)
        // The echo contains the key the live run sent; the recording masked it, so compare everything else.
        #expect(replay.stdout == live.stdout.replacingOccurrences(of: "K3y-Needle", with: "<redacted>"))
    }

    @Test func httpsTrustsAPrivateCertificateThroughSSLCertFileOrCurlCABundleNoRootNeeded() async throws {
        let certificate = try await LoopbackServer.makeCertificate()
        let tls = try await LoopbackServer(tls: certificate)
        for variable in ["SSL_CERT_FILE", "CURL_CA_BUNDLE"] {
            let trusted = try await BuiltBinary.shell(
                "tracewise --base-url \(tls.baseURL.absoluteString) api /ok",
                // CURL_CA_BUNDLE wins over SSL_CERT_FILE (as for curl); this machine may set it.
                environment: ["CURL_CA_BUNDLE": "", "SSL_CERT_FILE": ""].merging([variable: certificate.cert]) { $1 })
            #expect(trusted.status == 0, "\(variable): \(trusted.stderr)")
            #expect(trusted.stdout == "{\"ok\":true}\n")
        }
        let untrusted = try await BuiltBinary.shell("tracewise --retries 0 --base-url \(tls.baseURL.absoluteString) api /ok")
        #expect(untrusted.status == 69)
        #expect(untrusted.stderr.contains("TLS handshake with 127.0.0.1 failed: SSL certificate problem"), "\(untrusted.stderr)")
        #expect(untrusted.stderr.contains("SSL_CERT_FILE"), "\(untrusted.stderr)")
    }
}

/// libcurl is opened at the first request, and its absence is a sentence, not a crash.
@Suite(.serialized)
struct BinaryLibcurlTests {
    @Test func aRequestLoadsLibcurlAndAMissingOneIsExit69NamingThePackage() async throws {
        let server = try await LoopbackServer()
        let loads = try await BuiltBinary.shell(
            "LD_DEBUG=files tracewise --base-url \(server.baseURL.absoluteString) api /ok 2>&1 >/dev/null | grep -c 'file=libcurl' || true")
        #expect(loads.stdout != "0\n")
        let missing = try await BuiltBinary.shell(
            "tracewise --base-url \(server.baseURL.absoluteString) api /ok", environment: ["TOOLKIT_LIBCURL": "/nonexistent/libcurl.so.4"])
        #expect(missing.status == 69)
        #expect(missing.stderr.contains("network requests need libcurl, which could not be loaded"), "\(missing.stderr)")
        #expect(missing.stderr.contains("apt-get install libcurl4"))
        let offline = try await BuiltBinary.shell(
            "tracewise parse-link https://id.gs1.org/01/09506000134352", environment: ["TOOLKIT_LIBCURL": "/nonexistent/libcurl.so.4"])
        #expect(offline.status == 0)
    }

    @Test func anIPv6LoopbackBaseURLWorks() async throws {
        let server = try await LoopbackServer(arguments: ["--host", "::1"])
        let run = try await BuiltBinary.shell("tracewise --base-url http://[::1]:\(server.baseURL.port ?? 0) api /ok")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "{\"ok\":true}\n")
    }
}

/// Proxies as curl reads them from the environment.
@Suite(.serialized)
struct BinaryProxyTests {
    @Test(arguments: ["HTTP_PROXY", "http_proxy"])
    func anHTTPProxyFromTheEnvironmentCarriesTheRequest(_ variable: String) async throws {
        let proxy = try await LoopbackServer()
        let cleared = ["HTTP_PROXY": "", "http_proxy": "", "NO_PROXY": "", "no_proxy": "", "ALL_PROXY": "", "all_proxy": ""]
        let run = try await BuiltBinary.shell(
            "tracewise --retries 0 --base-url http://service.invalid api /ok",
            environment: cleared.merging([variable: proxy.baseURL.absoluteString]) { $1 })
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "{\"ok\":true}\n")
        let counts = try await BuiltBinary.shell("curl -s --noproxy '*' \(proxy.url("/counts").absoluteString)").stdout
        #expect(counts.contains(#""proxied:service.invalid": 1"#), "\(counts)")
        let bypassed = try await BuiltBinary.shell(
            "tracewise --retries 0 --base-url http://service.invalid api /ok",
            environment: cleared.merging([variable: proxy.baseURL.absoluteString, "NO_PROXY": "service.invalid"]) { $1 })
        #expect(bypassed.status == 69)
        #expect(bypassed.stderr.contains("cannot reach service.invalid"), "\(bypassed.stderr)")
    }
}

/// A networked run writes nothing outside the tool's own directories (URLSession left an empty
/// ~/.cache/org.swift.foundation.URLCache/TOOL/ behind at 0755).
@Suite(.serialized)
struct BinaryStrayFilesTests {
    @Test func aRequestCreatesNoFilesInHome() async throws {
        let server = try await LoopbackServer()
        let home = TestScratch.root.appendingPathComponent("home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let run = try await BuiltBinary.shell(
            "tracewise --base-url \(server.baseURL.absoluteString) api /ok",
            environment: ["HOME": home.path, "XDG_CACHE_HOME": "", "XDG_STATE_HOME": "", "XDG_CONFIG_HOME": "", "XDG_DATA_HOME": ""])
        #expect(run.status == 0, "\(run.stderr)")
        let left = try await BuiltBinary.shell("cd \(home.path) && find . -mindepth 1").stdout
        #expect(left.isEmpty, "files left in HOME: \(left)")
    }
}
