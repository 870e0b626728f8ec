import Foundation
import Testing
import ToolkitTestSupport

/// The built scorebase against the verifying peer (Tests/Support/scorebase_peer.py), which checks what
/// moto does not: SECRET_HASH on password sign-in and in challenge answers, the SRP signature (with its
/// own server-side arithmetic) and the timestamp's format. Also the ScoreBase API side: envelopes,
/// 401 → refresh → retry, the cache across processes, files on disk, one refresh for many processes.
@Suite(.serialized)
struct ScorebasePeerProcessTests {
    static let password = "Corr3ct-Horse!"
    let state: URL
    let cache: URL

    init() throws {
        _ = try BuiltBinary.path("scorebase")
        let base = TestScratch.root.appendingPathComponent("scorebase-\(UUID().uuidString)")
        state = base.appendingPathComponent("state")
        cache = base.appendingPathComponent("cache")
    }

    func cleanUp() { try? FileManager.default.removeItem(at: state.deletingLastPathComponent()) }

    func variables(_ peer: PythonPeer, client: String = "peer-client-secret") -> [String: String] {
        [
            "AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER": "http://127.0.0.1:\(peer.greeting)",
            "SCOREBASE_API_BASE_URL": "http://127.0.0.1:\(peer.greeting)/v1",
            "SCOREBASE_COGNITO_USER_POOL_ID": "eu-west-1_PeerPool1", "SCOREBASE_COGNITO_CLIENT_ID": client,
            "SCOREBASE_COGNITO_CLIENT_SECRET": client == "peer-client-secret" ? "peer-secret-0123456789" : "",
            "XDG_STATE_HOME": state.path, "XDG_CACHE_HOME": cache.path, "NO_PROXY": "127.0.0.1",
            "SCOREBASE_USERNAME": "", "SCOREBASE_PASSWORD": "", "PW": Self.password,
        ]
    }

    func run(_ command: String, _ peer: PythonPeer, _ extra: [String: String] = [:]) async throws -> BuiltBinary.Run {
        try await BuiltBinary.shell(command, environment: variables(peer).merging(extra) { $1 })
    }

    func counts(_ peer: PythonPeer) async throws -> [String: Int] {
        let run = try await BuiltBinary.shell("curl -s http://127.0.0.1:\(peer.greeting)/counts")
        return try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Int] ?? [:]
    }

    @Test(arguments: ["password", "srp"], ["peer-client-secret", "peer-client-public"])
    func signInIsVerifiedByThePeer(flow: String, client: String) async throws {
        defer { cleanUp() }
        let peer = try await PythonPeer("scorebase_peer.py")
        let login = try await run(
            "printf '%s\\n' \"$PW\" | scorebase auth login -u alice --password-stdin --flow \(flow)", peer,
            variables(peer, client: client))
        #expect(login.status == 0, "\(login.stderr)")
        let wrong = try await run(
            "printf 'nope\\n' | scorebase auth login -u alice --password-stdin --flow \(flow)", peer,
            variables(peer, client: client))
        #expect(wrong.status == 77)
        #expect(wrong.stderr.contains("Incorrect username or password."))
        let leagues = try await run("scorebase leagues list -o json", peer, variables(peer, client: client))
        #expect(leagues.status == 0, "\(leagues.stderr)")
        #expect(leagues.stdout.contains(#""sport_type":"curling""#))
        #expect(leagues.stdout.contains(#""new_field":{"nested":[1,2]}"#))
    }

    @Test func aWrongClientSecretIsRefusedOnEveryFlow() async throws {
        defer { cleanUp() }
        let peer = try await PythonPeer("scorebase_peer.py")
        for flow in ["password", "srp"] {
            let run = try await run(
                "printf '%s\\n' \"$PW\" | scorebase auth login -u alice --password-stdin --flow \(flow)", peer,
                ["SCOREBASE_COGNITO_CLIENT_SECRET": "not-the-secret"])
            #expect(run.status == 77)
            #expect(run.stderr.contains("Unable to verify secret hash"), "\(run.stderr)")
        }
    }

    @Test func theNewPasswordChallengeOverSRP() async throws {
        defer { cleanUp() }
        let peer = try await PythonPeer("scorebase_peer.py")
        let login = try await run(
            "printf 'Temp-Passw0rd!\\nBrand-New-Pa55\\n' | scorebase auth login -u newbie --password-stdin --new-password-stdin --flow srp",
            peer)
        #expect(login.status == 0, "\(login.stderr)")
        let again = try await run("printf 'Brand-New-Pa55\\n' | scorebase auth login -u newbie --password-stdin", peer)
        #expect(again.status == 0, "\(again.stderr)")
        let missing = try await run("printf 'x\\n' | scorebase auth login -u nobody --password-stdin", peer)
        #expect(missing.status == 77)
        #expect(missing.stderr.contains("no such user in the pool"))
    }

    @Test func a401RefreshesOnceAndTheSessionFilesAreTight() async throws {
        defer { cleanUp() }
        let peer = try await PythonPeer("scorebase_peer.py")
        #expect(try await run("printf '%s\\n' \"$PW\" | scorebase auth login -u alice@example.test --password-stdin", peer).status == 0)
        _ = try await BuiltBinary.shell("curl -s -X POST http://127.0.0.1:\(peer.greeting)/admin/expire")
        let list = try await run("scorebase leagues list --no-cache -v", peer)
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stderr.contains("← 401"))
        // The alias signed in; the refresh's SECRET_HASH used Cognito's own name, or the peer refuses it.
        #expect(try await counts(peer)["InitiateAuth:REFRESH_TOKEN_AUTH"] == 1)
        let directory = state.appendingPathComponent("scorebase/sessions")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        for name in names {
            let mode = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)[.posixPermissions] as? Int
            #expect(mode == 0o600, "\(name)")
        }
        let directoryMode = try FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions] as? Int
        #expect(directoryMode == 0o700)
        // Refresh tokens revoked: the next refresh ends the session cleanly.
        _ = try await BuiltBinary.shell("curl -s -X POST http://127.0.0.1:\(peer.greeting)/admin/expire -o /dev/null; curl -s -X POST http://127.0.0.1:\(peer.greeting)/admin/revoke")
        let ended = try await run("scorebase leagues list --no-cache", peer)
        #expect(ended.status == 77)
        #expect(ended.stderr.contains("Refresh Token has been revoked"), "\(ended.stderr)")
    }

    @Test func manyProcessesWithAnExpiredTokenRefreshOnce() async throws {
        defer { cleanUp() }
        let peer = try await PythonPeer("scorebase_peer.py", arguments: ["--token-lifetime", "3600"])
        #expect(try await run("printf '%s\\n' \"$PW\" | scorebase auth login -u alice --password-stdin", peer).status == 0)
        // Doctor the saved session so its access token has 30 s left (moto-like tokens always live an hour).
        let directory = state.appendingPathComponent("scorebase/sessions")
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: directory.path).first { $0.hasSuffix("alice.json") })
        let path = directory.appendingPathComponent(file).path
        _ = try await BuiltBinary.shell(
            "\(PythonPeer.python) -c 'import json,sys,time; p=sys.argv[1]; d=json.load(open(p)); d[\"expires_at\"]=time.time()+30; d.pop(\"obtained_at\",None); json.dump(d,open(p,\"w\"))' '\(path)'")
        let runs = try await run("for i in 1 2 3 4 5 6; do scorebase leagues list --no-cache >/dev/null & done; wait", peer)
        #expect(runs.status == 0, "\(runs.stderr)")
        #expect(try await counts(peer)["InitiateAuth:REFRESH_TOKEN_AUTH"] == 1)
        #expect(try await counts(peer)["GET /v1/leagues"] == 6)
    }

    @Test func aCacheHitAcrossProcessesPrintsTheSameBytesWithoutARequest() async throws {
        defer { cleanUp() }
        let peer = try await PythonPeer("scorebase_peer.py")
        #expect(try await run("printf '%s\\n' \"$PW\" | scorebase auth login -u alice --password-stdin", peer).status == 0)
        let first = try await run("scorebase leagues list -o table", peer)
        let second = try await run("scorebase leagues list -o table -v", peer)
        #expect(first.status == 0 && second.status == 0)
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.hasPrefix("ID"))
        #expect(second.stderr.contains("cache hit (age"))
        #expect(!second.stderr.contains("→ GET"))
        #expect(try await counts(peer)["GET /v1/leagues"] == 1)
        let created = try await run("scorebase api POST /leagues -f name=New -f sport_type=hockey", peer)
        #expect(created.status == 0, "\(created.stderr)")
        #expect(try await run("scorebase leagues list", peer).status == 0)
        #expect(try await counts(peer)["GET /v1/leagues"] == 2)
        let invalid = try await run("scorebase api POST /leagues -f sport_type=chess", peer)
        #expect(invalid.status == 1)
        #expect(invalid.stderr.contains("invalid request: The league is not valid (VALIDATION_ERROR, request id srv-"))
        #expect(invalid.stderr.contains("name: is required"))
        let raw = try await run("scorebase api /leagues/lg_alpha_1 --raw", peer)
        #expect(raw.stdout.contains(#""request_id": "srv-"#), "\(raw.stdout)")
        let missing = try await run("scorebase leagues get lg_beta_1", peer)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("not found: League lg_beta_1 not found (NOT_FOUND, request id srv-"))
    }

    @Test func logoutWarnsWhenRevokingFailsAndForgetsAnyway() async throws {
        defer { cleanUp() }
        let peer = try await PythonPeer("scorebase_peer.py", arguments: ["--no-revoke"])
        #expect(try await run("printf '%s\\n' \"$PW\" | scorebase auth login -u alice --password-stdin", peer).status == 0)
        let logout = try await run("scorebase auth logout --retries 0", peer)
        #expect(logout.status == 0)
        #expect(logout.stderr.contains("warning: could not revoke"))
        let status = try await run("scorebase auth status", peer)
        #expect(status.status == 77)
    }
}
