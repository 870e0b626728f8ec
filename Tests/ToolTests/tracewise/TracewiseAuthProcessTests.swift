import Foundation
import Testing
import ToolkitTestSupport

/// The built tracewise against the fake Firebase Auth server, through FIREBASE_AUTH_EMULATOR_HOST:
/// sign-in, refresh, every refusal's exit code, and the session file as it lands on disk.
@Suite(.serialized)
struct TracewiseAuthProcessTests {
    static let password = "Corr3ct-Horse!"
    let state: URL

    init() throws {
        _ = try BuiltBinary.path("tracewise")
        state = TestScratch.root.appendingPathComponent("tracewise-state-\(UUID().uuidString)")
    }

    func variables(_ server: FirebaseFakeServer) -> [String: String] {
        ["FIREBASE_AUTH_EMULATOR_HOST": server.host, "XDG_STATE_HOME": state.path, "NO_PROXY": "127.0.0.1",
         "TRACEWISE_PASSWORD": "", "TRACEWISE_ID_TOKEN": "", "TRACEWISE_API_KEY": "", "TRACEWISE_FIREBASE_API_KEY": ""]
    }

    func login(_ email: String, password: String = password, _ server: FirebaseFakeServer) async throws -> BuiltBinary.Run {
        try await BuiltBinary.shell(
            "printf '%s\\n' \"$PW\" | tracewise auth login --email \(email) --password-stdin",
            environment: variables(server).merging(["PW": password]) { $1 })
    }

    var sessionFiles: [URL] {
        let directory = state.appendingPathComponent("tracewise/sessions")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.map { directory.appendingPathComponent($0) }
    }

    @Test func loginTokenStatusAndLogoutAgainstTheFake() async throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let server = try await FirebaseFakeServer()
        let login = try await login("ada@example.test", server)
        #expect(login.status == 0, "\(login.stderr)")
        #expect(login.stdout.isEmpty)
        let file = try #require(sessionFiles.first)
        #expect(file.lastPathComponent == "production%7Cemulator%3D127.0.0.1%3A\(server.port).json")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(!(try String(contentsOf: file, encoding: .utf8)).contains(Self.password))

        let token = try await BuiltBinary.shell("tracewise auth token", environment: variables(server))
        #expect(token.status == 0)
        #expect(token.stdout.hasPrefix("eyJ"))
        let status = try await BuiltBinary.shell("tracewise auth status -o json", environment: variables(server))
        #expect(status.status == 0)
        #expect(status.stdout.contains(#""source":"session","email":"ada@example.test","uid":"uid-ada-0001","token":"saved""#))
        #expect(try await server.counts() == ["signIn": 1, "refresh": 0])

        let request = try #require((try await server.call("GET", "/requests") as? [[String: Any]])?.first)
        #expect(request["path"] as? String == "/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key")
        #expect(request["contentType"] as? String == "application/json")

        #expect(try await BuiltBinary.shell("tracewise auth logout", environment: variables(server)).status == 0)
        #expect(sessionFiles.isEmpty)
        #expect(try await BuiltBinary.shell("tracewise auth token", environment: variables(server)).status == 77)
    }

    /// A 30 s token could never be used under the 60 s margin alone: it is used while half its life
    /// remains, then refreshed.
    @Test func shortLivedTokensAreUsedForHalfTheirLifeAndARevokedSessionEnds() async throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let server = try await FirebaseFakeServer(tokenLifetime: 30)
        #expect(try await login("ada@example.test", server).status == 0)
        let first = try await BuiltBinary.shell("tracewise -v auth token", environment: variables(server))
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("token from cache"), "\(first.stderr)")
        #expect(try await server.counts() == ["signIn": 1, "refresh": 0])

        try ageSession(secondsLeft: 10, lifetime: 30)
        let second = try await BuiltBinary.shell("tracewise -v auth token", environment: variables(server))
        #expect(second.stderr.contains("→ POST http://\(server.host)/securetoken.googleapis.com/v1/token?key=<redacted>"))
        #expect(second.stdout != first.stdout, "a 30 s token with 10 s left is refreshed")
        #expect(try await server.counts() == ["signIn": 1, "refresh": 1])
        let refresh = try #require((try await server.call("GET", "/requests") as? [[String: Any]])?.last)
        #expect(refresh["contentType"] as? String == "application/x-www-form-urlencoded")
        #expect((refresh["body"] as? String)?.hasPrefix("grant_type=refresh_token&refresh_token=") == true)

        _ = try await server.call("POST", "/admin/revoke?email=ada@example.test")
        try ageSession(secondsLeft: 10, lifetime: 30)
        let ended = try await BuiltBinary.shell("tracewise auth status", environment: variables(server))
        #expect(ended.status == 77)
        #expect(ended.stderr.contains("(TOKEN_EXPIRED)"))
        #expect(ended.stderr.contains("run 'tracewise auth login'"))
        #expect(sessionFiles.isEmpty)
    }

    /// Rewrites the saved session as if its token had been obtained `lifetime - secondsLeft` s ago.
    /// The password was right, but the session cannot be written: exit 74, saying both.
    @Test func aSessionThatCannotBeSavedAfterLoginIsExit74() async throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let server = try await FirebaseFakeServer()
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let file = state.appendingPathComponent("a-file")
        try Data().write(to: file)
        // A state directory under a regular file: ENOTDIR, which root meets too.
        let run = try await BuiltBinary.shell(
            "printf '%s\\n' \"$PW\" | tracewise auth login --email ada@example.test --password-stdin",
            environment: variables(server).merging(["PW": Self.password, "XDG_STATE_HOME": file.path]) { $1 })
        #expect(run.status == 74, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix(
            "tracewise: error: signed in to trace-wise.eu, but the session could not be saved: \(file.path): Not a directory\n"),
            "\(run.stderr)")
        #expect(try await server.counts()["signIn"] == 1)
    }

    /// A session renewed in a run that cannot write it (a file size limit of 0: EFBIG) still gives its
    /// result, exit 0, with a warning that names the consequence.
    @Test func aRenewedSessionThatCannotBeSavedIsAWarning() async throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let server = try await FirebaseFakeServer(tokenLifetime: 30)
        #expect(try await login("ada@example.test", server).status == 0)
        try ageSession(secondsLeft: 10, lifetime: 30)
        let run = try await BuiltBinary.shell("ulimit -f 0; trap '' XFSZ; tracewise auth token", environment: variables(server))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("eyJ"))
        #expect(run.stderr.contains("tracewise: warning: the renewed session could not be saved ("), "\(run.stderr)")
        #expect(run.stderr.contains(": File too large): the next run may ask you to sign in again\n"), "\(run.stderr)")
        #expect(try await server.counts()["refresh"] == 1)
    }

    private func ageSession(secondsLeft: Double, lifetime: Double) throws {
        let file = try #require(sessionFiles.first)
        var session = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let now = Date().timeIntervalSince1970
        session["expires_at"] = now + secondsLeft
        session["obtained_at"] = now + secondsLeft - lifetime
        try JSONSerialization.data(withJSONObject: session).write(to: file)
    }

    @Test func tenProcessesMeetingAnExpiredSessionRefreshItOnce() async throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let server = try await FirebaseFakeServer()
        #expect(try await login("ada@example.test", server).status == 0)
        // Doctor the session so its ID token has expired (the fake's tokens live an hour).
        let file = try #require(sessionFiles.first)
        var session = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        session["expires_at"] = Date().timeIntervalSince1970 - 1
        try JSONSerialization.data(withJSONObject: session).write(to: file)
        let out = state.path + "-out"
        let run = try await BuiltBinary.shell(
            "for i in $(seq 10); do tracewise auth token > \"$OUT.$i\" & done; wait; cat \"$OUT\".*; rm -f \"$OUT\".*",
            environment: variables(server).merging(["OUT": out]) { $1 })
        #expect(run.status == 0, "\(run.stderr)")
        let tokens = run.stdout.split(separator: "\n")
        #expect(tokens.count == 10)
        #expect(Set(tokens).count == 1, "all ten print the one refreshed token")
        #expect(try await server.counts() == ["signIn": 1, "refresh": 1])
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600, "the refreshed session is written 0600 again")
    }

    @Test func refusalsExitWithTheContractsCodes() async throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let server = try await FirebaseFakeServer()
        let cases: [(String, String, Int32, String)] = [
            ("ada@example.test", "not-the-password", 77, "the password is wrong for ada@example.test (INVALID_PASSWORD)"),
            ("nobody@example.test", Self.password, 77, "there is no account for nobody@example.test (EMAIL_NOT_FOUND)"),
            ("disabled@example.test", Self.password, 77, "has been disabled by an administrator (USER_DISABLED)"),
            ("locked@example.test", Self.password, 75, "too many failed attempts"),
        ]
        for (email, password, status, message) in cases {
            let run = try await login(email, password: password, server)
            #expect(run.status == status, "\(email): \(run.stderr)")
            #expect(run.stderr.contains(message), "\(email): \(run.stderr)")
        }
        #expect(sessionFiles.isEmpty)
    }

    @Test func enumerationProtectionAndAWrongKeyAsGoogleAnswersThem() async throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let server = try await FirebaseFakeServer(arguments: ["--enumeration-protection", "--valid-key", "right-key"])
        var env = variables(server)
        env["TRACEWISE_FIREBASE_API_KEY"] = "right-key"
        let wrong = try await BuiltBinary.shell(
            "printf 'nope\\n' | tracewise auth login --email ada@example.test --password-stdin", environment: env)
        #expect(wrong.status == 77)
        #expect(wrong.stderr.contains("the email or the password is wrong (INVALID_LOGIN_CREDENTIALS)"))
        env["TRACEWISE_FIREBASE_API_KEY"] = "wrong-key"
        let badKey = try await BuiltBinary.shell(
            "printf 'Corr3ct-Horse!\\n' | tracewise --debug auth login --email ada@example.test --password-stdin", environment: env)
        #expect(badKey.status == 78)
        #expect(badKey.stderr.contains("Firebase rejected TRACEWISE_FIREBASE_API_KEY"))
        #expect(!badKey.stderr.contains("wrong-key"))
        #expect(!badKey.stderr.contains("Corr3ct-Horse!"))
    }
}
