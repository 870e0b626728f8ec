import Foundation
import Testing

/// The built repairminder against the RepairMinder fake on loopback (Tests/Support/repairminder_fake.py):
/// login with a second factor, the session on disk, refresh before expiry and after a 401 (once for many
/// processes), logout when the endpoint fails, retries, lists of over a thousand items with and without
/// `has_more`, and secrets kept out of every stream. (Each command's exact request: RepairminderExactRequestTests.)
@Suite(.serialized)
struct RepairminderFakeProcessTests {
    @Test func aSecondFactorIsAskedForAndTheSessionIsSavedPrivately() async throws {
        let fake = try await RepairminderFakeRun()
        defer { fake.cleanUp() }
        let noCode = try await fake.run("printf '%s\\n' \"$PW\" | repairminder auth login --email tfa@example.com --password-stdin")
        #expect(noCode.status == 77)
        #expect(noCode.stderr.contains("two-factor authentication, and there is no terminal"))
        #expect(noCode.stderr.contains("--code CODE"))
        let wrong = try await fake.run("printf '%s\\n' \"$PW\" | repairminder auth login --email tfa@example.com --password-stdin --code 111111")
        #expect(wrong.status == 77)
        #expect(wrong.stderr.contains("the two-factor code was not accepted: Invalid two-factor code"))
        let right = try await fake.run(
            "printf '%s\\n' \"$PW\" | repairminder auth login --email tfa@example.com --password-stdin --code 246810 -v")
        #expect(right.status == 0, "\(right.stderr)")
        let logins = try await fake.requests().filter { $0["path"] as? String == "/api/auth/login" }
        #expect(try logins.map(RepairminderFakeRun.body) == [
            #"{"email":"tfa@example.com","password":"Corr3ct-Horse!"}"#,
            #"{"email":"tfa@example.com","password":"Corr3ct-Horse!","two_factor_token":"111111"}"#,
            #"{"email":"tfa@example.com","password":"Corr3ct-Horse!","two_factor_token":"246810"}"#,
        ])
        let sessions = fake.state.appendingPathComponent("repairminder/sessions")
        let files = try FileManager.default.contentsOfDirectory(atPath: sessions.path).filter { $0.hasSuffix(".json") }
        #expect(files.count == 1)
        let file = try fake.sessionFile().path
        #expect(try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int == 0o600)
        #expect(try FileManager.default.attributesOfItem(atPath: sessions.path)[.posixPermissions] as? Int == 0o700)
        let status = try await fake.run("repairminder auth status -o json")
        #expect(status.status == 0)
        #expect(status.stdout.contains(#""email":"tfa@example.com","name":"Tom Factor","userId":"usr_2""#))
        for output in [noCode, wrong, right, status] {
            #expect(!(output.stdout + output.stderr).contains("Corr3ct-Horse!"))
            #expect(!(output.stdout + output.stderr).contains("SECRET"))
            #expect(!(output.stdout + output.stderr).contains("246810"))
        }
    }

    @Test func aRevokedTokenIsRefreshedOnceForManyProcesses() async throws {
        let fake = try await RepairminderFakeRun()
        defer { fake.cleanUp() }
        try await fake.signIn()
        // The refresh answers once all six are at the session lock: they meet there by events, not by timing.
        let locks = fake.state.appendingPathComponent("repairminder/sessions").path
        try await fake.control(#"{"revoke_access": true, "hold_refresh_until_lockers": 6, "lock_dir": "\#(locks)"}"#)
        let runs = try await fake.run("for i in 1 2 3 4 5 6; do repairminder orders get o$i >/dev/null & done; wait")
        #expect(runs.status == 0, "\(runs.stderr)")
        let refreshes = try await fake.counts()["refresh"]
        #expect(refreshes == 1, "\(refreshes.map(String.init) ?? "no count") refresh requests")
        // The session on disk now holds the new token: the next run sends it at once.
        let before = try await fake.requests().count
        #expect(try await fake.run("repairminder orders get o7").status == 0)
        let next = Array(try await fake.requests().dropFirst(before))
        #expect(next.count == 1)
        #expect(next.first?["authorization"] as? String == "Bearer rm-access-2-SECRET")
    }

    @Test func aSessionNearItsEndIsRefreshedBeforeTheRequest() async throws {
        let fake = try await RepairminderFakeRun()
        defer { fake.cleanUp() }
        try await fake.signIn()
        // An hour later: 30 s of the session's hour remain.
        let file = try fake.sessionFile()
        var saved = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let now = Date().timeIntervalSince1970
        saved["expires_at"] = now + 30
        saved["obtained_at"] = now - 3570
        try JSONSerialization.data(withJSONObject: saved).write(to: file)
        let before = try await fake.requests().count
        let result = try await fake.run("repairminder orders get o1 -v")
        #expect(result.status == 0, "\(result.stderr)")
        let sent = Array(try await fake.requests().dropFirst(before)).compactMap { $0["path"] as? String }
        #expect(sent == ["/api/auth/refresh", "/api/orders/o1"])
        let refresh = try await fake.requests().first { $0["path"] as? String == "/api/auth/refresh" }
        #expect(try refresh.map(RepairminderFakeRun.body) == #"{"refresh_token":"rm-refresh-1-SECRET"}"#)
        #expect(!(result.stdout + result.stderr).contains("SECRET"))
    }

    @Test func aRefusedRefreshEndsTheSessionWith77() async throws {
        let fake = try await RepairminderFakeRun()
        defer { fake.cleanUp() }
        try await fake.signIn()
        try await fake.control(#"{"revoke_access": true, "refuse_refresh": true}"#)
        let result = try await fake.run("repairminder orders list")
        #expect(result.status == 77)
        #expect(result.stderr.contains("session expired"), "\(result.stderr)")
        #expect(result.stderr.contains("repairminder auth login"))
        let status = try await fake.run("repairminder auth status")
        #expect(status.status == 77)
        #expect(status.stderr.contains("not signed in"))
    }

    @Test func logoutForgetsTheSessionEvenWhenTheEndpointFails() async throws {
        let fake = try await RepairminderFakeRun()
        defer { fake.cleanUp() }
        try await fake.signIn()
        try await fake.control(#"{"logout_status": 500}"#)
        let logout = try await fake.run("repairminder auth logout")
        #expect(logout.status == 0)
        #expect(logout.stderr.contains("warning: could not sign out at 127.0.0.1"))
        #expect(try await fake.counts()["logout"] == 1)  // a POST is not repeated
        #expect(try await fake.run("repairminder auth status").status == 77)
        #expect(try await fake.run("repairminder auth token").status == 77)
    }

    @Test func serverErrorsAreRetriedForGETButNotForPOST() async throws {
        let fake = try await RepairminderFakeRun()
        defer { fake.cleanUp() }
        try await fake.signIn()
        try await fake.control(#"{"fail": [503, 502], "retry_after": "0"}"#)
        let get = try await fake.run("repairminder orders get o1")
        #expect(get.status == 0, "\(get.stderr)")
        try await fake.control(#"{"fail": [503, 503, 503, 503]}"#)
        let post = try await fake.run("repairminder orders create --set a=1")
        #expect(post.status == 69)
        #expect(post.stderr.contains("server error: injected 503"))
        try await fake.control(#"{"fail": []}"#)
        let posts = try await fake.requests().filter { $0["method"] as? String == "POST" && $0["path"] as? String == "/api/orders" }
        #expect(posts.count == 1)
    }

    @Test(arguments: [false, true])
    func allFollowsOverAThousandItemsWithAndWithoutHasMore(hasMore: Bool) async throws {
        let fake = try await RepairminderFakeRun(arguments: ["--items", "1234"] + (hasMore ? [] : ["--no-has-more"]))
        defer { fake.cleanUp() }
        try await fake.signIn()
        let result = try await fake.run("repairminder orders list --all -o ndjson")
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 1234)
        #expect(lines.first?.contains(#""id":"ord_00001""#) == true)
        #expect(lines.last?.contains(#""id":"ord_01234""#) == true)
        let pages = try await fake.requests().compactMap { $0["path"] as? String }.filter { $0.hasPrefix("/api/orders?") }
        // Every page once; after the first, up to 4 side by side, so the log is not in page order.
        #expect(pages.count == 13)
        #expect(Set(pages) == Set((1...13).map { "/api/orders?page=\($0)&limit=100" }))
        #expect(pages.first == "/api/orders?page=1&limit=100")
    }

    @Test func tablesLeaveOutAColumnEmptyInEveryRow() async throws {
        let fake = try await RepairminderFakeRun(arguments: ["--items", "2"])
        defer { fake.cleanUp() }
        try await fake.signIn()
        let result = try await fake.run("repairminder clients list -o table")
        #expect(result.status == 0)
        #expect(result.stdout == "ID         NAME      EMAIL\ncli_00001  Client 1  c1@example.com\ncli_00002  Client 2  c2@example.com\n")
    }

    @Test func successFalseUnderHTTP200IsExit1WithTheServicesText() async throws {
        let fake = try await RepairminderFakeRun()
        defer { fake.cleanUp() }
        try await fake.signIn()
        let result = try await fake.run("repairminder lookup barcode 000")
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "repairminder: error: No device or order matches this code\n")
    }

    @Test func theEnvironmentTokenIsUsedAsIsAndNeverShown() async throws {
        let fake = try await RepairminderFakeRun()
        defer { fake.cleanUp() }
        for flags in ["", "-v", "--debug"] {
            let result = try await fake.run("repairminder orders get o1 \(flags)", ["REPAIRMINDER_TOKEN": "ci-token-SECRET"])
            #expect(result.status == 77)
            #expect(result.stderr.contains("REPAIRMINDER_TOKEN was not accepted: Token expired or invalid (Unauthorized)"), "\(result.stderr)")
            #expect(!(result.stdout + result.stderr).contains("ci-token-SECRET"))
        }
        let sent = try await fake.requests().compactMap { $0["authorization"] as? String }
        #expect(sent.allSatisfy { $0 == "Bearer ci-token-SECRET" })
        #expect(try await fake.counts()["refresh"] == 0)
    }

    @Test func secretsStayOutOfEveryStreamAtEveryVerbosity() async throws {
        let fake = try await RepairminderFakeRun()
        defer { fake.cleanUp() }
        for flags in ["", "-v", "--debug"] {
            let login = try await fake.run(
                "printf '%s\\n' \"$PW\" | repairminder auth login --email tfa@example.com --password-stdin --code 246810 \(flags)")
            #expect(login.status == 0)
            try await fake.control(#"{"revoke_access": true}"#)
            let list = try await fake.run("repairminder orders list \(flags)")
            #expect(list.status == 0)
            for output in [login, list] {
                let text = output.stdout + output.stderr
                #expect(!text.contains("Corr3ct-Horse!"))
                #expect(!text.contains("246810"))
                #expect(!text.contains("SECRET"), "\(flags): \(text)")
            }
        }
    }
}
